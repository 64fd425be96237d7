// The audit side of the vault: a file's events with their chain report, and the company audit
// trail (every event of every file of the company, purged files included) with its actors.
import type {
  AuditEventsQuery,
  AuditEventView,
  ChainReport,
  EventView,
} from '../../../common/schemas/fileEvents.js';
import type { AppContext } from '../../context.js';
import { listAuditEvents, listEventActors } from '../../db/queries/fileEvents.js';
import { eventView, fileEventsWithChain } from './events.js';
import type { VaultActor } from './scope.js';

/** GET /api/file/:id/events: the events of a file of the actor's company, in any state. */
export function fileEvents(
  ctx: AppContext,
  actor: VaultActor,
  arquivoId: number,
): Promise<{ data: EventView[]; chain: ChainReport }> {
  return fileEventsWithChain(ctx.db, arquivoId, actor.empresaId);
}

/** GET /api/vault/events: the company's audit trail, one page of it and the total. */
export async function auditEvents(
  ctx: AppContext,
  actor: VaultActor,
  query: AuditEventsQuery,
): Promise<{ data: AuditEventView[]; total: number }> {
  const { rows, total } = await listAuditEvents(ctx.db, actor.empresaId, query);
  return {
    data: rows.map((r) => ({ ...eventView(r.event), arquivo: { id: r.arquivo.id, nome: r.arquivo.nome } })),
    total,
  };
}

/** GET /api/vault/actors: the users found in the company's events, for the audit filter. */
export async function auditActors(
  ctx: AppContext,
  actor: VaultActor,
): Promise<{ data: { id: number; nome: string; email: string }[] }> {
  const rows = await listEventActors(ctx.db, actor.empresaId);
  return { data: rows.map((r) => ({ id: r.id, nome: r.nome, email: r.email })) };
}
