// The Evolution API adapter's history, over real HTTP against the built-in simulator: chats and
// messages with their receipts, incoming messages and files (their bytes), and read marks.
import { beforeAll, describe, expect, it } from 'vitest';
import { toJid } from '../../server/adapters/gateway/jid.js';
import {
  gatewayError,
  gw,
  openInstance,
  parsed,
  setUpAdapterSimulator,
  sim,
} from '../helpers/gatewayAdapter.js';
import { waitFor } from '../helpers/simulator.js';

setUpAdapterSimulator();

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
