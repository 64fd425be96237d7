// The simulator itself, as a gateway the product and its tests rely on: Evolution's envelopes even inside
// a host app with its own handlers, webhook delivery (order, retries, duplicates), the control calls, and
// enough speed for the send bench.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../../server/adapters/gateway/errors.js';
import { parseWebhook } from '../../server/adapters/gateway/webhook.js';
import {
  ALL_EVENTS,
  HOOK_SECRET,
  SIM_KEY,
  type SimHarness,
  startSimulator,
  waitFor,
} from '../helpers/simulator.js';

let sim: SimHarness;

beforeAll(async () => {
  sim = await startSimulator({ qrIntervalMs: 20_000, qrFirstDelayMs: 50 });
});
afterAll(async () => {
  await sim?.close();
});

async function openInstance(name: string) {
  const created = await sim.gateway.createInstance({
    instanceName: name,
    webhookUrl: sim.hookUrl(name),
    webhookHeaders: { 'x-hook-secret': HOOK_SECRET },
    events: ALL_EVENTS,
  });
  await sim.control('POST', `/${name}/scan`);
  return created;
}

async function raw(method: string, path: string, body?: string, apikey = SIM_KEY) {
  const res = await fetch(`${sim.baseUrl}${path}`, {
    method,
    headers: { apikey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
  });
  return { status: res.status, body: await res.json() };
}

const gatewayOf = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a GatewayError');
    },
    (e: unknown) => {
      if (!(e instanceof GatewayError)) throw e;
      return e;
    },
  );

const sentKeys = async () => ((await sim.control('GET', '/sent')).body as any[]).map((s) => s.keyId);

describe('answers like Evolution API inside a host app', () => {
  it('uses the Evolution envelope for unknown paths, bad JSON and missing webhook events', async () => {
    expect(await raw('GET', '/instance/nada')).toEqual({
      status: 404,
      body: {
        status: 404,
        error: 'Not Found',
        response: { message: ['Cannot GET /gateway-sim/instance/nada'] },
      },
    });
    const badJson = await raw('POST', '/instance/create', '{oops');
    expect(badJson.status).toBe(400);
    expect(badJson.body).toMatchObject({
      status: 400,
      error: 'Bad Request',
      response: { message: [expect.any(String)] },
    });
    const noEvents = await raw(
      'POST',
      '/instance/create',
      JSON.stringify({ instanceName: 'sem-eventos', webhook: { url: sim.hookUrl('x'), events: [] } }),
    );
    expect(noEvents).toEqual({
      status: 400,
      body: { status: 400, error: 'Bad Request', response: { message: ['webhook.events is required'] } },
    });
    expect((await raw('GET', '/instance/fetchInstances', undefined, 'errada')).body).toEqual({
      status: 401,
      error: 'Unauthorized',
      response: { message: ['Unauthorized'] },
    });
  });

  it('shows an instance token only its own instance in fetchInstances', async () => {
    const a = await openInstance('so-a');
    await openInstance('so-b');
    const mine = await raw('GET', '/instance/fetchInstances', undefined, a.token);
    expect(mine.body.map((i: any) => i.name)).toEqual(['so-a']);
  });

  it('keeps the control calls up during an outage', async () => {
    await sim.control('POST', '/outage', { on: true });
    try {
      expect((await raw('GET', '/instance/fetchInstances')).status).toBe(503);
      expect((await sim.control('GET', '/instances')).status).toBe(200);
    } finally {
      await sim.control('POST', '/outage', { on: false });
    }
    expect((await raw('GET', '/instance/fetchInstances')).status).toBe(200);
  });
});

describe('webhooks', () => {
  it('delivers one instance’s webhooks in the order things happened', async () => {
    const { token } = await openInstance('ordem');
    // Deliveries are slower than sends here: the first is refused twice, so the rest queue up behind it.
    sim.refuseHooks(2);
    for (let i = 0; i < 10; i++)
      await sim.gateway.sendText('ordem', token, { number: '5511955550000', text: `n${i}` });
    await waitFor(() => sim.hooks('ordem', 'send.message').length === 10, 4000, '10 webhooks');
    const delivered = sim.hooks('ordem', 'send.message').map((b) => b.data.key.id);
    const accepted = (await sim.control('GET', '/sent')).body
      .filter((s: any) => s.instance === 'ordem')
      .map((s: any) => s.keyId);
    expect(delivered).toEqual(accepted);
  });

  it('retries a refused delivery with the same body', async () => {
    const { token } = await openInstance('retentar');
    await waitFor(() => sim.hooks('retentar', 'connection.update').length === 1);
    sim.refuseHooks(1);
    const msg = await sim.gateway.sendText('retentar', token, { number: '5511955550001', text: 'de novo' });
    await waitFor(() => sim.hooks('retentar', 'send.message').length === 1);
    const attempts = sim.hits.filter(
      (h) => h.body?.instance === 'retentar' && h.body.event === 'send.message',
    );
    expect(attempts.map((h) => h.answered)).toEqual([500, 200]);
    expect(attempts[1]?.body).toEqual(attempts[0]?.body);
    expect(attempts[1]?.headers['x-hook-secret']).toBe(HOOK_SECRET);
    expect(attempts[0]?.body.data.key.id).toBe(msg.keyId);
  });

  it('delivers every webhook twice in duplicate mode', async () => {
    const { token } = await openInstance('duplo');
    await sim.control('POST', '/duplicate-webhooks', { on: true });
    try {
      const msg = await sim.gateway.sendText('duplo', token, { number: '5511955550002', text: 'eco' });
      await waitFor(() => sim.hooks('duplo', 'send.message').length === 2);
      const events = sim.hooks('duplo', 'send.message').map((b) => parseWebhook(b));
      expect(events[0]).toEqual(events[1]);
      expect(events[0]?.event === 'send.message' && events[0].message.keyId).toBe(msg.keyId);
    } finally {
      await sim.control('POST', '/duplicate-webhooks', { on: false });
    }
  });

  it('only sends the events the instance asked for', async () => {
    await raw(
      'POST',
      '/instance/create',
      JSON.stringify({
        instanceName: 'poucos-eventos',
        webhook: { url: sim.hookUrl('poucos-eventos'), events: ['CONNECTION_UPDATE'] },
      }),
    );
    await sim.control('POST', '/poucos-eventos/scan');
    await sim.control('POST', '/poucos-eventos/incoming', { from: '5511955550003', text: 'oi' });
    await waitFor(() => sim.hooks('poucos-eventos').length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(sim.hooks('poucos-eventos').map((b) => b.event)).toEqual(['connection.update']);
  });
});

describe('control calls', () => {
  it('scans only an instance showing a QR', async () => {
    await openInstance('ja-aberto');
    const again = await sim.control('POST', '/ja-aberto/scan');
    expect(again.status).toBe(409);
    expect(again.body.response.message[0]).toContain('no QR code');
    expect((await sim.control('POST', '/ninguem/scan')).status).toBe(404);
  });

  it('drops a session: close with the reason given, sends refused until scanned again', async () => {
    const { token } = await openInstance('queda');
    const res = await sim.control('POST', '/queda/disconnect', { statusReason: 401 });
    expect(res.body).toMatchObject({ instance: { state: 'close' }, statusReason: 401 });
    await waitFor(() => sim.hooks('queda', 'connection.update').length === 2);
    expect(parseWebhook(sim.hooks('queda', 'connection.update')[1])).toMatchObject({
      state: 'close',
      statusReason: 401,
    });
    const err = await sim.gateway
      .sendText('queda', token, { number: '5511955550004', text: 'x' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as GatewayError).kind).toBe('not_connected');
    expect((await sim.control('POST', '/queda/disconnect', {})).body.statusReason).toBe(428);
  });

  it('fails a send whose session drops during the typing delay', async () => {
    const { token } = await openInstance('digitando');
    const sending = sim.gateway
      .sendText('digitando', token, { number: '5511955550005', text: 'x', delayMs: 200 })
      .catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 50));
    await sim.control('POST', '/digitando/disconnect');
    expect(((await sending) as GatewayError).kind).toBe('not_connected');
    expect(((await sim.control('GET', '/sent')).body as any[]).some((s) => s.instance === 'digitando')).toBe(
      false,
    );
  });

  it('lists the instances it holds, and forgets everything on reset', async () => {
    const other = await startSimulator({ qrIntervalMs: 20_000 });
    try {
      const { token } = await other.gateway.createInstance({
        instanceName: 'esquecer',
        webhookUrl: other.hookUrl('esquecer'),
        webhookHeaders: {},
      });
      await other.control('POST', '/esquecer/scan');
      await other.gateway.sendText('esquecer', token, { number: '5511955550006', text: 'x' });
      const listed = (await other.control('GET', '/instances')).body;
      expect(listed).toEqual([expect.objectContaining({ name: 'esquecer', state: 'open' })]);
      expect(listed[0].ownerJid).toMatch(/@s\.whatsapp\.net$/);
      expect((await other.control('POST', '/reset')).status).toBe(200);
      expect((await other.control('GET', '/instances')).body).toEqual([]);
      expect((await other.control('GET', '/sent')).body).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('credentials', () => {
  const UNAUTHORIZED = { status: 401, error: 'Unauthorized', response: { message: ['Unauthorized'] } };

  async function bare(method: string, path: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${sim.baseUrl}${path}`, { method, headers });
    return { status: res.status, body: await res.json() };
  }

  it('answers 401 to a caller without a credential, before paths, instances or the outage', async () => {
    await openInstance('cofre-fechado');
    const paths = [
      ['GET', '/instance/connectionState/cofre-fechado'],
      ['GET', '/instance/connectionState/nao-existe'],
      ['GET', '/caminho/desconhecido'],
      ['GET', '/_control/sent'],
      ['POST', '/_control/reset'],
    ] as const;
    const strangers: Record<string, string>[] = [
      {},
      { apikey: 'chave-errada-0000' },
      { apikey: SIM_KEY.slice(0, -1) },
    ];
    for (const headers of strangers)
      for (const [method, path] of paths)
        expect({ path, ...(await bare(method, path, headers)) }).toEqual({
          path,
          status: 401,
          body: UNAUTHORIZED,
        });
    await sim.control('POST', '/outage', { on: true });
    try {
      expect((await bare('GET', '/instance/fetchInstances')).status).toBe(401);
      expect((await bare('GET', '/instance/fetchInstances', { apikey: SIM_KEY })).status).toBe(503);
    } finally {
      await sim.control('POST', '/outage', { on: false });
    }
    // The global key learns what Evolution tells it: unknown instance, unknown path.
    expect((await bare('GET', '/instance/connectionState/nao-existe', { apikey: SIM_KEY })).status).toBe(404);
    expect((await bare('GET', '/caminho/desconhecido', { apikey: SIM_KEY })).status).toBe(404);
    expect(((await sim.control('GET', '/instances')).body as any[]).map((i) => i.name)).toContain(
      'cofre-fechado',
    );
  });

  it('takes only the global key for control calls, not an instance token', async () => {
    const { token } = await openInstance('so-token');
    for (const [method, path] of [
      ['GET', '/_control/sent'],
      ['GET', '/_control/instances'],
      ['POST', '/_control/so-token/disconnect'],
    ] as const)
      expect(await bare(method, path, { apikey: token })).toEqual({ status: 401, body: UNAUTHORIZED });
    expect(await sim.gateway.connectionState('so-token', token)).toBe('open');
  });

  it('tells a token it minted that its instance is gone (404), even after a restart with the same key', async () => {
    const { token } = await sim.gateway.createInstance({
      instanceName: 'vai-sumir',
      webhookUrl: sim.hookUrl('vai-sumir'),
      webhookHeaders: {},
    });
    await sim.gateway.deleteInstance('vai-sumir', token);
    expect((await bare('GET', '/instance/connectionState/vai-sumir', { apikey: token })).status).toBe(404);
    // A restarted simulator (same global key) knows the token; one under another key does not.
    const restarted = await startSimulator({ qrIntervalMs: 20_000 });
    const foreign = await startSimulator({ qrIntervalMs: 20_000, globalKey: 'outra-chave-global-9876' });
    try {
      await restarted.gateway.deleteInstance('vai-sumir', token);
      expect((await gatewayOf(restarted.gateway.connectionState('vai-sumir', token))).kind).toBe('not_found');
      expect((await gatewayOf(foreign.gateway.connectionState('vai-sumir', token))).kind).toBe(
        'unauthorized',
      );
    } finally {
      await restarted.close();
      await foreign.close();
    }
  });
});

describe('speed', () => {
  it('accepts 500 sends quickly, each recorded once and announced in order', async () => {
    const { token } = await openInstance('rapido');
    const started = performance.now();
    const keys: string[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const sentNow = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          sim.gateway.sendText('rapido', token, {
            number: `55119${String(batch * 50 + i).padStart(8, '0')}`,
            text: `m${batch * 50 + i}`,
          }),
        ),
      );
      keys.push(...sentNow.map((m) => m.keyId));
    }
    const elapsed = performance.now() - started;
    // Generous for a busy CI machine; the bench measures the real rate.
    expect(elapsed).toBeLessThan(10_000);
    expect(new Set(keys).size).toBe(500);
    const recorded = await sentKeys();
    expect(recorded.filter((k) => keys.includes(k))).toHaveLength(500);
    await waitFor(() => sim.hooks('rapido', 'send.message').length === 500, 15_000, '500 webhooks');
    const order = sim.hooks('rapido', 'send.message').map((b) => b.data.key.id);
    expect(order).toEqual(recorded.filter((k) => keys.includes(k)));
  }, 40_000);
});
