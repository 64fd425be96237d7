// A gateway that forgets is noticed: the gateway (the built-in simulator) is restarted without its
// memory — every instance gone — while a device is open and a campaign is about to go out. The
// first send (or the reconciliation) finds the instance missing: the device is marked disconnected
// with that reason, the company is told (in the bell), the campaign's messages wait visibly paused
// — none sent, none failed — and once the phone is linked again (its QR re-creates the instance)
// every message goes out exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileAll } from '../../server/jobs/reconcile.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany } from '../helpers/fixtures.js';
import {
  campaignDone,
  connectDevice,
  MESSAGING_ENV,
  scan,
  sendForm,
  simControl,
  simSent,
  waitFor,
} from '../helpers/messaging.js';
import { type Member, member } from '../helpers/signing.js';

const LOST = 'gateway_lost';
const quiet = { debug: () => {}, warn: () => {} };

let app: TestApp;
let owner: Member;

/** The owner's "device lost" notifications. */
async function lostNotices(): Promise<string[]> {
  const res = await app.call('GET', '/api/usuario/notifications?perPage=100', { token: owner.token });
  expect(res.status, res.text).toBe(200);
  return (res.body.data as { not_description: string }[])
    .map((n) => n.not_description)
    .filter((text) => text.includes('não conhece mais'));
}

const details = async (id: number) =>
  (await app.call('GET', `/api/device/${id}/details`, { token: owner.token })).body;

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  owner = await member(app, (await makeCompany(app)).id);
});
afterAll(async () => {
  await app?.close();
});

describe('a gateway restarted without its instances', () => {
  it('pauses the campaign with the reason, tells the company, and sends everything once the phone is linked again', async () => {
    const { device, instance } = await connectDevice(app, owner.token, 'Vendas');
    await simControl(app, 'POST', '/reset');

    const numbers = Array.from({ length: 30 }, (_, i) => `11 97100-${String(i).padStart(4, '0')}`);
    const sent = await sendForm(app, owner.token, {
      device: String(device.id),
      message: 'Sua fatura está disponível.',
      recipients: numbers.map((number) => ({ number })),
    });
    expect(sent.status, sent.text).toBe(201);

    // The first send finds the instance gone: the device stops, with the reason, and the messages
    // its lane had claimed go back to the queue.
    const lost = await waitFor(async () => {
      const d = await details(device.id);
      return d.disconnect_reason === LOST && d.queued === 30 ? d : undefined;
    }, 10_000);
    expect(lost).toMatchObject({ state: 'close', disconnect_reason: LOST, queued: 30 });
    expect(await lostNotices()).toEqual([
      'O servidor de mensagens não conhece mais o dispositivo “Vendas”. As mensagens na fila estão pausadas: leia o QR de novo para retomar o envio.',
    ]);

    // Paused, not lost and not failed: the campaign shows its device and why it waits.
    const campaign = (await app.call('GET', `/api/message/${sent.body.id}/detalhes`, { token: owner.token }))
      .body;
    expect(campaign.counts).toMatchObject({ queued: 30, sending: 0, sent: 0, failed: 0, invalid: 0 });
    expect(campaign.finished_at).toBeNull();
    expect(campaign.device).toMatchObject({ id: device.id, state: 'close', disconnect_reason: LOST });
    expect(await simSent(app, instance)).toEqual([]);

    // The reconciliation sees the same and does not tell the company twice.
    await reconcileAll(app.ctx, quiet);
    expect(await lostNotices()).toHaveLength(1);

    // Linking the phone again: the QR re-creates the instance on the gateway.
    const qr = await app.call('GET', `/api/device/${device.id}/qrcode`, { token: owner.token });
    expect(qr.status, qr.text).toBe(200);
    expect(qr.body.code).toEqual(expect.any(String));
    await scan(app, instance);
    await waitFor(async () => ((await details(device.id)).state === 'open' ? true : undefined), 10_000);
    expect((await details(device.id)).disconnect_reason).toBeNull();

    const done = await campaignDone(app, owner.token, sent.body.id);
    expect(done.counts).toMatchObject({ sent: 30, failed: 0, invalid: 0, queued: 0 });
    const delivered = (await simSent(app, instance)).map((m) => m.number);
    expect(delivered).toHaveLength(30);
    expect(new Set(delivered).size).toBe(30);
  });

  it('the reconciliation alone notices a forgotten instance of an idle device', async () => {
    const { device } = await connectDevice(app, owner.token, 'Suporte');
    await simControl(app, 'POST', '/reset');
    expect((await details(device.id)).state).toBe('open');

    await reconcileAll(app.ctx, quiet);
    expect(await details(device.id)).toMatchObject({ state: 'close', disconnect_reason: LOST });
    expect((await lostNotices()).filter((t) => t.includes('“Suporte”'))).toHaveLength(1);
  });
});
