// On PostgreSQL the API holds a pool of connections. When the server closes idle ones (a restart,
// an administrator's command), the process must not crash: the next calls get new connections.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

it('keeps answering after PostgreSQL terminates its idle connections', async () => {
  expect((await app.call('GET', '/api/health')).body).toEqual({
    status: 'ok',
    db: 'postgres',
    mailer: 'capture',
  });
  const database = await app.ctx.db.execute<{ name: string }>('select current_database() as name');
  const name = (database as unknown as { rows: { name: string }[] }).rows[0]?.name;
  expect(name).toMatch(/^cofre_test_/);

  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const cut = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    expect(cut.rowCount).toBeGreaterThan(0);
  } finally {
    await admin.end();
  }
  await new Promise((resolve) => setTimeout(resolve, 200));

  const again = await app.call('GET', '/api/health');
  expect(again.status).toBe(200);
  expect(again.body).toEqual({ status: 'ok', db: 'postgres', mailer: 'capture' });
});
