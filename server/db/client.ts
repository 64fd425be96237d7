// Opens the database: PGlite in DATA_DIR by default, PostgreSQL when a URL is given.
// Both expose the same Drizzle API over the same schema and migrations.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

/** How long a new PostgreSQL connection may take before the request fails (503). */
const CONNECT_TIMEOUT_MS = 5000;

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /**
   * Told about connections the server closed or that broke (restart, failover, an administrator's
   * pg_terminate_backend, a dropped database), idle or in use. The pool replaces them.
   */
  onConnectionError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // A server that does not answer at all (a failover under way, a dropped network path) fails
      // the request after this long instead of holding it for the OS's TCP timeout.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A connection that breaks emits 'error'. The pool listens only while the connection is idle;
    // one checked out by a request (inside a transaction, say) would have no listener, and the
    // error would crash the process. The query under way fails on its own (the request answers
    // 503, see server/http/error-handler.ts) and the pool discards the connection when released.
    pool.on('connect', (client) => client.on('error', (err) => opts.onConnectionError?.(err)));
    // The pool repeats an idle connection's error as its own: already reported just above, but an
    // 'error' event without a listener would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = join(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
