// POST /api/message/send: a message to one number or to a list (numbers normalised and
// de-duplicated, `{variables}` filled per recipient), with an optional attachment the gateway fetches
// through a signed link; a refusal of the list or of the attachment (invalid numbers, missing
// variable, too large, a refused type) queues nothing. The other refusals: messages-send-refusals.test.ts;
// the import of contact lists: messages-import.pglite.test.ts.
import { describe, expect, it } from 'vitest';
import { minimalPdf, pngBytes } from '../helpers/files.js';
import { campaignDone, recipients, simSent } from '../helpers/messaging.js';
import {
  app,
  companyUser,
  device,
  expectNothingQueued,
  idle,
  instance,
  send,
  setUpSending,
  snapshot,
  token,
  userId,
} from '../helpers/sending.js';

setUpSending();

describe('send: recipients', () => {
  it('sends to one number and answers the campaign', async () => {
    const res = await send({ number: '(11) 99999-0001', message: 'Olá!' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      message: 'Olá!',
      device: { id: device.id, uuid: device.uuid, name: 'Envios' },
      user: { id: userId, nome: expect.any(String) },
      attachment: null,
      total: 1,
      finished_at: null,
      // MESSAGE_LIMITS=0 here: nothing paces the sending, so no expected end is given.
      pace: null,
    });
    expect(res.body.counts.queued + res.body.counts.sending + res.body.counts.sent).toBe(1);
    const done = await campaignDone(app, token, res.body.id);
    expect(done.counts).toMatchObject({ sent: 1, queued: 0, failed: 0, invalid: 0 });
    const sent = (await simSent(app, instance)).filter((s) => s.number === '5511999990001');
    expect(sent).toEqual([expect.objectContaining({ text: 'Olá!', media: null })]);
    const [recipient] = await recipients(app, token, res.body.id);
    expect(recipient).toMatchObject({
      number: '5511999990001',
      chat_id: '5511999990001',
      direction: 'out',
      status: 'sent',
      text: 'Olá!',
      attempts: 1,
      resend_of: null,
      campanha_id: res.body.id,
    });
    expect(recipient.sent_at).not.toBeNull();
    // The campaign is listed, newest first, and filtered by device.
    const list = await app.call('GET', `/api/messages?device_id=${device.id}`, { token });
    expect(list.body.data[0]).toMatchObject({ id: res.body.id, message: 'Olá!' });
    expect((await app.call('GET', `/api/messages?device_id=${idle.id}`, { token })).body.total).toBe(0);
    // Another company sees none of it.
    const other = await companyUser();
    expect(
      (await app.call('GET', `/api/message/${res.body.id}/detalhes`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await app.call('GET', `/api/message/${res.body.id}/destinatarios`, { token: other.token })).status,
    ).toBe(404);
    expect((await app.call('GET', '/api/messages', { token: other.token })).body.total).toBe(0);
  });

  it('accepts the device by uuid and drops repeated numbers (typed in different ways)', async () => {
    const res = await send({
      device: device.uuid,
      message: 'Promoção',
      recipients: [
        { number: '11 99999-0002' },
        { number: '+55 (11) 99999-0002' },
        { number: '011 99999 0003' },
        { number: '11999990003' },
        { number: '5511999990002' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.total).toBe(2);
    await campaignDone(app, token, res.body.id);
    const sent = (await simSent(app, instance)).filter((s) => s.text === 'Promoção');
    expect(sent.map((s) => s.number).sort()).toEqual(['5511999990002', '5511999990003']);
    // Campaigns sort by message and are searched by it.
    const sorted = await app.call('GET', '/api/messages?sort=message&order=ASC', { token });
    expect(sorted.body.data.map((c: any) => c.message)).toEqual(['Olá!', 'Promoção']);
    const found = await app.call('GET', '/api/messages?q=romo', { token });
    expect(found.body).toMatchObject({ total: 1, data: [{ id: res.body.id }] });
  });

  it('refuses invalid numbers with 422 listing them, and queues nothing', async () => {
    const before = await snapshot();
    const res = await send({
      message: 'Não vai',
      recipients: [
        { number: '11 99999-0004' },
        { number: '123' },
        { number: '(00) 91234-5678' },
        { number: 'abc' },
      ],
    });
    expect(res.status).toBe(422);
    const listed = res.body.errors.recipients[0] as string;
    expect(listed).toMatch(/^3 números inválidos: /);
    for (const n of ['123', '(00) 91234-5678', 'abc']) expect(listed).toContain(n);
    expect(listed).not.toContain('99999-0004');
    expect(res.body.invalid).toEqual(['123', '(00) 91234-5678', 'abc']);
    await expectNothingQueued(before);
  });

  it('refuses no recipients and an unreadable list with 422, queueing nothing', async () => {
    const before = await snapshot();
    for (const fields of [
      { message: 'Sem ninguém' },
      { message: 'Sem ninguém', recipients: [] },
      { message: 'Lista quebrada', recipients: '[{"number":' },
      { message: 'Lista errada', recipients: { number: '11999990001' } },
    ]) {
      const res = await send(fields);
      expect(res.status).toBe(422);
      expect(res.body.errors.recipients).toHaveLength(1);
    }
    await expectNothingQueued(before);
  });

  it('fills {variables} per recipient', async () => {
    const res = await send({
      message: 'Olá {nome}, seu pedido {pedido} chegou.',
      recipients: [
        { number: '11 99999-0011', vars: { nome: 'Ana', pedido: '12' } },
        { number: '11 99999-0012', vars: { nome: 'Bruno', pedido: '34', extra: 'x' } },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Olá {nome}, seu pedido {pedido} chegou.');
    await campaignDone(app, token, res.body.id);
    const texts = Object.fromEntries(
      (await simSent(app, instance))
        .filter((s) => s.number === '5511999990011' || s.number === '5511999990012')
        .map((s) => [s.number, s.text]),
    );
    expect(texts).toEqual({
      '5511999990011': 'Olá Ana, seu pedido 12 chegou.',
      '5511999990012': 'Olá Bruno, seu pedido 34 chegou.',
    });
    const list = await recipients(app, token, res.body.id);
    expect(list.map((r) => [r.text, r.vars.nome])).toEqual([
      ['Olá Ana, seu pedido 12 chegou.', 'Ana'],
      ['Olá Bruno, seu pedido 34 chegou.', 'Bruno'],
    ]);
  });

  it('refuses a {variable} missing from a recipient’s columns, naming it, and queues nothing', async () => {
    const before = await snapshot();
    const res = await send({
      message: 'Olá {nome}, pedido {pedido}',
      recipients: [
        { number: '11 99999-0021', vars: { nome: 'Ana', pedido: '1' } },
        { number: '11 99999-0022', vars: { nome: 'Bruno' } },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.message[0]).toBe(
      'A variável {pedido} não existe nas colunas do destinatário 5511999990022.',
    );
    await expectNothingQueued(before);
  });
});

describe('send: attachments', () => {
  it('sends a document as sendMedia with a signed link the simulator fetched, the text as caption', async () => {
    const pdf = minimalPdf('Boleto de teste');
    const res = await send(
      {
        number: '11 99999-0061',
        message: 'Segue o boleto, {nome}',
        recipients: [{ number: '11 99999-0061', vars: { nome: 'Ana' } }],
      },
      { name: 'boleto.pdf', bytes: pdf, type: 'application/pdf' },
    );
    expect(res.status).toBe(201);
    expect(res.body.attachment).toEqual({
      file_name: 'boleto.pdf',
      mimetype: 'application/pdf',
      size: pdf.length,
    });
    await campaignDone(app, token, res.body.id);
    const [sent] = (await simSent(app, instance)).filter((s) => s.number === '5511999990061');
    expect(sent).toMatchObject({
      text: null,
      caption: 'Segue o boleto, Ana',
      media: { mediatype: 'document', mimetype: 'application/pdf', fileName: 'boleto.pdf', size: pdf.length },
    });
    const link = sent!.media!.media;
    expect(link).toMatch(new RegExp(`^${app.url}/api/midia/`));
    const fetched = await fetch(link);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(pdf);
    // A tampered link is refused.
    expect((await fetch(`${link.slice(0, -3)}AAA`)).status).toBe(403);
    const [recipient] = await recipients(app, token, res.body.id);
    expect(recipient.media).toEqual({
      file_name: 'boleto.pdf',
      mimetype: 'application/pdf',
      size: pdf.length,
      kind: 'document',
      voice: false,
      stored: true,
    });
  });

  it('sends an image alone (no text) as an image', async () => {
    const png = pngBytes();
    const res = await send(
      { number: '11 99999-0062', message: '' },
      { name: 'foto.png', bytes: png, type: 'image/png' },
    );
    expect(res.status).toBe(201);
    await campaignDone(app, token, res.body.id);
    const [sent] = (await simSent(app, instance)).filter((s) => s.number === '5511999990062');
    expect(sent?.media).toMatchObject({ mediatype: 'image', mimetype: 'image/png', size: png.length });
  });

  it('refuses an attachment over the limit with 413 and queues nothing', async () => {
    const config = app.ctx.config.messaging;
    const max = config.documentMaxBytes;
    config.documentMaxBytes = 4096;
    try {
      const before = await snapshot();
      const big = Buffer.concat([minimalPdf(), Buffer.alloc(8192, 0x20)]);
      const res = await send(
        { number: '11 99999-0071', message: 'Grande' },
        { name: 'grande.pdf', bytes: big },
      );
      expect(res.status).toBe(413);
      expect(res.body.message).toEqual(expect.any(String));
      await expectNothingQueued(before);
    } finally {
      config.documentMaxBytes = max;
    }
  });

  it('refuses a file of a refused type (415 or 422) and queues nothing', async () => {
    const before = await snapshot();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 7)]);
    for (const file of [
      { name: 'programa.exe', bytes: exe },
      { name: 'dados.bin', bytes: Buffer.from(Array.from({ length: 1024 }, (_, i) => (i * 37) % 256)) },
      { name: 'falso.pdf', bytes: exe, type: 'application/pdf' },
    ]) {
      const res = await send({ number: '11 99999-0072', message: 'Tipo recusado' }, file);
      expect([415, 422]).toContain(res.status);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await expectNothingQueued(before);
  });
});
