// Whether the process holding a device's lane is still alive, so a lane whose holder died is taken
// over at once instead of after its lease runs out.
// - PostgreSQL: each queue worker keeps a connection of its own open, named after it
//   (application_name `cofre-queue <owner>`). A process that dies loses its connection within
//   milliseconds, and pg_stat_activity no longer lists it: its lanes are free. When the worker's
//   own connection drops, it stops its lanes at once (another process may now take them) and
//   claims nothing until it is back.
// - PGlite: one process holds the database, so a lane held by any other owner is a dead one's.

import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export const LIVENESS_PREFIX = 'cofre-queue ';

/** Waits between reconnect attempts of the liveness connection. */
const RETRY_DELAYS_MS = [500, 1000, 2000, 5000];

export interface Liveness {
  /** True while this worker's liveness holds (its connection is open). */
  readonly up: boolean;
  /** Changes each time the liveness was lost: a lane claimed under an older one must stop. */
  readonly generation: number;
  /** SQL true when the lane holder named by `ownerColumn` is alive. */
  alive(ownerColumn: SQL): SQL;
  close(): Promise<void>;
}

/** PGlite: only this process can hold a lane; another owner's is a dead process's. */
export function singleProcessLiveness(owner: string): Liveness {
  return {
    up: true,
    generation: 0,
    alive: (ownerColumn) => sql`${ownerColumn} = ${owner}`,
    async close() {},
  };
}

/** PostgreSQL: a connection of this worker's own, named after it, is its proof of life. */
export async function sessionLiveness(
  databaseUrl: string,
  owner: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<Liveness> {
  let client: pg.Client | null = null;
  let up = false;
  let generation = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString: databaseUrl,
      application_name: `${LIVENESS_PREFIX}${owner}`,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      up = false;
      generation++;
      c.end().catch(() => {});
      if (closed) return;
      log.warn({ err: err?.message }, 'queue liveness connection lost; lanes stopped until it is back');
      schedule(0);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    up = true;
  };

  const schedule = (failures: number) => {
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          if (up) log.info('queue liveness connection restored');
        },
        () => {
          if (!closed) schedule(failures + 1);
        },
      );
    }, delay);
    retry.unref();
  };

  try {
    await connect();
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'queue liveness connection failed; retrying');
    schedule(0);
  }

  return {
    get up() {
      return up;
    },
    get generation() {
      return generation;
    },
    alive: (ownerColumn) =>
      sql`exists (select 1 from pg_stat_activity a where a.application_name = ${LIVENESS_PREFIX} || ${ownerColumn})`,
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      up = false;
      await c?.end().catch(() => {});
    },
  };
}
