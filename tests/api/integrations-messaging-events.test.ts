// The messaging half's webhook events: a device connecting and losing its connection, each
// message's status changes, a campaign finishing — with the gateway simulator as the phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { campaignDone, connectDevice, MESSAGING_ENV, sendForm, simControl } from '../helpers/messaging.js';
import { makeTeam, type Team } from '../helpers/team.js';
import { type Receiver, startReceiver } from '../helpers/webhookReceiver.js';

let app: TestApp;
let team: Team;
let receiver: Receiver;

beforeAll(async () => {
  app = await startTestApp({ ...MESSAGING_ENV, WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_POLL_MS: '50' });
  team = await makeTeam(app, 'Mensagens Ltda');
  receiver = await startReceiver();
  const res = await app.call('POST', '/api/webhook/cadastrar', {
    token: team.owner.token,
    body: {
      url: `${receiver.url}/mensagens`,
      eventos: ['device.connected', 'device.disconnected', 'message.status', 'campaign.finished'],
    },
  });
  expect(res.status, res.text).toBe(201);
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

describe('messaging events', () => {
  it('tells a device connected, each message of a campaign sent, the campaign finished, and the device lost', async () => {
    const { device, instance } = await connectDevice(app, team.owner.token, 'Celular Vendas');
    await expect.poll(() => receiver.ofType('device.connected').length).toBe(1);
    expect(receiver.ofType('device.connected')[0]?.json.data.device).toMatchObject({
      id: device.id,
      name: 'Celular Vendas',
      state: 'open',
    });

    const campaign = await sendForm(app, team.owner.token, {
      device: String(device.id),
      recipients: [{ number: '11977770002' }, { number: '11977770003' }],
      message: 'Oferta do mês',
    });
    expect(campaign.status, campaign.text).toBe(201);
    const campaignId = campaign.body.id;
    await campaignDone(app, team.owner.token, campaignId);
    await expect.poll(() => receiver.ofType('campaign.finished').length).toBe(1);
    expect(receiver.ofType('campaign.finished')[0]?.json.data.campaign).toMatchObject({
      id: campaignId,
      total: 2,
    });
    const sent = receiver.ofType('message.status').map((r) => r.json.data.message);
    expect(
      sent
        .filter((m) => m.status === 'sent')
        .map((m) => m.number)
        .sort(),
    ).toEqual(['5511977770002', '5511977770003']);
    expect(sent.every((m) => m.campaign_id === campaignId && m.device_id === device.id)).toBe(true);

    await simControl(app, 'POST', `/${instance}/disconnect`);
    await expect.poll(() => receiver.ofType('device.disconnected').length).toBe(1);
    expect(receiver.ofType('device.disconnected')[0]?.json.data.device.id).toBe(device.id);
  });
});
