// Login throttling (spec §6): failures count per account *from one IP* and per IP, so an attacker
// cannot lock everyone out of an account — or everyone behind the same office NAT out of theirs —
// from one address. Locked keys answer 429 with the seconds to wait.
import type { ApiMessageKey } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import {
  clearFailures,
  clearKeysStartingWith,
  lockedSeconds,
  recordFailure,
} from '../../db/queries/throttle.js';
import { HttpError } from '../../http/errors.js';

/** The window failed logins and password guesses are counted in. */
export const WINDOW_SECONDS = 15 * 60;
/** The column holds 300 characters: only a 254-character e-mail with a long IPv6 loses the IP's tail. */
const KEY_LENGTH = 300;
const accountPrefix = (email: string) => `acct:${email}|`;
/** One account from one IP. */
const pairKey = (email: string, ip: string) => `${accountPrefix(email)}${ip}`.slice(0, KEY_LENGTH);
const ipKey = (ip: string) => `ip:${ip}`.slice(0, KEY_LENGTH);

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

/** 429 when this account is locked for this IP, or this IP is locked for every account. */
export const assertNotThrottled = (ctx: AppContext, email: string, ip: string) =>
  assertKeysFree(ctx, [pairKey(email, ip), ipKey(ip)], 'email');

export async function recordLoginFailure(ctx: AppContext, email: string, ip: string): Promise<void> {
  const { maxAttempts, maxAttemptsIp, lockSeconds } = ctx.config.throttle;
  await recordFailure(ctx.db, pairKey(email, ip), maxAttempts, lockSeconds, WINDOW_SECONDS);
  await recordFailure(ctx.db, ipKey(ip), maxAttemptsIp, lockSeconds, WINDOW_SECONDS);
}

/**
 * A successful login clears the account's counter for that IP (the IP's own counter stays, so one
 * good account cannot reset it).
 */
export const clearLoginFailures = (ctx: AppContext, email: string, ip: string) =>
  clearFailures(ctx.db, pairKey(email, ip));

/** A new password (reset by e-mail) lifts the account's locks from every IP. */
export const clearAccountFailures = (ctx: AppContext, email: string) =>
  clearKeysStartingWith(ctx.db, [accountPrefix(email)]);

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
