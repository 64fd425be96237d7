// Timestamps that could not be had at sealing, and those due for renewal: every
// TIMESTAMP_SWEEP_INTERVAL seconds (and once at start) the sealed documents waiting for a TSA get a
// document timestamp when one answers (each waiting longer between attempts), and those whose newest
// timestamp's certificate ends within RETIMESTAMP_BEFORE_DAYS get a new one
// (server/modules/signing/longTerm.ts). Each swap checks the sealed file is still the one read, so
// several processes sweeping at once never stamp a document twice over.
import type { AppContext } from '../context.js';
import { sweepTimestamps } from '../modules/signing/longTerm.js';
import type { SigningLog } from '../modules/signing/mails.js';
import { type Periodic, startPeriodic } from './periodic.js';

/** Sweeps once now and then every interval (0: only now); `wake` sweeps again at once. */
export function startTimestampSweep(ctx: AppContext, log: SigningLog): Periodic {
  return startPeriodic(() => sweepTimestamps(ctx, log), {
    intervalMs: ctx.config.signing.timestampSweepIntervalMs,
    atStart: true,
    log,
    failure: 'timestamp sweep failed',
  });
}
