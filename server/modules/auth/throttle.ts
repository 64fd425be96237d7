// Login throttling per account and per IP (spec §6): locked keys answer 429 with the seconds to wait.
import type { AppContext } from '../../context.js';
import { clearFailures, lockedSeconds, recordFailure } from '../../db/queries/throttle.js';
import { HttpError } from '../../http/errors.js';

const WINDOW_SECONDS = 15 * 60;
const accountKey = (email: string) => `acct:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

export async function assertNotThrottled(ctx: AppContext, email: string, ip: string): Promise<void> {
  const seconds = await lockedSeconds(ctx.db, [accountKey(email), ipKey(ip)]);
  if (seconds > 0) {
    const params = { seconds };
    throw new HttpError(
      429,
      'auth.throttle',
      params,
      { email: [{ key: 'auth.throttle', params }] },
      { code: 'THROTTLED', retry_after: seconds },
      { 'retry-after': String(seconds) },
    );
  }
}

export async function recordLoginFailure(ctx: AppContext, email: string, ip: string): Promise<void> {
  const { maxAttempts, maxAttemptsIp, lockSeconds } = ctx.config.throttle;
  await recordFailure(ctx.db, accountKey(email), maxAttempts, lockSeconds, WINDOW_SECONDS);
  await recordFailure(ctx.db, ipKey(ip), maxAttemptsIp, lockSeconds, WINDOW_SECONDS);
}

/** A successful login clears the account's counter (the IP's stays, so one good account cannot reset it). */
export const clearLoginFailures = (ctx: AppContext, email: string) =>
  clearFailures(ctx.db, accountKey(email));
