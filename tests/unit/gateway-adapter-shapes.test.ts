// What the Evolution API adapter reads: other gateways' older and looser answers (a stub server) and
// the error kinds they sort into, the webhooks it parses, numbers as jids, and how a file travels.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { EvolutionGateway } from '../../server/adapters/gateway/evolution.js';
import { numberOfJid, toJid } from '../../server/adapters/gateway/jid.js';
import { mediaTypeOf } from '../../server/adapters/gateway/media.js';
import { parseWebhook } from '../../server/adapters/gateway/webhook.js';
import { gatewayError } from '../helpers/gatewayAdapter.js';
import { SIM_KEY } from '../helpers/simulator.js';

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
