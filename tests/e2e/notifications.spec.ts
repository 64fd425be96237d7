// Notifications in the browser: a user on another page (/cofre) receives a notification live — the
// bell's count goes up without a reload — opens the bell, sees it, marks everything read, and finds
// it on the notifications page; and a permission granted by a manager refreshes the user's menu
// without a reload (the live "user updated" event).
import { isNotNull } from 'drizzle-orm';
import { findUserByEmail } from '../../server/db/queries/users.js';
import { termoAceites, termos } from '../../server/db/schema.js';
import { notifyUser } from '../../server/modules/notifications/service.js';
import { loginAs, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { expect, login, test } from './fixtures';

/** Other specs of this worker may have approved terms: accept them, so the 451 gate stays out of the way. */
async function acceptTerms(server: TestApp, userId: number) {
  const approved = await server.ctx.db
    .select({ id: termos.id })
    .from(termos)
    .where(isNotNull(termos.approvedAt));
  for (const t of approved)
    await server.ctx.db
      .insert(termoAceites)
      .values({ termoId: t.id, userId, ip: '127.0.0.1', userAgent: null })
      .onConflictDoNothing();
}

test('a notification arrives live on another page; the bell counts it and marks it read', async ({
  page,
  server,
}) => {
  const company = await makeCompany(server);
  const user = await makeUser(server, { companies: [company.id], selected: company.id });
  await acceptTerms(server, user.id);
  await login(page, user.email, user.password);
  await page.waitForURL(/\/(home|dashboard)$/);
  await page.goto('/cofre');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const badge = page.getByTestId('notification-count').locator('.MuiBadge-badge');
  await expect(badge).toHaveClass(/MuiBadge-invisible/);
  // The page must not reload: a marker on the window survives only without one.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  // The live stream is open once the bell subscribed (give it a moment to connect).
  await page.waitForTimeout(500);

  await notifyUser(server.ctx, {
    userId: user.id,
    empresaId: company.id,
    status: 2,
    tipo: 'device.disconnected',
    key: 'notifications.device_disconnected',
    params: { dispositivo: 'Atendimento' },
    link: '/devices',
  });
  await expect(badge).toHaveText('1');
  await expect(badge).not.toHaveClass(/MuiBadge-invisible/);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page).toHaveURL(/\/cofre$/);

  await bell.click();
  const popover = page.getByRole('presentation').filter({ hasText: 'Notificações' });
  await expect(popover.getByText('O dispositivo “Atendimento” foi desconectado.')).toBeVisible();
  await expect(popover.getByText('1 não lida')).toBeVisible();
  await popover.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(badge).toHaveClass(/MuiBadge-invisible/);
  await expect(popover.getByText('0 não lida')).toBeVisible();

  // See all: the page lists it, already read; after a reload the count stays at zero.
  await popover.getByRole('button', { name: 'Ver todas' }).click();
  await expect(page).toHaveURL(/\/notificacoes$/);
  await expect(
    page.getByTestId('notifications-page').getByText('O dispositivo “Atendimento” foi desconectado.'),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('notifications-unread')).toHaveText('0 não lida');
  await expect(badge).toHaveClass(/MuiBadge-invisible/);

  // On a phone the text takes the row's whole width (its actions on a line below), not a third.
  await page.setViewportSize({ width: 360, height: 740 });
  const row = page.getByTestId('notification-row').first();
  const text = row.getByText('O dispositivo “Atendimento” foi desconectado.');
  await expect(text).toBeVisible();
  const [rowBox, textBox] = [await row.boundingBox(), await text.boundingBox()];
  expect(textBox?.width ?? 0).toBeGreaterThanOrEqual(0.8 * (rowBox?.width ?? 0) - 24);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a permission granted by a manager shows in the user’s menu without a reload', async ({
  page,
  server,
}) => {
  const manager = await findUserByEmail(server.ctx.db, 'gestor@demo.local');
  const empresaId = manager?.empresaId;
  if (!manager || !empresaId) throw new Error('no demo manager');
  const user = await makeUser(server, {
    companies: [empresaId],
    selected: empresaId,
    permissions: ['vault.view'],
  });
  await acceptTerms(server, user.id);
  await acceptTerms(server, manager.id);

  await login(page, user.email, user.password);
  await page.waitForURL(/\/(home|dashboard)$/);
  await page.goto('/cofre');
  const menu = page.getByRole('menuitem');
  await expect(menu.filter({ hasText: /^Documentos$/ })).toBeVisible();
  await expect(menu.filter({ hasText: /^Dispositivos$/ })).toHaveCount(0);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await page.waitForTimeout(500);

  const token = (await loginAs(server, 'gestor@demo.local')).access_token;
  const res = await server.call('PUT', `/api/usuario/${user.id}/permission`, {
    token,
    body: { empresa_id: empresaId, permissions: ['vault.view', 'devices.view'] },
  });
  expect(res.status, res.text).toBe(200);

  await expect(menu.filter({ hasText: /^Dispositivos$/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page).toHaveURL(/\/cofre$/);
});
