// Pause, resume and cancel a campaign (POST /api/message/{id}/pause|resume|cancel): its waiting
// messages become 'paused' — the queue's claim no longer takes them — and go back in their place
// on resume; cancel turns what has not gone out into 'cancelled' and ends the campaign; a message
// already handed over finishes, and one given back while its campaign is paused waits with it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimMessages, unclaim } from '../../server/db/queries/messages.js';
import { empresas } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { connectDevice, MESSAGING_ENV, recipients, sendForm } from '../helpers/messaging.js';

let app: TestApp;
let token: string;
let deviceId: number;

// The queue worker off: what is queued stays queued until the test claims it.
beforeAll(async () => {
  app = await startTestApp({ ...MESSAGING_ENV, QUEUE_WORKER: '0' });
  token = (await loginAs(app, 'gestor@demo.local')).access_token;
  deviceId = (await connectDevice(app, token, 'Controle')).device.id;
});
afterAll(async () => {
  await app?.close();
});

async function campaignOf(n: number): Promise<number> {
  const res = await sendForm(app, token, {
    device: String(deviceId),
    message: 'Promoção',
    recipients: Array.from({ length: n }, (_, i) => ({ number: `1197777${String(i).padStart(4, '0')}` })),
  });
  expect(res.status).toBe(201);
  return res.body.id;
}
const control = (id: number, action: string, t = token) =>
  app.call('POST', `/api/message/${id}/${action}`, { token: t });
const statuses = async (id: number) => (await recipients(app, token, id)).map((r) => r.status).sort();
/** Empties the device's queue as the worker would see it (claims are given back afterwards). */
async function claimable(): Promise<number[]> {
  const claimed = await claimMessages(app.ctx.db, deviceId, 100);
  await unclaim(
    app.ctx.db,
    claimed.map((m) => m.id),
  );
  return claimed.map((m) => m.id);
}

describe('campaign control', () => {
  it('pause stops its messages being claimed; resume puts them back; asking twice changes nothing', async () => {
    const id = await campaignOf(4);
    const paused = await control(id, 'pause');
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      id,
      paused_at: expect.any(String),
      cancelled_at: null,
      finished_at: null,
    });
    expect(paused.body.counts).toMatchObject({ queued: 0, paused: 4 });
    expect(paused.body.pace).toBeNull();
    expect(await statuses(id)).toEqual(['paused', 'paused', 'paused', 'paused']);
    expect(await claimable()).toEqual([]);
    expect((await control(id, 'pause')).body.paused_at).toBe(paused.body.paused_at);

    const resumed = await control(id, 'resume');
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ paused_at: null, counts: { queued: 4, paused: 0 } });
    expect(await claimable()).toHaveLength(4);
    expect((await control(id, 'resume')).status).toBe(200);
    await control(id, 'cancel');
  });

  it('a message already claimed finishes; given back while paused, it waits with the others', async () => {
    const id = await campaignOf(3);
    const [first] = await claimMessages(app.ctx.db, deviceId, 1);
    expect(first?.campanhaId).toBe(id);
    const paused = await control(id, 'pause');
    expect(paused.body.counts).toMatchObject({ sending: 1, paused: 2 });
    await unclaim(app.ctx.db, [first!.id]);
    expect(await statuses(id)).toEqual(['paused', 'paused', 'paused']);
    await control(id, 'cancel');
  });

  it('cancel ends the campaign: what had not gone out is cancelled, and it can no longer resume', async () => {
    const id = await campaignOf(3);
    await control(id, 'pause');
    const cancelled = await control(id, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      paused_at: null,
      cancelled_at: expect.any(String),
      finished_at: expect.any(String),
      counts: { queued: 0, paused: 0, cancelled: 3 },
    });
    expect(await statuses(id)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await claimable()).toEqual([]);
    expect((await control(id, 'cancel')).status).toBe(200);
    for (const action of ['resume', 'pause']) {
      const refused = await control(id, action);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Esta campanha foi cancelada e não pode ser retomada.');
    }
  });

  it('a finished campaign answers 409; another company’s or an unknown one 404; a viewer 403', async () => {
    const id = await campaignOf(1);
    const [m] = await claimMessages(app.ctx.db, deviceId, 1);
    await app.ctx.db.execute(`update mensagens set status = 'sent', sent_at = now() where id = ${m!.id}`);
    await app.ctx.db.execute(`update campanhas set finished_at = now() where id = ${id}`);
    const done = await control(id, 'pause');
    expect(done.status).toBe(409);
    expect(done.body.message).toBe(
      'Esta campanha já terminou: não há mais nada a pausar, retomar ou cancelar.',
    );

    const open = await campaignOf(1);
    const other = await makeCompany(app);
    const stranger = await makeUser(app, { companies: [other.id], selected: other.id });
    const strangerToken = (await loginAs(app, stranger.email, stranger.password)).access_token;
    expect((await control(open, 'pause', strangerToken)).status).toBe(404);
    expect((await control(999_999, 'cancel')).status).toBe(404);
    const [demo] = await app.ctx.db.select().from(empresas).where(eq(empresas.razaoSocial, 'Demo Ltda'));
    const viewer = await makeUser(app, {
      companies: [demo!.id],
      selected: demo!.id,
      permissions: ['messages.view'],
    });
    const viewerToken = (await loginAs(app, viewer.email, viewer.password)).access_token;
    expect((await control(open, 'pause', viewerToken)).status).toBe(403);
    expect(await statuses(open)).toEqual(['queued']);
    await control(open, 'cancel');
  });
});
