// The dashboard's figures for the signed-in user's company: documents by their turn and state,
// devices, messages of the period per day and storage against the plan. A handful of aggregate
// queries, read together.
import { type DashboardView, DOCUMENT_STATUSES } from '../../../common/schemas/dashboard.js';
import type { AppContext } from '../../context.js';
import {
  deviceCounts,
  documentsByStatus,
  documentsWaitingFor,
  messagesPerDay,
} from '../../db/queries/dashboard.js';
import { allowanceOf } from '../plans/limits.js';

const DAY_MS = 86_400_000;
/** Brasília is UTC−3 all year (no daylight saving since 2019), as the plan counters assume. */
const OFFSET_MS = 3 * 3_600_000;
const MB = 1024 * 1024;

/** The Brasília calendar date of an instant, as YYYY-MM-DD. */
export const brasiliaDay = (at: Date): string =>
  new Date(at.getTime() - OFFSET_MS).toISOString().slice(0, 10);

/** The first instant of the Brasília day `daysBack` days before `now`'s. */
export function dayStart(now: Date, daysBack = 0): Date {
  const local = new Date(now.getTime() - OFFSET_MS);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysBack) + OFFSET_MS,
  );
}

/** The first instant of `now`'s Brasília month. */
export function monthStartOf(now: Date): Date {
  const local = new Date(now.getTime() - OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) + OFFSET_MS);
}

export interface DashboardUser {
  id: number;
  /** The e-mail, when the account proved it (signatory rows by e-mail count as theirs). */
  provenEmail: string | null;
}

export async function dashboard(
  ctx: AppContext,
  empresaId: number,
  user: DashboardUser,
  periodo: number,
  now = new Date(),
): Promise<DashboardView> {
  const monthStart = monthStartOf(now);
  const since = dayStart(now, periodo - 1);
  const [statuses, waitingMe, devices, perDay, allowance] = await Promise.all([
    documentsByStatus(ctx.db, empresaId, monthStart),
    documentsWaitingFor(ctx.db, empresaId, user.id, user.provenEmail),
    deviceCounts(ctx.db, empresaId),
    messagesPerDay(ctx.db, empresaId, since),
    // The same rule and limit the uploads are held to (the plan's MB plus its storage add-ons).
    allowanceOf(ctx, empresaId),
  ]);
  const usedBytes = allowance.storageUsedBytes;
  const limitMb = allowance.limit('storage');

  const byStatus = new Map(statuses.map((s) => [s.status, s]));
  const waiting = byStatus.get('waiting')?.total ?? 0;
  const days = new Map(perDay.map((d) => [d.dia, d]));
  const series = Array.from({ length: periodo }, (_, i) => {
    const dia = brasiliaDay(new Date(since.getTime() + i * DAY_MS));
    const d = days.get(dia);
    return { dia, enviadas: d?.enviadas ?? 0, entregues: d?.entregues ?? 0, falhas: d?.falhas ?? 0 };
  });
  const sum = (k: 'enviadas' | 'entregues' | 'falhas') => series.reduce((t, d) => t + d[k], 0);

  return {
    periodo,
    gerado_em: now.toISOString(),
    mes_inicio: monthStart.toISOString(),
    periodo_inicio: since.toISOString(),
    documentos: {
      aguardando_mim: waitingMe,
      aguardando_outros: Math.max(0, waiting - waitingMe),
      concluidos_mes: byStatus.get('completed')?.concluidosMes ?? 0,
      negados_mes: byStatus.get('denied')?.negadosMes ?? 0,
    },
    dispositivos: devices,
    mensagens: { enviadas: sum('enviadas'), entregues: sum('entregues'), falhas: sum('falhas') },
    armazenamento: {
      usado_bytes: usedBytes,
      limite_mb: limitMb,
      limite_bytes: limitMb === null ? null : limitMb * MB,
    },
    series: {
      mensagens: series,
      documentos: DOCUMENT_STATUSES.map((status) => ({ status, total: byStatus.get(status)?.total ?? 0 })),
    },
  };
}
