// One-to-one messages (answers in a chat) go ahead of bulk ones in the device's queue, and outside
// the random gaps that keep a campaign's recipients apart — still within the device's limits.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MessageQueue, startMessageQueue } from '../../server/jobs/messageQueue.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { connectDevice, MESSAGING_ENV, sendForm, simSent, waitFor } from '../helpers/messaging.js';

const quiet = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  child() {
    return quiet;
  },
} as unknown as FastifyBaseLogger;

async function companyToken(app: TestApp) {
  const company = await makeCompany(app);
  const user = await makeUser(app, { companies: [company.id], selected: company.id });
  return (await loginAs(app, user.email, user.password)).access_token as string;
}

const numbers = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ number: `11 9${prefix}-${String(i).padStart(4, '0')}` }));

describe('the queue’s order', () => {
  let app: TestApp;
  let queue: MessageQueue | undefined;
  beforeAll(async () => {
    // No worker yet: everything is queued first, then one worker starts.
    app = await startTestApp({ ...MESSAGING_ENV, QUEUE_WORKER: '0' });
  });
  afterAll(async () => {
    await queue?.stop();
    await app?.close();
  });

  it('sends an answer queued after a campaign before the campaign’s messages', async () => {
    const token = await companyToken(app);
    const { device, instance } = await connectDevice(app, token, 'Fila');
    const campaign = await sendForm(app, token, {
      device: String(device.id),
      message: 'Promoção',
      recipients: numbers('7100', 30),
    });
    expect(campaign.status).toBe(201);
    const answer = await app.call('POST', `/api/device/${device.id}/message/5511971009999`, {
      token,
      body: { message: 'Respondendo você primeiro' },
    });
    expect(answer.status).toBe(201);

    queue = startMessageQueue(app.ctx, quiet);
    app.ctx.queue = queue;
    const sent = await waitFor(async () => {
      const all = await simSent(app, instance);
      return all.length === 31 ? all : undefined;
    }, 20_000);
    expect(sent[0]?.number).toBe('5511971009999');
    expect(sent.slice(1).every((s) => s.text === 'Promoção')).toBe(true);
  });
});

describe('bulk gaps', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Limits on, with a 30 s gap between a campaign's recipients and no warm-up.
    app = await startTestApp({
      QUEUE_POLL_MS: '50',
      RECONCILE_INTERVAL: '0',
      MESSAGE_LIMITS: '1',
      MESSAGE_WARMUP_DAYS: '0',
      MESSAGE_LIMIT_MINUTE: '100',
      MESSAGE_GAP_MIN_MS: '30000',
      MESSAGE_GAP_MAX_MS: '30000',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lets an answer through while a campaign waits out its gap', async () => {
    const token = await companyToken(app);
    const { device, instance } = await connectDevice(app, token, 'Intervalos');
    const campaign = await sendForm(app, token, {
      device: String(device.id),
      message: 'Novidades',
      recipients: numbers('7200', 3),
    });
    expect(campaign.status).toBe(201);
    await waitFor(async () => (await simSent(app, instance)).length === 1, 10_000, 'first recipient');

    const asked = Date.now();
    const answer = await app.call('POST', `/api/device/${device.id}/message/5511972009999`, {
      token,
      body: { message: 'Já te respondo' },
    });
    expect(answer.status).toBe(201);
    const sent = await waitFor(async () => {
      const all = await simSent(app, instance);
      return all.some((s) => s.number === '5511972009999') ? all : undefined;
    }, 10_000);
    // Well inside the 30 s gap: the campaign's second recipient still waits.
    expect(Date.now() - asked).toBeLessThan(10_000);
    expect(sent.filter((s) => s.text === 'Novidades')).toHaveLength(1);
    // The gap still holds for the campaign after the answer went out.
    const details = await app.call('GET', `/api/message/${campaign.body.id}/detalhes`, { token });
    expect(details.body.counts.queued).toBe(2);
  });
});

describe('headroom in the limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Limits on, 3 a minute, no gaps and no warm-up: a campaign fills its share of the minute at once.
    app = await startTestApp({
      QUEUE_POLL_MS: '50',
      RECONCILE_INTERVAL: '0',
      MESSAGE_LIMITS: '1',
      MESSAGE_WARMUP_DAYS: '0',
      MESSAGE_LIMIT_MINUTE: '3',
      MESSAGE_GAP_MIN_MS: '0',
      MESSAGE_GAP_MAX_MS: '0',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps a slot of the minute a campaign filled for an answer, and the campaign does not take it', async () => {
    const token = await companyToken(app);
    const { device, instance } = await connectDevice(app, token, 'Folga');
    const campaign = await sendForm(app, token, {
      device: String(device.id),
      message: 'Oferta',
      recipients: numbers('7300', 5),
    });
    expect(campaign.status).toBe(201);
    await waitFor(async () => (await simSent(app, instance)).length === 2, 10_000, 'the campaign’s share');

    const answer = await app.call('POST', `/api/device/${device.id}/message/5511973009999`, {
      token,
      body: { message: 'Resposta dentro do limite' },
    });
    expect(answer.status).toBe(201);
    const sent = await waitFor(async () => {
      const all = await simSent(app, instance);
      return all.some((s) => s.number === '5511973009999') ? all : undefined;
    }, 10_000);
    // The minute's 3 sends: the campaign's 2 and the answer; the other 3 recipients wait.
    expect(sent).toHaveLength(3);
    const details = await app.call('GET', `/api/message/${campaign.body.id}/detalhes`, { token });
    expect(details.body.counts.queued).toBe(3);
  });
});
