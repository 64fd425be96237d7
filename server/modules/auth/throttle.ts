// Login throttling per account and per IP (spec §6): locked keys answer 429 with the seconds to wait.
import type { ApiMessageKey } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { clearFailures, lockedSeconds, recordFailure } from '../../db/queries/throttle.js';
import { HttpError } from '../../http/errors.js';

const WINDOW_SECONDS = 15 * 60;
const accountKey = (email: string) => `acct:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** 429 with the seconds to wait, on `field`, when any of `keys` is locked. */
async function assertKeysFree(
  ctx: AppContext,
  keys: string[],
  field: string,
  key: ApiMessageKey = 'auth.throttle',
): Promise<void> {
  const seconds = await lockedSeconds(ctx.db, keys);
  if (seconds > 0) {
    const params = { seconds };
    throw new HttpError(
      429,
      key,
      params,
      { [field]: [{ key, params }] },
      { code: 'THROTTLED', retry_after: seconds },
      { 'retry-after': String(seconds) },
    );
  }
}

export const assertNotThrottled = (ctx: AppContext, email: string, ip: string) =>
  assertKeysFree(ctx, [accountKey(email), ipKey(ip)], 'email');

export async function recordLoginFailure(ctx: AppContext, email: string, ip: string): Promise<void> {
  const { maxAttempts, maxAttemptsIp, lockSeconds } = ctx.config.throttle;
  await recordFailure(ctx.db, accountKey(email), maxAttempts, lockSeconds, WINDOW_SECONDS);
  await recordFailure(ctx.db, ipKey(ip), maxAttemptsIp, lockSeconds, WINDOW_SECONDS);
}

/** A successful login clears the account's counter (the IP's stays, so one good account cannot reset it). */
export const clearLoginFailures = (ctx: AppContext, email: string) =>
  clearFailures(ctx.db, accountKey(email));

/**
 * Guessing the current password to change it (with a stolen session, say) is throttled like a
 * login: the same number of failures locks the change for the same time.
 */
const passwordKey = (userId: number) => `pwd:${userId}`;

export const assertPasswordChangeFree = (ctx: AppContext, userId: number) =>
  assertKeysFree(ctx, [passwordKey(userId)], 'old_password', 'profile.password_throttle');

export async function recordPasswordFailure(ctx: AppContext, userId: number): Promise<void> {
  const { maxAttempts, lockSeconds } = ctx.config.throttle;
  await recordFailure(ctx.db, passwordKey(userId), maxAttempts, lockSeconds, WINDOW_SECONDS);
}

export const clearPasswordFailures = (ctx: AppContext, userId: number) =>
  clearFailures(ctx.db, passwordKey(userId));
