// Failed-login counters kept in the database, so every API process sees the same counts.
import { inArray, sql } from 'drizzle-orm';
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
