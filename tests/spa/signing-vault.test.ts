// Signing in the vault and around it: the file menu offers "Solicitar assinaturas" for a draft (with
// signing.request) and "Assinaturas" once sent; a process closed by its deadline has a status of its
// own; the history and the audit trail name the signing events (the deadline's too) and say what
// each carries; administrators see the platform certificate's warning.
import Polyglot from 'node-polyglot';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_EVENT_ACTIONS } from '../../common/schemas/fileEvents';
import { SigningSummary } from '../../resources/signing/SigningSummary';
import { ContextMenu } from '../../resources/vault/ContextMenu';
import { eventDetails } from '../../resources/vault/eventDetails';
import { FileStatusChip } from '../../resources/vault/FileStatusChip';
import '../../resources/vault/messages';
import type { VaultPermissions } from '../../resources/vault/useVaultPermissions';
import { CertificateWarning } from '../../src/layout/CertificateWarning';
import { lateMessages } from '../../src/providers/lateMessages';
import type { EventView, FileView } from '../../src/providers/vaultApi';
import { byTestId, cleanup, click, mockFetch, one, render } from './signing-render';
import { waitFor } from './waitFor';

afterEach(cleanup);

const translator = (phrases: object) => {
  const polyglot = new Polyglot({ phrases, allowMissing: true, locale: 'pt-br' });
  return (key: string, options?: Record<string, unknown>) => polyglot.t(key, options);
};
const pt = translator(lateMessages('pt_BR'));
const en = translator(lateMessages('en'));

describe('file menu', () => {
  const file = (status: FileView['status']) =>
    ({ id: 7, nome: 'contrato.pdf', status, mime: 'application/pdf' }) as FileView;
  const permissions = (requestSignatures: boolean): VaultPermissions => ({
    upload: true,
    manage: true,
    remove: true,
    requestSignatures,
    manageSignatures: false,
  });
  const menu = async (status: FileView['status'], requestSignatures = true) => {
    const onFileAction = vi.fn();
    const anchor = document.createElement('button');
    document.body.appendChild(anchor);
    await render(
      createElement(ContextMenu, {
        anchor,
        target: { kind: 'file', file: file(status) },
        permissions: permissions(requestSignatures),
        onClose: vi.fn(),
        onFileAction,
        onFolderAction: vi.fn(),
      }),
    );
    return onFileAction;
  };

  it('sends a draft for signature, with signing.request only', async () => {
    const onFileAction = await menu('draft');
    expect(byTestId('file-action-signatures')).toEqual([]);
    expect(one('file-action-request-signatures').textContent).toBe('Solicitar assinaturas');
    await click(one('file-action-request-signatures'));
    expect(onFileAction).toHaveBeenCalledWith('requestSignatures', expect.objectContaining({ id: 7 }));
    await cleanup();
    await menu('draft', false);
    expect(byTestId('file-action-request-signatures')).toEqual([]);
  });

  it('shows the process of a file already sent', async () => {
    for (const status of ['waiting', 'completed', 'denied', 'cancelled', 'expired'] as const) {
      const onFileAction = await menu(status);
      expect(byTestId('file-action-request-signatures')).toEqual([]);
      await click(one('file-action-signatures'));
      expect(onFileAction).toHaveBeenCalledWith('signatures', expect.objectContaining({ id: 7 }));
      await cleanup();
    }
  });
});

describe('file status', () => {
  it('tells a process closed by its deadline apart, in both languages', async () => {
    await render(createElement(FileStatusChip, { status: 'expired' }));
    const chip = one('file-status');
    expect(chip.textContent).toBe('Prazo encerrado');
    expect(chip.className).toContain('colorError');
    expect(chip.className).toContain('MuiChip-outlinedError');
    expect(en('resources.vault.status.expired')).toBe('Deadline passed');
  });
});

describe('signing summary in the file details', () => {
  const person = (status: string) => ({ status });
  it('counts who has acted, leaving removed signatories out', async () => {
    const calls = mockFetch((call) =>
      call.path === '/api/arquivo/7/assinaturas'
        ? {
            body: {
              signatarios: [person('signed'), person('pending'), person('denied'), person('removed')],
            },
          }
        : undefined,
    );
    await render(createElement(SigningSummary, { fileId: 7, status: 'denied' }));
    expect(one('signing-summary').textContent).toBe('Concluído por 1 de 3 signatários · 1 recusou');
    await cleanup();
    calls.length = 0;
    await render(createElement(SigningSummary, { fileId: 7, status: 'draft' }));
    expect(document.body.textContent).toContain('Não enviado para assinatura');
    expect(calls).toEqual([]);
  });

  it('adds the deadline while waiting, and when it closed the process', async () => {
    const serve = (body: object) =>
      mockFetch((call) => (call.path === '/api/arquivo/7/assinaturas' ? { body } : undefined));
    const signatarios = [person('signed'), person('pending')];
    serve({ status: 'waiting', prazo: '2099-12-01T02:59:59.999Z', expirado_em: null, signatarios });
    await render(createElement(SigningSummary, { fileId: 7, status: 'waiting' }));
    expect(one('signing-summary').textContent).toBe('Concluído por 1 de 2 signatários · Prazo: 30/11/2099');
    await cleanup();
    serve({
      status: 'expired',
      prazo: '2099-12-01T02:59:59.999Z',
      expirado_em: '2099-12-01T03:05:00.000Z',
      signatarios,
    });
    await render(createElement(SigningSummary, { fileId: 7, status: 'expired' }));
    expect(one('signing-summary').textContent).toBe(
      'Concluído por 1 de 2 signatários · Encerrado por prazo em 01/12/2099',
    );
  });
});

describe('signing events in the history and the audit trail', () => {
  const event = (acao: string, dados: Record<string, unknown>): EventView => ({
    id: 1,
    seq: 1,
    acao,
    ator: null,
    ip: null,
    user_agent: null,
    dados,
    created_at: '2026-03-05T12:00:00.000Z',
    prev_hash: null,
    hash: 'h',
  });
  const line = (acao: string, dados: Record<string, unknown>, lang: 'pt_BR' | 'en' = 'pt_BR') => {
    const found = eventDetails(event(acao, dados), 'Cofre', String, lang);
    const t = lang === 'en' ? en : pt;
    return found ? t(found.key, found.args) : null;
  };

  it('has a label for every action in both languages', () => {
    for (const acao of FILE_EVENT_ACTIONS) {
      expect(pt(`resources.vault.actions.${acao}`)).not.toBe(`resources.vault.actions.${acao}`);
      expect(en(`resources.vault.actions.${acao}`)).not.toBe(`resources.vault.actions.${acao}`);
    }
    expect(pt('resources.vault.actions.signed')).toBe('Assinado');
  });

  it('says who was asked, who signed how, why it stopped and how to verify it', () => {
    const signatarios = [
      { nome: 'Ana', email: 'ana@x.com', tipo: 1 },
      { nome: 'Bruno', email: 'bruno@x.com', tipo: 5 },
    ];
    expect(line('signing_requested', { signatarios, sequencial: true })).toBe(
      'Na ordem: Ana (Assinar), Bruno (Assinar como testemunha)',
    );
    expect(line('signing_requested', { signatarios, sequencial: false }, 'en')).toBe(
      'To: Ana (Sign), Bruno (Sign as a witness)',
    );
    // Sent again: the request names its round.
    expect(line('signing_requested', { signatarios, sequencial: false, rodada: 2 })).toBe(
      'Processo 2, enviado novamente · Para: Ana (Assinar), Bruno (Assinar como testemunha)',
    );
    expect(line('signing_requested', { signatarios, sequencial: true, rodada: 3 }, 'en')).toBe(
      'Process 3, sent again · In order: Ana (Sign), Bruno (Sign as a witness)',
    );
    expect(line('signatory_invited', { signatario_id: 2, nome: 'Bruno', email: 'bruno@x.com' })).toBe(
      'Bruno <bruno@x.com>',
    );
    expect(line('code_failed', { signatario_id: 2, nome: 'Bruno' })).toBe('Bruno');
    expect(line('signed', { signatario_id: 2, nome: 'Bruno', tipo: 5, autenticacao: 'link_code' })).toBe(
      'Bruno: Assinou como testemunha · Link pessoal e código enviado por e-mail',
    );
    expect(line('signed', { signatario_id: 2, nome: 'Bruno', tipo: 8, autenticacao: 'session' }, 'en')).toBe(
      'Bruno: Took notice · Signed in to the platform',
    );
    expect(line('denied', { motivo: 'Valores errados', nome: 'Bruno' })).toBe('Bruno: "Valores errados"');
    expect(line('cancelled', { motivo: 'Refeito' })).toBe('Motivo: "Refeito"');
    expect(line('completed', { sha256_assinado: 'abc', verificacao_codigo: 'ABCD-1234' })).toBe(
      'Código de verificação ABCD-1234 · SHA-256 do documento assinado: abc',
    );
    expect(line('signed', {})).toBeNull();
  });

  it('says how the deadline moved, who the alerts and automatic reminders went to, and who was left', () => {
    expect(pt('resources.vault.actions.deadline_extended')).toBe('Prazo prorrogado');
    expect(pt('resources.vault.actions.deadline_alert')).toBe('Alerta de prazo');
    expect(pt('resources.vault.actions.expired')).toBe('Prazo encerrado');
    expect(
      line('deadline_extended', { de: '2026-12-01T02:59:59.999Z', para: '2026-12-08T02:59:59.999Z' }),
    ).toBe('De 30/11/2026 para 07/12/2026');
    expect(line('deadline_extended', { de: null, para: '2026-12-08T02:59:59.999Z' }, 'en')).toBe(
      'To 07/12/2026',
    );
    expect(
      line('deadline_alert', {
        dias: 3,
        signatarios: [{ nome: 'Ana', email: 'ana@x.com' }, { nome: 'Bruno' }],
      }),
    ).toBe('Faltam 3 dias · Pendentes: Ana, Bruno');
    expect(line('deadline_alert', { dias: 1, signatarios: ['Ana'] })).toBe('Falta 1 dia · Pendentes: Ana');
    expect(line('deadline_alert', { dias: 1, signatarios: ['Ana'] }, 'en')).toBe('1 day left · Pending: Ana');
    expect(line('signatory_reminded', { nome: 'Bruno', email: 'bruno@x.com', automatico: true })).toBe(
      'Lembrete automático · Bruno <bruno@x.com>',
    );
    expect(line('signatory_reminded', { nome: 'Bruno', email: 'bruno@x.com' })).toBe('Bruno <bruno@x.com>');
    expect(
      line('expired', { prazo: '2026-12-01T02:59:59.999Z', pendentes: [{ nome: 'Caio' }, 'Dora'] }),
    ).toBe('Prazo: 30/11/2026 · Pendentes: Caio, Dora');
  });
});

describe('platform certificate warning', () => {
  const certificate = (over: object) => ({
    subject: 'CN=Cofre',
    issuer: 'CN=Cofre',
    serial: '01',
    valid_from: '2025-04-01T12:00:00.000Z',
    valid_to: '2026-04-01T12:00:00.000Z',
    days_left: 12,
    expired: false,
    warning: true,
    source: 'generated',
    ...over,
  });
  const serve = (body: object) =>
    mockFetch((call) => (call.path === '/api/admin/certificado' ? { body } : undefined));

  it('warns administrators of the days left, and in red once expired', async () => {
    serve(certificate({}));
    await render(createElement(CertificateWarning), { id: 101, ambient: 'A' });
    // The banner's Alert is a chunk of its own, loaded when there is something to show.
    const banner = await waitFor(() => byTestId('certificate-warning')[0], 'the certificate warning');
    expect(banner.textContent).toBe(
      'O certificado da plataforma vence em 12 dias (01/04/2026). Renove-o e atualize SIGNING_P12.',
    );
    expect(banner.className).toContain('Warning');
    await cleanup();

    serve(certificate({ days_left: -3, expired: true }));
    await render(createElement(CertificateWarning), { id: 102, ambient: 'A' });
    await waitFor(() => byTestId('certificate-warning')[0], 'the expired certificate warning');
    expect(one('certificate-warning').textContent).toBe(
      'O certificado da plataforma venceu em 01/04/2026; os documentos não podem ser selados até que seja renovado.',
    );
    expect(one('certificate-warning').className).toContain('Error');
  });

  it('says nothing while the certificate is fine, and never asks for other users', async () => {
    serve(certificate({ days_left: 200, warning: false }));
    await render(createElement(CertificateWarning), { id: 103, ambient: 'A' });
    expect(byTestId('certificate-warning')).toEqual([]);
    await cleanup();

    const calls = serve(certificate({}));
    await render(createElement(CertificateWarning), { id: 104, ambient: null });
    expect(byTestId('certificate-warning')).toEqual([]);
    expect(calls).toEqual([]);
  });
});
