// The spec §8 response catalogue as the user sees it: the dashboard's call (GET
// /api/empresa/usuarios) is made to answer each status, and the page reacts as the catalogue says.
import type { Page, Route } from '@playwright/test';
import { expect, login, test } from './fixtures.js';

const MEMBERS = '**/api/empresa/usuarios';

/** Signs in as the demo manager and opens a second view, so the bar has tabs to keep and close. */
async function signedInWithTabs(page: Page) {
  await login(page, 'gestor@demo.local');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home').getByText('Olá, Gestor Demo!')).toBeVisible();
  await page.getByRole('menuitem', { name: 'A assinar' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  const bar = page.getByTestId('tabs-bar');
  await expect(bar.locator('[data-tab="/home"]')).toBeVisible();
  await expect(bar.locator('[data-tab="/inbox"]')).toBeVisible();
}

/** Makes the members call answer `status` with `body`, then opens the dashboard from the menu. */
async function dashboardAnswers(page: Page, handler: (route: Route) => Promise<void>) {
  await page.route(MEMBERS, handler);
  const call = page.waitForRequest((r) => r.url().endsWith('/api/empresa/usuarios'));
  await page.getByRole('menuitem', { name: 'Painel' }).click();
  await call;
}

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** The toast shown at the top of the page. */
const toast = (page: Page) => page.locator('.MuiSnackbar-root .MuiAlert-message');

// The answers that navigate, one after the other in one session (the page leaves the dashboard each
// time; the menu brings it back); 401 last, as it ends the session.
test('navigating answers: 402 UPGRADE_PLAN, plain 402, 403 and 404 open their pages closing the tab; 401 ends the session', async ({
  page,
}) => {
  await signedInWithTabs(page);
  const bar = page.getByTestId('tabs-bar');
  const answer = async (handler: (route: Route) => Promise<void>) => {
    await page.unroute(MEMBERS);
    await dashboardAnswers(page, handler);
  };

  await answer(
    json(402, { message: 'Seu plano não inclui dispositivos.', reason: 'UPGRADE_PLAN', module: 'devices' }),
  );
  await expect(page).toHaveURL(/\/upgrade$/);
  const upgrade = page.getByTestId('upgrade');
  await expect(upgrade.getByRole('heading', { name: 'Faça upgrade do seu plano' })).toBeVisible();
  await expect(upgrade.getByText('Seu plano não inclui dispositivos.')).toBeVisible();
  await expect(upgrade.getByText('Módulo: dispositivos')).toBeVisible();
  await expect(bar.locator('[data-tab="/dashboard"]')).toHaveCount(0);
  await expect(bar.locator('[data-tab="/home"]')).toBeVisible();
  await expect(bar.locator('[data-tab="/inbox"]')).toBeVisible();

  await answer(json(402, { message: 'Sua assinatura expirou.' }));
  await expect(page).toHaveURL(/\/comprar$/);
  const buy = page.getByTestId('comprar');
  await expect(buy.getByRole('heading', { name: 'Escolha um plano' })).toBeVisible();
  await expect(buy.getByText('Sua assinatura expirou.')).toBeVisible();
  await expect(buy.getByText(/^Módulo:/)).toHaveCount(0);
  await expect(bar.locator('[data-tab="/dashboard"]')).toHaveCount(0);

  await answer(
    json(403, { message: 'Você não tem a permissão necessária: users.view.', permission: 'users.view' }),
  );
  await expect(page).toHaveURL(/\/403$/);
  const forbidden = page.getByTestId('error-403');
  await expect(forbidden.getByText('Você não tem a permissão necessária: users.view.')).toBeVisible();
  await expect(forbidden.getByTestId('permission')).toHaveText(
    'Permissão necessária: Ver usuários (users.view)',
  );
  await expect(bar.locator('[data-tab="/dashboard"]')).toHaveCount(0);
  await expect(bar.locator('[data-tab="/inbox"]')).toBeVisible();

  await answer(json(404, { message: 'Not Found' }));
  await expect(page).toHaveURL(/\/404$/);
  await expect(
    page.getByTestId('error-404').getByText('Conteúdo não encontrado, verifique mais tarde.'),
  ).toBeVisible();

  expect((await page.context().cookies()).some((c) => c.name === 'access_token')).toBe(true);
  await answer(json(401, { message: 'Unauthenticated.' }));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sua sessão foi encerrada, entre novamente para continuar..')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
});

test.describe('answers shown as a toast, staying on the page', () => {
  const cases: { name: string; handler: (route: Route) => Promise<void>; text: string }[] = [
    {
      name: '406 shows the status and message',
      handler: json(406, { message: 'Formato não aceito.' }),
      text: 'Erro 406: Formato não aceito.',
    },
    {
      name: '419 asks to refresh the page',
      handler: json(419, { message: 'CSRF token mismatch.' }),
      text: 'Erro de conexão. Atualize a página e tente novamente.',
    },
    {
      name: '422 shows the first validation message',
      handler: json(422, {
        message: 'Os dados informados são inválidos.',
        errors: { nome: ['O campo nome é obrigatório.', 'segunda'], email: ['E-mail inválido.'] },
      }),
      text: 'O campo nome é obrigatório.',
    },
    {
      name: '429 without a message falls back to the validation text',
      handler: json(429, {}),
      text: 'Houve um erro de validação.',
    },
    {
      name: '500 shows the generic error, never the body',
      handler: json(500, {
        message: 'SQLSTATE[42P01]: relation "segredos" does not exist',
        stack: 'Error: segredo-interno\n    at Object.handler (/srv/app/server.js:42:7)',
      }),
      text: 'Oops! Aconteceu um erro.',
    },
    {
      name: 'a network failure talks about the internet connection',
      handler: (route) => route.abort('internetdisconnected'),
      text: 'Não foi possível falar com o servidor. Verifique sua conexão com a internet e atualize a página.',
    },
  ];

  for (const c of cases)
    test(c.name, async ({ page }) => {
      await signedInWithTabs(page);
      await dashboardAnswers(page, c.handler);
      await expect(toast(page)).toHaveText(c.text);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('home')).toBeVisible();
      const body = page.locator('body');
      await expect(body).not.toContainText('segredo-interno');
      await expect(body).not.toContainText('SQLSTATE');
      await expect(body).not.toContainText('stack');
    });
});
