// The Evolution API adapter, over real HTTP against the built-in simulator: what each call returns,
// the error kinds (and which are worth retrying), and the webhooks the product would receive.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../../server/adapters/gateway/errors.js';
import { EvolutionGateway, mediaTypeOf } from '../../server/adapters/gateway/evolution.js';
import { numberOfJid, toJid } from '../../server/adapters/gateway/jid.js';
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
let gw: EvolutionGateway;

beforeAll(async () => {
  sim = await startSimulator({ qrIntervalMs: 150, qrFirstDelayMs: 100 });
  gw = sim.gateway;
});
afterAll(async () => {
  await sim?.close();
});

const PNG_MAGIC = '89504e470d0a1a0a';

async function create(name: string) {
  return gw.createInstance({
    instanceName: name,
    webhookUrl: sim.hookUrl(name),
    webhookHeaders: { 'x-hook-secret': HOOK_SECRET },
    events: ALL_EVENTS,
  });
}

/** A created instance whose phone has scanned the QR. */
async function openInstance(name: string) {
  const created = await create(name);
  expect((await sim.control('POST', `/${name}/scan`)).status).toBe(200);
  return created;
}

async function gatewayError(call: Promise<unknown>): Promise<GatewayError> {
  try {
    await call;
  } catch (err) {
    expect(err).toBeInstanceOf(GatewayError);
    return err as GatewayError;
  }
  throw new Error('expected a GatewayError');
}

const parsed = (instance: string, event: string) =>
  sim.hooks(instance, event).map((body) => parseWebhook(body));

const sent = async () => (await sim.control('GET', '/sent')).body as any[];

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

describe('sending', () => {
  let token: string;
  beforeAll(async () => {
    token = (await openInstance('envio')).token;
  });

  it('sends a text: PENDING answer, recorded by the gateway, announced as send.message', async () => {
    const msg = await gw.sendText('envio', token, { number: '5511999990001', text: 'Olá, Ana' });
    expect(msg).toMatchObject({
      remoteJid: '5511999990001@s.whatsapp.net',
      fromMe: true,
      text: 'Olá, Ana',
      messageType: 'conversation',
      status: 'PENDING',
      fileName: null,
      mimetype: null,
    });
    expect(msg.keyId).toMatch(/^3EB0[0-9A-F]{20}$/);
    expect(Math.abs(msg.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect((await sent()).find((s) => s.keyId === msg.keyId)).toMatchObject({
      instance: 'envio',
      number: '5511999990001',
      text: 'Olá, Ana',
      media: null,
    });
    const hook = await waitFor(() =>
      parsed('envio', 'send.message').find(
        (e) => e?.event === 'send.message' && e.message.keyId === msg.keyId,
      ),
    );
    expect(hook).toEqual({ event: 'send.message', instance: 'envio', message: msg });
  });

  it('sends a document by URL (fetched by the gateway) and refuses a URL that answers 404', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% contrato de teste\n%%EOF\n');
    sim.files.set('contrato.pdf', { status: 200, body: pdf, contentType: 'application/pdf' });
    const url = `${sim.peerUrl}/files/contrato.pdf`;
    const msg = await gw.sendMedia('envio', token, {
      number: '5511999990002',
      mediatype: mediaTypeOf('application/pdf'),
      mimetype: 'application/pdf',
      caption: 'Segue o contrato',
      media: url,
      fileName: 'contrato.pdf',
    });
    expect(msg).toMatchObject({
      messageType: 'documentMessage',
      fileName: 'contrato.pdf',
      mimetype: 'application/pdf',
      text: 'Segue o contrato',
      status: 'PENDING',
    });
    expect((await sent()).find((s) => s.keyId === msg.keyId)).toMatchObject({
      caption: 'Segue o contrato',
      media: { mediatype: 'document', mimetype: 'application/pdf', fileName: 'contrato.pdf', media: url },
    });
    expect((await sent()).find((s) => s.keyId === msg.keyId).media.size).toBe(pdf.length);

    const before = (await sent()).length;
    const err = await gatewayError(
      gw.sendMedia('envio', token, {
        number: '5511999990002',
        mediatype: 'document',
        mimetype: 'application/pdf',
        caption: '',
        media: `${sim.peerUrl}/files/sumiu.pdf`,
        fileName: 'sumiu.pdf',
      }),
    );
    expect(err).toMatchObject({ kind: 'bad_request', status: 400, transient: false });
    expect(err.detail).toContain('Failed to fetch media');
    expect(await sent()).toHaveLength(before);
  });

  it('sends an image as base64', async () => {
    const png = Buffer.from(PNG_MAGIC, 'hex');
    const msg = await gw.sendMedia('envio', token, {
      number: '5511999990003',
      mediatype: mediaTypeOf('image/png'),
      mimetype: 'image/png',
      caption: 'foto',
      media: png.toString('base64'),
      fileName: 'foto.png',
    });
    expect(msg).toMatchObject({ messageType: 'imageMessage', mimetype: 'image/png', text: 'foto' });
    expect((await sent()).find((s) => s.keyId === msg.keyId).media).toMatchObject({
      mediatype: 'image',
      media: `base64:${png.length}`,
    });
  });

  it('marks a number not on WhatsApp as invalid_number, never to retry', async () => {
    await sim.control('POST', '/invalid-numbers', { numbers: ['5511999990404'] });
    const before = (await sent()).length;
    for (const number of ['5511999990404', '123']) {
      const err = await gatewayError(gw.sendText('envio', token, { number, text: 'oi' }));
      expect(err).toMatchObject({ kind: 'invalid_number', status: 400, transient: false });
    }
    expect(await sent()).toHaveLength(before);
    await sim.control('POST', '/invalid-numbers', { numbers: [] });
  });

  it('says not_connected (retry later) while the device is not open', async () => {
    const other = await create('fechado');
    const err = await gatewayError(
      gw.sendText('fechado', other.token, { number: '5511999990001', text: 'oi' }),
    );
    expect(err).toMatchObject({ kind: 'not_connected', status: 400, transient: true });
    expect(err.detail).toContain('Connection Closed');
  });

  it('answers 503 during an outage (unavailable, transient) and works again after it', async () => {
    await sim.control('POST', '/outage', { on: true });
    try {
      const err = await gatewayError(gw.sendText('envio', token, { number: '5511999990001', text: 'queda' }));
      expect(err).toMatchObject({ kind: 'unavailable', status: 503, transient: true });
      expect((await gatewayError(gw.connectionState('envio', token))).kind).toBe('unavailable');
    } finally {
      await sim.control('POST', '/outage', { on: false });
    }
    const msg = await gw.sendText('envio', token, { number: '5511999990001', text: 'voltou' });
    expect(msg.text).toBe('voltou');
  });

  it('reports a dropped connection as unreachable although the gateway sent the message', async () => {
    await sim.control('POST', '/drop-next', { count: 1 });
    const err = await gatewayError(
      gw.sendText('envio', token, { number: '5511999990005', text: 'sem resposta' }),
    );
    expect(err).toMatchObject({ kind: 'unreachable', status: null, transient: true });
    expect((await sent()).filter((s) => s.text === 'sem resposta')).toHaveLength(1);
    // Only the next one was dropped.
    expect((await gw.sendText('envio', token, { number: '5511999990005', text: 'de novo' })).text).toBe(
      'de novo',
    );
  });

  it('times out when the gateway takes too long, and waits out a typing delay', async () => {
    sim.files.set('lento.jpg', {
      status: 200,
      body: Buffer.from('jpeg'),
      contentType: 'image/jpeg',
      delayMs: 1200,
    });
    const impatient = new EvolutionGateway({ baseUrl: sim.baseUrl, globalKey: SIM_KEY, timeoutMs: 300 });
    const err = await gatewayError(
      impatient.sendMedia('envio', token, {
        number: '5511999990006',
        mediatype: 'image',
        mimetype: 'image/jpeg',
        caption: 'lento',
        media: `${sim.peerUrl}/files/lento.jpg`,
        fileName: 'lento.jpg',
      }),
    );
    expect(err).toMatchObject({ kind: 'timeout', status: null, transient: true });
    // The gateway went on and sent it: why the product never resends on its own what timed out blindly.
    await waitFor(async () => (await sent()).some((s) => s.caption === 'lento'), 4000, 'the late send');

    // A typing delay longer than the timeout is waited out (the timeout counts from after it), with
    // a second of margin for a loaded machine.
    const patient = new EvolutionGateway({ baseUrl: sim.baseUrl, globalKey: SIM_KEY, timeoutMs: 1000 });
    const started = Date.now();
    const msg = await patient.sendText('envio', token, {
      number: '5511999990006',
      text: 'digitando',
      delayMs: 1500,
    });
    expect(msg.text).toBe('digitando');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1490);
  }, 15_000);

  it('reports a gateway nobody listens on as unreachable', async () => {
    const nowhere = new EvolutionGateway({
      baseUrl: 'http://127.0.0.1:1',
      globalKey: SIM_KEY,
      timeoutMs: 2000,
    });
    const err = await gatewayError(nowhere.fetchInstances());
    expect(err).toMatchObject({ kind: 'unreachable', status: null, transient: true });
    expect(err.message).not.toContain(SIM_KEY);
  });
});

describe('history and receipts', () => {
  let token: string;
  beforeAll(async () => {
    token = (await openInstance('historico')).token;
  });

  it('lists chats and messages newest first, with statuses from automatic receipts', async () => {
    await sim.control('POST', '/auto-receipts', { on: true, delayMs: 20 });
    let keys: string[];
    try {
      const a1 = await gw.sendText('historico', token, { number: '5511911110001', text: 'primeira' });
      const a2 = await gw.sendText('historico', token, { number: '5511911110001', text: 'segunda' });
      const b1 = await gw.sendText('historico', token, { number: '5511922220002', text: 'para B' });
      keys = [a1.keyId, a2.keyId, b1.keyId];
      await waitFor(
        () =>
          parsed('historico', 'messages.update').filter(
            (e) => e?.event === 'messages.update' && e.status === 'READ',
          ).length === 3,
        3000,
        'read receipts',
      );
    } finally {
      await sim.control('POST', '/auto-receipts', { on: false });
    }
    const updates = parsed('historico', 'messages.update').filter(
      (e) => e?.event === 'messages.update' && e.keyId === keys[0],
    );
    expect(updates).toEqual([
      {
        event: 'messages.update',
        instance: 'historico',
        keyId: keys[0],
        remoteJid: '5511911110001@s.whatsapp.net',
        fromMe: true,
        status: 'DELIVERY_ACK',
      },
      expect.objectContaining({ status: 'READ' }),
    ]);

    const chats = await gw.findChats('historico', token);
    expect(chats.map((c) => c.remoteJid)).toEqual([
      '5511922220002@s.whatsapp.net',
      '5511911110001@s.whatsapp.net',
    ]);
    expect(chats[0]).toMatchObject({
      unreadCount: 0,
      lastMessage: { text: 'para B', status: 'READ', fromMe: true },
    });
    expect(new Date(chats[0]?.updatedAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await gw.findChats('historico', token, { take: 1, skip: 1 })).map((c) => c.remoteJid)).toEqual([
      '5511911110001@s.whatsapp.net',
    ]);

    const page1 = await gw.findMessages('historico', token, { remoteJid: '5511911110001', pageSize: 1 });
    expect(page1).toMatchObject({ total: 2, pages: 2, currentPage: 1 });
    expect(page1.records.map((m) => [m.text, m.status])).toEqual([['segunda', 'READ']]);
    const page2 = await gw.findMessages('historico', token, {
      remoteJid: toJid('5511911110001'),
      page: 2,
      pageSize: 1,
    });
    expect(page2.records.map((m) => [m.keyId, m.text])).toEqual([[keys[0], 'primeira']]);
  });

  it('moves a message forward with a manual receipt, never backwards', async () => {
    const msg = await gw.sendText('historico', token, { number: '5511933330003', text: 'recibo' });
    const first = await sim.control('POST', '/historico/receipt', { keyId: msg.keyId, status: 'READ' });
    expect(first.body).toEqual({ applied: true, status: 'READ' });
    const back = await sim.control('POST', '/historico/receipt', {
      keyId: msg.keyId,
      status: 'DELIVERY_ACK',
    });
    expect(back.body).toEqual({ applied: false, status: 'READ' });
    const { records } = await gw.findMessages('historico', token, { remoteJid: '5511933330003' });
    expect(records.map((m) => m.status)).toEqual(['READ']);
  });

  it('receives an incoming message as messages.upsert (fromMe false) and counts it unread', async () => {
    const res = await sim.control('POST', '/historico/incoming', {
      from: '5511944447777',
      text: 'Oi, tudo bem?',
    });
    expect(res.status).toBe(201);
    const event = await waitFor(() =>
      parsed('historico', 'messages.upsert').find((e) => e?.event === 'messages.upsert'),
    );
    expect(event).toMatchObject({
      event: 'messages.upsert',
      instance: 'historico',
      message: {
        keyId: res.body.key.id,
        remoteJid: '5511944447777@s.whatsapp.net',
        fromMe: false,
        text: 'Oi, tudo bem?',
        pushName: 'Contato 7777',
      },
    });
    const chat = (await gw.findChats('historico', token)).find((c) =>
      c.remoteJid.startsWith('5511944447777'),
    );
    expect(chat).toMatchObject({ pushName: 'Contato 7777', unreadCount: 1, lastMessage: { fromMe: false } });
  });
});

describe('received files and reading', () => {
  let token: string;
  beforeAll(async () => {
    token = (await openInstance('arquivos')).token;
  });

  it('reports a voice note and gives its bytes back (getBase64FromMediaMessage)', async () => {
    const bytes = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(300, 9)]);
    const res = await sim.control('POST', '/arquivos/incoming', {
      from: '5511933330001',
      mimetype: 'audio/ogg; codecs=opus',
      ptt: true,
      media: bytes.toString('base64'),
    });
    expect(res.status).toBe(201);
    await waitFor(() => parsed('arquivos', 'messages.upsert').length > 0, 3000, 'the upsert webhook');
    const event = parsed('arquivos', 'messages.upsert').at(-1);
    expect(event).toMatchObject({
      event: 'messages.upsert',
      message: {
        messageType: 'audioMessage',
        voice: true,
        size: bytes.length,
        mimetype: 'audio/ogg; codecs=opus',
      },
    });
    const file = await gw.mediaOf('arquivos', token, res.body.key.id, 1000);
    expect(file.bytes.equals(bytes)).toBe(true);
    expect(file.mimetype).toBe('audio/ogg; codecs=opus');
    // Larger than the caller keeps: refused before decoding.
    expect((await gatewayError(gw.mediaOf('arquivos', token, res.body.key.id, 100))).kind).toBe('too_large');
  });

  it('answers 400 for a message whose file it does not hold', async () => {
    const res = await sim.control('POST', '/arquivos/incoming', { from: '5511933330002', text: 'só texto' });
    const err = await gatewayError(gw.mediaOf('arquivos', token, res.body.key.id, 1000));
    expect(err.kind).toBe('bad_request');
    expect(err.transient).toBe(false);
  });

  it('marks received messages read on the phone (markMessageAsRead)', async () => {
    const res = await sim.control('POST', '/arquivos/incoming', { from: '5511933330003', text: 'oi' });
    await gw.markRead('arquivos', token, [
      { remoteJid: '5511933330003@s.whatsapp.net', keyId: res.body.key.id },
    ]);
    const reads = (await sim.control('GET', '/reads')).body as any[];
    expect(reads).toContainEqual({
      instance: 'arquivos',
      remoteJid: '5511933330003@s.whatsapp.net',
      keyId: res.body.key.id,
    });
    const [chat] = (await gw.findChats('arquivos', token)).filter(
      (c) => c.remoteJid === '5511933330003@s.whatsapp.net',
    );
    expect(chat?.unreadCount).toBe(0);
  });
});

describe('other gateways’ answers', () => {
  /** A stub gateway answering each path with a fixed status and body. */
  async function stub(
    routes: Record<string, { status: number; body: string; headers?: Record<string, string> }>,
  ) {
    const hits: string[] = [];
    const server = createServer((req, res) => {
      hits.push(req.url ?? '');
      const route = routes[req.url ?? ''] ?? { status: 404, body: '{}' };
      res.writeHead(route.status, { 'content-type': 'application/json', ...route.headers });
      res.end(route.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      gw: new EvolutionGateway({ baseUrl: `${url}/`, globalKey: SIM_KEY, timeoutMs: 2000 }),
      hits,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it('reads older and looser shapes, and sorts odd answers into error kinds', async () => {
    const s = await stub({
      '/instance/create': {
        status: 201,
        body: JSON.stringify({
          instance: { instanceName: 'v', instanceId: 'id-1', status: 'created' },
          hash: { apikey: 'TK' },
        }),
      },
      '/instance/connect/v': {
        status: 200,
        body: JSON.stringify({ error: true, message: 'Erro ao conectar' }),
      },
      '/instance/connectionState/v': { status: 200, body: '<html>proxy</html>' },
      '/instance/fetchInstances': { status: 302, body: '', headers: { location: '/elsewhere' } },
      '/message/sendText/v': {
        status: 500,
        body: JSON.stringify({ status: 500, error: 'Internal Server Error' }),
      },
      '/chat/findMessages/v': {
        status: 200,
        body: JSON.stringify({
          messages: {
            total: 1,
            pages: 1,
            currentPage: 1,
            records: [
              {
                key: { id: 'K1', fromMe: true },
                message: { conversation: 'oi' },
                messageTimestamp: { low: 1730000000, high: 0 },
                MessageUpdate: [{ status: 2 }, { status: 4 }],
              },
            ],
          },
        }),
      },
    });
    try {
      const created = await s.gw.createInstance({
        instanceName: 'v',
        webhookUrl: 'http://x/h',
        webhookHeaders: {},
      });
      expect(created).toEqual({ instanceId: 'id-1', token: 'TK', state: 'close', qr: null });
      expect(await gatewayError(s.gw.connect('v', 'TK'))).toMatchObject({ kind: 'bad_request', status: 200 });
      expect(await gatewayError(s.gw.connectionState('v', 'TK'))).toMatchObject({ kind: 'invalid_response' });
      expect(await gatewayError(s.gw.fetchInstances())).toMatchObject({ kind: 'bad_request', status: 302 });
      expect(s.hits).not.toContain('/elsewhere');
      const down = await gatewayError(s.gw.sendText('v', 'TK', { number: '5511999990001', text: 'x' }));
      expect(down).toMatchObject({ kind: 'unavailable', status: 500, transient: true });
      const page = await s.gw.findMessages('v', 'TK', { remoteJid: '5511999990001' });
      expect(page.records).toEqual([
        expect.objectContaining({
          keyId: 'K1',
          remoteJid: '5511999990001@s.whatsapp.net',
          text: 'oi',
          timestamp: 1730000000,
          status: 'READ',
        }),
      ]);
    } finally {
      await s.close();
    }
  });
});

describe('parseWebhook', () => {
  const envelope = (event: string, data: unknown) => ({
    event,
    instance: 'dev-1',
    data,
    date_time: '2025-01-01T00:00:00.000Z',
    sender: '5511900000000@s.whatsapp.net',
    server_url: 'http://gw',
    apikey: 'token',
  });
  const key = { remoteJid: '5511999990001@s.whatsapp.net', fromMe: false, id: 'ABC123' };

  it('accepts UPPER_SNAKE event names', () => {
    expect(
      parseWebhook(envelope('CONNECTION_UPDATE', { instance: 'dev-1', state: 'close', statusReason: 401 })),
    ).toEqual({
      event: 'connection.update',
      instance: 'dev-1',
      state: 'close',
      wuid: null,
      profileName: null,
      statusReason: 401,
    });
    expect(
      parseWebhook(
        envelope('MESSAGES_UPDATE', { keyId: 'ABC123', remoteJid: key.remoteJid, fromMe: true, status: 3 }),
      ),
    ).toMatchObject({ event: 'messages.update', keyId: 'ABC123', fromMe: true, status: 'DELIVERY_ACK' });
  });

  it('gives null for events it does not use and bodies it cannot read', () => {
    expect(parseWebhook(envelope('presence.update', { id: 'x' }))).toBeNull();
    expect(parseWebhook(envelope('CHATS_UPSERT', [{ id: 'x' }]))).toBeNull();
    expect(parseWebhook('not json')).toBeNull();
    expect(parseWebhook(null)).toBeNull();
    expect(parseWebhook({ event: 'messages.upsert', data: { key } })).toBeNull();
    expect(parseWebhook(envelope('messages.upsert', { message: { conversation: 'no key' } }))).toBeNull();
    expect(parseWebhook(envelope('connection.update', { state: 'weird' }))).toBeNull();
  });

  it('reads the text of an extended text message', () => {
    const event = parseWebhook(
      envelope('messages.upsert', {
        key,
        pushName: 'Ana',
        message: { extendedTextMessage: { text: 'veja https://exemplo.com' } },
        messageType: 'extendedTextMessage',
        messageTimestamp: '1730000000',
        status: 'DELIVERY_ACK',
        extra: { ignored: true },
      }),
    );
    expect(event).toEqual({
      event: 'messages.upsert',
      instance: 'dev-1',
      message: {
        keyId: 'ABC123',
        remoteJid: key.remoteJid,
        fromMe: false,
        text: 'veja https://exemplo.com',
        messageType: 'extendedTextMessage',
        fileName: null,
        mimetype: null,
        size: null,
        voice: false,
        timestamp: 1730000000,
        status: 'DELIVERY_ACK',
        pushName: 'Ana',
      },
    });
  });

  it('reads a document’s caption, file name and type (plain or wrapped with its caption)', () => {
    const doc = { fileName: 'boleto.pdf', mimetype: 'application/pdf', caption: 'Seu boleto' };
    for (const message of [
      { documentMessage: doc },
      { documentWithCaptionMessage: { message: { documentMessage: doc } } },
    ]) {
      const event = parseWebhook(
        envelope('send.message', { key: { ...key, fromMe: true }, message, messageTimestamp: 1 }),
      );
      expect(event).toMatchObject({
        event: 'send.message',
        message: { text: 'Seu boleto', fileName: 'boleto.pdf', mimetype: 'application/pdf', fromMe: true },
      });
      expect(event?.event === 'send.message' && event.message.messageType).toBe(Object.keys(message)[0]);
    }
  });
});

describe('helpers', () => {
  it('turns numbers into jids and back', () => {
    expect(toJid('+55 (11) 99999-0001')).toBe('5511999990001@s.whatsapp.net');
    expect(toJid('5511999990001@s.whatsapp.net')).toBe('5511999990001@s.whatsapp.net');
    expect(numberOfJid('5511999990001:12@s.whatsapp.net')).toBe('5511999990001');
    expect(numberOfJid('5511999990001@s.whatsapp.net')).toBe('5511999990001');
  });

  it('picks how a file travels from its type', () => {
    expect(mediaTypeOf('image/jpeg')).toBe('image');
    expect(mediaTypeOf('image/svg+xml')).toBe('document');
    expect(mediaTypeOf('video/mp4')).toBe('video');
    expect(mediaTypeOf('audio/ogg; codecs=opus')).toBe('audio');
    expect(mediaTypeOf('application/pdf')).toBe('document');
    expect(mediaTypeOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('document');
  });
});
