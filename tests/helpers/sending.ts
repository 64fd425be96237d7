// What the tests of POST /api/message/send (tests/api/messages-send*.test.ts) share: an app with
// messaging's quick settings, a company user with a connected device and one never scanned, a send
// as the SPA makes it, and what a refusal must leave unchanged.
//
// A file calls setUpSending() once: its hooks start all this before the file's tests and close it
// after. The bindings below are set by those hooks: read them inside tests and hooks, never at the top
// of a file.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { loginAs, startTestApp, type TestApp } from './app.js';
import { makeCompany, makeUser } from './fixtures.js';
import { connectDevice, MESSAGING_ENV, sendForm, simSent, sleep } from './messaging.js';

export let app: TestApp;
export let token: string;
export let userId: number;
export let empresaId: number;
export let device: any;
export let instance: string;
/** A device of the company that was never scanned. */
export let idle: any;

export async function companyUser(permissions?: string[], company?: number) {
  const id = company ?? (await makeCompany(app)).id;
  const user = await makeUser(app, {
    companies: [id],
    selected: id,
    ...(permissions ? { permissions } : {}),
  });
  return {
    empresaId: id,
    userId: user.id,
    token: (await loginAs(app, user.email, user.password)).access_token,
  };
}

/** Files in the blob store (attachments kept). */
function blobCount(): number {
  const dir = join(app.dataDir, 'blobs');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
}

/** What a refusal must leave unchanged: campaigns, the device's queue, the simulator's sent list, stored files. */
export async function snapshot(t = token, d = device, i = instance) {
  const campaigns = (await app.call('GET', '/api/messages', { token: t })).body.total as number;
  const queued = (await app.call('GET', `/api/device/${d.id}/details`, { token: t })).body.queued as number;
  return { campaigns, queued, sent: (await simSent(app, i)).length, blobs: blobCount() };
}

export async function expectNothingQueued(
  before: Awaited<ReturnType<typeof snapshot>>,
  t = token,
  d = device,
  i = instance,
) {
  await sleep(150);
  expect(await snapshot(t, d, i)).toEqual(before);
}

export const send = (
  fields: Record<string, unknown>,
  attachment?: Parameters<typeof sendForm>[3],
  t = token,
) =>
  sendForm(app, t, { device: String(device.id), ...fields }, attachment, undefined).then((r) => {
    if (t === token && r.status >= 500) throw new Error(r.text);
    return r;
  });

export function setUpSending() {
  beforeAll(async () => {
    app = await startTestApp(MESSAGING_ENV);
    const main = await companyUser();
    ({ token, userId, empresaId } = main);
    ({ device, instance } = await connectDevice(app, token, 'Envios'));
    const created = await app.call('POST', '/api/device/store', { token, body: { name: 'Nunca lido' } });
    idle = created.body;
  });
  afterAll(async () => {
    await app?.close();
  });
}
