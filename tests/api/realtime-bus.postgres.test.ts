// The live-events bus on PostgreSQL, bus against bus on one database (as two API processes would
// be): the LISTEN connection comes back after it is killed, however many reconnect attempts fail
// first and however many times it happens; and a payload too big for NOTIFY in bytes (not
// characters) stays in its own process without sinking the messages published along with it.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBus, type RealtimeBus, type RealtimeMessage } from '../../server/realtime/bus.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { sleep, waitFor } from '../helpers/messaging.js';

let db: TestDatabase;
let url: string;
let admin: pg.Client;
const buses: RealtimeBus[] = [];

/** A logger that keeps what it is told, to count the bus's warnings. */
function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (obj: unknown, msg?: string) => {
    lines.push({ level, msg: typeof obj === 'string' ? obj : (msg ?? '') });
  };
  const log = {
    level: 'trace',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

/** A bus and every message it delivers to its subscribers. */
async function busOn(opts: Parameters<typeof postgresBus>[2] = {}, log = recordingLog().log) {
  const bus = await postgresBus(url, log, opts);
  buses.push(bus);
  const received: RealtimeMessage[] = [];
  bus.subscribe((m) => received.push(m));
  return { bus, received };
}

/** The pids of the LISTEN connections opened under this application name. */
async function listeners(applicationName: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = current_database() and application_name = $1 and query ilike 'LISTEN%'`,
    [applicationName],
  );
  return rows.map((r) => r.pid);
}

beforeAll(async () => {
  db = await createTestDatabase('postgres');
  url = db.url ?? '';
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});
afterAll(async () => {
  for (const bus of buses) await bus.close();
  await admin?.end();
  await db?.drop();
});

describe('realtime bus: the LISTEN connection', () => {
  it('comes back after being killed twice, each time after a failed reconnect attempt', async () => {
    const name = 'cofre-bus-test-reconnect';
    let made = 0;
    let failNext = 0;
    const { log, lines } = recordingLog();
    const { received } = await busOn(
      {
        newClient: () => {
          made++;
          if (failNext > 0) {
            failNext--;
            // Nothing listens on port 1: the attempt fails as a database that is still down would.
            return new pg.Client({ host: '127.0.0.1', port: 1, user: 'postgres', database: 'none' });
          }
          return new pg.Client({ connectionString: url, application_name: name });
        },
      },
      log,
    );
    const { bus: other } = await busOn();
    let seq = 0;

    for (const round of [1, 2]) {
      const [pid] = await listeners(name);
      expect(pid, `round ${round}: the bus listens`).toBeDefined();
      failNext = 1;
      const madeBefore = made;
      await admin.query('select pg_terminate_backend($1)', [pid]);

      // Back on a new connection, after the failed attempt and one more.
      const back = await waitFor(
        async () => (await listeners(name)).find((p) => p !== pid),
        15_000,
        `round ${round}: a new LISTEN connection`,
      );
      expect(back).not.toBe(pid);
      expect(made - madeBefore).toBe(2);

      // And what another process publishes reaches it again.
      const id = ++seq;
      other.publish({ empresaId: 1, event: 'after-reconnect', data: { id } });
      await waitFor(
        () => received.find((m) => m.event === 'after-reconnect' && (m.data as { id: number }).id === id),
        2000,
        `round ${round}: the message published after the reconnect`,
      );
    }
    // One warning per loss and one notice per recovery, not one per failed attempt.
    expect(lines.filter((l) => l.msg === 'realtime connection lost; reconnecting')).toHaveLength(2);
    expect(lines.filter((l) => l.msg === 'realtime connection restored')).toHaveLength(2);
  });

  it('stops retrying once closed, and leaves no connection open', async () => {
    const name = 'cofre-bus-test-close';
    let made = 0;
    const bus = await postgresBus(url, recordingLog().log, {
      newClient: () => {
        made++;
        return new pg.Client({ connectionString: url, application_name: name });
      },
    });
    const [pid] = await listeners(name);
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await bus.close();
    await sleep(1500);
    expect(made).toBe(1);
    expect(await listeners(name)).toEqual([]);
  });
});

describe('realtime bus: payload size', () => {
  it('keeps a payload too big in bytes local, and the rest of its batch still fans out', async () => {
    const { received: there } = await busOn();
    const { bus: here, received: hereReceived } = await busOn();
    // ~4,000 characters but ~12,000 bytes in UTF-8: over NOTIFY's 8,000-byte limit.
    const big = '界'.repeat(4000);

    // Published together, they would go out in one NOTIFY batch.
    here.publish({ empresaId: 1, event: 'small', data: { n: 1 } });
    here.publish({ empresaId: 1, event: 'big', data: { text: big } });
    here.publish({ empresaId: 1, event: 'small', data: { n: 2 } });

    // The big one reaches this process's own streams …
    const local = await waitFor(
      () => hereReceived.find((m) => m.event === 'big'),
      2000,
      'the big message here',
    );
    expect((local.data as { text: string }).text).toBe(big);
    // … and the others reach the other process.
    await waitFor(
      () => there.filter((m) => m.event === 'small').length === 2,
      2000,
      'both small messages there',
    );
    expect(there.filter((m) => m.event === 'small').map((m) => (m.data as { n: number }).n)).toEqual([1, 2]);
    expect(there.some((m) => m.event === 'big')).toBe(false);
  });
});
