// A file event done with an API key names the key beside the person: in the audit's file list (the
// table and the phone's compact list), in the Excel export and in a file's history dialog.
import Polyglot from 'node-polyglot';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { auditColumns } from '../../resources/vault/AuditColumns';
import { HistoryDialog } from '../../resources/vault/HistoryDialog';
import '../../resources/vault/messages';
import { lateMessages } from '../../src/providers/lateMessages';
import type { FileView } from '../../src/providers/vaultApi';
import { auditApi, fileEvent, KEY, renderAudit } from './audit-fixtures';
import { byTestId, cleanup, mockApi, render, text } from './devices-render';
import { phoneScreen } from './phoneScreen';
import { waitFor } from './waitFor';

afterEach(async () => {
  await cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
});

const byKey = fileEvent({
  id: 2,
  seq: 2,
  acao: 'downloaded',
  ator: { id: 7, nome: 'Ana Souza', email: 'ana@demo.test', chave: KEY },
  arquivo: { id: 3, nome: 'contrato.pdf' },
});
const byHand = fileEvent({ id: 1, arquivo: { id: 4, nome: 'proposta.pdf' } });
const rowOf = (name: string) => {
  const row = [...document.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no row "${name}"`);
  return row;
};

describe('"via chave" on file events', () => {
  it('names the key beside the person in the file list, and only there', async () => {
    auditApi({ events: [byKey, byHand] });
    await renderAudit();
    await waitFor(() => text().includes('proposta.pdf'), 'the file events');
    expect(rowOf('contrato.pdf').querySelector('[data-testid="via-key"]')?.textContent).toBe(
      'via chave ERP da matriz',
    );
    expect(rowOf('proposta.pdf').querySelector('[data-testid="via-key"]')).toBeNull();
  });

  it('names it in the compact list on a phone', async () => {
    phoneScreen();
    auditApi({ events: [byKey, byHand] });
    await renderAudit();
    await waitFor(() => byTestId('compact-list-item').length === 2, 'the compact list');
    const [first, second] = byTestId('compact-list-item');
    expect(first?.textContent).toContain('Ana Souza · via chave ERP da matriz');
    expect(second?.textContent).not.toContain('via chave');
  });

  it('names it in the Excel export', () => {
    const polyglot = new Polyglot({ phrases: lateMessages('pt_BR'), allowMissing: true });
    const pt = (key: string, options?: Record<string, unknown>) => polyglot.t(key, options);
    const who = auditColumns(pt, 'pt_BR').find((c) => c.header === 'resources.vaultEvents.fields.ator');
    expect(who?.value(byKey)).toBe('Ana Souza · via chave ERP da matriz');
    expect(who?.value(byHand)).toBe('Ana Souza');
  });

  it('names it in the file history', async () => {
    const { arquivo: _file, ...first } = byHand;
    const { arquivo: _same, ...second } = byKey;
    mockApi((call) =>
      call.path === '/api/file/3/events'
        ? {
            body: {
              data: [second, first],
              chain: { valid: true, count: 2, head: 'ab', broken_at: null, reason: null },
            },
          }
        : undefined,
    );
    const file = { id: 3, nome: 'contrato.pdf' } as FileView;
    await render(createElement(HistoryDialog, { file, onClose: () => undefined }), {
      path: '/cofre',
      pattern: '/cofre',
    });
    await waitFor(() => byTestId('history-event').length === 2, 'the history');
    const [byKeyItem, byHandItem] = byTestId('history-event');
    expect(byKeyItem?.querySelector('[data-testid="via-key"]')?.textContent).toBe('via chave ERP da matriz');
    expect(byHandItem?.querySelector('[data-testid="via-key"]')).toBeNull();
  });
});
