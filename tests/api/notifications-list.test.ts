// Notifications (spec §3, §7 Users): the user's list with the unread count, marking one or all as
// shown, deleting one or all, never someone else's (404); texts in the recipient's own language;
// every change heard live by the user's open streams.
import { describe, expect, it } from 'vitest';
import { updateUser } from '../../server/db/queries/users.js';
import {
  app,
  clerk,
  empresaId,
  list,
  open,
  raise,
  setUpNotificationsApp,
  stranger,
} from '../helpers/notifications.js';

setUpNotificationsApp();

describe('notifications: the user’s list', () => {
  it('refuses every call without a session (401)', async () => {
    for (const [method, path] of [
      ['GET', '/api/usuario/notifications'],
      ['PUT', '/api/usuario/notification/1/show'],
      ['PUT', '/api/usuario/notifications/show'],
      ['DELETE', '/api/usuario/notification/1'],
      ['DELETE', '/api/usuario/notifications'],
    ] as const) {
      expect((await app.call(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('starts empty', async () => {
    const res = await list(clerk);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], total: 0, unread: 0, unread_at: expect.any(Number) });
  });

  it('lists newest first with the unread count, pages and filters the unread', async () => {
    for (let i = 1; i <= 3; i++) await raise(clerk, i);
    const res = await list(clerk);
    expect(res.body.total).toBe(3);
    expect(res.body.unread).toBe(3);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      not_status: 1,
      not_description: 'O dispositivo “Teste 3” está conectado.',
      tipo: 'test',
      link: '/devices',
      shown_at: null,
      created_at: expect.any(String),
    });
    expect(res.body.data.map((n: any) => n.not_description)).toEqual([
      'O dispositivo “Teste 3” está conectado.',
      'O dispositivo “Teste 2” está conectado.',
      'O dispositivo “Teste 1” está conectado.',
    ]);
    const page2 = await list(clerk, '?page=2&perPage=2');
    expect(page2.body.data.map((n: any) => n.not_description)).toEqual([
      'O dispositivo “Teste 1” está conectado.',
    ]);
    expect(page2.body.total).toBe(3);
    const bad = await list(clerk, '?perPage=500');
    expect(bad.status).toBe(422);
  });

  it('marks one as shown; the unread count and the filter follow', async () => {
    const before = await list(clerk);
    const [newest] = before.body.data;
    const res = await app.call('PUT', `/api/usuario/notification/${newest.id}/show`, { token: clerk.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      message: 'Notificação marcada como lida.',
      unread: 2,
      unread_at: expect.any(Number),
    });
    const after = await list(clerk);
    expect(after.body.unread).toBe(2);
    expect(after.body.data[0].shown_at).toEqual(expect.any(String));
    const unread = await list(clerk, '?unread=1');
    expect(unread.body.total).toBe(2);
    expect(unread.body.data.map((n: any) => n.id)).not.toContain(newest.id);
    // Showing it again keeps the first time.
    await app.call('PUT', `/api/usuario/notification/${newest.id}/show`, { token: clerk.token });
    expect((await list(clerk)).body.data[0].shown_at).toBe(after.body.data[0].shown_at);
  });

  it('answers 404 for another user’s notification and leaves it untouched', async () => {
    const theirs = await raise(stranger);
    if (!theirs) throw new Error('not raised');
    const show = await app.call('PUT', `/api/usuario/notification/${theirs.id}/show`, { token: clerk.token });
    expect(show.status).toBe(404);
    const del = await app.call('DELETE', `/api/usuario/notification/${theirs.id}`, { token: clerk.token });
    expect(del.status).toBe(404);
    expect(
      (await app.call('PUT', '/api/usuario/notification/999999999/show', { token: clerk.token })).status,
    ).toBe(404);
    const still = await list(stranger);
    expect(still.body.data).toEqual([expect.objectContaining({ id: theirs.id, shown_at: null })]);
    expect(still.body.unread).toBe(1);
  });

  it('marks all as shown and tells every open tab the new count', async () => {
    const tab = await open(clerk);
    const res = await app.call('PUT', '/api/usuario/notifications/show', { token: clerk.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Todas as notificações foram marcadas como lidas.',
      unread: 0,
      unread_at: expect.any(Number),
    });
    expect(await tab.next('notification.read', (d) => d.unread === 0)).toEqual({
      unread: 0,
      unread_at: res.body.unread_at,
      ids: null,
      deleted: false,
      empresa_id: empresaId,
    });
    expect((await list(clerk, '?unread=1')).body).toMatchObject({ data: [], total: 0, unread: 0 });
    expect((await list(clerk)).body.total).toBe(3);
    // The stranger's stays unread.
    expect((await list(stranger)).body.unread).toBe(1);
  });

  it('pushes a new notification to the user’s open tabs only, with the unread count', async () => {
    const mine = await open(clerk);
    const theirs = await open(stranger);
    const raised = await raise(clerk, 9);
    const event = await mine.next('notification', (d) => d.notification.id === raised?.id, 1000);
    expect(event).toEqual({
      notification: expect.objectContaining({
        id: raised?.id,
        not_status: 1,
        not_description: 'O dispositivo “Teste 9” está conectado.',
        link: '/devices',
        shown_at: null,
      }),
      unread: 1,
      unread_at: expect.any(Number),
      empresa_id: empresaId,
    });
    expect(theirs.of('notification')).toEqual([]);
  });

  it('deletes one, then all (and only the user’s own)', async () => {
    const tab = await open(clerk);
    const [first] = (await list(clerk)).body.data;
    const res = await app.call('DELETE', `/api/usuario/notification/${first.id}`, { token: clerk.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Notificação excluída.', unread: 0 });
    expect(await tab.next('notification.read', (d) => d.deleted && d.ids?.[0] === first.id)).toBeTruthy();
    expect((await list(clerk)).body.total).toBe(3);
    const all = await app.call('DELETE', '/api/usuario/notifications', { token: clerk.token });
    expect(all.body).toMatchObject({ message: 'Todas as notificações foram excluídas.', unread: 0 });
    expect((await list(clerk)).body).toMatchObject({ data: [], total: 0, unread: 0 });
    expect((await list(stranger)).body.total).toBe(1);
  });

  it('writes the text in the recipient’s own language and answers in it', async () => {
    await updateUser(app.ctx.db, stranger.user.id, { language: 'en' });
    await raise(stranger, 7);
    const res = await list(stranger);
    expect(res.body.data[0].not_description).toBe('The device “Teste 7” is connected.');
    // The older one stays as it was written.
    expect(res.body.data[1].not_description).toBe('O dispositivo “Teste 1” está conectado.');
    const all = await app.call('PUT', '/api/usuario/notifications/show', { token: stranger.token });
    expect(all.body.message).toBe('All notifications marked as read.');
    await updateUser(app.ctx.db, stranger.user.id, { language: 'pt_BR' });
  });

  it('a chave makes a notification once-only per user', async () => {
    expect(await raise(clerk, 1, { chave: 'teste:1' })).not.toBeNull();
    expect(await raise(clerk, 2, { chave: 'teste:1' })).toBeNull();
    expect(await raise(stranger, 3, { chave: 'teste:1' })).not.toBeNull();
    expect((await list(clerk)).body.total).toBe(1);
  });
});
