// "Assinaturas" of a file sent for signature: where each signatory stands (their turn, waiting,
// what they did in the past tense with the date, removed with the reason), the owner's actions as
// permissions allow, the reasons sent for a removal and a cancellation, and the sealed download.
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SigningPermissions, SigningProcessDialog } from '../../resources/signing/SigningProcessDialog';
import type { SignatoryView, SigningProcess } from '../../src/providers/signingApi';
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

const signatory = (over: Partial<SignatoryView>): SignatoryView => ({
  id: 1,
  ordem: 1,
  tipo: 1,
  nome: 'Ana Souza',
  email: 'ana@demo.local',
  phone: null,
  cpf: null,
  user_id: null,
  interno: false,
  exige_codigo: false,
  status: 'pending',
  vez: false,
  enviado_em: null,
  visualizado_em: null,
  acted_at: null,
  ip: null,
  port: null,
  user_agent: null,
  autenticacao: null,
  motivo: null,
  link_expires_at: null,
  lembrado_em: null,
  ...over,
});

const waiting: SigningProcess = {
  arquivo_id: 9,
  nome: 'contrato.pdf',
  status: 'waiting',
  sequencial: true,
  mensagem: 'Assinem até sexta.',
  solicitante: { id: 50, nome: 'Gestor Demo' },
  enviado_em: '2026-03-05T12:00:00.000Z',
  concluido_em: null,
  encerrado_em: null,
  motivo: null,
  verificacao_codigo: null,
  verificacao_url: null,
  tem_assinado: false,
  tem_certificado: false,
  signatarios: [
    signatory({
      id: 11,
      ordem: 1,
      tipo: 5,
      nome: 'Ana Souza',
      status: 'signed',
      acted_at: '2026-03-05T15:07:00.000Z',
      autenticacao: 'link_code',
      ip: '10.0.0.1',
      port: 51000,
    }),
    signatory({
      id: 12,
      ordem: 2,
      tipo: 2,
      nome: 'Bruno Lima',
      email: 'bruno@x.com',
      vez: true,
      enviado_em: '2026-03-05T15:07:00.000Z',
    }),
    signatory({ id: 13, ordem: 3, tipo: 8, nome: 'Caio Prado', email: 'caio@x.com' }),
    signatory({ id: 14, ordem: 4, nome: 'Dora Reis', status: 'removed', motivo: 'Pessoa errada' }),
  ],
};

const completed: SigningProcess = {
  ...waiting,
  status: 'completed',
  concluido_em: '2026-03-06T10:00:00.000Z',
  verificacao_codigo: 'ABCD-1234',
  verificacao_url: 'http://localhost/verificar/ABCD-1234',
  tem_assinado: true,
  signatarios: [waiting.signatarios[0] as SignatoryView],
};

const all: SigningPermissions = { request: true, manage: true };

function api(process: SigningProcess, after: SigningProcess = process) {
  return mockFetch((call) => {
    if (call.path === '/api/arquivo/9/assinaturas') return { body: process };
    if (call.path.endsWith('/deletar') || call.path.endsWith('/cancelar')) return { body: after };
    if (call.path === '/api/arquivo/9/assinatura/12/lembrete')
      return { body: { ...process.signatarios[1], lembrado_em: '2026-03-05T16:00:00.000Z' } };
    if (call.path === '/api/file/9/url')
      return { body: { url: '/api/file/9/download?sig=x', expires_at: '' } };
    return undefined;
  });
}

const open = async (permissions = all, userId = 1) => {
  const onChanged = vi.fn();
  await render(
    createElement(SigningProcessDialog, {
      file: { id: 9, nome: 'contrato.pdf' },
      permissions,
      onClose: vi.fn(),
      onChanged,
    }),
    { id: userId },
  );
  return onChanged;
};

const items = () => byTestId('signatory-item');
const find = (calls: Call[], method: string) => calls.filter((c) => c.method === method);

afterEach(cleanup);

describe('signing process dialog', () => {
  it('shows each signatory where they stand, the act in the past tense once done', async () => {
    api(waiting);
    await open();
    expect(one('signing-process-dialog')).toBeTruthy();
    const statuses = byTestId('signatory-status');
    expect(statuses.map((s) => s.dataset.status)).toEqual(['signed', 'pending', 'pending', 'removed']);
    expect(statuses.map((s) => s.dataset.turn)).toEqual(['false', 'true', 'false', 'false']);
    expect(statuses.map((s) => s.textContent)).toEqual([
      'Assinou como testemunha em 05/03/2026, 12:07',
      'Na vez',
      'Aguardando a vez',
      'Removido',
    ]);
    expect(items()[0]?.textContent).toContain('Link pessoal e código enviado por e-mail');
    expect(items()[0]?.textContent).toContain('IP 10.0.0.1:51000');
    expect(items()[1]?.textContent).toContain('Ato: Aprovar');
    expect(items()[3]?.textContent).toContain('Motivo: Pessoa errada');
    expect(text()).toContain('Gestor Demo');
    expect(text()).toContain('Assinem até sexta.');
    // Only the one whose turn it is can get the link again; only pending ones can be removed.
    expect(items().map((i) => i.querySelector('[data-testid="signing-remind"]') !== null)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(items().map((i) => i.querySelector('[data-testid="signing-remove"]') !== null)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('sends the link again to the signatory whose turn it is', async () => {
    const calls = api(waiting);
    await open();
    await click(one('signing-remind'));
    expect(find(calls, 'POST').map((c) => c.path)).toEqual(['/api/arquivo/9/assinatura/12/lembrete']);
    expect(notes()).toContain('resources.signing.process.reminded');
  });

  it('removes a signatory with the reason typed, after checking its length', async () => {
    const after = {
      ...waiting,
      signatarios: waiting.signatarios.map((s) =>
        s.id === 13 ? { ...s, status: 'removed' as const, motivo: 'Saiu da empresa' } : s,
      ),
    };
    const calls = api(waiting, after);
    const onChanged = await open();
    const remove = items()[2]?.querySelector('[data-testid="signing-remove"]');
    if (!remove) throw new Error('no remove button');
    await click(remove);
    await type(one('reason-input'), 'ab');
    await click(one('reason-confirm'));
    expect(text()).toContain('Informe o motivo com ao menos 3 caracteres.');
    expect(find(calls, 'DELETE')).toEqual([]);

    await type(one('reason-input'), 'Saiu da empresa');
    await click(one('reason-confirm'));
    const deletes = find(calls, 'DELETE');
    expect(deletes.map((c) => [c.path, c.body])).toEqual([
      ['/api/arquivo/9/assinatura/13/deletar', { motivo: 'Saiu da empresa' }],
    ]);
    expect(onChanged).toHaveBeenCalledOnce();
    expect(byTestId('reason-input')).toEqual([]);
    expect(byTestId('signatory-status').map((s) => s.dataset.status)).toEqual([
      'signed',
      'pending',
      'removed',
      'removed',
    ]);
  });

  it('cancels the process with a reason', async () => {
    const calls = api(waiting, {
      ...waiting,
      status: 'cancelled',
      motivo: 'Contrato refeito',
      encerrado_em: '2026-03-06T10:00:00.000Z',
    });
    const onChanged = await open();
    await click(one('signing-cancel'));
    await type(one('reason-input'), 'Contrato refeito');
    await click(one('reason-confirm'));
    expect(find(calls, 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/api/arquivo/9/cancelar', { motivo: 'Contrato refeito' }],
    ]);
    expect(onChanged).toHaveBeenCalledOnce();
    expect(notes()).toContain('resources.signing.process.cancelled');
    // Closed: nothing left to cancel or remove.
    expect(byTestId('signing-cancel')).toEqual([]);
    expect(byTestId('signing-remove')).toEqual([]);
  });

  it('lets the requester cancel without signing.manage, and hides what permissions do not allow', async () => {
    api(waiting);
    await open({ request: false, manage: false }, 50);
    expect(byTestId('signing-cancel')).toHaveLength(1);
    expect(byTestId('signing-remove')).toEqual([]);
    expect(byTestId('signing-remind')).toEqual([]);
    await cleanup();
    api(waiting);
    await open({ request: true, manage: false }, 2);
    expect(byTestId('signing-cancel')).toEqual([]);
  });

  it('offers the sealed PDF and the verification link once completed', async () => {
    const calls = api(completed);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await open();
    expect(byTestId('signing-cancel')).toEqual([]);
    expect(one('signing-verification-link').getAttribute('href')).toBe(
      'http://localhost/verificar/ABCD-1234',
    );
    await click(one('signing-download-signed'));
    const url = calls.find((c) => c.path === '/api/file/9/url');
    expect(Object.fromEntries(url?.query ?? [])).toEqual({ disposition: 'attachment', versao: 'assinado' });
    expect(clicked).toHaveBeenCalledOnce();
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('contrato-assinado.pdf');
    clicked.mockRestore();
  });
});
