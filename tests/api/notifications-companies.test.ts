// Notifications by company: a session sees only its company's and the personal ones, and each count
// it hears live is stamped with when it was taken; a change of the user's permissions or companies
// reaches their open tabs.
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../../server/modules/notifications/service.js';
import { loginAs } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { waitFor } from '../helpers/messaging.js';
import {
  app,
  clerk,
  empresaId,
  open,
  owner,
  setUpNotificationsApp,
  viewer,
} from '../helpers/notifications.js';

setUpNotificationsApp();

describe('notifications: only those of the company the session entered, and the personal ones', () => {
  let a: number;
  let b: number;
  /** One user of companies A and B, signed in to each. */
  let inA: string;
  let inB: string;
  let userId: number;
  const notes = async (token: string) => {
    const res = await app.call('GET', '/api/usuario/notifications?perPage=100', { token });
    expect(res.status, res.text).toBe(200);
    return res.body as { data: any[]; total: number; unread: number; unread_at: number };
  };
  const raiseFor = (empresaId: number | null, what: string, link: string | null = null) =>
    notifyUser(app.ctx, {
      userId,
      empresaId,
      status: 2,
      tipo: 'test.scope',
      key: 'notifications.device_disconnected',
      params: { dispositivo: what },
      link,
    });
  const texts = (page: { data: any[] }) => page.data.map((n) => n.not_description);

  beforeAll(async () => {
    a = (await makeCompany(app)).id;
    b = (await makeCompany(app)).id;
    const user = await makeUser(app, { companies: [a, b], selected: a });
    userId = user.id;
    inA = (await loginAs(app, user.email, user.password, { empresa_id: a })).access_token;
    inB = (await loginAs(app, user.email, user.password, { empresa_id: b })).access_token;
  });

  it('lists and counts, in each company, its own notifications and the personal ones only', async () => {
    await raiseFor(a, 'Da empresa A');
    // B's plan notification leads to /comprar, which would act on the company of the session.
    await raiseFor(b, 'Da empresa B', '/comprar');
    await raiseFor(null, 'Pessoal');
    const seenInA = await notes(inA);
    expect(texts(seenInA)).toEqual([
      'O dispositivo “Pessoal” foi desconectado.',
      'O dispositivo “Da empresa A” foi desconectado.',
    ]);
    expect(seenInA.total).toBe(2);
    expect(seenInA.unread).toBe(2);
    const seenInB = await notes(inB);
    expect(texts(seenInB)).toEqual([
      'O dispositivo “Pessoal” foi desconectado.',
      'O dispositivo “Da empresa B” foi desconectado.',
    ]);
    expect(seenInB.data[1].link).toBe('/comprar');
    expect(seenInB.unread).toBe(2);
    const onlyUnread = await app.call('GET', '/api/usuario/notifications?unread=1', { token: inA });
    expect(onlyUnread.body.total).toBe(2);
  });

  it('answers 404 for another company’s notification, by id, and leaves it as it was', async () => {
    const [ofB] = (await notes(inB)).data.filter((n) => n.not_description.includes('Da empresa B'));
    const show = await app.call('PUT', `/api/usuario/notification/${ofB.id}/show`, { token: inA });
    expect(show.status).toBe(404);
    const del = await app.call('DELETE', `/api/usuario/notification/${ofB.id}`, { token: inA });
    expect(del.status).toBe(404);
    expect((await notes(inB)).data).toContainEqual(expect.objectContaining({ id: ofB.id, shown_at: null }));
  });

  it('"mark all" and "delete all" reach this company’s and the personal ones, not another company’s', async () => {
    const shown = await app.call('PUT', '/api/usuario/notifications/show', { token: inA });
    expect(shown.body.unread).toBe(0);
    // The personal one was read from A; B's own is still unread.
    expect((await notes(inB)).unread).toBe(1);
    const deleted = await app.call('DELETE', '/api/usuario/notifications', { token: inA });
    expect(deleted.status).toBe(200);
    expect(await notes(inA)).toMatchObject({ data: [], total: 0, unread: 0 });
    expect(texts(await notes(inB))).toEqual(['O dispositivo “Da empresa B” foi desconectado.']);
  });

  it('each live event names its company, with the count of that company’s view, stamped later than before', async () => {
    const tab = await open({ token: inA });
    const before = await notes(inA);
    const ofB = await raiseFor(b, 'Outra B');
    const eventB = await tab.next('notification', (d) => d.notification.id === ofB?.id, 1000);
    // B's view: its two unread; a tab signed in to A leaves it alone (the SPA checks empresa_id).
    expect(eventB).toMatchObject({ empresa_id: b, unread: 2 });
    expect(eventB.unread_at).toBeGreaterThan(before.unread_at);
    const ofA = await raiseFor(a, 'Outra A');
    const eventA = await tab.next('notification', (d) => d.notification.id === ofA?.id, 1000);
    expect(eventA).toMatchObject({ empresa_id: a, unread: 1 });
    expect(eventA.unread_at).toBeGreaterThan(eventB.unread_at);
    const personal = await raiseFor(null, 'Outra pessoal');
    const eventP = await tab.next('notification', (d) => d.notification.id === personal?.id, 1000);
    expect(eventP).toMatchObject({ empresa_id: null, unread: 1 });

    const read = await app.call('PUT', `/api/usuario/notification/${ofA?.id}/show`, { token: inA });
    expect(read.body).toMatchObject({ unread: 1 });
    expect(read.body.unread_at).toBeGreaterThan(eventP.unread_at);
    expect(await tab.next('notification.read', (d) => d.ids?.[0] === ofA?.id, 1000)).toEqual({
      unread: 1,
      unread_at: read.body.unread_at,
      ids: [ofA?.id],
      deleted: false,
      empresa_id: a,
    });
  });
});

describe('"user updated": permission and company changes reach the user’s tabs', () => {
  it('a permission change by a manager publishes user.updated to that user only', async () => {
    const tab = await open(viewer);
    const others = await open(clerk);
    const res = await app.call('PUT', `/api/usuario/${viewer.user.id}/permission`, {
      token: owner.token,
      body: { empresa_id: empresaId, permissions: ['devices.view', 'messages.view'] },
    });
    expect(res.status, res.text).toBe(200);
    expect(await tab.next('user.updated', () => true, 1000)).toEqual({ user_id: viewer.user.id });
    await new Promise((r) => setTimeout(r, 200));
    expect(others.of('user.updated')).toEqual([]);
  });

  it('a company link made or removed by an administrator publishes it too', async () => {
    const admin = (await loginAs(app, 'admin@cofre.local')).access_token;
    const other = await makeCompany(app);
    const tab = await open(clerk);
    const linked = await app.call('PUT', '/api/usuario/company', {
      token: admin,
      body: { user_id: clerk.user.id, empresa_id: other.id, permissions: ['vault.view'] },
    });
    expect(linked.status, linked.text).toBe(200);
    await tab.next('user.updated', () => true, 1000);
    const count = tab.of('user.updated').length;
    const removed = await app.call(
      'DELETE',
      `/api/usuario/${clerk.user.id}/remover-vinculo?empresa_id=${other.id}`,
      {
        token: admin,
      },
    );
    expect(removed.status, removed.text).toBe(200);
    await waitFor(() => tab.of('user.updated').length > count, 1000, 'a second user.updated');
  });
});
