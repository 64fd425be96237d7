import type { Db } from './client.js';

/** Runs `work` in one transaction: everything it writes lands together or not at all. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

/** The PostgreSQL error (SQLSTATE code and constraint) behind `err`, whichever driver raised it. */
export function databaseError(err: unknown): { code: string; constraint?: string } | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const rec = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    // A SQLSTATE is five characters with at least one digit ('23505', 'XX000'); Node's own codes
    // ('EPIPE', 'ECONNRESET') have none.
    if (typeof rec.code === 'string' && /^[0-9A-Z]{5}$/.test(rec.code) && /\d/.test(rec.code))
      return { code: rec.code, constraint: typeof rec.constraint === 'string' ? rec.constraint : undefined };
    e = rec.cause;
  }
  return undefined;
}

/** True for PostgreSQL's unique_violation, whichever driver raised it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = databaseError(err);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** True for PostgreSQL's foreign_key_violation: a row other rows still point at. */
export const isForeignKeyViolation = (err: unknown): boolean => databaseError(err)?.code === '23503';
