// Webhooks that never arrive: a device whose gateway posts to an address where nobody listens.
// The reconciliation asks the gateway itself — the connection state, then the chats with sent,
// unread messages — and catches up: the device opens, statuses move forward, replies are stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileAll } from '../../server/jobs/reconcile.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import {
  campaignDone,
  instanceOf,
  MESSAGING_ENV,
  scan,
  sendForm,
  simControl,
  waitFor,
} from '../helpers/messaging.js';

const quiet = { debug: () => {} };
let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  token = (await loginAs(app, 'gestor@demo.local')).access_token;
});
afterAll(() => app?.close());

describe('reconciliation with the gateway', () => {
  it('opens the device, advances statuses and stores replies whose webhooks were lost', async () => {
    const live = app.ctx.config.gateway.webhookBaseUrl;
    // The instance is created with a webhook address where nothing answers: every webhook is lost.
    app.ctx.config.gateway.webhookBaseUrl = 'http://127.0.0.1:9';
    const created = await app.call('POST', '/api/device/store', { token, body: { name: 'Sem webhooks' } });
    app.ctx.config.gateway.webhookBaseUrl = live;
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const instance = await instanceOf(app, id);

    await scan(app, instance);
    await new Promise((r) => setTimeout(r, 300));
    expect((await app.call('GET', `/api/device/${id}/details`, { token })).body.state).toBe('connecting');

    await reconcileAll(app.ctx, quiet);
    expect((await app.call('GET', `/api/device/${id}/details`, { token })).body.state).toBe('open');

    const sent = await sendForm(app, token, {
      device: String(id),
      message: 'Olá {nome}',
      recipients: [
        { number: '11 97000-0001', vars: { nome: 'Ana' } },
        { number: '11 97000-0002', vars: { nome: 'Bia' } },
      ],
    });
    expect(sent.status).toBe(201);
    const done = await campaignDone(app, token, sent.body.id);
    expect(done.counts.sent).toBe(2);

    // The phone shows them delivered and read, and one contact answers — none of it reaches the API.
    const keys = (await simControl<{ number: string; keyId: string }[]>(app, 'GET', '/sent')).body.filter(
      (m) => ['5511970000001', '5511970000002'].includes(m.number),
    );
    expect(keys).toHaveLength(2);
    for (const k of keys)
      await simControl(app, 'POST', `/${instance}/receipt`, { keyId: k.keyId, status: 'READ' });
    await simControl(app, 'POST', `/${instance}/incoming`, {
      from: '5511970000001',
      text: 'Recebi, obrigada!',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect((await app.call('GET', `/api/message/${sent.body.id}/detalhes`, { token })).body.counts.read).toBe(
      0,
    );

    await reconcileAll(app.ctx, quiet);
    const after = await waitFor(async () => {
      const c = (await app.call('GET', `/api/message/${sent.body.id}/detalhes`, { token })).body;
      return c.counts.read === 2 ? c : undefined;
    }, 5000);
    expect(after.counts).toMatchObject({ sent: 0, delivered: 0, read: 2 });
    const chat = await app.call('GET', `/api/device/${id}/message/5511970000001`, { token });
    expect(chat.body.data.map((m: { direction: string; text: string }) => [m.direction, m.text])).toEqual([
      ['in', 'Recebi, obrigada!'],
      ['out', 'Olá Ana'],
    ]);

    // Asking again changes nothing: replies are stored once.
    await reconcileAll(app.ctx, quiet);
    expect((await app.call('GET', `/api/device/${id}/message/5511970000001`, { token })).body.total).toBe(2);
  });
});
