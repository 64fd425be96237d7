// The gateways' webhook (POST /api/gateway/webhook/{server}): only with the server's secret header;
// repeated deliveries change nothing twice; incoming messages land in the device's chats; receipts
// only move a message forward; a session the phone ended logs the device out and pauses its queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET_HEADER, webhookSecret } from '../../server/modules/devices/gateway.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import {
  connectDevice,
  givePlan,
  MESSAGING_ENV,
  type SseReader,
  scan,
  sendForm,
  simControl,
  simSent,
  sleep,
  sse,
  waitFor,
} from '../helpers/messaging.js';

let app: TestApp;
let token: string;
let empresaId: number;
let device: any;
let instance: string;
let events: SseReader;

const hookPath = () => `/api/gateway/webhook/${device.server.id}`;
const secret = (serverId = device.server.id) => webhookSecret(app.ctx.config.appKey, serverId);

/** Posts a webhook as the gateway would, with the given secret header (none when null). */
function hook(event: string, data: unknown, secretValue: string | null = secret()) {
  return app.call('POST', hookPath(), {
    body: { event, instance, data, date_time: new Date().toISOString(), sender: null, server_url: app.url },
    headers: secretValue === null ? {} : { [WEBHOOK_SECRET_HEADER]: secretValue },
  });
}

const details = async (ref: string | number = device.id) =>
  (await app.call('GET', `/api/device/${ref}/details`, { token })).body;
const chats = async (ref: string | number = device.id) =>
  (await app.call('GET', `/api/device/${ref}/messages`, { token })).body;
const chatMessages = async (chatId: string, ref: string | number = device.id) =>
  (await app.call('GET', `/api/device/${ref}/message/${chatId}`, { token })).body;

/** Sends one text and waits until the simulator accepted it; its key id and the message's id. */
async function sendOne(number: string, text: string, to = { device, instance }) {
  const res = await sendForm(app, token, { device: String(to.device.id), number, message: text });
  expect(res.status).toBe(201);
  const digits = `55${number.replace(/\D/g, '')}`;
  const sent = await waitFor(async () => (await simSent(app, to.instance)).find((s) => s.text === text));
  const [message] = (await app.call('GET', `/api/message/${res.body.id}/destinatarios`, { token })).body.data;
  expect(message.number).toBe(digits);
  return { keyId: sent.keyId, id: message.id as number, campaign: res.body.id as number, number: digits };
}

/**
 * Webhooks of one instance arrive in order, one at a time: once a later incoming message shows in its
 * chat, every earlier delivery (duplicates included) has been handled.
 */
async function drainHooks(to = { device, instance }) {
  const from = `55119${String(Date.now()).slice(-8)}`;
  await simControl(app, 'POST', `/${to.instance}/incoming`, { from, text: 'marcador' });
  await waitFor(
    async () => (await chats(to.device.id)).data.some((c: any) => c.chat_id === from),
    10_000,
    'the marker message',
  );
}

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  const company = await makeCompany(app);
  empresaId = company.id;
  const user = await makeUser(app, { companies: [company.id], selected: company.id });
  token = (await loginAs(app, user.email, user.password)).access_token;
  ({ device, instance } = await connectDevice(app, token, 'Recepção'));
  events = await sse(app, token);
});
afterAll(async () => {
  events?.close();
  await app?.close();
});

describe('webhook: the secret header', () => {
  it('answers 401 without the secret, with a wrong one or another server’s, and changes nothing', async () => {
    const close = { instance, state: 'close', statusReason: 401 };
    for (const value of [null, '', 'segredo-errado', secret(device.server.id + 1), `${secret()}x`]) {
      const res = await hook('connection.update', close, value);
      expect(res.status).toBe(401);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const incoming = await hook(
      'messages.upsert',
      {
        key: { remoteJid: '5511977776666@s.whatsapp.net', fromMe: false, id: 'FORJADO1' },
        pushName: 'Forjador',
        message: { conversation: 'mensagem forjada' },
        messageType: 'conversation',
        messageTimestamp: Math.floor(Date.now() / 1000),
      },
      'segredo-errado',
    );
    expect(incoming.status).toBe(401);
    await sleep(100);
    expect(await details()).toMatchObject({ state: 'open', logged_out: false });
    expect((await chats()).data.map((c: any) => c.chat_id)).not.toContain('5511977776666');
  });

  it('accepts the right secret (unknown instances and events are ignored)', async () => {
    const res = await app.call('POST', hookPath(), {
      body: {
        event: 'connection.update',
        instance: 'nao-existe',
        data: { state: 'close', statusReason: 401 },
      },
      headers: { [WEBHOOK_SECRET_HEADER]: secret() },
    });
    expect(res.status).toBe(200);
    expect((await hook('presence.update', { id: 'x' })).status).toBe(200);
    expect(
      (await hook('messages.update', { keyId: 'DESCONHECIDA', remoteJid: 'x', status: 'READ' })).status,
    ).toBe(200);
    expect(await details()).toMatchObject({ state: 'open', logged_out: false });
  });
});

describe('webhook: incoming messages and chats', () => {
  it('shows an incoming message in the chats (name = pushName) and in the chat, newest first', async () => {
    const from = '5511988887777';
    const r = await simControl(app, 'POST', `/${instance}/incoming`, {
      from,
      text: 'Oi, tudo bem?',
      pushName: 'Maria Cliente',
    });
    expect(r.status).toBe(201);
    const chat = await waitFor(async () => (await chats()).data.find((c: any) => c.chat_id === from));
    expect(chat).toMatchObject({
      chat_id: from,
      number: from,
      name: 'Maria Cliente',
      total: 1,
      unread: 1,
      last_message: { direction: 'in', text: 'Oi, tudo bem?', status: 'received', device_id: device.id },
    });
    await simControl(app, 'POST', `/${instance}/incoming`, {
      from,
      text: 'Preciso de ajuda',
      pushName: 'Maria',
    });
    await waitFor(async () => (await chatMessages(from)).total === 2);
    const messages = await chatMessages(from);
    expect(messages.data.map((m: any) => m.text)).toEqual(['Preciso de ajuda', 'Oi, tudo bem?']);
    expect(messages.data.every((m: any) => m.direction === 'in' && m.chat_id === from)).toBe(true);
    // The chat id may come as the jid; the device by uuid.
    expect((await chatMessages(`${from}@s.whatsapp.net`, device.uuid)).total).toBe(2);
    const updated = (await chats()).data.find((c: any) => c.chat_id === from);
    expect(updated).toMatchObject({ name: 'Maria', total: 2, unread: 2 });

    // A campaign to the number does not read the chat; an answer in it does: no unread left, the answer on top.
    await sendOne('(11) 98888-7777', 'Promoção da semana');
    await waitFor(async () => (await chats()).data[0]?.last_message?.text === 'Promoção da semana');
    expect((await chats()).data[0]).toMatchObject({ chat_id: from, unread: 2 });
    const answer = await app.call('POST', `/api/device/${device.id}/message/${from}`, {
      token,
      body: { message: 'Claro, Maria!' },
    });
    expect(answer.status).toBe(201);
    const replied = await waitFor(async () => {
      const c = (await chats()).data[0];
      return c?.chat_id === from && c.last_message.direction === 'out' ? c : undefined;
    });
    expect(replied).toMatchObject({ total: 4, unread: 0 });
    expect((await chatMessages(from)).data[0]).toMatchObject({ direction: 'out', text: 'Claro, Maria!' });
  });

  it('searches the chats by number or by the text of their messages', async () => {
    await simControl(app, 'POST', `/${instance}/incoming`, { from: '5511955554444', text: 'Bom dia' });
    await waitFor(async () => (await chats()).data.some((c: any) => c.chat_id === '5511955554444'));
    const search = async (q: string) =>
      (
        (await app.call('GET', `/api/device/${device.id}/messages?q=${encodeURIComponent(q)}`, { token }))
          .body.data as { chat_id: string }[]
      ).map((c) => c.chat_id);
    expect(await search('88887777')).toEqual(['5511988887777']);
    expect(await search('55554444')).toEqual(['5511955554444']);
    expect(await search('ajuda')).toEqual(['5511988887777']);
    expect(await search('Bom dia')).toEqual(['5511955554444']);
  });

  it('stores an incoming message delivered twice once', async () => {
    const from = '5511966665555';
    await simControl(app, 'POST', '/duplicate-webhooks', { on: true });
    try {
      await simControl(app, 'POST', `/${instance}/incoming`, { from, text: 'Só uma vez' });
      await drainHooks();
    } finally {
      await simControl(app, 'POST', '/duplicate-webhooks', { on: false });
    }
    expect((await chatMessages(from)).total).toBe(1);
    expect(events.of('chat').filter((c) => c.chat_id === from)).toHaveLength(1);
  });
});

describe('webhook: connection updates', () => {
  it('a connection.update delivered twice changes the device once', async () => {
    await simControl(app, 'POST', '/duplicate-webhooks', { on: true });
    let other: Awaited<ReturnType<typeof connectDevice>>;
    try {
      other = await connectDevice(app, token, 'Duplicado');
      await drainHooks(other);
    } finally {
      await simControl(app, 'POST', '/duplicate-webhooks', { on: false });
    }
    const opened = events.of('device').filter((d) => d.id === other.device.id && d.state === 'open');
    expect(opened).toHaveLength(1);
    const after = await details(other.device.id);
    expect(after.updated_at).toBe(other.device.updated_at);
    expect(after.connected_at).toBe(other.device.connected_at);
  });

  it('a close for another reason keeps the device logged in; it reopens on a new scan', async () => {
    const other = await connectDevice(app, token, 'Queda de rede');
    await simControl(app, 'POST', `/${other.instance}/disconnect`, { statusReason: 428 });
    const closed = await waitFor(async () => {
      const d = await details(other.device.id);
      return d.state === 'close' ? d : undefined;
    });
    expect(closed.logged_out).toBe(false);
    await waitFor(
      async () => (await app.call('GET', `/api/device/${other.device.id}/qrcode`, { token })).body.code,
      10_000,
      'a new QR',
    );
    await scan(app, other.instance);
    await waitFor(async () => (await details(other.device.id)).state === 'open', 10_000, 'reopened');
  });
});

describe('webhook: receipts', () => {
  it('moves a sent message to delivered, then read; a late or repeated receipt never moves it back', async () => {
    const m = await sendOne('11 97777-1234', 'Recibo, por favor');
    const statusOf = async () =>
      (await chatMessages(m.number)).data.find((x: any) => x.id === m.id) as Record<string, any>;
    await waitFor(async () => (await statusOf()).status === 'sent');
    expect(
      (await simControl(app, 'POST', `/${instance}/receipt`, { keyId: m.keyId, status: 'DELIVERY_ACK' }))
        .status,
    ).toBe(200);
    const delivered = await waitFor(async () => {
      const x = await statusOf();
      return x.status === 'delivered' ? x : undefined;
    });
    expect(delivered.delivered_at).not.toBeNull();
    expect(delivered.read_at).toBeNull();
    await simControl(app, 'POST', `/${instance}/receipt`, { keyId: m.keyId, status: 'READ' });
    const read = await waitFor(async () => {
      const x = await statusOf();
      return x.status === 'read' ? x : undefined;
    });
    expect(read.read_at).not.toBeNull();
    expect(read.delivered_at).toBe(delivered.delivered_at);

    // The gateway never sends an older status after a newer one, but a retried delivery can arrive late.
    const update = (status: string) => ({
      keyId: m.keyId,
      remoteJid: `${m.number}@s.whatsapp.net`,
      fromMe: true,
      status,
    });
    expect((await hook('messages.update', update('DELIVERY_ACK'))).status).toBe(200);
    expect((await hook('messages.update', update('SERVER_ACK'))).status).toBe(200);
    expect((await hook('messages.update', update('READ'))).status).toBe(200);
    const still = await statusOf();
    expect(still).toMatchObject({ status: 'read', read_at: read.read_at, delivered_at: read.delivered_at });
    const campaign = (await app.call('GET', `/api/message/${m.campaign}/detalhes`, { token })).body;
    expect(campaign.counts).toMatchObject({ read: 1, delivered: 0, sent: 0 });
  });

  it('a READ straight after the send also marks it delivered', async () => {
    const m = await sendOne('11 97777-4321', 'Lida direto');
    await waitFor(
      async () => (await chatMessages(m.number)).data.find((x: any) => x.id === m.id)?.status === 'sent',
    );
    await simControl(app, 'POST', `/${instance}/receipt`, { keyId: m.keyId, status: 'READ' });
    const read = await waitFor(async () => {
      const x = (await chatMessages(m.number)).data.find((y: any) => y.id === m.id);
      return x?.status === 'read' ? x : undefined;
    });
    expect(read.delivered_at).not.toBeNull();
  });
});

describe('webhook: logged out by the phone', () => {
  it('close with reason 401 logs the device out and pauses its queue until it is scanned again', async () => {
    const other = await connectDevice(app, token, 'Pausado');
    // The gateway down: the queue cannot send, the messages wait.
    await simControl(app, 'POST', '/outage', { on: true });
    const numbers = ['11 95555-0001', '11 95555-0002'];
    try {
      const res = await sendForm(app, token, {
        device: other.device.uuid,
        message: 'Na fila',
        recipients: numbers.map((number) => ({ number })),
      });
      expect(res.status).toBe(201);
      await sleep(300);
      await simControl(app, 'POST', `/${other.instance}/disconnect`, { statusReason: 401 });
      await waitFor(async () => (await details(other.device.id)).logged_out === true, 10_000, 'logged out');
    } finally {
      await simControl(app, 'POST', '/outage', { on: false });
    }
    const loggedOut = await details(other.device.id);
    expect(loggedOut).toMatchObject({ state: 'close', logged_out: true, queued: 2 });
    const status = (await app.call('GET', `/api/device/${other.device.id}/status`, { token })).body;
    expect(status).toMatchObject({ state: 'close', logged_out: true, gateway_error: null });

    // Nothing goes out while it is logged out, and nothing new may be sent to it.
    await sleep(1500);
    expect(await simSent(app, other.instance)).toEqual([]);
    const refused = await sendForm(app, token, {
      device: String(other.device.id),
      number: '11 95555-0003',
      message: 'x',
    });
    expect(refused.status).toBe(409);

    // Scanned again: the queue resumes and each message goes out once.
    await waitFor(
      async () => (await app.call('GET', `/api/device/${other.device.id}/qrcode`, { token })).body.code,
      10_000,
      'a new QR',
    );
    await scan(app, other.instance);
    await waitFor(
      async () => (await simSent(app, other.instance)).length === 2,
      15_000,
      'the queued messages',
    );
    await sleep(300);
    const sent = await simSent(app, other.instance);
    expect(sent.map((s) => s.number).sort()).toEqual(['5511955550001', '5511955550002']);
    expect(await details(other.device.id)).toMatchObject({ state: 'open', logged_out: false, queued: 0 });
  });
});

describe('webhook: messages typed on the phone', () => {
  it('shows them in the chat as sent, outside any campaign and the plan’s messages', async () => {
    const number = '5511944443333';
    for (const [i, text] of ['Digitei no celular', 'De novo'].entries()) {
      const res = await hook('messages.upsert', {
        key: { remoteJid: `${number}@s.whatsapp.net`, fromMe: true, id: `3EB0CELULAR${i}` },
        pushName: null,
        status: 'SERVER_ACK',
        message: { conversation: text },
        messageType: 'conversation',
        messageTimestamp: Math.floor(Date.now() / 1000),
      });
      expect(res.status).toBe(200);
    }
    const chat = await chatMessages(number);
    expect(chat.data.map((m: any) => [m.text, m.direction, m.status, m.campanha_id])).toEqual([
      ['De novo', 'out', 'sent', null],
      ['Digitei no celular', 'out', 'sent', null],
    ]);
    // The plan counts what the company sends through the platform: with room for 2 more this month,
    // the phone's own messages must not use it.
    // Campaigns' messages and answers in chats so far.
    const campaigns = (await app.call('GET', '/api/messages?perPage=100', { token })).body.data.reduce(
      (n: number, c: any) => n + c.total,
      0,
    );
    const answers = (await chatMessages('5511988887777')).data.filter(
      (m: any) => m.direction === 'out' && m.campanha_id === null,
    ).length;
    const sentSoFar = campaigns + answers;
    await givePlan(app, empresaId, { mensagensMes: sentSoFar + 2 });
    const res = await sendForm(app, token, {
      device: String(device.id),
      message: 'Dentro do plano',
      recipients: [{ number: '11 94444-1111' }, { number: '11 94444-2222' }],
    });
    expect(res.status).toBe(201);
  });
});
