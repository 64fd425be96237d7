import type { Db } from './client.js';

/** Runs `work` in one transaction: everything it writes lands together or not at all. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

/** True for PostgreSQL's unique_violation, whichever driver raised it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const rec = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (rec.code === '23505') return constraint === undefined || rec.constraint === constraint;
    e = rec.cause;
  }
  return false;
}
