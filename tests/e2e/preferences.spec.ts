// The user's preferences (spec §3 and §9): language and skin, kept in the browser and on the
// server, the bar of visited views and the support-chat widget; on a 360 px phone the language and
// the skin live in the user menu and there is no bar of visited views. Language and skin tests use
// fresh users, since the server remembers them and the demo users are shared with other tests.
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.js';
import { loginAs, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { expectNoSeriousViolations, pageWidth } from './axe.js';
import { expect, login, test } from './fixtures.js';

async function freshCompanyUser(server: TestApp) {
  const company = await makeCompany(server);
  return makeUser(server, { companies: [company.id] });
}

const userRow = async (server: TestApp, id: number) =>
  (await server.ctx.db.select().from(users).where(eq(users.id, id)))[0];

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

const PHONE = { width: 360, height: 740 };

test.describe('language', () => {
  test('the login page switches to English and keeps it after a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
    expect(await storage(page, 'user_language')).toBe('en');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: 'Português (Brasil)' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(await storage(page, 'user_language')).toBe('pt_BR');
  });

  test('in the app the Idioma menu switches the labels and the server remembers the choice', async ({
    page,
    server,
  }) => {
    const user = await freshCompanyUser(server);
    await login(page, user.email, user.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(menuItem(page, 'Painel')).toBeVisible();

    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(menuItem(page, 'Dashboard')).toBeVisible();
    await expect(menuItem(page, 'To sign')).toBeVisible();
    await expect(menuItem(page, 'Devices')).toBeVisible();
    await expect(menuItem(page, 'Painel')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
    expect(await storage(page, 'user_language')).toBe('en');
    await expect.poll(async () => (await userRow(server, user.id))?.language).toBe('en');
    const { access_token } = await loginAs(server, user.email, user.password);
    const me = await server.call('GET', '/api/auth/user', { token: access_token });
    expect(me.status).toBe(200);
    expect(me.body.language).toBe('en');

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Português (Brasil)' }).click();
    await expect(menuItem(page, 'Painel')).toBeVisible();
    await expect(menuItem(page, 'A assinar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Idioma' })).toBeVisible();
    expect(await storage(page, 'user_language')).toBe('pt_BR');
    await expect.poll(async () => (await userRow(server, user.id))?.language).toBe('pt_BR');
  });
});

test.describe('language after a reload', () => {
  // react-admin needs the starting language's messages synchronously: English is loaded before the
  // admin app starts when the user starts in English.
  test('an English-speaking user reloading the app keeps English', async ({ page, server }) => {
    const user = await freshCompanyUser(server);
    await login(page, user.email, user.password);
    await expect(menuItem(page, 'Painel')).toBeVisible();
    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(menuItem(page, 'Dashboard')).toBeVisible();
    await page.reload();
    // The first menu drawn after the reload is already in English.
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await expect(menuItem(page, 'Painel')).toHaveCount(0);
    await expect(menuItem(page, 'Dashboard')).toBeVisible();
  });

  test('signing in from the English login page opens the app in English', async ({ page, server }) => {
    const user = await freshCompanyUser(server);
    await page.goto('/login');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await expect(menuItem(page, 'Painel')).toHaveCount(0);
    await expect(menuItem(page, 'Dashboard')).toBeVisible();
  });
});

test.describe('skin', () => {
  test('the Tema menu recolours the app bar and the choice is kept in the browser and on the server', async ({
    page,
    server,
  }) => {
    const user = await freshCompanyUser(server);
    await login(page, user.email, user.password);
    await expect(page).toHaveURL(/\/home$/);
    const bar = page.locator('header.MuiAppBar-root');
    await expect(bar).toBeVisible();
    const colour = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    const before = await colour();
    expect(before).toBe('rgb(21, 101, 192)'); // skin-blue-light, the default

    await page.getByRole('button', { name: 'Tema' }).click();
    await page.locator('[data-skin="skin-red"]').click();
    await expect.poll(colour).toBe('rgb(198, 40, 40)');
    expect(await storage(page, 'user_skin')).toBe('skin-red');
    await expect.poll(async () => (await userRow(server, user.id))?.skin).toBe('skin-red');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Perfil' })).toBeVisible();
    await expect.poll(colour).toBe('rgb(198, 40, 40)');
    expect(await storage(page, 'user_skin')).toBe('skin-red');
  });
});

test.describe('reduced motion', () => {
  test('menus open without animation when the system asks for less motion, and grow otherwise', async ({
    page,
  }) => {
    await login(page, 'gestor@demo.local');
    await expect(page).toHaveURL(/\/home$/);
    const paper = page.locator('.MuiPopover-paper');
    const transition = () => paper.evaluate((el) => getComputedStyle(el).transitionDuration);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.getByRole('button', { name: 'Tema' }).click();
    await expect(paper).toBeVisible();
    expect(await transition()).not.toMatch(/^0s(, 0s)*$/);
    await page.keyboard.press('Escape');
    await expect(paper).toHaveCount(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Tema' }).click();
    await expect(paper).toBeVisible();
    expect(await transition()).toMatch(/^0s(, 0s)*$/);
  });
});

test.describe('tabs of visited views', () => {
  test('each view visited adds a tab; tabs navigate; closing the current tab opens its neighbour', async ({
    page,
  }) => {
    await login(page, 'gestor@demo.local');
    await expect(page).toHaveURL(/\/home$/);
    const bar = page.getByTestId('tabs-bar');
    const tab = (path: string) => bar.locator(`[data-tab="${path}"]`);
    const tabs = bar.locator('[data-tab]');
    await expect(tabs).toHaveCount(1); // Início, where the login landed

    await menuItem(page, 'Painel').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await menuItem(page, 'A assinar').click();
    await expect(page).toHaveURL(/\/inbox$/);
    await menuItem(page, 'Dispositivos').click();
    await expect(page).toHaveURL(/\/devices$/);
    await expect(tabs).toHaveCount(4);
    await expect(tabs).toHaveText(['Início', 'Painel', 'A assinar', 'Dispositivos']);
    await expect(tab('/devices')).toHaveAttribute('aria-current', 'page');

    // Clicking a tab opens its view.
    await tab('/dashboard').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(tab('/dashboard')).toHaveAttribute('aria-current', 'page');

    // Closing the current tab opens the one after it…
    await tab('/dashboard').getByLabel('Fechar aba').click();
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(tabs).toHaveText(['Início', 'A assinar', 'Dispositivos']);
    await expect(tab('/inbox')).toHaveAttribute('aria-current', 'page');

    // …and the last one falls back to the one before it.
    await tab('/devices').click();
    await expect(page).toHaveURL(/\/devices$/);
    await tab('/devices').getByLabel('Fechar aba').click();
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(tabs).toHaveText(['Início', 'A assinar']);

    // Closing a tab that is not the current one leaves the view alone.
    await tab('/home').getByLabel('Fechar aba').click();
    await expect(tabs).toHaveText(['A assinar']);
    await expect(page).toHaveURL(/\/inbox$/);
  });
});

test.describe('on a phone', () => {
  test('the bar keeps its room for the work: language and skin in the user menu, no row of tabs', async ({
    page,
    server,
  }) => {
    const user = await freshCompanyUser(server);
    await page.setViewportSize(PHONE);
    await login(page, user.email, user.password);
    await expect(page).toHaveURL(/\/home$/);
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: 'Perfil' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Idioma' })).toHaveCount(0);
    await expect(bar.getByRole('button', { name: 'Tema' })).toHaveCount(0);

    // Views visited leave no row of tabs above the page.
    await bar.getByRole('button', { name: 'Abrir menu' }).click();
    await menuItem(page, 'Painel').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('tabs-bar')).toHaveCount(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await bar.getByRole('button', { name: 'Perfil' }).click();
    await expect(menuItem(page, 'Idioma')).toBeVisible();
    await expect(menuItem(page, 'Tema')).toBeVisible();
    await expectNoSeriousViolations(page, 'the user menu on a phone');
    await menuItem(page, 'Idioma').click();
    await menuItem(page, 'English').click();
    await expect(bar.getByRole('button', { name: 'Profile' })).toBeVisible();
    expect(await storage(page, 'user_language')).toBe('en');
    await expect.poll(async () => (await userRow(server, user.id))?.language).toBe('en');

    const colour = () =>
      page.locator('header.MuiAppBar-root').evaluate((el) => getComputedStyle(el).backgroundColor);
    await bar.getByRole('button', { name: 'Profile' }).click();
    await menuItem(page, 'Theme').click();
    await page.locator('[data-skin="skin-red"]').click();
    await expect.poll(colour).toBe('rgb(198, 40, 40)');
    await expect.poll(async () => (await userRow(server, user.id))?.skin).toBe('skin-red');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});

test.describe('support chat widget', () => {
  test('leads to the configured WhatsApp and e-mail and, once hidden, stays hidden after a reload', async ({
    page,
  }) => {
    await login(page, 'gestor@demo.local');
    await expect(page).toHaveURL(/\/home$/);
    const widget = page.getByTestId('chat-widget');
    await expect(widget).toBeVisible();
    await widget.click();
    // SUPPORT_WHATSAPP / SUPPORT_EMAIL of the test server (fixtures.ts).
    await expect(page.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/551140001234',
    );
    await expect(page.getByRole('link', { name: 'Escrever para suporte@cofre.local' })).toHaveAttribute(
      'href',
      'mailto:suporte@cofre.local',
    );
    await page.getByRole('button', { name: 'Ocultar este botão' }).click();
    await expect(widget).toHaveCount(0);
    expect(await storage(page, 'hide_chat_widget')).toBe('1');

    await page.reload();
    await expect(page.getByTestId('home').getByText('Olá, Gestor Demo!')).toBeVisible();
    await expect(page.getByTestId('chat-widget')).toHaveCount(0);
  });
});
