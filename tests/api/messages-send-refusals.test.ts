// POST /api/message/send refused, queueing nothing: an empty message, a device not connected,
// foreign or unknown, a user without messages.send, and the plan's messages per month (also when
// several sends arrive at once).
import { describe, expect, it } from 'vitest';
import {
  connectDevice,
  givePlan,
  importSheet,
  sendForm,
  simSent,
  sleep,
  waitFor,
} from '../helpers/messaging.js';
import {
  app,
  companyUser,
  empresaId,
  expectNothingQueued,
  idle,
  send,
  setUpSending,
  snapshot,
  token,
} from '../helpers/sending.js';

setUpSending();

describe('send: refusals', () => {
  it('an empty message without an attachment is 422 “Escreva a mensagem ou anexe um arquivo.”', async () => {
    const before = await snapshot();
    for (const message of ['', '   \n  ']) {
      const res = await send({ number: '11 99999-0031', message });
      expect(res.status).toBe(422);
      expect(res.body.errors.message).toEqual(['Escreva a mensagem ou anexe um arquivo.']);
      expect(res.body.message).toBe('Escreva a mensagem ou anexe um arquivo.');
    }
    const missing = await send({ number: '11 99999-0031' });
    expect(missing.status).toBe(422);
    await expectNothingQueued(before);
  });

  it('a device that is not connected is 409; a foreign or unknown one is 404; none is 422', async () => {
    const before = await snapshot();
    const notOpen = await send({ device: idle.uuid, number: '11 99999-0041', message: 'Oi' });
    expect(notOpen.status).toBe(409);
    expect(notOpen.body.message).toBe(
      'O dispositivo não está conectado. Leia o QR code com o celular antes de enviar.',
    );
    const other = await companyUser();
    const foreign = await connectDevice(app, other.token, 'Alheio');
    for (const ref of [String(foreign.device.id), foreign.device.uuid, '99999999', 'nao-existe']) {
      const res = await send({ device: ref, number: '11 99999-0041', message: 'Oi' });
      expect(res.status).toBe(404);
    }
    const none = await sendForm(app, token, { number: '11 99999-0041', message: 'Oi' });
    expect(none.status).toBe(422);
    expect(none.body.errors.device).toEqual(['Escolha o dispositivo.']);
    await expectNothingQueued(before);
    expect(await simSent(app, foreign.instance)).toEqual([]);
  });

  it('needs messages.send (messages.view only may read)', async () => {
    const reader = await companyUser(['messages.view', 'devices.view'], empresaId);
    const res = await send({ number: '11 99999-0051', message: 'Oi' }, undefined, reader.token);
    expect(res.status).toBe(403);
    expect(res.body.permission).toBe('messages.send');
    expect((await app.call('GET', '/api/messages', { token: reader.token })).status).toBe(200);
    const imported = await importSheet(app, reader.token, {
      name: 'a.csv',
      bytes: Buffer.from('a;b\n1;2\n'),
    });
    expect(imported.status).toBe(403);
  });

  it('402 UPGRADE_PLAN (messages) when the month’s messages would pass the plan, queueing nothing', async () => {
    const limited = await companyUser();
    await givePlan(app, limited.empresaId, { mensagensMes: 3 });
    const own = await connectDevice(app, limited.token, 'Plano pequeno');
    const sendAs = (numbers: string[]) =>
      sendForm(app, limited.token, {
        device: String(own.device.id),
        message: 'Plano',
        recipients: numbers.map((number) => ({ number })),
      });
    expect((await sendAs(['11 98888-0001', '11 98888-0002'])).status).toBe(201);
    const before = await snapshot(limited.token, own.device, own.instance);
    const over = await sendAs(['11 98888-0003', '11 98888-0004']);
    expect(over.status).toBe(402);
    expect(over.body).toMatchObject({
      reason: 'UPGRADE_PLAN',
      module: 'messages',
      message: expect.any(String),
    });
    await waitFor(async () => (await simSent(app, own.instance)).length === 2);
    await expectNothingQueued({ ...before, queued: 0, sent: 2 }, limited.token, own.device, own.instance);
    // Exactly up to the limit is fine.
    expect((await sendAs(['11 98888-0005'])).status).toBe(201);
  });

  it('holds the plan’s messages per month when several sends arrive at once', async () => {
    const limited = await companyUser();
    await givePlan(app, limited.empresaId, { mensagensMes: 3 });
    const own = await connectDevice(app, limited.token, 'Plano disputado');
    const results = await Promise.all(
      [
        ['0001', '0002'],
        ['0003', '0004'],
        ['0005', '0006'],
      ].map((pair) =>
        sendForm(app, limited.token, {
          device: String(own.device.id),
          message: 'Disputa',
          recipients: pair.map((n) => ({ number: `11 97777-${n}` })),
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 402, 402]);
    await sleep(300);
    const used = (await app.call('GET', '/api/messages', { token: limited.token })).body.data as {
      total: number;
    }[];
    expect(used.reduce((n, c) => n + c.total, 0)).toBeLessThanOrEqual(3);
  });
});
