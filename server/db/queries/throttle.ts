// Counters kept in the database, so every API process sees the same counts: failed logins (and
// password-change guesses) and e-mail-sending requests, each under a key of its own.
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { loginThrottle } from '../schema.js';

/** Seconds until the longest lock among these keys ends; 0 when none is locked. */
export async function lockedSeconds(db: Db, keys: string[]): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
  const now = Date.now();
  let max = 0;
  for (const r of rows)
    if (r.lockedUntil) max = Math.max(max, Math.ceil((r.lockedUntil.getTime() - now) / 1000));
  return max;
}

/**
 * Counts one failure. Within the window, reaching `max` failures locks the key for `lockSeconds`;
 * a window that has run out starts again from one.
 */
export async function recordFailure(
  db: Db,
  key: string,
  max: number,
  lockSeconds: number,
  windowSeconds: number,
): Promise<void> {
  const expired = sql`${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
  const failures = sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`;
  await db
    .insert(loginThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: sql`now()`,
      lockedUntil: max <= 1 ? sql`now() + make_interval(secs => ${lockSeconds})` : null,
    })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${max} then now() + make_interval(secs => ${lockSeconds}) else ${loginThrottle.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [key]));
}

/** Deletes every key that starts with one of these prefixes. */
export async function clearKeysStartingWith(db: Db, prefixes: string[]): Promise<void> {
  if (!prefixes.length) return;
  await db
    .delete(loginThrottle)
    .where(or(...prefixes.map((p) => sql`starts_with(${loginThrottle.key}, ${p})`)));
}

/**
 * Counts one request under `key` when fewer than `max` were counted in the current window (a window
 * that has run out starts again from one) and answers 0; otherwise counts nothing and answers the
 * seconds until the window ends. The row is locked until the caller's transaction ends, so two
 * requests at once cannot both take the last place.
 */
export async function takeSlot(db: Db, key: string, max: number, windowSeconds: number): Promise<number> {
  const expired = sql`${loginThrottle.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const [taken] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
      },
      setWhere: sql`${expired} or ${loginThrottle.failures} < ${max}`,
    })
    .returning({ key: loginThrottle.key });
  if (taken) return 0;
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from ${loginThrottle.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now()))::int`,
    })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  return Math.max(1, row?.seconds ?? 1);
}

/**
 * Deletes the counters whose window started more than `seconds` ago and that lock nothing now: they
 * would start again from one at their next use anyway. Returns how many went.
 */
export async function pruneCounters(db: Db, seconds: number): Promise<number> {
  const gone = await db
    .delete(loginThrottle)
    .where(
      sql`${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${seconds})
        and (${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= now())`,
    )
    .returning({ key: loginThrottle.key });
  return gone.length;
}

/**
 * Forgets every counter kept under an e-mail address: its login counters from any IP
 * ("acct:<email>|<ip>", and the older "acct:<email>") and its e-mail limits ("mail:<email>:…").
 */
export async function clearAddressCounters(db: Db, email: string): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(
      or(
        eq(loginThrottle.key, `acct:${email}`),
        sql`starts_with(${loginThrottle.key}, ${`acct:${email}|`})`,
        sql`starts_with(${loginThrottle.key}, ${`mail:${email}:`})`,
      ),
    );
}
