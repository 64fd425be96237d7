// "Enviar novamente" of a denied, cancelled or expired process: the button shows only for those
// ends and with signing.request; it opens the request dialog prefilled with the process's
// signatories (not the removed ones), order and message, which POSTs as usual and reads the new
// round back. "Processos anteriores" lists the earlier rounds, collapsed at first. The vault's file
// menu offers "Enviar novamente" for the same ends.
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SigningPermissions, SigningProcessDialog } from '../../resources/signing/SigningProcessDialog';
import { ContextMenu } from '../../resources/vault/ContextMenu';
import '../../resources/vault/messages';
import type { SignatoryView, SigningProcess } from '../../src/providers/signingApi';
import type { FileView } from '../../src/providers/vaultApi';
import {
  byTestId,
  type Call,
  cleanup,
  click,
  mockFetch,
  one,
  render,
  signatoryView,
  text,
} from './signing-render';

const signatory = (over: Partial<SignatoryView>) =>
  signatoryView({ enviado_em: '2026-03-05T12:00:00.000Z', ...over });

const denied: SigningProcess = {
  arquivo_id: 9,
  nome: 'contrato.pdf',
  status: 'denied',
  rodada: 1,
  sequencial: true,
  mensagem: 'Assinem até sexta.',
  solicitante: { id: 50, nome: 'Gestor Demo' },
  enviado_em: '2026-03-05T12:00:00.000Z',
  concluido_em: null,
  encerrado_em: '2026-03-06T12:00:00.000Z',
  motivo: 'Valor errado.',
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
    signatory({ id: 11, ordem: 1, user_id: 3, interno: true, tipo: 2, exige_codigo: true }),
    signatory({
      id: 12,
      ordem: 2,
      nome: 'Bruno Lima',
      email: 'bruno@x.com',
      phone: '11987654321',
      cpf: '***.982.247-**',
      tipo: 5,
      status: 'denied',
      acted_at: '2026-03-06T12:00:00.000Z',
      motivo: 'Valor errado.',
    }),
    signatory({ id: 13, ordem: 3, nome: 'Dora Reis', email: 'dora@x.com', status: 'removed' }),
  ],
};

const roundTwo: SigningProcess = {
  ...denied,
  status: 'waiting',
  rodada: 2,
  encerrado_em: null,
  motivo: null,
  rodadas_anteriores: [
    {
      rodada: 1,
      status: 'denied',
      enviado_em: denied.enviado_em,
      encerrado_em: denied.encerrado_em,
      motivo: 'Valor errado.',
      signatarios: [
        {
          nome: 'Ana Souza',
          email: 'ana@demo.local',
          tipo: 2,
          status: 'pending',
          acted_at: null,
          motivo: null,
        },
        {
          nome: 'Bruno Lima',
          email: 'bruno@x.com',
          tipo: 5,
          status: 'denied',
          acted_at: '2026-03-06T12:00:00.000Z',
          motivo: 'Valor errado.',
        },
      ],
    },
  ],
};

const all: SigningPermissions = { request: true, manage: true };

/** GET answers `first` until a POST succeeds, then `after`. */
function api(first: SigningProcess, after: SigningProcess = roundTwo) {
  let sent = false;
  return mockFetch((call) => {
    if (call.path === '/api/empresa/usuarios')
      return { body: { data: [{ id: 3, nome: 'Ana Souza', email: 'ana@demo.local' }] } };
    if (call.path !== '/api/arquivo/9/assinaturas') return undefined;
    if (call.method === 'POST') {
      sent = true;
      return { status: 201, body: after };
    }
    return { body: sent ? after : first };
  });
}

const open = async (permissions = all) => {
  const onChanged = vi.fn();
  await render(
    createElement(SigningProcessDialog, {
      file: { id: 9, nome: 'contrato.pdf' },
      permissions,
      onClose: vi.fn(),
      onChanged,
    }),
  );
  return onChanged;
};

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

afterEach(cleanup);

describe('send again', () => {
  it('is offered for a denied, cancelled or expired process only, and only with signing.request', async () => {
    const shown: Record<string, boolean> = {};
    for (const status of ['waiting', 'completed', 'denied', 'cancelled', 'expired'] as const) {
      api({ ...denied, status });
      await open();
      shown[status] = byTestId('signing-send-again').length === 1;
      await cleanup();
    }
    expect(shown).toEqual({ waiting: false, completed: false, denied: true, cancelled: true, expired: true });
    api(denied);
    await open({ request: false, manage: true });
    expect(byTestId('signing-process-dialog')).toHaveLength(1);
    expect(byTestId('signing-send-again')).toHaveLength(0);
  });

  it('opens the request dialog prefilled with the earlier signatories, sends them and shows the new round', async () => {
    const calls = api(denied);
    const onChanged = await open();
    expect(one('signing-send-again').textContent).toBe('Enviar novamente');
    await click(one('signing-send-again'));
    const dialog = one('signing-request-dialog');
    expect(dialog.textContent).toContain('Enviar novamente para assinatura');
    expect(byTestId('signatory-row')).toHaveLength(2);
    const external = byTestId('signatory-row')[1] as HTMLElement;
    expect((one('signatory-nome', external) as HTMLInputElement).value).toBe('Bruno Lima');
    expect((one('signatory-email', external) as HTMLInputElement).value).toBe('bruno@x.com');
    expect((one('signatory-phone', external) as HTMLInputElement).value).toBe('(11) 98765-4321');
    expect((one('signatory-cpf', external) as HTMLInputElement).value).toBe('');
    expect((one('signing-message') as HTMLTextAreaElement).value).toBe('Assinem até sexta.');

    await click(one('signing-send'));
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.path).toBe('/api/arquivo/9/assinaturas');
    expect(posts(calls)[0]?.body).toEqual({
      sequencial: true,
      mensagem: 'Assinem até sexta.',
      signatarios: [
        { user_id: 3, tipo: 2, exige_codigo: true, canal: 'email', idioma: 'pt_BR' },
        {
          nome: 'Bruno Lima',
          email: 'bruno@x.com',
          phone: '11987654321',
          cpf: null,
          tipo: 5,
          exige_codigo: false,
          canal: 'email',
          idioma: 'pt_BR',
        },
      ],
    });
    expect(onChanged).toHaveBeenCalled();
    expect(byTestId('signing-request-dialog')).toHaveLength(0);
    // The new round, as the API answered: it waits, the earlier one is listed.
    expect(one('file-status').dataset.status).toBe('waiting');
    expect(byTestId('signing-send-again')).toHaveLength(0);
    expect(byTestId('signing-earlier-rounds')).toHaveLength(1);
  });
});

describe('earlier processes', () => {
  it('are collapsed at first, then list each round with its end, reason and outcomes, newest first', async () => {
    const third: SigningProcess = {
      ...roundTwo,
      rodada: 3,
      rodadas_anteriores: [
        {
          rodada: 2,
          status: 'expired',
          enviado_em: '2026-03-07T12:00:00.000Z',
          encerrado_em: '2026-03-10T02:59:59.999Z',
          motivo: null,
          signatarios: [
            {
              nome: 'Caio Prado',
              email: 'caio@x.com',
              tipo: 1,
              status: 'pending',
              acted_at: null,
              motivo: null,
            },
          ],
        },
        ...roundTwo.rodadas_anteriores,
      ],
    };
    api(third);
    await open();
    const toggle = one('signing-earlier-toggle');
    expect(toggle.textContent).toBe('Processos anteriores (2)');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(byTestId('signing-earlier-round')).toHaveLength(0);

    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const rounds = byTestId('signing-earlier-round');
    expect(rounds.map((r) => r.dataset.round)).toEqual(['2', '1']);
    expect(rounds.map((r) => one('file-status', r).dataset.status)).toEqual(['expired', 'denied']);
    expect(rounds[0]?.textContent).toContain('Processo 2');
    expect(rounds[0]?.textContent).toContain('Não agiu');
    expect(rounds[1]?.textContent).toContain('Motivo: Valor errado.');
    expect(rounds[1]?.textContent).toContain('Enviado em 05/03/2026');
    const outcomes = [
      ...(rounds[1]?.querySelectorAll<HTMLElement>('[data-testid="signatory-status"]') ?? []),
    ];
    expect(outcomes.map((o) => o.textContent)).toEqual(['Não agiu', 'Recusou em 06/03/2026, 09:00']);
    expect(text()).toContain('Bruno Lima');
  });

  it('are not shown for a first process', async () => {
    api({ ...denied, rodadas_anteriores: [] });
    await open();
    expect(byTestId('signing-earlier-rounds')).toHaveLength(0);
  });
});

describe('file menu', () => {
  const menu = async (status: FileView['status'], requestSignatures = true) => {
    const onFileAction = vi.fn();
    const anchor = document.createElement('button');
    document.body.appendChild(anchor);
    await render(
      createElement(ContextMenu, {
        anchor,
        target: { kind: 'file', file: { id: 7, nome: 'contrato.pdf', status } as FileView },
        permissions: { upload: true, manage: true, remove: true, requestSignatures, manageSignatures: false },
        onClose: vi.fn(),
        onFileAction,
        onFolderAction: vi.fn(),
      }),
    );
    return onFileAction;
  };

  it('offers "Enviar novamente" for a denied, cancelled or expired file, with signing.request only', async () => {
    const shown: Record<string, boolean> = {};
    for (const status of ['draft', 'waiting', 'completed', 'denied', 'cancelled', 'expired'] as const) {
      await menu(status);
      shown[status] = byTestId('file-action-send-again').length === 1;
      await cleanup();
    }
    expect(shown).toEqual({
      draft: false,
      waiting: false,
      completed: false,
      denied: true,
      cancelled: true,
      expired: true,
    });
    const onFileAction = await menu('denied');
    expect(one('file-action-send-again').textContent).toBe('Enviar novamente');
    await click(one('file-action-send-again'));
    expect(onFileAction).toHaveBeenCalledWith('sendAgain', expect.objectContaining({ id: 7 }));
    await cleanup();
    await menu('denied', false);
    expect(byTestId('file-action-send-again')).toEqual([]);
  });
});
