// A bulk send's progress for open browsers: a `bulk.progress` event to the company's users who may
// use templates, at most one per job every PROGRESS_EVERY_MS (the first at once, then coalesced,
// each read fresh from the database when it goes out).
import type { AppContext } from '../../context.js';
import { findBulkJob } from '../../db/queries/bulk.js';
import { bulkView } from './views.js';

const PROGRESS_EVERY_MS = 250;

/** The event's data: the job's counts and state. */
export interface BulkProgressEvent {
  id: number;
  modelo_id: number;
  status: string;
  total: number;
  criados: number;
  recusados: number;
  pendentes: number;
}

interface Schedule {
  timers: Map<number, NodeJS.Timeout>;
  last: Map<number, number>;
}
/** Per app (tests run several in one process): the job's event waiting to go, and when the last went. */
const schedules = new WeakMap<AppContext, Schedule>();

async function publish(ctx: AppContext, empresaId: number, loteId: number): Promise<void> {
  const row = await findBulkJob(ctx.db, empresaId, loteId);
  if (!row) return;
  const view = bulkView(row);
  const data: BulkProgressEvent = {
    id: view.id,
    modelo_id: view.modelo.id,
    status: view.status,
    total: view.total,
    criados: view.criados,
    recusados: view.recusados,
    pendentes: view.pendentes,
  };
  ctx.realtime.publish({ empresaId, permission: 'templates.view', event: 'bulk.progress', data });
}

/** Schedules the job's next progress event (none is doubled while one waits). */
export function bulkProgress(ctx: AppContext, empresaId: number, loteId: number): void {
  const s = schedules.get(ctx) ?? { timers: new Map(), last: new Map() };
  schedules.set(ctx, s);
  if (s.timers.has(loteId)) return;
  const wait = Math.max(0, (s.last.get(loteId) ?? 0) + PROGRESS_EVERY_MS - Date.now());
  const timer = setTimeout(() => {
    s.timers.delete(loteId);
    s.last.set(loteId, Date.now());
    void publish(ctx, empresaId, loteId).catch(() => {});
  }, wait);
  timer.unref();
  s.timers.set(loteId, timer);
}

/** Drops what waits (the app is closing). */
export function stopBulkProgress(ctx: AppContext): void {
  const s = schedules.get(ctx);
  if (!s) return;
  for (const timer of s.timers.values()) clearTimeout(timer);
  s.timers.clear();
}
