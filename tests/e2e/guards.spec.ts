// Route guards as the user meets them (spec §2): who may open which page, where the others are
// sent, what the menu offers each kind of user, the error pages and the 451 terms gate.
import type { Page } from '@playwright/test';
import { isNull } from 'drizzle-orm';
import { termos } from '../../server/db/schema.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { expect, login, test } from './fixtures.js';

const ADMIN = 'admin@cofre.local';
const GESTOR = 'gestor@demo.local';
const SIGNATARIO = 'signatario@demo.local';

const MENU_LABELS = [
  'Painel',
  'A assinar',
  'Equipe',
  'Dados da empresa',
  'Dispositivos',
  'Mensagens',
  'Plano',
  'Planos',
  'Servidores',
  'Usuários',
];

/** The labels of the side menu's entries, in order. */
async function menuLabels(page: Page) {
  const items = page.getByRole('menuitem').filter({ hasText: new RegExp(`^(${MENU_LABELS.join('|')})$`) });
  await expect(items.first()).toBeVisible();
  return (await items.allTextContents()).map((s) => s.trim());
}

// One walk per kind of user (a browser session each): where they land, what the menu offers them,
// which pages open and where the others send them. The rules themselves are unit-tested
// (tests/spa/can-access.test.ts); these prove the app applies them as the user moves.
test.describe('each kind of user, walking the app', () => {
  test('a company manager: lands on /home; the menu has no administration; admin-only routes answer 403; /401', async ({
    page,
  }) => {
    await login(page, GESTOR);
    await expect(page).toHaveURL(/\/home$/);
    const labels = await menuLabels(page);
    expect(labels).toEqual(
      expect.arrayContaining(['Painel', 'Equipe', 'Dados da empresa', 'Dispositivos', 'Mensagens', 'Plano']),
    );
    for (const hidden of ['Planos', 'Servidores', 'Usuários']) expect(labels).not.toContain(hidden);

    for (const path of ['/planos', '/servers', '/usuarios', '/plano/cadastrar']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/403$/);
      const panel = page.getByTestId('error-403');
      await expect(panel.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
      await expect(panel.getByText('Acesso restrito aos administradores da plataforma.')).toBeVisible();
      await expect(panel.getByTestId('permission')).toHaveCount(0);
    }

    await page.goto('/401');
    const unauthorized = page.getByTestId('error-401');
    await expect(unauthorized.getByRole('heading', { name: 'Não autorizado' })).toBeVisible();
    await expect(unauthorized.getByText('Você precisa entrar para ver esta página.')).toBeVisible();
  });

  test('an admin: lands on /planos; the menu has no devices; every admin-only route opens; /home and /dashboard lead back; /404 in the app', async ({
    page,
  }) => {
    await login(page, ADMIN);
    await expect(page).toHaveURL(/\/planos$/);
    const labels = await menuLabels(page);
    expect(labels).toEqual(expect.arrayContaining(['Planos', 'Servidores', 'Usuários']));
    for (const hidden of ['Painel', 'Equipe', 'Dados da empresa', 'Dispositivos', 'Mensagens', 'Plano'])
      expect(labels).not.toContain(hidden);

    for (const [path, title] of [
      ['/planos', 'Planos'],
      ['/servers', 'Servidores'],
      ['/usuarios', 'Usuários'],
      ['/plano/cadastrar', 'Cadastrar plano'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('#react-admin-title')).toHaveText(title);
    }

    for (const path of ['/home', '/dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/planos$/);
      await expect(page.locator('#react-admin-title')).toHaveText('Planos');
    }

    await page.goto('/404');
    const panel = page.getByTestId('error-404');
    await expect(panel.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(panel.getByText('A página que você procura não existe ou foi movida.')).toBeVisible();
    // Inside the app layout (the user menu is there), and the way back is the admin's landing page.
    await expect(page.getByRole('button', { name: 'Perfil' })).toBeVisible();
    await panel.getByRole('link', { name: 'Ir para o início' }).click();
    await expect(page).toHaveURL(/\/planos$/);
  });

  test('a signatory: lands on the inbox; the menu has only the inbox; user-only routes lead back to it', async ({
    page,
  }) => {
    await login(page, SIGNATARIO);
    await expect(page).toHaveURL(/\/inbox$/);
    const labels = await menuLabels(page);
    expect(labels).toContain('A assinar');
    for (const hidden of [
      'Painel',
      'Equipe',
      'Dispositivos',
      'Mensagens',
      'Planos',
      'Servidores',
      'Usuários',
    ])
      expect(labels).not.toContain(hidden);

    for (const path of ['/devices', '/messages', '/device/cadastrar']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/inbox$/);
      await expect(
        page.getByTestId('inbox').getByRole('heading', { name: 'A assinar', exact: true }),
      ).toBeVisible();
    }
  });

  test('a company user without devices.manage is refused the new-device form with the permission named', async ({
    page,
    server,
  }) => {
    const company = await makeCompany(server);
    const user = await makeUser(server, { companies: [company.id], permissions: ['devices.view'] });
    await login(page, user.email, user.password);
    await expect(page).toHaveURL(/\/home$/);
    // The list is open to them…
    await page.goto('/devices');
    await expect(page.locator('#react-admin-title')).toHaveText('Dispositivos');
    await expect(page.getByText('Novo dispositivo')).toHaveCount(0);
    // …the form needs devices.manage.
    await page.goto('/device/cadastrar');
    await expect(page).toHaveURL(/\/403$/);
    const panel = page.getByTestId('error-403');
    await expect(
      panel.getByText('Você não tem a permissão necessária: Gerenciar dispositivos (devices.manage).'),
    ).toBeVisible();
    await expect(panel.getByTestId('permission')).toHaveText(
      'Permissão necessária: Gerenciar dispositivos (devices.manage)',
    );
  });

  test('anyone: an unknown path shows the public 404 page', async ({ page }) => {
    await page.goto('/qualquer/coisa');
    const panel = page.getByTestId('error-404');
    await expect(panel.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(panel.getByText('A página que você procura não existe ou foi movida.')).toBeVisible();
    await expect(page.getByTestId('tabs-bar')).toHaveCount(0);
  });
});

// Runs last: while an approved term waits, every non-admin user of this worker's server is held by
// the 451 gate, so the term is withdrawn (soft-deleted) afterwards.
test.describe('terms of use (451)', () => {
  test.describe.configure({ mode: 'serial' });

  test.afterAll(async ({ server }) => {
    await server.ctx.db.update(termos).set({ deletedAt: new Date() }).where(isNull(termos.deletedAt));
  });

  test('a newly approved term holds the user on /451 until accepted', async ({ page, server }) => {
    const company = await makeCompany(server);
    const user = await makeUser(server, { companies: [company.id] });
    const text = `Termo de uso e-2-e ${Date.now()}: o usuário concorda com as regras do Cofre.`;
    await server.ctx.db.insert(termos).values({ termoDescricao: text, approvedAt: new Date() });

    await login(page, user.email, user.password);
    await expect(page).toHaveURL(/\/451$/);
    const panel = page.getByTestId('error-451');
    await expect(panel.getByRole('heading', { name: 'Termos de uso' })).toBeVisible();
    await expect(panel.getByText(text)).toBeVisible();

    await panel.getByRole('button', { name: 'Li e aceito os termos' }).click();
    await expect(page.getByText('Termos aceitos.')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    const home = page.getByTestId('home');
    await expect(home.getByText('Sua equipe')).toBeVisible();
    await expect(home.getByText(user.email)).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('home').getByText(user.email)).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });
});
