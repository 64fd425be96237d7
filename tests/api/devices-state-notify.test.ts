// A device's connection changes are often reported twice at once — the gateway's webhook, the status
// poll and the reconciliation each see the same transition, each holding a copy of the device read
// before the other wrote. The company's users must hear of each change once: only the call that
// actually moved the state notifies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDeviceById } from '../../server/db/queries/devices.js';
import { applyState } from '../../server/modules/devices/service.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany } from '../helpers/fixtures.js';
import { connectDevice, MESSAGING_ENV } from '../helpers/messaging.js';
import { type Member, member } from '../helpers/signing.js';

let app: TestApp;
let owner: Member;
let deviceId: number;

/** The owner's notifications of a kind (device.connected, device.disconnected). */
async function notified(tipo: string): Promise<string[]> {
  const res = await app.call('GET', '/api/usuario/notifications?perPage=100', { token: owner.token });
  expect(res.status, res.text).toBe(200);
  return (res.body.data as { tipo: string; not_description: string }[])
    .filter((n) => n.tipo === tipo)
    .map((n) => n.not_description);
}

async function stored() {
  const row = await findDeviceById(app.ctx.db, deviceId);
  if (!row) throw new Error('device gone');
  return row;
}

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  owner = await member(app, (await makeCompany(app)).id);
  const { device } = await connectDevice(app, owner.token, 'Balcão');
  deviceId = device.id;
});
afterAll(async () => {
  await app?.close();
});

describe('a device’s connection change notifies once, however many report it', () => {
  it('two reports of the same disconnection at once: one notification, the device closed', async () => {
    const copy = await stored();
    expect(copy.state).toBe('open');
    const results = await Promise.all([
      applyState(app.ctx, copy, { state: 'close', statusReason: 428 }),
      applyState(app.ctx, copy, { state: 'close', statusReason: 428 }),
    ]);
    expect(results.map((r) => r.state)).toEqual(['close', 'close']);
    expect((await stored()).state).toBe('close');
    expect(await notified('device.disconnected')).toEqual(['O dispositivo “Balcão” foi desconectado.']);
  });

  it('a late report holding a copy from before the change: no second notification', async () => {
    const copy = await stored();
    expect(copy.state).toBe('close');
    const first = await applyState(app.ctx, copy, { state: 'open' });
    expect(first.state).toBe('open');
    // The poll read the device before the webhook opened it, and reports the same opening after.
    const late = await applyState(app.ctx, copy, { state: 'open' });
    expect(late.state).toBe('open');
    // One from the first scan (connectDevice), one from this reopening.
    expect(await notified('device.connected')).toHaveLength(2);
  });

  it('a report judged on a stale copy still applies a different change it brings', async () => {
    const copy = await stored();
    await applyState(app.ctx, copy, { state: 'close', statusReason: 428 });
    // Stale copy (open): it meant to log the phone out; the state moved, the rest still counts.
    const late = await applyState(app.ctx, copy, { state: 'close', statusReason: 401, loggedOut: true });
    expect(late).toMatchObject({ state: 'close', statusReason: 401, loggedOut: true });
    expect(await notified('device.disconnected')).toHaveLength(2);
  });
});
