// Two API processes with queue workers on one PostgreSQL database: every queued message is claimed by
// exactly one of them, so the gateway receives each recipient exactly once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimMessages, insertMessage } from '../../server/db/queries/messages.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import {
  campaignDone,
  connectDevice,
  MESSAGING_ENV,
  type PeerApp,
  sendForm,
  simSent,
  sleep,
  startPeerApp,
} from '../helpers/messaging.js';

let app: TestApp;
let peer: PeerApp;
let token: string;
let empresaId: number;

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  peer = await startPeerApp(app, MESSAGING_ENV);
  const company = await makeCompany(app);
  empresaId = company.id;
  const user = await makeUser(app, { companies: [company.id], selected: company.id });
  token = (await loginAs(app, user.email, user.password)).access_token;
});
afterAll(async () => {
  await peer?.close();
  await app?.close();
});

/** n distinct valid mobile numbers: 11 9<prefix><4 digits>. */
const numbers = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `11 9${prefix}-${String(i).padStart(4, '0')}`);

it('two workers send a campaign of 300 (and another device’s 150) with each number exactly once', async () => {
  const first = await connectDevice(app, token, 'Concorrência 1');
  const second = await connectDevice(app, token, 'Concorrência 2');
  // Queued through both processes: each wakes its own worker.
  const [big, small] = await Promise.all([
    sendForm(app, token, {
      device: String(first.device.id),
      message: 'Em massa',
      recipients: numbers('4000', 300).map((number) => ({ number })),
    }),
    sendForm(peer, token, {
      device: second.device.uuid,
      message: 'Em massa 2',
      recipients: numbers('5000', 150).map((number) => ({ number })),
    }),
  ]);
  expect(big.status).toBe(201);
  expect(small.status).toBe(201);
  expect(big.body.total).toBe(300);

  const done = await campaignDone(app, token, big.body.id, 60_000);
  expect(done.counts).toMatchObject({ sent: 300, queued: 0, sending: 0, failed: 0, invalid: 0 });
  const doneSmall = await campaignDone(peer, token, small.body.id, 60_000);
  expect(doneSmall.counts).toMatchObject({ sent: 150, queued: 0, sending: 0 });
  await sleep(300);

  for (const [device, count, prefix] of [
    [first, 300, '55119400'],
    [second, 150, '55119500'],
  ] as const) {
    const sent = await simSent(app, device.instance);
    expect(sent).toHaveLength(count);
    expect(new Set(sent.map((s) => s.number)).size).toBe(count);
    expect(sent.every((s) => s.number.startsWith(prefix))).toBe(true);
  }
  // The second process's simulator was never used: the devices live on the first one's.
  expect(await simSent(peer)).toEqual([]);
}, 90_000);

it('claims every queued message once when both processes claim at the same time', async () => {
  // A device never scanned: the workers leave its queue alone, so only the claims below take from it.
  const created = await app.call('POST', '/api/device/store', { token, body: { name: 'Só fila' } });
  expect(created.status).toBe(201);
  const deviceId = created.body.id as number;
  for (let i = 0; i < 300; i++)
    await insertMessage(app.ctx.db, {
      empresaId,
      deviceId,
      direction: 'out',
      number: `55119600${String(i).padStart(4, '0')}`,
      texto: 'Disputa',
      status: 'queued',
      idempotencyKey: randomUUID(),
    });
  const claimed: { by: string; id: number }[] = [];
  const claimer = async (by: string, db: typeof app.ctx.db) => {
    for (;;) {
      const rows = await claimMessages(db, deviceId, 3);
      if (!rows.length) return;
      for (const row of rows) {
        expect(row.status).toBe('sending');
        claimed.push({ by, id: row.id });
      }
    }
  };
  await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      i % 2 ? claimer('first', app.ctx.db) : claimer('second', peer.ctx.db),
    ),
  );
  expect(claimed).toHaveLength(300);
  expect(new Set(claimed.map((c) => c.id)).size).toBe(300);
  expect(claimed.some((c) => c.by === 'first')).toBe(true);
  expect(claimed.some((c) => c.by === 'second')).toBe(true);
  expect((await app.call('GET', `/api/device/${deviceId}/details`, { token })).body.queued).toBe(0);
});
