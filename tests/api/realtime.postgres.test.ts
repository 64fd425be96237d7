// GET /api/eventos (Server-Sent Events) on PostgreSQL: the token in the Authorization header only;
// device, chat, message and campaign events reach the company's users who may see them and nobody
// else; the stream ends when the token expires; and an event raised in one API process reaches a
// stream opened on another process of the same database (LISTEN/NOTIFY).
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../../server/security/jwt.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import {
  connectDevice,
  instanceOf,
  MESSAGING_ENV,
  type PeerApp,
  type SseReader,
  scan,
  sendForm,
  simControl,
  sleep,
  sse,
  startPeerApp,
  waitFor,
} from '../helpers/messaging.js';

let app: TestApp;
let empresaId: number;
let token: string;
/** Same company, devices.view only. */
let deviceViewer: string;
/** Another company. */
let stranger: string;
const readers: SseReader[] = [];

async function open(t: string, on: Pick<TestApp, 'url'> = app) {
  const reader = await sse(on, t);
  readers.push(reader);
  return reader;
}

async function userToken(company: number, permissions?: string[]) {
  const user = await makeUser(app, {
    companies: [company],
    selected: company,
    ...(permissions ? { permissions } : {}),
  });
  return (await loginAs(app, user.email, user.password)).access_token;
}

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  empresaId = (await makeCompany(app)).id;
  token = await userToken(empresaId);
  deviceViewer = await userToken(empresaId, ['devices.view']);
  stranger = await userToken((await makeCompany(app)).id);
});
afterAll(async () => {
  for (const r of readers) r.close();
  await app?.close();
});

describe('realtime: the stream', () => {
  it('answers 401 without a token, with a bad one, and never takes it from the URL', async () => {
    expect((await app.call('GET', '/api/eventos')).status).toBe(401);
    expect((await app.call('GET', '/api/eventos', { token: 'nao-e-um-token' })).status).toBe(401);
    const inUrl = await fetch(`${app.url}/api/eventos?token=${token}&access_token=${token}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(inUrl.status).toBe(401);
    await inUrl.body?.cancel();
  });

  it('opens an event stream with the token in the Authorization header', async () => {
    const reader = await open(token);
    expect(reader.status).toBe(200);
    expect(reader.contentType).toMatch(/^text\/event-stream/);
    await waitFor(() => reader.comments.length > 0, 5000, 'the opening comment');
    reader.close();
  });

  it('ends the stream when the access token expires', async () => {
    const claims = decodeJwt(token);
    const short = await accessTokens(app.ctx.config.jwtSecret, 2).sign({
      userId: Number(claims.sub),
      sessionId: String(claims.sid),
      empresaId: claims.emp as number,
    });
    const reader = await open(short);
    expect(reader.status).toBe(200);
    const started = Date.now();
    await waitFor(() => reader.ended(), 6000, 'the stream to end');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('realtime: messaging events', () => {
  let mine: SseReader;
  let viewer: SseReader;
  let other: SseReader;
  let device: any;
  let instance: string;

  beforeAll(async () => {
    mine = await open(token);
    viewer = await open(deviceViewer);
    other = await open(stranger);
  });

  it('sends a device event when the phone scans the QR', async () => {
    const created = await app.call('POST', '/api/device/store', { token, body: { name: 'Ao vivo' } });
    device = created.body;
    instance = await instanceOf(app, device.id);
    await scan(app, instance);
    const event = await mine.next('device', (d) => d.id === device.id && d.state === 'open');
    expect(event).toMatchObject({
      id: device.id,
      uuid: device.uuid,
      state: 'open',
      logged_out: false,
      number: expect.stringMatching(/^55/),
      profile_name: expect.any(String),
      qr: null,
    });
    expect(await viewer.next('device', (d) => d.id === device.id && d.state === 'open')).toBeTruthy();
  });

  it('sends device events for a logout and for each new QR while pairing', async () => {
    const other = await connectDevice(app, token, 'Novo QR');
    expect((await app.call('DELETE', `/api/device/${other.device.id}/session`, { token })).status).toBe(200);
    await mine.next('device', (d) => d.id === other.device.id && d.state === 'close' && d.logged_out);
    const qr = await waitFor(
      async () => (await app.call('GET', `/api/device/${other.device.id}/qrcode`, { token })).body.code,
      10_000,
      'a new QR',
    );
    const event = await mine.next('device', (d) => d.id === other.device.id && d.qr?.code === qr);
    expect(event).toMatchObject({ state: 'connecting', qr: { code: qr, count: expect.any(Number) } });
  });

  it('sends a chat event for an incoming message', async () => {
    await simControl(app, 'POST', `/${instance}/incoming`, {
      from: '5511987650001',
      text: 'Chegou?',
      pushName: 'Lia',
    });
    const event = await mine.next('chat', (c) => c.chat_id === '5511987650001');
    expect(event).toMatchObject({
      device_id: device.id,
      chat_id: '5511987650001',
      message: { direction: 'in', text: 'Chegou?', status: 'received', number: '5511987650001' },
    });
  });

  it('sends message statuses and the campaign’s progress, up to finished', async () => {
    const res = await sendForm(app, token, {
      device: String(device.id),
      message: 'Progresso',
      recipients: [{ number: '11 98765-0002' }, { number: '11 98765-0003' }],
    });
    expect(res.status).toBe(201);
    const id = res.body.id;
    const finished = await mine.next('campaign', (c) => c.id === id && c.finished_at !== null, 15_000);
    expect(finished).toMatchObject({ id, total: 2, counts: { sent: 2, queued: 0, sending: 0 } });
    const statuses = mine.of('message').filter((m) => m.campanha_id === id);
    expect(
      statuses
        .filter((m) => m.status === 'sent')
        .map((m) => m.chat_id)
        .sort(),
    ).toEqual(['5511987650002', '5511987650003']);
    // Coalesced: far fewer progress events than status changes would make.
    expect(mine.of('campaign').filter((c) => c.id === id).length).toBeLessThanOrEqual(3);
  });

  it('keeps chat, message and campaign events from a user without messages.view', async () => {
    await sleep(200);
    expect(viewer.of('chat')).toEqual([]);
    expect(viewer.of('message')).toEqual([]);
    expect(viewer.of('campaign')).toEqual([]);
  });

  it('sends nothing of it to a user of another company', async () => {
    await sleep(200);
    expect(other.events).toEqual([]);
    expect(other.ended()).toBe(false);
  });
});

describe('realtime: two API processes on one database', () => {
  let peer: PeerApp;

  beforeAll(async () => {
    peer = await startPeerApp(app, { ...MESSAGING_ENV, QUEUE_WORKER: '0' });
  });
  afterAll(async () => {
    await peer?.close();
  });

  it('an event raised on one process reaches a stream opened on the other within 1 s', async () => {
    const onPeer = await open(token, peer);
    expect(onPeer.status).toBe(200);
    const otherOnPeer = await open(stranger, peer);
    await waitFor(() => onPeer.comments.length > 0, 5000, 'the peer stream to open');

    // A scan on the first process's simulator: its webhook, handled by the first process.
    const started = Date.now();
    const { device } = await connectDevice(app, token, 'Outro processo');
    const event = await onPeer.next('device', (d) => d.id === device.id && d.state === 'open', 2000);
    expect(event).toMatchObject({ id: device.id, uuid: device.uuid, state: 'open' });
    expect(Date.now() - started).toBeLessThan(3000);

    // A publish straight on the first process's bus.
    const sentAt = Date.now();
    app.ctx.realtime.publish({
      empresaId,
      permission: 'messages.view',
      event: 'campaign',
      data: { id: -1, total: 0, counts: {}, finished_at: null },
    });
    await onPeer.next('campaign', (c) => c.id === -1, 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    // And the other way round.
    peer.ctx.realtime.publish({ empresaId, event: 'campaign', data: { id: -2 } });
    const mine = await open(token);
    await waitFor(() => mine.comments.length > 0, 5000, 'a stream on the first process');
    peer.ctx.realtime.publish({ empresaId, event: 'campaign', data: { id: -3 } });
    await mine.next('campaign', (c) => c.id === -3, 1000);
    await sleep(100);
    expect(otherOnPeer.events).toEqual([]);
  });
});
