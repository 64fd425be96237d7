// Live events for the browsers: services publish, every open event stream of the right company (or
// user) receives. On PostgreSQL the fan-out goes through the database (NOTIFY on one channel, each
// API process LISTENs on a connection of its own), so two processes behind a load balancer see each
// other's events; on the embedded PGlite there is one process, and an in-process emitter suffices.
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export const REALTIME_CHANNEL = 'cofre_events';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more (bytes, not characters). */
const MAX_PAYLOAD = 7900;

export interface RealtimeMessage {
  /** Who may receive it: the company's users holding `permission` … */
  empresaId: number | null;
  permission?: string;
  /** … or one user (every tab of theirs). */
  userId?: number;
  event: string;
  data: unknown;
}

type Listener = (message: RealtimeMessage) => void;

export interface RealtimeBus {
  publish(message: RealtimeMessage): void;
  subscribe(listener: Listener): () => void;
  close(): Promise<void>;
}

function localBus(): RealtimeBus & { emit(message: RealtimeMessage): void } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (message) => emitter.emit('message', message),
    publish: (message) => emitter.emit('message', message),
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export interface PostgresBusOptions {
  /**
   * Makes each LISTEN connection (the first and every reconnect). Tests pass one that fails on
   * purpose, to prove the bus keeps retrying; the default is a plain client on `databaseUrl`.
   */
  newClient?: () => pg.Client;
}

/** Waits between reconnect attempts: quick at first, then every 10 s for as long as it takes. */
const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000];

/**
 * The bus over PostgreSQL's LISTEN/NOTIFY, on a dedicated connection. When that connection is
 * lost the bus retries (backing off) until it is back or the bus is closed; meanwhile what is
 * published reaches this process's streams only.
 */
export async function postgresBus(
  databaseUrl: string,
  log: FastifyBaseLogger,
  opts: PostgresBusOptions = {},
): Promise<RealtimeBus> {
  const newClient =
    opts.newClient ??
    (() =>
      new pg.Client({
        connectionString: databaseUrl,
        application_name: 'cofre-realtime',
        // The connection sits idle between events: without TCP keepalive a peer that vanished
        // (a NAT or firewall dropping the flow, a failover) goes unnoticed, and events silently stop.
        // The OS's default first probe comes after 2 hours; 30 s notices within minutes.
        keepAlive: true,
        keepAliveInitialDelayMillis: 30_000,
      }));
  const local = localBus();
  /** The live LISTEN connection; null while it is being re-made (publishes then stay local). */
  let client: pg.Client | null = null;
  let closed = false;
  /** NOTIFYs go one after another on the one connection (pg refuses overlapping queries from v9). */
  let chain: Promise<unknown> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;
  /** The reconnect attempt under way, which close() waits for so it cannot leave a client open. */
  let attempt: Promise<void> | undefined;

  const lost = (c: pg.Client, err?: Error) => {
    // Errors of a connection that is not (or no longer) the bus's are its attempt's own failure,
    // seen by whoever awaits it; only the loss of the live one starts the reconnect loop.
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    if (closed) return;
    log.warn({ err: err?.message }, 'realtime connection lost; reconnecting');
    reconnect(0);
  };

  /** One LISTEN connection, or an error (the half-made client is ended). */
  const open = async (): Promise<pg.Client> => {
    const c = newClient();
    c.on('notification', (n) => {
      if (n.channel !== REALTIME_CHANNEL || !n.payload) return;
      try {
        local.emit(JSON.parse(n.payload) as RealtimeMessage);
      } catch (err) {
        log.warn({ err }, 'unreadable realtime notification');
      }
    });
    // Always listened to: an 'error' event nobody listens to would crash the process.
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    return c;
  };

  /** Tries again after the `failures`-th delay until a connection is made or the bus is closed. */
  const reconnect = (failures: number) => {
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
    retry = setTimeout(() => {
      retry = undefined;
      attempt = (async () => {
        try {
          const c = await open();
          if (closed) {
            await c.end().catch(() => {});
            return;
          }
          client = c;
          log.info({ attempts: failures + 1 }, 'realtime connection restored');
        } catch (err) {
          if (closed) return;
          log.debug({ err: (err as Error).message, attempt: failures + 1 }, 'realtime reconnect failed');
          reconnect(failures + 1);
        }
      })();
    }, delay);
    retry.unref();
  };

  client = await open();

  let pending: { payload: string; message: RealtimeMessage }[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      if (!client) throw new Error('no realtime connection');
      await client.query('select pg_notify($1, p) from unnest($2::text[]) as p', [
        REALTIME_CHANNEL,
        batch.map((b) => b.payload),
      ]);
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'realtime notify failed');
      for (const b of batch) local.emit(b.message);
    }
  };

  return {
    publish(message) {
      const payload = JSON.stringify(message);
      // NOTIFY's limit is in bytes, and one payload over it would fail the whole batch it went in.
      const tooBig = Buffer.byteLength(payload) > MAX_PAYLOAD;
      if (tooBig || !client) {
        // Too big for NOTIFY (or the connection is being re-made): at least this process's streams get it.
        if (tooBig) log.warn({ event: message.event }, 'realtime payload too big to fan out');
        local.emit(message);
        return;
      }
      // What is published while a NOTIFY is on its way goes out together in the next one round trip.
      pending.push({ payload, message });
      if (pending.length === 1) chain = chain.then(flush);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      await attempt;
      await chain;
      await local.close();
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

export async function createRealtimeBus(opts: {
  databaseUrl: string | undefined;
  log: FastifyBaseLogger;
}): Promise<RealtimeBus> {
  return opts.databaseUrl ? postgresBus(opts.databaseUrl, opts.log) : localBus();
}
