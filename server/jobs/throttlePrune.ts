// The login and e-mail counters (login_throttle) get a row per address, IP and user that ever
// failed a login or asked for an e-mail; every THROTTLE_PRUNE_INTERVAL seconds (and once at start)
// those whose window ended and that lock nothing are deleted, so the table holds only live counts.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { pruneMailFailures } from '../db/queries/mailFailures.js';
import { pruneCounters } from '../db/queries/throttle.js';

const MAIL_FAILURES_KEPT_MS = 7 * 86_400_000;

import { WINDOW_SECONDS } from '../modules/auth/throttle.js';
import { startPeriodic } from './periodic.js';

/** One pass: deletes the counters past the longest window in use (and week-old refused e-mails); returns how many. */
export async function pruneThrottle(
  ctx: Pick<AppContext, 'db' | 'config'>,
  now = new Date(),
): Promise<number> {
  const counters = await pruneCounters(ctx.db, Math.max(WINDOW_SECONDS, ctx.config.mailLimits.windowSeconds));
  // The refused e-mails the administrators' banner counts (24 h) are kept a week, then go too.
  const failures = await pruneMailFailures(ctx.db, new Date(now.getTime() - MAIL_FAILURES_KEPT_MS));
  return counters + failures;
}

/** Prunes once now and then every interval (0: only now); returns the stopper. */
export function startThrottlePrune(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  return startPeriodic(() => pruneThrottle(ctx), {
    intervalMs: ctx.config.throttlePrune.intervalMs,
    atStart: true,
    log,
    failure: 'pruning the login and e-mail counters failed',
  });
}
