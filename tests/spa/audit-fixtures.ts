// The company's audit as the API answers it, for the audit-*.test.ts files: file events (GET
// /api/vault/events) and acts of the trail (GET /api/auditoria, paged as the API pages them), a
// scripted API and /auditoria rendered at a given URL.
import { createElement } from 'react';
import { AuditPage } from '../../resources/vault/AuditPage';
import '../../resources/vault/messages';
import type { AuditEntryView } from '../../src/providers/auditApi';
import type { AuditEventView } from '../../src/providers/filesApi';
import { type Call, mockApi, render } from './devices-render';

export const KEY = { id: 4, nome: 'ERP da matriz' };

export const fileEvent = (over: Partial<AuditEventView> = {}): AuditEventView => ({
  id: 1,
  seq: 1,
  acao: 'uploaded',
  ator: { id: 7, nome: 'Ana Souza', email: 'ana@demo.test' },
  ip: '10.0.0.1',
  user_agent: 'Mozilla/5.0',
  dados: {},
  created_at: '2026-03-05T15:07:00.000Z',
  prev_hash: null,
  hash: 'ab',
  arquivo: { id: 3, nome: 'contrato.pdf' },
  ...over,
});

export const entry = (over: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id: 1,
  acao: 'team.invited',
  alvo: 'convite',
  ator: { id: 7, nome: 'Ana Souza', email: 'ana@demo.test' },
  chave: null,
  dados: { email: 'bia@demo.test', permissions: ['vault.view'] },
  ip: '203.0.113.9',
  created_at: '2026-03-05T15:07:00.000Z',
  ...over,
});

type Answer = { status?: number; body?: unknown } | undefined;

/**
 * Answers the file events with `events`, the trail with `entries` a page at a time (as the API
 * pages: `page`, `perPage`), the filter's people with none; other calls go to `handler`.
 */
export function auditApi(
  { events = [], entries = [] }: { events?: AuditEventView[]; entries?: AuditEntryView[] },
  handler: (call: Call) => Answer = () => undefined,
): Call[] {
  return mockApi((call) => {
    const answer = handler(call);
    if (answer) return answer;
    if (call.method !== 'GET') return undefined;
    if (call.path === '/api/vault/events') return { body: { data: events, total: events.length } };
    if (call.path === '/api/vault/actors') return { body: { data: [] } };
    if (call.path === '/api/auditoria') {
      const page = Number(call.query.get('page') ?? 1);
      const perPage = Number(call.query.get('perPage') ?? 25);
      const data = entries.slice((page - 1) * perPage, page * perPage);
      return { body: { data, total: entries.length } };
    }
    return undefined;
  });
}

/** /auditoria (with its query, e.g. '?aba=acoes') for someone holding audit.view. */
export const renderAudit = (search = '') =>
  render(createElement(AuditPage), {
    path: `/auditoria${search}`,
    pattern: '/auditoria',
    permissions: ['audit.view', 'vault.view'],
  });
