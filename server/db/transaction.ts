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

/** What node-postgres and Node's sockets say when the connection itself failed (no SQLSTATE). */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * True when a request failed because the database was out of reach, not because of what it asked:
 * the connection was cut (a restart, a failover, pg_terminate_backend), refused, or timed out, or
 * the server is starting or shutting down (SQLSTATE class 08, 57P01–57P03). Such a request may
 * succeed when tried again.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const sql = databaseError(err)?.code;
  if (sql) return sql.startsWith('08') || sql === '57P01' || sql === '57P02' || sql === '57P03';
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const rec = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof rec.code === 'string' && CONNECTION_CODES.has(rec.code)) return true;
    if (
      typeof rec.message === 'string' &&
      CONNECTION_MESSAGES.some((m) => (rec.message as string).startsWith(m))
    )
      return true;
    e = rec.cause;
  }
  return false;
}

/** True for PostgreSQL's unique_violation, whichever driver raised it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = databaseError(err);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** True for PostgreSQL's foreign_key_violation: a row other rows still point at. */
export const isForeignKeyViolation = (err: unknown): boolean => databaseError(err)?.code === '23503';
