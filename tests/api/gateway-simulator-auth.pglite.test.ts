// The gateway simulator mounted on the real app (/gateway-sim, on by default) answers nobody without its
// credential: every control call wants the global key (DATA_DIR/gateway-sim.key here) in `apikey`, and
// without it changes nothing and shows nothing (`sent` holds every company's message texts); every
// Evolution-style call wants the global key or the instance's token, and a caller without either learns
// nothing about which instances exist.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
/** The global key, read where a developer finds it. */
let key: string;
/** Open, with one message sent. */
let tokenA: string;
let keyIdA: string;
/** Waiting for its QR to be scanned. */
let tokenB: string;

const SECRET_TEXT = 'Contrato sigiloso da empresa A';
const UNAUTHORIZED = { status: 401, error: 'Unauthorized', response: { message: ['Unauthorized'] } };
/** Anything but the global key (an instance token is tried on its own below). */
const WRONG_KEYS: (string | null)[] = [null, '', 'chave-errada-0000'];

async function sim(method: string, path: string, o: { apikey?: string | null; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (o.apikey != null) headers.apikey = o.apikey;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${app.url}/gateway-sim${path}`, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, text };
}

const withKey = (method: string, path: string, body?: unknown) => sim(method, path, { apikey: key, body });

/** Every control call, as a caller would make it (instance A open, B showing a QR). */
const controlCalls = (): [string, string, unknown?][] => [
  ['GET', '/_control/sent'],
  ['GET', '/_control/instances'],
  ['POST', '/_control/reset', {}],
  ['POST', '/_control/auth-b/scan', {}],
  ['POST', '/_control/auth-a/disconnect', { statusReason: 401 }],
  ['POST', '/_control/auth-a/incoming', { from: '5511955557777', text: 'mensagem forjada' }],
  ['POST', '/_control/auth-a/receipt', { keyId: keyIdA, status: 'READ' }],
  ['POST', '/_control/invalid-numbers', { numbers: ['5511955550002'] }],
  ['POST', '/_control/outage', { on: true }],
  ['POST', '/_control/auto-receipts', { on: true, delayMs: 0 }],
  ['POST', '/_control/drop-next', { count: 1 }],
  ['POST', '/_control/duplicate-webhooks', { on: true }],
];

/** Every Evolution-style call the simulator serves, on one instance. */
const evolutionCalls = (instance: string): [string, string, unknown?][] => [
  ['POST', '/instance/create', { instanceName: 'intruso' }],
  ['GET', '/instance/fetchInstances'],
  ['GET', `/instance/connect/${instance}`],
  ['GET', `/instance/connectionState/${instance}`],
  ['DELETE', `/instance/logout/${instance}`],
  ['DELETE', `/instance/delete/${instance}`],
  ['POST', `/message/sendText/${instance}`, { number: '5511955550003', text: 'x' }],
  [
    'POST',
    `/message/sendMedia/${instance}`,
    { number: '5511955550003', mediatype: 'document', media: 'JVBERi0=', fileName: 'a.pdf' },
  ],
  ['POST', `/chat/findChats/${instance}`, {}],
  ['POST', `/chat/findMessages/${instance}`, {}],
];

beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO: '0' });
  key = readFileSync(join(app.dataDir, 'gateway-sim.key'), 'utf8').trim();
  // Two instances without webhooks (nothing here receives them).
  const a = await withKey('POST', '/instance/create', { instanceName: 'auth-a' });
  const b = await withKey('POST', '/instance/create', { instanceName: 'auth-b' });
  expect([a.status, b.status]).toEqual([201, 201]);
  tokenA = a.body.hash;
  tokenB = b.body.hash;
  expect((await withKey('POST', '/_control/auth-a/scan')).status).toBe(200);
  const sent = await sim('POST', '/message/sendText/auth-a', {
    apikey: tokenA,
    body: { number: '5511955550001', text: SECRET_TEXT },
  });
  expect(sent.status).toBe(201);
  keyIdA = sent.body.key.id;
});

afterAll(async () => {
  await app?.close();
});

describe('control calls', () => {
  it('answer 401 without the global key, revealing nothing and changing nothing', async () => {
    for (const apikey of [...WRONG_KEYS, tokenA])
      for (const [method, path, body] of controlCalls()) {
        const res = await sim(method, path, { apikey, body });
        expect({ path, apikey, status: res.status, body: res.body }).toEqual({
          path,
          apikey,
          status: 401,
          body: UNAUTHORIZED,
        });
        expect(res.text).not.toContain(SECRET_TEXT);
        expect(res.text).not.toContain('auth-a');
      }

    // Nothing happened: no reset, scan, disconnect, forged message, receipt, outage, invalid number
    // or dropped answer.
    expect((await withKey('GET', '/_control/instances')).body).toEqual([
      expect.objectContaining({ name: 'auth-a', state: 'open', messages: 1 }),
      expect.objectContaining({ name: 'auth-b', state: 'connecting' }),
    ]);
    const sent = await withKey('GET', '/_control/sent');
    expect(sent.body).toEqual([expect.objectContaining({ instance: 'auth-a', text: SECRET_TEXT })]);
    const found = await sim('POST', '/chat/findMessages/auth-a', { apikey: tokenA, body: {} });
    expect(found.body.messages.records).toEqual([expect.objectContaining({ status: 'SERVER_ACK' })]);
    const again = await sim('POST', '/message/sendText/auth-a', {
      apikey: tokenA,
      body: { number: '5511955550002', text: 'segunda' },
    });
    expect(again.status).toBe(201);
  });

  it('work with the global key in the apikey header', async () => {
    const sent = await withKey('GET', '/_control/sent');
    expect(sent.status).toBe(200);
    expect(sent.body.map((s: any) => s.text)).toEqual([SECRET_TEXT, 'segunda']);
    expect((await withKey('GET', '/_control/instances')).body).toHaveLength(2);
    expect((await withKey('POST', '/_control/auth-b/scan')).body).toMatchObject({
      instance: { instanceName: 'auth-b', state: 'open' },
    });
    expect(
      (await withKey('POST', '/_control/auth-a/incoming', { from: '5511955557777', text: 'oi' })).status,
    ).toBe(201);
    expect(
      (await withKey('POST', '/_control/auth-a/receipt', { keyId: keyIdA, status: 'READ' })).body,
    ).toEqual({
      applied: true,
      status: 'READ',
    });
    expect((await withKey('POST', '/_control/invalid-numbers', { numbers: ['5511955550009'] })).body).toEqual(
      {
        numbers: ['5511955550009'],
      },
    );
    expect((await withKey('POST', '/_control/outage', { on: true })).body).toEqual({ on: true });
    expect((await withKey('GET', '/instance/fetchInstances')).status).toBe(503);
    expect((await withKey('POST', '/_control/outage', { on: false })).body).toEqual({ on: false });
    expect((await withKey('POST', '/_control/auto-receipts', { on: false, delayMs: 10 })).body).toEqual({
      on: false,
      delayMs: 10,
    });
    expect((await withKey('POST', '/_control/drop-next', { count: 0 })).body).toEqual({ count: 0 });
    expect((await withKey('POST', '/_control/duplicate-webhooks', { on: false })).body).toEqual({
      on: false,
    });
    expect((await withKey('POST', '/_control/auth-b/disconnect', {})).body).toMatchObject({
      instance: { state: 'close' },
      statusReason: 428,
    });
  });
});

describe('Evolution-style calls', () => {
  it('answer 401 without a credential, whether or not the instance exists', async () => {
    for (const apikey of WRONG_KEYS)
      for (const instance of ['auth-a', 'nunca-existiu'])
        for (const [method, path, body] of evolutionCalls(instance)) {
          const res = await sim(method, path, { apikey, body });
          expect({ path, apikey, status: res.status, body: res.body }).toEqual({
            path,
            apikey,
            status: 401,
            body: UNAUTHORIZED,
          });
        }
    // Unknown paths too, and the outage is not revealed either.
    expect((await sim('GET', '/qualquer/caminho')).status).toBe(401);
    await withKey('POST', '/_control/outage', { on: true });
    try {
      expect((await sim('GET', '/instance/connectionState/auth-a')).status).toBe(401);
    } finally {
      await withKey('POST', '/_control/outage', { on: false });
    }
    expect((await withKey('GET', '/_control/instances')).body.map((i: any) => i.name)).toEqual([
      'auth-a',
      'auth-b',
    ]);
  });

  it("refuse another instance's token; create takes the global key only", async () => {
    expect((await sim('GET', '/instance/connectionState/auth-a', { apikey: tokenB })).status).toBe(401);
    expect((await sim('POST', '/chat/findMessages/auth-a', { apikey: tokenB, body: {} })).status).toBe(401);
    const create = await sim('POST', '/instance/create', { apikey: tokenA, body: { instanceName: 'c' } });
    expect(create.status).toBe(401);
    // fetchInstances with a token shows that token's instance only, as Evolution does.
    const mine = await sim('GET', '/instance/fetchInstances', { apikey: tokenA });
    expect(mine.body.map((i: any) => i.name)).toEqual(['auth-a']);
  });

  it('answer the global key and the instance token; an instance gone is 404 to them', async () => {
    expect((await sim('GET', '/instance/connectionState/auth-a', { apikey: tokenA })).body).toEqual({
      instance: { instanceName: 'auth-a', state: 'open' },
    });
    expect((await withKey('GET', '/instance/connectionState/auth-a')).status).toBe(200);
    expect((await withKey('GET', '/instance/connectionState/nunca-existiu')).status).toBe(404);
    expect((await withKey('GET', '/qualquer/caminho')).status).toBe(404);
    // After a reset the product, holding the old token, learns the instance is gone.
    expect((await withKey('POST', '/_control/reset')).body).toEqual({ ok: true });
    expect((await withKey('GET', '/_control/instances')).body).toEqual([]);
    expect((await sim('GET', '/instance/connectionState/auth-a', { apikey: tokenA })).status).toBe(404);
    expect((await sim('DELETE', '/instance/delete/auth-a', { apikey: tokenA })).status).toBe(404);
  });
});
