// Notifications across two API processes on one PostgreSQL: the test's own app and a second API
// started as a real child process (`node --import tsx server/main.ts`) on the same database. A
// notification raised through one reaches an event stream opened on the other within 1 s (the
// fan-out goes through LISTEN/NOTIFY), and marking it read on the other updates the first's tabs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../../server/modules/notifications/service.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany } from '../helpers/fixtures.js';
import { type SseReader, sse, waitFor } from '../helpers/messaging.js';
import { type ApiProcess, freePort, startApiProcess } from '../helpers/processes.js';
import { type Member, member } from '../helpers/signing.js';

let app: TestApp;
let other: ApiProcess;
let dataDir: string;
let user: Member;
let bystander: Member;
const readers: SseReader[] = [];

async function open(on: { url: string }, token: string) {
  const reader = await sse(on, token);
  readers.push(reader);
  expect(reader.status).toBe(200);
  await waitFor(() => reader.comments.length > 0, 5000, 'the stream to open');
  return reader;
}

beforeAll(async () => {
  app = await startTestApp({ QUEUE_WORKER: '0', RECONCILE_INTERVAL: '0' });
  const empresaId = (await makeCompany(app)).id;
  user = await member(app, empresaId);
  bystander = await member(app, empresaId);
  dataDir = mkdtempSync(join(tmpdir(), 'cofre-fanout-'));
  const port = String(await freePort());
  other = await startApiProcess({
    DATABASE_URL: app.ctx.config.databaseUrl ?? '',
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    JWT_SECRET: app.ctx.config.jwtSecret,
    APP_KEY: app.ctx.config.appKey,
    SEED_DEMO: '0',
    QUEUE_WORKER: '0',
    RECONCILE_INTERVAL: '0',
    LOG_LEVEL: 'warn',
  });
}, 90_000);

afterAll(async () => {
  for (const r of readers) r.close();
  await other?.kill('SIGTERM');
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('notifications: two API processes on one PostgreSQL', () => {
  it('both processes answer for the same user (same database, same keys)', async () => {
    const here = await app.call('GET', '/api/usuario/notifications', { token: user.token });
    const there = await other.call('GET', '/api/usuario/notifications', { token: user.token });
    expect(here.status).toBe(200);
    // Each answer stamps its count with when it was taken: the rest is the same.
    expect({ ...there.body, unread_at: 0 }).toEqual({ ...here.body, unread_at: 0 });
    expect(there.body.unread_at).toBeGreaterThanOrEqual(here.body.unread_at);
  });

  it('a notification raised through this process reaches a stream opened on the other within 1 s', async () => {
    const onOther = await open(other, user.token);
    const bystanderOnOther = await open(other, bystander.token);
    const started = Date.now();
    const raised = await notifyUser(app.ctx, {
      userId: user.user.id,
      status: 2,
      tipo: 'test.fanout',
      key: 'notifications.device_disconnected',
      params: { dispositivo: 'Outro processo' },
      link: '/devices',
    });
    const event = await onOther.next('notification', (d) => d.notification.id === raised?.id, 1000);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(1000);
    expect(event).toEqual({
      notification: expect.objectContaining({
        id: raised?.id,
        not_status: 2,
        not_description: 'O dispositivo “Outro processo” foi desconectado.',
        link: '/devices',
      }),
      unread: 1,
      unread_at: expect.any(Number),
      // Personal (no company): every tab of the user lists it.
      empresa_id: null,
    });
    // The other process lists it too.
    const listed = await other.call('GET', '/api/usuario/notifications?unread=1', { token: user.token });
    expect(listed.body.unread).toBe(1);
    expect(bystanderOnOther.of('notification')).toEqual([]);
  });

  it('marking it read on the other process updates the tabs open on this one within 1 s', async () => {
    const here = await open(app, user.token);
    const listed = await app.call('GET', '/api/usuario/notifications', { token: user.token });
    const [first] = listed.body.data;
    const started = Date.now();
    const res = await other.call('PUT', `/api/usuario/notification/${first.id}/show`, { token: user.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.unread).toBe(0);
    const event = await here.next('notification.read', (d) => d.ids?.includes(first.id), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event).toEqual({
      unread: 0,
      unread_at: res.body.unread_at,
      ids: [first.id],
      deleted: false,
      empresa_id: expect.any(Number),
    });
  });

  it('an action on this process (a term approved) notifies a stream on the other within 1 s', async () => {
    const admin = (await loginAs(app, 'admin@cofre.local')).access_token;
    const created = await app.call('POST', '/api/termo/cadastrar', {
      token: admin,
      body: { termo_descricao: 'Termos de uso: entre processos.' },
    });
    expect(created.status, created.text).toBe(201);
    const onOther = await open(other, user.token);
    const started = Date.now();
    const approved = await app.call('PATCH', `/api/termo/${created.body.data.id}/aprovar`, { token: admin });
    expect(approved.status, approved.text).toBe(200);
    const event = await onOther.next('notification', (d) => d.notification.tipo === 'terms.pending', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event.notification).toMatchObject({ not_description: 'Há novos termos de uso para aceitar.' });
  });
});
