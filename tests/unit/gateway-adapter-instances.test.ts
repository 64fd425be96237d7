// The Evolution API adapter's instance calls, over real HTTP against the built-in simulator: create,
// QR codes (rotating, then refused), connect, logout and delete, their error kinds, and the webhooks
// the product would receive.
import { describe, expect, it } from 'vitest';
import { EvolutionGateway } from '../../server/adapters/gateway/evolution.js';
import { parseWebhook } from '../../server/adapters/gateway/webhook.js';
import {
  create,
  gatewayError,
  gw,
  openInstance,
  PNG_MAGIC,
  parsed,
  setUpAdapterSimulator,
  sim,
} from '../helpers/gatewayAdapter.js';
import { HOOK_SECRET, SIM_KEY, startSimulator, waitFor } from '../helpers/simulator.js';

setUpAdapterSimulator();

describe('instances', () => {
  it('creates an instance with a token and a real QR image, announced with the secret header', async () => {
    const created = await create('criar');
    expect(created.instanceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.token).toMatch(/^[0-9A-F]{32}$/);
    expect(created.state).toBe('connecting');
    expect(created.qr?.code).toMatch(/^2@/);
    expect(created.qr?.count).toBe(1);
    expect(created.qr?.base64).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(created.qr?.base64?.split(',')[1] ?? '', 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);

    const hook = await waitFor(() => sim.hits.find((h) => h.body?.instance === 'criar'), 2000, 'QR webhook');
    expect(hook.path).toBe('/hook/criar');
    expect(hook.headers['x-hook-secret']).toBe(HOOK_SECRET);
    expect(hook.headers['content-type']).toContain('application/json');
    expect(hook.body).toMatchObject({
      event: 'qrcode.updated',
      apikey: created.token,
      server_url: sim.baseUrl,
    });
    expect(new Date(hook.body.date_time).toISOString()).toBe(hook.body.date_time);
    expect(parseWebhook(hook.body)).toEqual({
      event: 'qrcode.updated',
      instance: 'criar',
      qr: { code: created.qr?.code, base64: created.qr?.base64, count: 1, pairingCode: null },
    });
  });

  it('refuses a name already in use as a duplicate, which is not worth retrying', async () => {
    await create('repetido');
    const err = await gatewayError(create('repetido'));
    expect(err.kind).toBe('duplicate');
    expect(err.status).toBe(403);
    expect(err.transient).toBe(false);
  });

  it('reports a refused key as unauthorized, without the key in the error', async () => {
    const wrongKey = 'chave-ERRADA-0000-xyz';
    const other = new EvolutionGateway({ baseUrl: sim.baseUrl, globalKey: wrongKey });
    for (const call of [
      () =>
        other.createInstance({ instanceName: 'nunca', webhookUrl: sim.hookUrl('nunca'), webhookHeaders: {} }),
      () => other.fetchInstances(),
    ]) {
      const err = await gatewayError(call());
      expect(err.kind).toBe('unauthorized');
      expect(err.status).toBe(401);
      expect(err.transient).toBe(false);
      expect(`${err.message} ${err.detail}`).not.toContain(wrongKey);
    }
    await create('chave');
    expect((await gatewayError(gw.connectionState('chave', 'token-errado'))).kind).toBe('unauthorized');
    // The instance token and the global key both open an instance's calls.
    expect(await gw.connectionState('chave', SIM_KEY)).toBe('connecting');
  });

  it('says not_found for an instance the gateway does not know', async () => {
    // To a caller holding the global key; a key the gateway never issued learns nothing (401).
    const err = await gatewayError(gw.connectionState('fantasma', SIM_KEY));
    expect(err).toMatchObject({ kind: 'not_found', status: 404, transient: false });
    expect((await gatewayError(gw.connectionState('fantasma', 'x'))).kind).toBe('unauthorized');
  });

  it('changes the QR while nobody scans, counting the codes and announcing each', async () => {
    const { token, qr } = await create('rodizio');
    const later = await waitFor(
      async () => {
        const answer = await gw.connect('rodizio', token);
        return answer.state === 'connecting' && answer.qr && answer.qr.count >= 3 ? answer.qr : null;
      },
      3000,
      'a third QR',
    );
    expect(later.code).not.toBe(qr?.code);
    expect(later.base64).toMatch(/^data:image\/png;base64,/);
    const events = await waitFor(() => {
      const list = parsed('rodizio', 'qrcode.updated');
      return list.length >= 3 ? list : null;
    });
    const counts = events.map((e) => (e?.event === 'qrcode.updated' ? e.qr.count : null));
    expect(counts.slice(0, 3)).toEqual([1, 2, 3]);
    const codes = events.map((e) => (e?.event === 'qrcode.updated' ? e.qr.code : null));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives up after 30 unscanned codes (refused), then pairs again on connect', async () => {
    const fast = await startSimulator({ qrIntervalMs: 10, qrFirstDelayMs: 50 });
    try {
      const { token } = await fast.gateway.createInstance({
        instanceName: 'recusado',
        webhookUrl: fast.hookUrl('recusado'),
        webhookHeaders: {},
      });
      await waitFor(
        async () => (await fast.gateway.connectionState('recusado', token)) === 'refused',
        10_000,
        'refused',
      );
      await waitFor(() => fast.hooks('recusado', 'connection.update').length === 1, 2000, 'close webhook');
      expect(fast.hooks('recusado', 'qrcode.updated')).toHaveLength(30);
      expect(parseWebhook(fast.hooks('recusado', 'connection.update')[0])).toMatchObject({
        event: 'connection.update',
        state: 'close',
        statusReason: 408,
      });
      // Evolution's quirk: the first answer of a new pairing has no QR yet.
      expect(await fast.gateway.connect('recusado', token)).toEqual({ state: 'connecting', qr: null });
      const again = await waitFor(async () => {
        const answer = await fast.gateway.connect('recusado', token);
        return answer.state === 'connecting' ? answer.qr : null;
      });
      // A fresh count (codes rotate every 10 ms here, so it may be past 1 already).
      expect(again.count).toBeLessThan(30);
      expect(again.code).toMatch(/^2@/);
    } finally {
      await fast.close();
    }
  }, 15_000);

  it('opens when the phone scans, with the number and profile in the webhook and in fetchInstances', async () => {
    const { token } = await openInstance('escaneado');
    expect(await gw.connectionState('escaneado', token)).toBe('open');
    expect(await gw.connect('escaneado', token)).toEqual({ state: 'open' });
    const hook = await waitFor(() => parsed('escaneado', 'connection.update')[0]);
    expect(hook).toMatchObject({
      event: 'connection.update',
      instance: 'escaneado',
      state: 'open',
      profileName: 'Telefone escaneado',
      statusReason: 200,
    });
    const wuid = hook.event === 'connection.update' ? hook.wuid : null;
    expect(wuid).toMatch(/^55119\d{8}@s\.whatsapp\.net$/);
    const listed = (await gw.fetchInstances()).find((i) => i.name === 'escaneado');
    expect(listed).toEqual({
      name: 'escaneado',
      connectionStatus: 'open',
      ownerJid: wuid,
      profileName: 'Telefone escaneado',
    });
  });

  it('logs out (close, reason 401); a second logout resolves; connect then answers {count:0} first', async () => {
    const { token } = await openInstance('sair');
    await gw.logout('sair', token);
    expect(await gw.connectionState('sair', token)).toBe('close');
    await waitFor(() => parsed('sair', 'connection.update').length === 2);
    expect(parsed('sair', 'connection.update')[1]).toMatchObject({ state: 'close', statusReason: 401 });
    await gw.logout('sair', token);

    expect(await gw.connect('sair', token)).toEqual({ state: 'connecting', qr: null });
    const qr = await waitFor(async () => {
      const answer = await gw.connect('sair', token);
      return answer.state === 'connecting' ? answer.qr : null;
    });
    expect(qr).toMatchObject({ count: 1, pairingCode: null });
    expect(qr.code).toMatch(/^2@/);
  });

  it('deletes an instance; deleting one the gateway does not know resolves', async () => {
    const { token } = await create('apagar');
    await gw.deleteInstance('apagar', token);
    expect((await gw.fetchInstances()).map((i) => i.name)).not.toContain('apagar');
    await gw.deleteInstance('apagar', token);
    await gw.deleteInstance('nunca-existiu', token);
    expect((await gatewayError(gw.connectionState('apagar', token))).kind).toBe('not_found');
  });
});
