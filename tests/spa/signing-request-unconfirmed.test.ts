// "Solicitar assinaturas" for a sender whose e-mail is not confirmed: said at the top before anything
// is typed, with "Reenviar e-mail de confirmação" answered in place; a send the API refuses for it
// (403 EMAIL_UNVERIFIED) keeps the dialog and what was typed, the reason at the top, focused, and
// never leaves the page; a 403 for another reason is said there too. What stops a send shows at the
// top of the dialog, each field's problem a link to that field.
import axe from 'axe-core';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestSignaturesDialog } from '../../resources/signing/RequestSignaturesDialog';
import { onUiEvent, type UiEvent } from '../../src/providers/events';
import {
  byTestId,
  type Call,
  cleanup,
  click,
  type Identity,
  mockFetch,
  one,
  pick,
  render,
  text,
  type,
} from './signing-render';

const members = [
  { id: 1, nome: 'Dona Demo', email: 'dona@demo.local' },
  { id: 3, nome: 'Ana Souza', email: 'ana@demo.local' },
];
const UNVERIFIED =
  'Confirme seu e-mail antes de enviar documentos para assinatura ou campanhas. Use o link que enviamos para dona@demo.local ou peça um novo.';

function api(post?: (call: Call) => { status: number; body: unknown }) {
  return mockFetch((call) => {
    if (call.path === '/api/empresa/usuarios') return { body: { data: members } };
    if (call.path === '/api/arquivo/7/rascunho' && call.method === 'GET') return { body: { rascunho: null } };
    if (call.path === '/api/usuario/reenviar-confirmacao')
      return { body: { message: 'Enviamos um novo link de confirmação para dona@demo.local.' } };
    if (call.method === 'POST' && call.path === '/api/arquivo/7/assinaturas')
      return post?.(call) ?? { status: 201, body: {} };
    return undefined;
  });
}

/** The signed-in user: unconfirmed unless said otherwise. */
const who = (verified: boolean): Identity => {
  const identity = { id: 1, email: 'dona@demo.local', email_verified: verified };
  return identity;
};

const open = async (verified: boolean) => {
  const onSent = vi.fn();
  const onClose = vi.fn();
  await render(
    createElement(RequestSignaturesDialog, { file: { id: 7, nome: 'contrato.pdf' }, onClose, onSent }),
    who(verified),
  );
  return { onSent, onClose };
};

const rows = () => byTestId('signatory-row');
const field = (row: number, id: string) => one(id, rows()[row]) as HTMLInputElement;
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

let events: UiEvent[];
let stop: () => void;
beforeEach(() => {
  events = [];
  stop = onUiEvent((e) => events.push(e));
});
afterEach(async () => {
  stop();
  await cleanup();
});

describe('a sender whose e-mail is not confirmed', () => {
  it('is told at the top before typing, and can have the link sent again, answered in place', async () => {
    const calls = api();
    await open(false);
    const notice = one('signing-unconfirmed-notice');
    expect(notice.textContent).toContain(
      'Confirme seu e-mail (dona@demo.local) para enviar documentos para assinatura',
    );
    // Above the signatories.
    expect(notice.compareDocumentPosition(rows()[0] as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const resend = one('signing-unconfirmed-resend');
    expect(resend.textContent).toBe('Reenviar e-mail de confirmação');
    await click(resend);
    expect(posts(calls, '/api/usuario/reenviar-confirmacao')).toHaveLength(1);
    expect(notice.querySelector('[role="status"]')?.textContent).toBe(
      'Enviamos um novo link de confirmação para dona@demo.local.',
    );
    const results = await axe.run(one('signing-request-dialog'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('is not told anything once the e-mail is confirmed', async () => {
    api();
    await open(true);
    expect(byTestId('signing-unconfirmed-notice')).toEqual([]);
  });

  it('keeps the dialog and everything typed when the API refuses the send, the reason at the top', async () => {
    const calls = api(() => ({
      status: 403,
      body: { message: UNVERIFIED, code: 'EMAIL_UNVERIFIED' },
    }));
    // The identity was stale: it said confirmed, the API knows better.
    const { onSent, onClose } = await open(true);
    await pick(field(0, 'signatory-user'), 'Ana Souza');
    await type(one('signing-message'), 'Segue o contrato.');
    await click(one('signing-send'));
    expect(posts(calls, '/api/arquivo/7/assinaturas')).toHaveLength(1);
    // No "403 Acesso negado" page: the HTTP layer was told the dialog handles it.
    expect(events.filter((e) => e.kind === 'navigate')).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    const notice = one('signing-unconfirmed-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain(
      'O pedido não foi enviado porque seu e-mail (dona@demo.local) ainda não foi confirmado.',
    );
    expect(document.activeElement).toBe(notice);
    expect(field(0, 'signatory-user').value).toContain('Ana Souza');
    expect((one('signing-message') as HTMLTextAreaElement).value).toBe('Segue o contrato.');
    // Confirmed meanwhile: sent again from the same dialog.
    await click(one('signing-send'));
    expect(posts(calls, '/api/arquivo/7/assinaturas')).toHaveLength(2);
  });

  it('says another refusal (a permission taken away) at the top too, focused', async () => {
    api(() => ({ status: 403, body: { message: 'Você não tem permissão para esta ação.' } }));
    await open(true);
    await pick(field(0, 'signatory-user'), 'Ana Souza');
    await click(one('signing-send'));
    expect(events.filter((e) => e.kind === 'navigate')).toEqual([]);
    const problems = one('signing-request-problems');
    expect(problems.textContent).toContain('Você não tem permissão para esta ação.');
    expect(document.activeElement).toBe(problems);
    expect(byTestId('signing-unconfirmed-notice')).toEqual([]);
  });
});

describe('what stops a send', () => {
  it('is listed at the top, focused, each problem a link to its field', async () => {
    api();
    await open(true);
    await click(one('signing-send'));
    const problems = one('signing-request-problems');
    expect(document.activeElement).toBe(problems);
    expect(problems.textContent).toContain('Signatário 1 · Usuário: Escolha o usuário.');
    const link = [...problems.querySelectorAll('button')].find((b) => b.textContent?.includes('Usuário'));
    if (!link) throw new Error('no link to the field');
    await click(link);
    expect(document.activeElement).toBe(field(0, 'signatory-user'));
    // Fixed: its line goes.
    await pick(field(0, 'signatory-user'), 'Ana Souza');
    expect(byTestId('signing-request-problems')).toEqual([]);
    expect(text()).not.toContain('Escolha o usuário.');
  });
});
