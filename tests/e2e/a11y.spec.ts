// Automated accessibility checks (axe-core, WCAG 2.0/2.1 A and AA) of the public pages and the
// authenticated shell: no violation of impact 'serious' or 'critical' is allowed.
import { loginAs, type TestApp } from '../helpers/app.js';
import { minimalPdf, uploadFile } from '../helpers/files.js';
import { external, sendForSignature } from '../helpers/signing.js';
import { expectNoSeriousViolations, pageWidth } from './axe.js';
import { expect, login, openInApp, test } from './fixtures.js';
import { hiddenSideways, LIST_ROUTES, type RoutesOf } from './listRoutes.js';

test.describe.configure({ mode: 'parallel' });

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    await expectNoSeriousViolations(page, '/login');
  });

  test('the sign-up page', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { name: 'Comece seu período de avaliação' })).toBeVisible();
    await expect(page.getByText(/dias grátis/)).toBeVisible();
    await expectNoSeriousViolations(page, '/sign-up');
  });

  test('the password recovery page', async ({ page }) => {
    await page.goto('/password/recovery');
    await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
    await expectNoSeriousViolations(page, '/password/recovery');
  });

  test('the authenticated shell on /home (company user)', async ({ page }) => {
    await login(page, 'gestor@demo.local');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Olá, Gestor Demo!')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'A assinar' })).toBeVisible();
    await expectNoSeriousViolations(page, '/home as gestor@demo.local');
  });

  test('/planos (platform administrator)', async ({ page }) => {
    await login(page, 'admin@cofre.local');
    await expect(page).toHaveURL(/\/planos$/);
    await expect(page.getByRole('menuitem', { name: 'Planos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Planos' }).first()).toBeVisible();
    // The list itself, not the loader shown while its code arrives (that one is checked below).
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page, '/planos as admin@cofre.local');
  });

  // Screens this work touched, on a phone and a laptop: no page grows wider than the screen (the
  // layout no longer stretches to its widest descendant, the tab bar of visited views scrolls).
  for (const width of [360, 1366]) {
    test(`the send form, and the pages visited before it, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await login(page, 'gestor@demo.local');
      await expect(page).toHaveURL(/\/home$/);
      // Several views open: their tabs no longer widen the page (once each page has loaded); a phone
      // keeps its chrome for the work, with no tab bar at all.
      for (const path of ['/inbox', '/devices', '/notificacoes', '/messages']) {
        await page.goto(path);
        if (width < 600) await expect(page.getByTestId('tabs-bar')).toHaveCount(0);
        else await expect(page.getByTestId('tabs-bar').locator(`[data-tab="${path}"]`)).toBeVisible();
        await expect.poll(() => pageWidth(page), { message: `${path} width` }).toBe(width);
      }
      await page.goto('/message/cadastrar');
      await expect(page.getByRole('tab', { name: 'Importar planilha' })).toBeVisible();
      await expect.poll(() => pageWidth(page), { message: '/message/cadastrar width' }).toBe(width);
      await expectNoSeriousViolations(page, `/message/cadastrar at ${width} px`);
    });

    test(`the plan form, with a price that needs fixing, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await login(page, 'admin@cofre.local');
      await expect(page).toHaveURL(/\/planos$/);
      // The plans (seeded, seven columns): a table scrolling inside its card, a compact list on a phone.
      await expect(width < 600 ? page.getByTestId('compact-list') : page.getByRole('table')).toBeVisible();
      await expect.poll(() => pageWidth(page), { message: '/planos width' }).toBe(width);
      await page.goto('/plano/cadastrar');
      await page
        .getByLabel(/^Valor/)
        .first()
        .pressSequentially('49.90');
      await expect(page.getByText('Digite o valor em reais').first()).toBeVisible();
      await expect.poll(() => pageWidth(page), { message: '/plano/cadastrar width' }).toBe(width);
      await expectNoSeriousViolations(page, `/plano/cadastrar at ${width} px`);
    });
  }

  // Every list route, on a phone (360×740) and a laptop (1366×800), as each kind of user who can open
  // it: the page never grows wider than the screen (lists become compact lists on the phone, the tab
  // bar of visited views scrolls), on the phone nothing hides sideways behind an inner scroll (a
  // row's state and actions are on screen) and axe finds nothing serious. The demo company first gets a
  // document out for signature (to the demo signatory), a draft, a deleted file, an API key and a
  // pending invite, so the inbox, the vault, the audit trail (signing events), the vault's trash, the
  // integrations and the invites (the team's and the back office's) have rows.
  const invite = async (server: TestApp, token: string) => {
    const res = await server.call('POST', '/api/convites', {
      token,
      body: {
        email: `convidada.${Date.now()}.com.um.endereco.comprido@empresa-exemplo.com.br`,
        nome: 'Convidada com um Nome Bem Comprido da Silva',
        permissions: ['vault.view'],
      },
    });
    expect(res.status, res.text).toBe(201);
  };
  const arrange = async (server: TestApp, who: RoutesOf) => {
    const { access_token: token } = await loginAs(server, 'gestor@demo.local', 'demo123');
    await invite(server, token);
    if (who === 'admin') return;
    const name = `Contrato ${Date.now()} com um nome bem comprido para caber numa tela de celular.pdf`;
    await sendForSignature(
      server,
      token,
      { signatarios: [external({ nome: 'Signatário Demo', email: 'signatario@demo.local' })] },
      { name },
    );
    const trashed = await uploadFile(server, token, {
      name: `Rascunho ${Date.now()}.pdf`,
      bytes: minimalPdf(),
      mime: 'application/pdf',
    });
    await server.call('DELETE', `/api/file/${trashed.body.data.id}/deletar`, { token });
    await uploadFile(server, token, {
      name: `Minuta ${Date.now()} a enviar para assinatura, com um nome comprido.pdf`,
      bytes: minimalPdf(),
      mime: 'application/pdf',
    });
    // An API key with a long name, so /integracoes lists one.
    await server.call('POST', '/api/chave-api/cadastrar', {
      token,
      body: { nome: `Chave ${Date.now()} do ERP da matriz em São Paulo`, permissions: ['vault.view'] },
    });
  };

  for (const [width, height] of [
    [360, 740],
    [1366, 800],
  ] as const)
    for (const who of Object.keys(LIST_ROUTES) as RoutesOf[]) {
      test(`every list route of the ${who} at ${width} px`, async ({ page, server }) => {
        test.setTimeout(240_000);
        const { email, landing, routes } = LIST_ROUTES[who];
        await arrange(server, who);
        await page.setViewportSize({ width, height });
        await login(page, email);
        await expect(page).toHaveURL(landing);
        for (const route of routes) {
          await openInApp(page, route.path);
          await route.open?.(page);
          await expect(route.ready(page, width < 600), `${route.path} shows its content`).toBeVisible();
          await expect
            .poll(() => pageWidth(page), { message: `${route.path} width at ${width} px` })
            .toBe(width);
          // On a phone nothing scrolls sideways inside the page (a table in its card, a row of chips),
          // and every control and chip (a row's state, its ⋮) is drawn within the screen, uncut.
          if (width < 600)
            expect
              .soft(await hiddenSideways(page), `${route.path}: content hidden sideways at ${width} px`)
              .toEqual([]);
          await expectNoSeriousViolations(page, `${route.path} at ${width} px as ${email}`);
        }
      });
    }

  test('the loader shown while a page’s code arrives (platform administrator)', async ({ page }) => {
    await login(page, 'admin@cofre.local');
    await expect(page).toHaveURL(/\/planos$/);
    // Hold the servers page's code back, so its loader stays on screen while axe looks.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*Server.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Opened afresh (a click in the app keeps the current page on screen while the next one loads).
    await page.goto('/servers');
    // The shell is up (its menu), and where the page goes, the loader stands in for it.
    await expect(page.getByRole('menuitem', { name: 'Servidores' })).toBeVisible();
    const loader = page.getByRole('main').getByRole('status').filter({ hasText: 'Carregando…' });
    await expect(loader).toBeAttached();
    await expectNoSeriousViolations(page, 'the page loader');
    release();
    await expect(loader).toHaveCount(0);
  });
});
