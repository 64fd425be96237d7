// Signing deadlines: every SIGNING_DEADLINE_SWEEP_INTERVAL seconds (and once at start) the waiting
// processes past their deadline expire, those whose deadline is 7, 3 or 1 day(s) away alert their
// pending signatories, and those with automatic reminders remind whoever is due. Each process is
// handled in its own locked transaction (server/modules/signing/deadlineSweep.ts), so a failing
// one is logged and the rest go on, and several processes sweeping at once never double anything.
import type { AppContext } from '../context.js';
import { processesDueReminder, processesNearDeadline, processesPastDeadline } from '../db/queries/signing.js';
import { alertsReached, DEADLINE_ALERT_DAYS } from '../modules/signing/deadline.js';
import { alertProcess, expireProcess, remindProcess } from '../modules/signing/deadlineSweep.js';
import type { SigningLog } from '../modules/signing/mails.js';
import { startPeriodic } from './periodic.js';

const DAY_MS = 86_400_000;

export interface DeadlineSweep {
  /** Processes expired. */
  expired: number;
  /** Signatories alerted, and reminded automatically. */
  alerted: number;
  reminded: number;
}

/** One sweep: expiries first, then alerts, then reminders (an alert counts as the latest link). */
export async function sweepSigningDeadlines(
  ctx: AppContext,
  log: SigningLog,
  now = new Date(),
): Promise<DeadlineSweep> {
  const result: DeadlineSweep = { expired: 0, alerted: 0, reminded: 0 };
  for (const id of await processesPastDeadline(ctx.db, now))
    result.expired += await guarded(log, id, 'expiry', () => expireProcess(ctx, id, log, now));
  const until = new Date(now.getTime() + Math.max(...DEADLINE_ALERT_DAYS) * DAY_MS);
  for (const p of await processesNearDeadline(ctx.db, now, until)) {
    const nearest = alertsReached(p.prazo, now).at(-1);
    if (nearest === undefined || p.prazoAlertas.includes(nearest)) continue;
    result.alerted += await guarded(log, p.id, 'alert', () => alertProcess(ctx, p.id, log, now));
  }
  for (const id of await processesDueReminder(ctx.db, now))
    result.reminded += await guarded(log, id, 'reminder', () => remindProcess(ctx, id, log, now));
  return result;
}

/** One process's step; a failure is logged and counts as nothing done. */
async function guarded(
  log: SigningLog,
  arquivoId: number,
  what: string,
  work: () => Promise<number | boolean>,
): Promise<number> {
  try {
    return Number(await work());
  } catch (err) {
    log.warn(
      { err: err instanceof Error ? err.message : err, arquivo: arquivoId },
      `signing deadline ${what} failed`,
    );
    return 0;
  }
}

/** Sweeps once now and then every interval (0: only now); returns the stopper. */
export function startSigningDeadlineSweep(ctx: AppContext, log: SigningLog): () => Promise<void> {
  return startPeriodic(() => sweepSigningDeadlines(ctx, log), {
    intervalMs: ctx.config.signing.deadlineSweepIntervalMs,
    atStart: true,
    log,
    failure: 'signing deadline sweep failed',
  });
}
