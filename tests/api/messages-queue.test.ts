// The send queue against the simulator's troubles: a number not on WhatsApp is marked invalid and never
// retried; an outage holds the messages and, once over, each goes out exactly once; a dropped answer is
// settled by asking the gateway (never sent twice); a refused message fails after its attempts; resend
// makes one new linked attempt; campaign progress counts current attempts and reaches read with
// receipts; devices send side by side; per-device limits hold the rest back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensagens } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf } from '../helpers/files.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import {
  type ConnectedDevice,
  campaignDone,
  connectDevice,
  MESSAGING_ENV,
  recipients,
  sendForm,
  simControl,
  simSent,
  sleep,
  waitFor,
} from '../helpers/messaging.js';

let app: TestApp;
let token: string;
let a: ConnectedDevice;

async function companyToken(t: TestApp) {
  const company = await makeCompany(t);
  const user = await makeUser(t, { companies: [company.id], selected: company.id });
  return (await loginAs(t, user.email, user.password)).access_token;
}

/** Queues one campaign on the device; its id. */
async function campaign(to: ConnectedDevice, numbers: string[], message: string, t = app, tok = token) {
  const res = await sendForm(t, tok, {
    device: String(to.device.id),
    message,
    recipients: numbers.map((number) => ({ number })),
  });
  if (res.status !== 201) throw new Error(`send → ${res.status} ${res.text}`);
  return res.body.id as number;
}

/** How many times the simulator accepted each number (of one instance). */
async function sentCounts(instance: string, t: Pick<TestApp, 'url' | 'ctx'> = app) {
  const counts: Record<string, number> = {};
  for (const s of await simSent(t, instance)) counts[s.number] = (counts[s.number] ?? 0) + 1;
  return counts;
}

const resend = (id: number) => app.call('POST', `/api/message/${id}/resend`, { token });

beforeAll(async () => {
  app = await startTestApp({ ...MESSAGING_ENV, MESSAGE_MAX_ATTEMPTS: '1' });
  token = await companyToken(app);
  a = await connectDevice(app, token, 'Fila A');
});
afterAll(async () => {
  await simControl(app, 'POST', '/reset').catch(() => {});
  await app?.close();
});

describe('queue: numbers not on WhatsApp, and resend', () => {
  let campaignId: number;
  let invalid: any;
  let ok: any;

  it('marks a number not on WhatsApp invalid at once and never retries it', async () => {
    await simControl(app, 'POST', '/invalid-numbers', { numbers: ['5511944440001'] });
    campaignId = await campaign(a, ['11 94444-0001', '11 94444-0002'], 'Convite');
    const done = await campaignDone(app, token, campaignId);
    expect(done.counts).toMatchObject({ invalid: 1, sent: 1, queued: 0, sending: 0, failed: 0 });
    [invalid, ok] = await recipients(app, token, campaignId);
    expect(invalid).toMatchObject({
      number: '5511944440001',
      status: 'invalid',
      error: 'Este número não tem WhatsApp.',
      attempts: 1,
      sent_at: null,
    });
    expect(ok).toMatchObject({ number: '5511944440002', status: 'sent', error: null });
    await sleep(700);
    expect((await recipients(app, token, campaignId))[0]).toMatchObject({ status: 'invalid', attempts: 1 });
    expect(await sentCounts(a.instance)).toEqual({ '5511944440002': 1 });
    const filtered = await app.call('GET', `/api/message/${campaignId}/destinatarios?status=invalid`, {
      token,
    });
    expect(filtered.body).toMatchObject({ total: 1, data: [{ id: invalid.id }] });
    // The device's chat shows it with its reason.
    const chat = await app.call('GET', `/api/device/${a.device.id}/message/5511944440001`, { token });
    expect(chat.body.data[0]).toMatchObject({ status: 'invalid', error: 'Este número não tem WhatsApp.' });
  });

  it('resends an invalid one as a new linked attempt, delivered once; the campaign counts the new attempt', async () => {
    await simControl(app, 'POST', '/invalid-numbers', { numbers: [] });
    const res = await resend(invalid.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      resend_of: invalid.id,
      number: '5511944440001',
      campanha_id: campaignId,
      text: 'Convite',
      direction: 'out',
    });
    expect(['queued', 'sending', 'sent']).toContain(res.body.status);
    expect(res.body.id).not.toBe(invalid.id);
    const done = await campaignDone(app, token, campaignId);
    expect(done.total).toBe(2);
    expect(done.counts).toMatchObject({ sent: 2, invalid: 0, queued: 0, failed: 0 });
    expect(done.finished_at).not.toBeNull();
    expect(await sentCounts(a.instance)).toEqual({ '5511944440001': 1, '5511944440002': 1 });
    // The recipients list shows current attempts; the chat keeps both, linked.
    const list = await recipients(app, token, campaignId);
    expect(list.map((r) => [r.number, r.status, r.resend_of])).toEqual([
      ['5511944440002', 'sent', null],
      ['5511944440001', 'sent', invalid.id],
    ]);
    const chat = (await app.call('GET', `/api/device/${a.device.id}/message/5511944440001`, { token })).body;
    expect(chat.total).toBe(2);
    expect(chat.data.map((m: any) => [m.id, m.status, m.resend_of, m.resent_by])).toEqual([
      [res.body.id, 'sent', invalid.id, null],
      [invalid.id, 'invalid', null, res.body.id],
    ]);
  });

  it('refuses a second resend, the resend of a sent message and of unknown or foreign ones', async () => {
    const twice = await resend(invalid.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Esta mensagem já foi reenviada.');
    const sent = await resend(ok.id);
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe('Só mensagens com falha podem ser reenviadas.');
    expect((await resend(99_999_999)).status).toBe(404);
    const other = await companyToken(app);
    expect((await app.call('POST', `/api/message/${invalid.id}/resend`, { token: other })).status).toBe(404);
    await sleep(300);
    expect(await sentCounts(a.instance)).toEqual({ '5511944440001': 1, '5511944440002': 1 });
  });
});

describe('queue: gateway trouble', () => {
  it('holds the messages while the gateway is down, then sends each exactly once', async () => {
    await simControl(app, 'POST', '/outage', { on: true });
    const numbers = ['11 93333-0001', '11 93333-0002', '11 93333-0003'];
    let id: number;
    try {
      id = await campaign(a, numbers, 'Depois da queda');
      await sleep(1200);
      const waiting = await recipients(app, token, id);
      expect(waiting.map((r) => r.status)).toEqual(['queued', 'queued', 'queued']);
      expect(waiting.every((r) => r.attempts === 0)).toBe(true);
      expect((await app.call('GET', `/api/device/${a.device.id}/details`, { token })).body.queued).toBe(3);
    } finally {
      await simControl(app, 'POST', '/outage', { on: false });
    }
    const done = await campaignDone(app, token, id, 15_000);
    expect(done.counts).toMatchObject({ sent: 3, queued: 0, failed: 0 });
    const counts = await sentCounts(a.instance);
    for (const n of ['5511933330001', '5511933330002', '5511933330003']) expect(counts[n]).toBe(1);
  });

  it('a dropped connection after the gateway took the message ends sent, exactly once', async () => {
    await simControl(app, 'POST', '/drop-next', { count: 2 });
    const id = await campaign(a, ['11 92222-0001', '11 92222-0002', '11 92222-0003'], 'Conexão caiu');
    const done = await campaignDone(app, token, id, 15_000);
    expect(done.counts).toMatchObject({ sent: 3, queued: 0, sending: 0, failed: 0 });
    await sleep(500);
    const counts = await sentCounts(a.instance);
    for (const n of ['5511922220001', '5511922220002', '5511922220003']) expect(counts[n]).toBe(1);
    const list = await recipients(app, token, id);
    expect(list.every((r) => r.status === 'sent' && r.sent_at)).toBe(true);
  });

  it('a dropped answer that the gateway’s own echo already settled does not hold the device back', async () => {
    // The simulator records the send and its send.message webhook goes out, then the connection drops:
    // the echo marks the message sent, and the queue, asking the gateway, must see it as ours.
    await simControl(app, 'POST', '/drop-next', { count: 2 });
    const id = await campaign(a, ['11 92222-0011', '11 92222-0012', '11 92222-0013'], 'Sem pausa');
    await campaignDone(app, token, id, 15_000);
    const sent = (await simSent(app, a.instance)).filter((s) => s.text === 'Sem pausa');
    expect(sent).toHaveLength(3);
    // Without limits nothing should wait between them; an outage pause would be 1 s, then 2 s more.
    const spanMs = Date.parse(sent[2]!.at) - Date.parse(sent[0]!.at);
    expect(spanMs).toBeLessThan(2500);
  });

  it('fails a message the gateway refuses (after the attempts); its resend is a new attempt', async () => {
    // The attachment's file is gone when the gateway fetches it: the gateway refuses the send.
    await simControl(app, 'POST', '/outage', { on: true });
    let id: number;
    try {
      const res = await sendForm(
        app,
        token,
        { device: String(a.device.id), number: '11 91111-0001', message: 'Com anexo' },
        { name: 'perdido.pdf', bytes: minimalPdf(), type: 'application/pdf' },
      );
      expect(res.status).toBe(201);
      id = res.body.id;
      const [row] = await app.ctx.db.select().from(mensagens).where(eq(mensagens.campanhaId, id));
      await app.ctx.blobs.delete(row!.media!.blobKey!);
    } finally {
      await simControl(app, 'POST', '/outage', { on: false });
    }
    const done = await campaignDone(app, token, id, 15_000);
    expect(done.counts).toMatchObject({ failed: 1, sent: 0 });
    const [failed] = await recipients(app, token, id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'O servidor de mensagens recusou a mensagem depois de várias tentativas.',
      attempts: 1,
    });
    expect((await sentCounts(a.instance))['5511911110001']).toBeUndefined();
    // Two resends at once: one new attempt only.
    const both = await Promise.all([resend(failed.id), resend(failed.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const again = both.find((r) => r.status === 201)!;
    expect(again.body.resend_of).toBe(failed.id);
    const after = await campaignDone(app, token, id, 15_000);
    expect(after.counts).toMatchObject({ failed: 1, sent: 0 });
    expect((await recipients(app, token, id)).map((r) => r.id)).toEqual([again.body.id]);
  });
});

describe('queue: progress and devices', () => {
  it('reaches read with the gateway’s receipts (counts by current status)', async () => {
    await simControl(app, 'POST', '/auto-receipts', { on: true, delayMs: 30 });
    try {
      const id = await campaign(a, ['11 96666-0001', '11 96666-0002', '11 96666-0003'], 'Confirme a leitura');
      const read = await waitFor(
        async () => {
          const c = (await app.call('GET', `/api/message/${id}/detalhes`, { token })).body;
          return c.counts.read === 3 && c.finished_at ? c : undefined;
        },
        15_000,
        'three read',
      );
      expect(read.counts).toEqual({
        queued: 0,
        paused: 0,
        cancelled: 0,
        sending: 0,
        sent: 0,
        delivered: 0,
        read: 3,
        failed: 0,
        invalid: 0,
      });
      expect(read.finished_at).not.toBeNull();
      const list = await recipients(app, token, id);
      expect(list.every((r) => r.status === 'read' && r.delivered_at && r.read_at)).toBe(true);
    } finally {
      await simControl(app, 'POST', '/auto-receipts', { on: false });
    }
  });

  it('two devices each send their own campaign', async () => {
    const b = await connectDevice(app, token, 'Fila B');
    const numbers = (p: string) => [1, 2, 3, 4].map((i) => `11 9${p}-000${i}`);
    const [ida, idb] = await Promise.all([
      campaign(a, numbers('7777'), 'Pelo A'),
      campaign(b, numbers('8888'), 'Pelo B'),
    ]);
    await campaignDone(app, token, ida);
    await campaignDone(app, token, idb);
    const fromA = (await simSent(app, a.instance)).filter((s) => s.text === 'Pelo A' || s.text === 'Pelo B');
    const fromB = await simSent(app, b.instance);
    expect(fromA.map((s) => s.text)).toEqual(['Pelo A', 'Pelo A', 'Pelo A', 'Pelo A']);
    expect(fromB.map((s) => s.text)).toEqual(['Pelo B', 'Pelo B', 'Pelo B', 'Pelo B']);
    expect(new Set(fromB.map((s) => s.number)).size).toBe(4);
    // Each device sent in queue order.
    expect(fromA.map((s) => s.number)).toEqual([
      '5511977770001',
      '5511977770002',
      '5511977770003',
      '5511977770004',
    ]);
  });
});

describe('queue: per-device limits', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await startTestApp({
      ...MESSAGING_ENV,
      MESSAGE_LIMITS: '1',
      MESSAGE_GAP_MIN_MS: '0',
      MESSAGE_GAP_MAX_MS: '0',
      MESSAGE_WARMUP_DAYS: '0',
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('with limit_minute 3, a campaign sends exactly 2 (one kept free for codes and replies) and keeps the rest queued', async () => {
    const t = await companyToken(limited);
    const d = await connectDevice(limited, t, 'Limitado');
    const put = await limited.call('PUT', `/api/device/${d.device.uuid}/update`, {
      token: t,
      body: { name: 'Limitado', limit_minute: 3 },
    });
    expect(put.body.limits.minute).toBe(3);
    const id = await campaign(
      d,
      ['11 95555-1001', '11 95555-1002', '11 95555-1003', '11 95555-1004', '11 95555-1005'],
      'Devagar',
      limited,
      t,
    );
    await waitFor(async () => (await simSent(limited, d.instance)).length >= 2, 10_000, 'two sent');
    await sleep(2000);
    expect((await simSent(limited, d.instance)).map((s) => s.number)).toEqual([
      '5511955551001',
      '5511955551002',
    ]);
    const c = (await limited.call('GET', `/api/message/${id}/detalhes`, { token: t })).body;
    expect(c.counts).toMatchObject({ sent: 2, queued: 3, sending: 0 });
    expect(c.finished_at).toBeNull();
    expect((await limited.call('GET', `/api/device/${d.device.id}/details`, { token: t })).body.queued).toBe(
      3,
    );
  });
});
