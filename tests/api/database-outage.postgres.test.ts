// The API survives its database: connections cut under it (pg_terminate_backend, what a failover or
// an administrator does) fail the requests that were using them with a 503 the client may retry,
// never a crash and never a 500, and the next requests succeed as soon as the database answers.
// The API is a real process (server/main.ts), so "still up" means the process did not exit.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { expectUnavailable, terminateBackends } from '../helpers/outage.js';
import {
  type ApiProcess,
  apiEnv,
  freePort,
  loginOn,
  pollUntil,
  startApiProcess,
} from '../helpers/processes.js';

let database: TestDatabase;
let api: ApiProcess;
let token: string;
let admin: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  api = await startApiProcess(apiEnv(database.url, await freePort()));
  token = await loginOn(api, 'gestor@demo.local');
  admin = new pg.Client({ connectionString: database.url, application_name: 'outage-test' });
  await admin.connect();
}, 90_000);

afterAll(async () => {
  await admin?.end().catch(() => {});
  await api?.kill('SIGKILL');
  await database?.drop();
});

describe('connections cut by PostgreSQL', () => {
  it('a request whose transaction loses its connection answers 503, leaves nothing behind, and works when sent again', async () => {
    // Hold the user's row so the request's transaction (lockUser in POST /api/usuario/email)
    // waits inside it, with its connection checked out, until the connection is cut.
    await admin.query('begin');
    await admin.query("select id from users where email = 'gestor@demo.local' for update");
    const body = { email: 'contato.outage@demo.local', descricao: 'Trabalho' };
    const pending = api.call('POST', '/api/usuario/email', { token, body });
    try {
      await pollUntil(
        async () =>
          (
            await admin.query(
              "select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'",
            )
          ).rowCount,
        'the request waiting on the row lock inside its transaction',
      );
      expect(await terminateBackends(admin)).toBeGreaterThan(0);
      expectUnavailable(await pending);
    } finally {
      await admin.query('rollback');
    }

    expect(api.running()).toBe(true);
    // Nothing half-done: the transaction that was cut left no row.
    const rows = await admin.query('select 1 from usuario_emails where email = $1', [body.email]);
    expect(rows.rowCount).toBe(0);
    const again = await api.call('POST', '/api/usuario/email', { token, body });
    expect(again.status).toBe(201);
  });

  it('stays up under load while every connection is cut again and again, and answers within 2 s after the last cut', async () => {
    const statuses = new Map<number, number>();
    let stop = false;
    const calls: [string, string][] = [
      ['GET', '/api/files?page=1'],
      ['GET', '/api/usuario/perfil'],
      ['GET', '/api/usuario/notifications'],
      ['GET', '/api/health'],
    ];
    const worker = async (n: number) => {
      for (let i = n; !stop; i++) {
        const [method, path] = calls[i % calls.length] as [string, string];
        const res = await api.call(method, path, { token }).catch(() => ({ status: 0, body: undefined }));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 503) expectUnavailable(res as never);
      }
    };
    const load = Array.from({ length: 8 }, (_, n) => worker(n));
    let cuts = 0;
    try {
      for (let round = 0; round < 6; round++) {
        // Cut while the API is using its connections: wait until at least one is busy.
        await pollUntil(
          async () =>
            (
              await admin.query(
                "select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'",
              )
            ).rowCount,
          'a busy API connection',
          10_000,
          1,
        );
        cuts += await terminateBackends(admin);
        await pollUntil(() => (statuses.get(200) ?? 0) > round * 10, 'requests succeeding between the cuts');
      }
    } finally {
      stop = true;
      await Promise.all(load);
    }
    const cutAt = Date.now();
    const health = await pollUntil(
      async () => (await api.call('GET', '/api/usuario/perfil', { token })).status === 200,
      'an answer after the last cut',
      2000,
    );
    expect(health).toBe(true);
    expect(Date.now() - cutAt).toBeLessThan(2000);

    expect(api.running()).toBe(true);
    expect(cuts).toBeGreaterThan(0);
    // Every answer was a success or a 503; none was a 500 or a dropped connection (status 0).
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
  });
});
