// The Evolution API adapter's sends, over real HTTP against the built-in simulator: text, a document
// by URL and an image as base64, and the error kinds of a failed send (and which are worth retrying).
import { beforeAll, describe, expect, it } from 'vitest';
import { EvolutionGateway } from '../../server/adapters/gateway/evolution.js';
import { mediaTypeOf } from '../../server/adapters/gateway/media.js';
import {
  create,
  gatewayError,
  gw,
  openInstance,
  PNG_MAGIC,
  parsed,
  sent,
  setUpAdapterSimulator,
  sim,
} from '../helpers/gatewayAdapter.js';
import { SIM_KEY, waitFor } from '../helpers/simulator.js';

setUpAdapterSimulator();

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
