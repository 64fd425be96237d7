// Live events for the browsers: services publish, every open event stream of the right company (or
// user) receives. On PostgreSQL the fan-out goes through the database (NOTIFY on one channel, each
// API process LISTENs on a connection of its own), so two processes behind a load balancer see each
// other's events; on the embedded PGlite there is one process, and an in-process emitter suffices.
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export const REALTIME_CHANNEL = 'cofre_events';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
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

/** The bus over PostgreSQL's LISTEN/NOTIFY, on a dedicated connection that reconnects when lost. */
async function postgresBus(databaseUrl: string, log: FastifyBaseLogger): Promise<RealtimeBus> {
  const local = localBus();
  let client: pg.Client | null = null;
  let closed = false;
  /** NOTIFYs go one after another on the one connection (pg refuses overlapping queries from v9). */
  let chain: Promise<unknown> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (n) => {
      if (n.channel !== REALTIME_CHANNEL || !n.payload) return;
      try {
        local.emit(JSON.parse(n.payload) as RealtimeMessage);
      } catch (err) {
        log.warn({ err }, 'unreadable realtime notification');
      }
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      if (closed) return;
      log.warn({ err: err?.message }, 'realtime connection lost; reconnecting');
      retry = setTimeout(() => void connect().catch(() => lost()), 1000);
      retry.unref();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    await c.connect();
    await c.query(`LISTEN ${REALTIME_CHANNEL}`);
    client = c;
  };
  await connect();

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
      if (payload.length > MAX_PAYLOAD || !client) {
        // Too big for NOTIFY (or the connection is being re-made): at least this process's streams get it.
        if (payload.length > MAX_PAYLOAD)
          log.warn({ event: message.event }, 'realtime payload too big to fan out');
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
