// The inbox ("A assinar"): the documents waiting for the signed-in user across companies, the
// document opened to act on (consent first, the e-mailed code when asked for), the refusal with a
// reason, the item leaving the list once acted on, and the API's word when the deadline passed.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import InboxPage from '../../resources/signing/InboxPage';
import { onUiEvent, type UiEvent } from '../../src/providers/events';
import type { InboxItem, SignerView } from '../../src/providers/signingApi';
import {
  byTestId,
  type Call,
  cleanup,
  click,
  mockFetch,
  notes,
  one,
  render,
  text,
  type,
} from './signing-render';

const item = (over: Partial<InboxItem>): InboxItem => ({
  arquivo_id: 5,
  signatario_id: 51,
  nome: 'contrato.png',
  mime: 'image/png',
  tamanho: 1000,
  tipo: 5,
  exige_codigo: true,
  empresa: { id: 2, nome: 'Demo Ltda' },
  remetente: { nome: 'Gestor Demo' },
  mensagem: 'Assine, por favor.',
  enviado_em: '2026-03-05T12:00:00.000Z',
  ...over,
});

const inbox = [
  item({}),
  item({
    arquivo_id: 6,
    signatario_id: 61,
    nome: 'aditivo.pdf',
    mime: 'application/pdf',
    tipo: 2,
    exige_codigo: false,
    empresa: { id: 3, nome: 'Outra SA' },
    remetente: null,
  }),
];

const view = (exige_codigo: boolean): SignerView => ({
  signatario: {
    id: 51,
    nome: 'Signatário Demo',
    email: 'signatario@demo.local',
    tipo: 5,
    status: 'pending',
    exige_codigo,
    codigo_por: 'email',
    acted_at: null,
    motivo: null,
  },
  documento: {
    id: 5,
    nome: 'contrato.png',
    mime: 'image/png',
    tamanho: 1000,
    sha256: 'ab',
    status: 'waiting',
  },
  empresa: { nome: 'Demo Ltda', logo_url: null },
  remetente: { nome: 'Gestor Demo', email: 'gestor@demo.local' },
  mensagem: 'Assine, por favor.',
  sequencial: false,
  vez: true,
  pode_agir: true,
  codigo_enviado_em: null,
  partes: [
    { nome: 'Signatário Demo', tipo: 5, status: 'pending', ordem: 1 },
    { nome: 'Ana Souza', tipo: 1, status: 'signed', ordem: 2 },
  ],
  assinado_disponivel: false,
  verificacao_url: null,
  documento_url: '/api/arquivo/5/documento?sig=x',
  assinado_url: null,
  campos: [],
  marcas: { assinatura: null, rubrica: null },
  marcas_perfil: null,
});

/** The inbox API: acting on file 5 takes it off the list. */
function api(opts: { exige_codigo?: boolean; signAnswer?: { status: number; body: unknown } } = {}) {
  let list = [...inbox];
  return mockFetch((call: Call) => {
    if (call.path === '/api/inbox') return { body: { data: list, total: list.length } };
    if (call.path === '/api/arquivo/5/assinar' && call.method === 'GET')
      return { body: view(opts.exige_codigo ?? true) };
    if (call.path === '/api/arquivo/5/codigo')
      return {
        body: {
          enviado_para: 's***@d***.local',
          canal: 'email',
          expira_em: '2099-01-01T00:00:00Z',
          reenviar_em: '2000-01-01T00:00:00Z',
        },
      };
    if (
      (call.path === '/api/arquivo/5/assinar' && call.method === 'PUT') ||
      call.path === '/api/arquivo/5/negar'
    ) {
      if (opts.signAnswer && call.method === 'PUT' && call.path.endsWith('assinar')) return opts.signAnswer;
      list = list.filter((i) => i.arquivo_id !== 5);
      return { body: view(false) };
    }
    return undefined;
  });
}

const submit = () => one('inbox-submit') as HTMLButtonElement;
const openFirst = async () => {
  await click(byTestId('inbox-open')[0] as HTMLElement);
  expect(one('inbox-sign-dialog')).toBeTruthy();
};

afterEach(cleanup);

describe('inbox', () => {
  it('lists what waits for me, across companies, with the act asked', async () => {
    const calls = api();
    await render(createElement(InboxPage), { id: 9, ambient: 'S' });
    const rows = byTestId('inbox-item');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('contrato.png');
    expect(rows[0]?.textContent).toContain('Demo Ltda');
    expect(rows[0]?.textContent).toContain('Gestor Demo');
    expect(rows[0]?.textContent).toContain('Assinar como testemunha');
    expect(rows[0]?.textContent).toContain('05/03/2026');
    expect(rows[1]?.textContent).toContain('Outra SA');
    expect(rows[1]?.textContent).toContain('Aprovar');
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({ page: '1', perPage: '25' });
  });

  it('says so when nothing waits', async () => {
    mockFetch((call) => (call.path === '/api/inbox' ? { body: { data: [], total: 0 } } : undefined));
    await render(createElement(InboxPage));
    expect(byTestId('inbox-item')).toEqual([]);
    expect(one('inbox-empty').textContent).toContain('Nada para assinar');
  });

  it('signs only after consent and the e-mailed code, then the item leaves the list', async () => {
    const calls = api();
    await render(createElement(InboxPage));
    await openFirst();
    expect(text()).toContain('Gestor Demo, de Demo Ltda, pede que você: Assinar como testemunha.');
    expect(one('inbox-sign-dialog').querySelector('img')?.getAttribute('src')).toBe(
      '/api/arquivo/5/documento?sig=x',
    );
    expect(submit().textContent).toBe('Assinar como testemunha');
    expect(submit().disabled).toBe(true);
    // The same consent as the public signing page, the law included.
    expect(text()).toMatch(
      /Li o documento e concordo em assinar como testemunha por meio eletrônico\. Declaro que sou .+ e reconheço que este ato tem validade jurídica, nos termos da MP 2\.200-2\/2001 e da Lei 14\.063\/2020\./,
    );

    await click(one('inbox-consent'));
    // Consent alone is not enough: this document asks for a code.
    expect(submit().disabled).toBe(true);
    await click(one('inbox-send-code'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/arquivo/5/codigo']);
    expect(text()).toContain('Código enviado para s***@d***.local.');
    await type(one('inbox-code'), '12a3 456');
    expect((one('inbox-code') as HTMLInputElement).value).toBe('123456');
    expect(submit().disabled).toBe(false);

    await click(submit());
    const put = calls.find((c) => c.method === 'PUT');
    expect([put?.path, put?.body]).toEqual([
      '/api/arquivo/5/assinar',
      { consentimento: true, codigo: '123456' },
    ]);
    expect(notes()).toContain('resources.signing.sign.done');
    expect(byTestId('inbox-sign-dialog')).toEqual([]);
    expect(byTestId('inbox-item').map((r) => r.textContent?.includes('aditivo.pdf'))).toEqual([true]);
  });

  it('needs only consent when no code was asked for, and shows a wrong code under its field', async () => {
    const calls = api({ exige_codigo: false });
    await render(createElement(InboxPage));
    await openFirst();
    expect(byTestId('inbox-code')).toEqual([]);
    await click(one('inbox-consent'));
    expect(submit().disabled).toBe(false);
    await click(one('inbox-consent'));
    expect(submit().disabled).toBe(true);
    await click(one('inbox-consent'));
    await click(submit());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ consentimento: true });
    await cleanup();

    api({
      signAnswer: {
        status: 422,
        body: {
          message: 'Código incorreto. Restam 4 tentativas.',
          errors: { codigo: ['Código incorreto. Restam 4 tentativas.'] },
        },
      },
    });
    await render(createElement(InboxPage));
    await openFirst();
    await click(one('inbox-consent'));
    await click(one('inbox-send-code'));
    await type(one('inbox-code'), '000000');
    await click(submit());
    expect(one('inbox-code').getAttribute('aria-invalid')).toBe('true');
    expect(text()).toContain('Código incorreto. Restam 4 tentativas.');
    expect(one('inbox-sign-dialog')).toBeTruthy();
  });

  it('refuses with a reason', async () => {
    const calls = api();
    await render(createElement(InboxPage));
    await openFirst();
    await click(one('inbox-deny'));
    await type(one('reason-input'), 'Valores errados');
    await click(one('reason-confirm'));
    const put = calls.find((c) => c.method === 'PUT');
    expect([put?.path, put?.body]).toEqual(['/api/arquivo/5/negar', { motivo: 'Valores errados' }]);
    expect(notes()).toContain('resources.signing.sign.denied');
    expect(byTestId('inbox-item')).toHaveLength(1);
  });

  it("shows the API's message when the deadline passed (410), and the list is read again on closing", async () => {
    const message = 'O prazo para assinar este documento terminou em 30/11/2026.';
    const gone = {
      status: 410,
      body: { message, code: 'DEADLINE_PASSED', prazo: '2026-12-01T02:59:59.999Z', documento: { nome: 'x' } },
    };
    const toasts: UiEvent[] = [];
    const stop = onUiEvent((e) => toasts.push(e));
    let calls = mockFetch((call) => {
      if (call.path === '/api/inbox') return { body: { data: inbox, total: inbox.length } };
      if (call.path === '/api/arquivo/5/assinar') return gone;
      return undefined;
    });
    await render(createElement(InboxPage));
    await openFirst();
    expect(one('inbox-ended').textContent).toBe(message);
    expect(byTestId('inbox-submit')).toEqual([]);
    expect(byTestId('inbox-deny')).toEqual([]);
    // Said in the dialog, not in a toast as well.
    expect(toasts).toEqual([]);
    await click(one('inbox-sign-dialog').querySelector('.MuiDialogActions-root button') as HTMLElement);
    expect(byTestId('inbox-sign-dialog')).toEqual([]);
    expect(calls.filter((c) => c.path === '/api/inbox')).toHaveLength(2);
    await cleanup();

    // Open, then the act finds the deadline passed.
    calls = mockFetch((call) => {
      if (call.path === '/api/inbox') return { body: { data: inbox, total: inbox.length } };
      if (call.path === '/api/arquivo/5/assinar' && call.method === 'GET') return { body: view(false) };
      if (call.path === '/api/arquivo/5/assinar') return gone;
      return undefined;
    });
    await render(createElement(InboxPage));
    await openFirst();
    await click(one('inbox-consent'));
    await click(submit());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(one('inbox-ended').textContent).toBe(message);
    expect(byTestId('inbox-submit')).toEqual([]);
    expect(toasts).toEqual([]);
    stop();
  });
});
