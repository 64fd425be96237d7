// Answering in a chat (POST /api/device/{id}/message/{chatId}): text or one file, queued in the
// device's one-to-one lane and sent through the simulator; what arrives is read when the chat is
// opened (PUT …/read, also told to the gateway); search within a chat; every refusal leaves nothing.
// Received files and their players' links: chat-media.pglite.test.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf } from '../helpers/files.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import {
  type Attachment,
  connectDevice,
  MESSAGING_ENV,
  sendForm,
  simControl,
  simSent,
  sse,
  waitFor,
} from '../helpers/messaging.js';

const MEDIA = join(import.meta.dirname, '../fixtures/media');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let app: TestApp;
let token: string;
let device: any;
let instance: string;

async function companyToken(permissions?: string[]) {
  const company = await makeCompany(app);
  const user = await makeUser(app, {
    companies: [company.id],
    selected: company.id,
    ...(permissions ? { permissions } : {}),
  });
  return (await loginAs(app, user.email, user.password)).access_token as string;
}

const reply = (chatId: string, fields: Record<string, string>, file?: Attachment, t = token, d = device) =>
  sendForm(app, t, fields, file, `/api/device/${d.id}/message/${chatId}`);

const chat = (chatId: string, query = '') =>
  app.call('GET', `/api/device/${device.id}/message/${chatId}?perPage=50${query}`, { token });

const chats = async () => (await app.call('GET', `/api/device/${device.id}/messages`, { token })).body.data;

/** A message arrives from `from` (the simulator plays the other phone). */
async function incoming(from: string, body: Record<string, unknown>) {
  const res = await simControl(app, 'POST', `/${instance}/incoming`, { from, ...body });
  if (res.status !== 201) throw new Error(`incoming → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.key.id as string;
}

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  token = await companyToken();
  ({ device, instance } = await connectDevice(app, token, 'Atendimento'));
});
afterAll(async () => {
  await app?.close();
});

describe('reply in a chat', () => {
  it('queues a text at once, shows it in the chat and sends it through the device', async () => {
    const res = await app.call('POST', `/api/device/${device.id}/message/5511988880001`, {
      token,
      body: { message: 'Bom dia! Em que posso ajudar?' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      chat_id: '5511988880001',
      direction: 'out',
      campanha_id: null,
      text: 'Bom dia! Em que posso ajudar?',
      media: null,
    });
    expect(['queued', 'sending', 'sent']).toContain(res.body.status);
    const sent = await waitFor(
      async () => (await simSent(app, instance)).find((s) => s.number === '5511988880001'),
      10_000,
      'reply sent',
    );
    expect(sent.text).toBe('Bom dia! Em que posso ajudar?');
    const shown = await waitFor(async () => {
      const m = (await chat('5511988880001')).body.data[0];
      return m?.status === 'sent' ? m : undefined;
    });
    expect(shown.id).toBe(res.body.id);
  });

  it('sends a PDF with its caption as a document, the bytes intact', async () => {
    const pdf = minimalPdf();
    const res = await reply(
      '5511988880002',
      { message: 'Segue o contrato' },
      { name: 'contrato.pdf', bytes: pdf },
    );
    expect(res.status).toBe(201);
    expect(res.body.media).toMatchObject({
      file_name: 'contrato.pdf',
      mimetype: 'application/pdf',
      kind: 'document',
      size: pdf.length,
      stored: true,
    });
    const sent = await waitFor(
      async () => (await simSent(app, instance)).find((s) => s.number === '5511988880002'),
      10_000,
    );
    expect(sent.caption).toBe('Segue o contrato');
    expect(sent.media).toMatchObject({
      mediatype: 'document',
      fileName: 'contrato.pdf',
      sha256: sha256(pdf),
    });
  });

  it.each([
    ['voice-note.ogg', 'audio', 'audio/ogg', '5511988880101'],
    ['tone.mp3', 'audio', 'audio/mpeg', '5511988880102'],
    ['tone.m4a', 'audio', 'audio/mp4', '5511988880103'],
    ['clip.mp4', 'video', 'video/mp4', '5511988880104'],
  ])('sends %s as %s (%s), typed from its bytes', async (file, mediatype, mimetype, number) => {
    const bytes = readFileSync(join(MEDIA, file));
    // The browser's claimed type is ignored: the bytes say what it is.
    const res = await reply(number, { message: '' }, { name: file, bytes, type: 'application/octet-stream' });
    expect(res.status).toBe(201);
    expect(res.body.media).toMatchObject({ mimetype, kind: mediatype });
    const sent = await waitFor(
      async () => (await simSent(app, instance)).find((s) => s.number === number),
      10_000,
    );
    expect(sent.media).toMatchObject({ mediatype, mimetype, sha256: sha256(bytes) });
  });

  it('tells the other open screens at once', async () => {
    const stream = await sse(app, token);
    try {
      const res = await app.call('POST', `/api/device/${device.id}/message/5511988880003`, {
        token,
        body: { message: 'Aviso ao vivo' },
      });
      const event = await stream.next('chat', (d) => d.message?.id === res.body.id);
      expect(event).toMatchObject({ device_id: device.id, chat_id: '5511988880003' });
    } finally {
      stream.close();
    }
  });
});

describe('refusals leave nothing behind', () => {
  const count = async (chatId: string) => (await chat(chatId)).body.total as number;

  it('an empty reply: 422 with a message', async () => {
    const res = await app.call('POST', `/api/device/${device.id}/message/5511988880010`, {
      token,
      body: { message: '   ' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.message).toEqual(['Escreva a mensagem ou anexe um arquivo.']);
    expect(await count('5511988880010')).toBe(0);
  });

  it('a text longer than 4096 characters: 422', async () => {
    const res = await reply('5511988880011', { message: 'x'.repeat(4097) });
    expect(res.status).toBe(422);
    expect(await count('5511988880011')).toBe(0);
  });

  it('an executable: refused, nothing stored or queued', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 7)]);
    const res = await reply('5511988880012', { message: 'veja' }, { name: 'setup.exe', bytes: exe });
    expect([415, 422]).toContain(res.status);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await count('5511988880012')).toBe(0);
  });

  it('a video over the media limit: 413, while a document of the same size passes', async () => {
    const config = app.ctx.config.messaging;
    const max = config.mediaMaxBytes;
    config.mediaMaxBytes = 4096;
    try {
      const video = readFileSync(join(MEDIA, 'clip.mp4'));
      const res = await reply('5511988880013', { message: '' }, { name: 'clip.mp4', bytes: video });
      expect(res.status).toBe(413);
      expect(res.body.message).toMatch(/4 KB|4,0 KB|4096/);
      expect(await count('5511988880013')).toBe(0);
      const doc = Buffer.concat([minimalPdf(), Buffer.alloc(video.length, 0x20)]);
      expect((await reply('5511988880013', { message: '' }, { name: 'grande.pdf', bytes: doc })).status).toBe(
        201,
      );
    } finally {
      config.mediaMaxBytes = max;
    }
  });

  it('a device that is not connected: 409 with the reason', async () => {
    const idle = (await app.call('POST', '/api/device/store', { token, body: { name: 'Desligado' } })).body;
    const res = await app.call('POST', `/api/device/${idle.id}/message/5511988880014`, {
      token,
      body: { message: 'oi' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('another company’s device or a chat id that is no number: 404', async () => {
    const other = await companyToken();
    expect(
      (
        await app.call('POST', `/api/device/${device.id}/message/5511988880015`, {
          token: other,
          body: { message: 'intruso' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await app.call('POST', `/api/device/${device.id}/message/abc`, { token, body: { message: 'x' } }))
        .status,
    ).toBe(404);
    expect(await count('5511988880015')).toBe(0);
  });

  it('a user without messages.send: 403', async () => {
    const viewer = await companyToken(['messages.view', 'devices.view']);
    const res = await app.call('POST', `/api/device/${device.id}/message/5511988880016`, {
      token: viewer,
      body: { message: 'oi' },
    });
    expect([403, 404]).toContain(res.status);
    expect(await count('5511988880016')).toBe(0);
  });
});

describe('reading a chat', () => {
  it('counts what arrived as unread until the chat is opened, and tells the phone', async () => {
    const first = await incoming('5511977770001', { text: 'Olá, tudo bem?' });
    const second = await incoming('5511977770001', { text: 'Preciso de ajuda' });
    const unread = await waitFor(async () => {
      const c = (await chats()).find((x: any) => x.chat_id === '5511977770001');
      return c?.unread === 2 ? c : undefined;
    });
    expect(unread.total).toBe(2);

    const res = await app.call('PUT', `/api/device/${device.id}/message/5511977770001/read`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ read: 2 });
    expect((await chats()).find((x: any) => x.chat_id === '5511977770001').unread).toBe(0);
    // The other phone sees blue ticks: the gateway was told which messages were read.
    const reads = await waitFor(async () => {
      const all = (await simControl(app, 'GET', '/reads')).body as { keyId: string }[];
      const ids = all.map((r) => r.keyId);
      return ids.includes(first) && ids.includes(second) ? ids : undefined;
    });
    expect(reads).toEqual(expect.arrayContaining([first, second]));
    // Again: nothing more to mark.
    expect(
      (await app.call('PUT', `/api/device/${device.id}/message/5511977770001/read`, { token })).body,
    ).toEqual({
      read: 0,
    });
  });

  it('stays unread after a campaign message goes out; answering the chat reads it', async () => {
    await incoming('5511977770002', { text: 'Alguém aí?' });
    await waitFor(async () => (await chats()).find((x: any) => x.chat_id === '5511977770002')?.unread === 1);
    const campaign = await sendForm(app, token, {
      device: String(device.id),
      number: '5511977770002',
      message: 'Oferta do mês',
    });
    expect(campaign.status).toBe(201);
    await waitFor(async () => (await chat('5511977770002')).body.total === 2);
    expect((await chats()).find((x: any) => x.chat_id === '5511977770002').unread).toBe(1);
    await reply('5511977770002', { message: 'Sim, pode falar.' });
    expect((await chats()).find((x: any) => x.chat_id === '5511977770002').unread).toBe(0);
  });

  it('another company cannot mark a chat read', async () => {
    const other = await companyToken();
    const res = await app.call('PUT', `/api/device/${device.id}/message/5511977770001/read`, {
      token: other,
    });
    expect(res.status).toBe(404);
  });
});

describe('search within a chat', () => {
  it('finds messages by their text or file name, accents and case aside from SQL wildcards', async () => {
    await incoming('5511977770003', { text: 'Qual o valor do boleto?' });
    await incoming('5511977770003', { text: 'É 100% à vista?' });
    await reply('5511977770003', { message: 'O boleto vence dia 10' });
    await reply('5511977770003', { message: '' }, { name: 'boleto-maio.pdf', bytes: minimalPdf() });
    await waitFor(async () => (await chat('5511977770003')).body.total === 4);

    const boleto = (await chat('5511977770003', '&q=BOLETO')).body;
    expect(boleto.total).toBe(3);
    expect(boleto.data.map((m: any) => m.text ?? m.media?.file_name)).toEqual([
      'boleto-maio.pdf',
      'O boleto vence dia 10',
      'Qual o valor do boleto?',
    ]);
    // "%" is looked for as itself, not as a wildcard.
    expect((await chat('5511977770003', `&q=${encodeURIComponent('100%')}`)).body.total).toBe(1);
    const none = await chat('5511977770003', '&q=pagamento');
    expect(none.body).toEqual({ data: [], total: 0 });
  });
});
