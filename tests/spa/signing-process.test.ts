// "Assinaturas" of a file sent for signature: where each signatory stands (their turn, waiting,
// what they did in the past tense with the date, removed with the reason), the owner's actions as
// permissions allow, the reasons sent for a removal and a cancellation, the sealed download, and the
// deadline: shown, set or moved (the API's refusals in place), and the process it closed.
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tomorrow } from '../../resources/signing/deadline';
import { type SigningPermissions, SigningProcessDialog } from '../../resources/signing/SigningProcessDialog';
// The dialog opens from the vault's pages, whose chunk brings the vault's labels (the status chip's).
import '../../resources/vault/messages';
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
  signatoryView,
  text,
  type,
} from './signing-render';

const signatory = signatoryView;

const waiting: SigningProcess = {
  arquivo_id: 9,
  nome: 'contrato.pdf',
  status: 'waiting',
  rodada: 1,
  sequencial: true,
  mensagem: 'Assinem até sexta.',
  solicitante: { id: 50, nome: 'Gestor Demo' },
  enviado_em: '2026-03-05T12:00:00.000Z',
  concluido_em: null,
  encerrado_em: null,
  motivo: null,
  prazo: null,
  lembrete_dias: null,
  expirado_em: null,
  verificacao_codigo: null,
  verificacao_url: null,
  tem_assinado: false,
  tem_certificado: false,
  carimbo: null,
  nivel_pades: null,
  rodadas_anteriores: [],
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
      return {
        body: {
          url: '/api/file/9/download?sig=x',
          expires_at: '',
          versao: 'assinado',
          nome: 'contrato (assinado).pdf',
        },
      };
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
    // Saved under the name the API gives the signed copy.
    expect(link.download).toBe('contrato (assinado).pdf');
    clicked.mockRestore();
  });

  it('says how the sealed file is timestamped', async () => {
    api({ ...completed, carimbo: 'carimbado', nivel_pades: 'B-LTA' });
    await open();
    const stamped = one('process-timestamp');
    expect(stamped.dataset.state).toBe('carimbado');
    expect(stamped.textContent).toBe('PAdES B-LTA');
  });

  it('warns while the sealed file waits for its timestamp', async () => {
    api({ ...completed, carimbo: 'pendente', nivel_pades: 'B-B' });
    await open();
    const pending = one('process-timestamp');
    expect(pending.dataset.state).toBe('pendente');
    expect(pending.textContent).toContain('Carimbo do tempo pendente');
    expect(pending.textContent).toContain('assim que a autoridade de carimbo responder');
  });
});

describe('signing process deadline', () => {
  // The end of 30/11/2099 in Brasília, as the API writes it.
  const withDeadline: SigningProcess = { ...waiting, prazo: '2099-12-01T02:59:59.999Z', lembrete_dias: 3 };
  const moved: SigningProcess = { ...withDeadline, prazo: '2099-12-08T02:59:59.999Z' };

  function deadlineApi(process: SigningProcess, answer: (call: Call) => { status?: number; body?: unknown }) {
    return mockFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/arquivo/9/assinaturas') return { body: process };
      if (call.method === 'PUT' && call.path === '/api/arquivo/9/prazo') return answer(call);
      return undefined;
    });
  }
  const field = () => one('deadline-input') as HTMLInputElement;

  it('shows the deadline and the reminders, and extends the deadline', async () => {
    const calls = deadlineApi(withDeadline, () => ({
      body: { message: 'Prazo prorrogado para 07/12/2099.', data: moved },
    }));
    await open();
    expect(one('signing-deadline-value').textContent).toBe(
      '30/11/2099 (até o fim do dia, horário de Brasília)',
    );
    expect(text()).toContain('Lembrete automático');
    expect(text()).toContain('A cada 3 dias');
    expect(one('signing-deadline').textContent).toBe('Prorrogar prazo');

    await click(one('signing-deadline'));
    expect(one('deadline-dialog').textContent).toContain(
      'O prazo atual do processo de assinatura de "contrato.pdf" é 30/11/2099.',
    );
    // The current deadline is offered, and nothing before tomorrow.
    expect(field().value).toBe('2099-11-30');
    expect(field().min).toBe(tomorrow());
    await type(field(), '2099-12-07');
    await click(one('deadline-confirm'));
    expect(find(calls, 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/api/arquivo/9/prazo', { prazo: '2099-12-07' }],
    ]);
    expect(byTestId('deadline-dialog')).toEqual([]);
    expect(one('signing-deadline-value').textContent).toBe(
      '07/12/2099 (até o fim do dia, horário de Brasília)',
    );
    expect(notes()).toContain('Prazo atualizado para 07/12/2099.');
  });

  it("sets a first deadline, showing the API's 422 under the date and a 409 above it", async () => {
    let status = 422;
    const calls = deadlineApi(waiting, () =>
      status === 422
        ? {
            status,
            body: { message: 'Escolha uma data futura.', errors: { prazo: ['Escolha uma data futura.'] } },
          }
        : { status, body: { message: 'Este processo não está mais aguardando assinaturas.' } },
    );
    await open();
    expect(byTestId('signing-deadline-value')).toEqual([]);
    expect(one('signing-deadline').textContent).toBe('Definir prazo');
    await click(one('signing-deadline'));
    expect(field().value).toBe('');
    // Before tomorrow: refused here, nothing sent.
    await type(field(), '2020-01-10');
    await click(one('deadline-confirm'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(one('deadline-dialog').textContent).toContain('Escolha uma data a partir de amanhã.');
    expect(find(calls, 'PUT')).toEqual([]);

    await type(field(), '2099-01-10');
    await click(one('deadline-confirm'));
    expect(find(calls, 'PUT').map((c) => c.body)).toEqual([{ prazo: '2099-01-10' }]);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(one('deadline-dialog').textContent).toContain('Escolha uma data futura.');

    status = 409;
    await click(one('deadline-confirm'));
    expect(one('deadline-alert').textContent).toBe('Este processo não está mais aguardando assinaturas.');
    expect(one('deadline-dialog')).toBeTruthy();
    expect(notes()).toEqual([]);
  });

  it('offers the deadline to the requester and to managers only', async () => {
    deadlineApi(waiting, () => ({ status: 500 }));
    await open({ request: false, manage: false }, 50);
    expect(byTestId('signing-deadline')).toHaveLength(1);
    await cleanup();
    deadlineApi(waiting, () => ({ status: 500 }));
    await open({ request: true, manage: false }, 2);
    expect(byTestId('signing-deadline')).toEqual([]);
  });

  it('says when the deadline closed the process, and offers nothing more', async () => {
    deadlineApi(
      {
        ...withDeadline,
        status: 'expired',
        encerrado_em: '2099-12-01T03:00:00.000Z',
        expirado_em: '2099-12-01T03:00:00.000Z',
      },
      () => ({ status: 500 }),
    );
    await open();
    const chip = one('file-status');
    expect(chip.dataset.status).toBe('expired');
    expect(chip.textContent).toBe('Prazo encerrado');
    expect(chip.className).toContain('colorError');
    expect(text()).toContain('Encerrado por prazo em');
    expect(one('signing-expired-at').textContent).toBe('01/12/2099, 00:00');
    expect(text()).not.toContain('Encerrado em');
    expect(byTestId('signing-deadline')).toEqual([]);
    expect(byTestId('signing-cancel')).toEqual([]);
    expect(byTestId('signing-remind')).toEqual([]);
  });
});
