// What the notification tests (tests/api/notifications-*.test.ts) share: an app with messaging's
// quick settings, one company with a member per kind of access and a member of another company; the
// user's list, their live stream, a notification raised directly, and the user's of one kind.
//
// A file calls setUpNotificationsApp() once: its hooks start all this before the file's tests and close
// it (and every stream opened) after. The bindings below are set by those hooks: read them inside
// tests and hooks, never at the top of a file.
import { afterAll, beforeAll, expect } from 'vitest';
import { notifyUser } from '../../server/modules/notifications/service.js';
import { startTestApp, type TestApp } from './app.js';
import { makeCompany } from './fixtures.js';
import { MESSAGING_ENV, type SseReader, sse, waitFor } from './messaging.js';
import { type Member, member } from './signing.js';

export let app: TestApp;
export let empresaId: number;
/** Every permission in the company. */
export let owner: Member;
/** devices.view only. */
export let viewer: Member;
/** vault.view only: no device notifications. */
export let clerk: Member;
/** Another company. */
export let stranger: Member;
export let strangerEmpresaId: number;
const readers: SseReader[] = [];

export function setUpNotificationsApp() {
  beforeAll(async () => {
    app = await startTestApp(MESSAGING_ENV);
    empresaId = (await makeCompany(app)).id;
    owner = await member(app, empresaId);
    viewer = await member(app, empresaId, ['devices.view']);
    clerk = await member(app, empresaId, ['vault.view']);
    strangerEmpresaId = (await makeCompany(app)).id;
    stranger = await member(app, strangerEmpresaId);
  });
  afterAll(async () => {
    for (const r of readers.splice(0)) r.close();
    await app?.close();
  });
}

export const list = (m: Member, query = '') =>
  app.call('GET', `/api/usuario/notifications${query}`, { token: m.token });

export async function open(m: Pick<Member, 'token'>) {
  const reader = await sse(app, m.token);
  readers.push(reader);
  await waitFor(() => reader.comments.length > 0, 5000, 'the stream to open');
  return reader;
}

/** A notification of the member's own company (`empresaId` to say another, null: personal). */
export const raise = (m: Member, n = 1, extra: { chave?: string; empresaId?: number | null } = {}) =>
  notifyUser(app.ctx, {
    userId: m.user.id,
    empresaId: m === stranger ? strangerEmpresaId : empresaId,
    status: 1,
    tipo: 'test',
    key: 'notifications.device_connected',
    params: { dispositivo: `Teste ${n}` },
    link: '/devices',
    ...extra,
  });

/** The user's notifications of a kind, newest first. */
export async function ofKind(m: Member, tipo: string) {
  const res = await list(m, '?perPage=100');
  expect(res.status, res.text).toBe(200);
  return (res.body.data as any[]).filter((n) => n.tipo === tipo);
}
