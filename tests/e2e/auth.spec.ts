import { randomBytes } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { authSessions, users } from '../../server/db/schema.js';
import { loginAs, TEST_APP_URL } from '../helpers/app.js';
import { makeCompany, makeUser, uniqueEmail } from '../helpers/fixtures.js';
import { expectNoSeriousViolations } from './axe.js';
import { expect, login, test } from './fixtures.js';
import { payerPays } from './paymentSimulator.js';
import { withApprovedTerm } from './terms.js';

test.describe.configure({ mode: 'parallel' });

const tag = () => randomBytes(3).toString('hex');
const formatCpf = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name);
}

/** The refresh token's cookie, which the server sets HttpOnly (the browser holds it, scripts cannot read it). */
const REFRESH_COOKIE = 'cofre_refresh';

/** The refresh cookie, checked to be out of page scripts' reach. */
async function refreshCookie(page: Page) {
  const c = await cookie(page, REFRESH_COOKIE);
  expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/refresh-token' });
  const readable = await page.evaluate(() => ({
    cookies: document.cookie,
    storage: JSON.stringify({ ...localStorage }),
  }));
  expect(readable.cookies).not.toMatch(/refresh/);
  expect(readable.cookies).not.toContain(c?.value);
  expect(readable.storage).not.toContain(c?.value);
  return c;
}

/** Puts the access token's expiry in the past, as if it had run out. */
async function expireAccessToken(page: Page, url: string) {
  await page
    .context()
    .addCookies([{ name: 'token_expiry', value: String(Date.now() - 60_000), url, sameSite: 'Strict' }]);
}

test.describe('signing in and out', () => {
  test('a company user signs in, lands on home and signs out with a success message', async ({ page }) => {
    await login(page, 'gestor@demo.local');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Olá, Gestor Demo!')).toBeVisible();
    await refreshCookie(page);
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Você saiu do sistema com sucesso.')).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'access_token')).toBeUndefined();
    expect(cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
  });

  test('a wrong password is refused in place and the page stays on /login', async ({ page, server }) => {
    const company = await makeCompany(server);
    const user = await makeUser(server, { companies: [company.id] });
    await login(page, user.email, 'not-the-password');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Essas credenciais não foram encontradas em nossos registros.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await cookie(page, 'access_token')).toBeUndefined();
  });

  test('an account with two-factor asks for the code, refuses a wrong one and accepts a valid one', async ({
    page,
    server,
  }) => {
    const company = await makeCompany(server, `Empresa OTP ${tag()}`);
    const user = await makeUser(server, { companies: [company.id] });
    const { access_token: token } = await loginAs(server, user.email, user.password);
    const enrol = await server.call('GET', '/api/auth/otp', { token });
    expect(enrol.status).toBe(200);
    const secret = enrol.body.secret as string;
    const enable = await server.call('PUT', '/api/auth/change-two-factory', {
      token,
      body: { enable: true, token_otp: await generate({ secret }) },
    });
    expect(enable.status, enable.text).toBe(200);

    await login(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
    const codeField = page.getByLabel(/^Código de verificação/);
    await expect(codeField).toBeFocused();

    // A code that matches none of the steps the server tolerates (previous, current, next).
    const now = Math.floor(Date.now() / 1000);
    const valid = new Set(
      await Promise.all([-30, 0, 30, 60].map((d) => generate({ secret, epoch: now + d }))),
    );
    let wrong = 0;
    while (valid.has(String(wrong).padStart(6, '0'))) wrong++;
    await codeField.fill(String(wrong).padStart(6, '0'));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Código de verificação inválido.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The enrolment code's step was not spent at login, so the current code is accepted.
    await codeField.fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(company.razaoSocial)).toBeVisible();
  });

  test('a user of several companies picks one (a disabled one is listed but cannot be chosen), switches from the app bar, and may always enter one', async ({
    page,
    server,
  }) => {
    const a = await makeCompany(server, `Alfa ${tag()} Ltda`);
    const b = await makeCompany(server, `Beta ${tag()} Ltda`);
    const off = await makeCompany(server, `Gama ${tag()} Ltda`, false);
    const user = await makeUser(server, { companies: [a.id, b.id, off.id] });

    await login(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Escolha a empresa' })).toBeVisible();
    const list = page.getByRole('radiogroup', { name: 'Escolha a empresa' });
    const alfa = list.getByRole('radio', { name: a.razaoSocial });
    const beta = list.getByRole('radio', { name: b.razaoSocial });
    const gama = list.getByRole('radio', { name: `${off.razaoSocial} (desativada)` });
    await expect(alfa).toBeEnabled();
    await expect(beta).toBeEnabled();
    await expect(gama).toBeDisabled();
    // Never entered any: none preselected, and nothing to enter yet.
    await expect(alfa).not.toBeChecked();
    await expect(beta).not.toBeChecked();
    const enter = page.getByRole('button', { name: 'Entrar', exact: true });
    await expect(enter).toBeDisabled();
    await expect(page.getByText('Você pode mudar isso no seu perfil.')).toBeVisible();

    await beta.check();
    await enter.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('home').getByText(b.razaoSocial)).toBeVisible();
    await expect(page.getByTestId('home').getByText(a.razaoSocial)).toHaveCount(0);

    // Moving to the other company from the app bar, without signing out, on a phone-sized screen.
    await page.setViewportSize({ width: 360, height: 740 });
    const switcher = page.getByRole('button', { name: `Empresa: ${b.razaoSocial}. Trocar de empresa` });
    await switcher.click();
    await expect(page.getByRole('menuitem', { name: /Gama/ })).toBeDisabled();
    await page.getByRole('menuitem', { name: a.razaoSocial }).click();
    await expect(page.getByText(`Agora você está em ${a.razaoSocial}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('home').getByText(a.razaoSocial)).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Empresa: ${a.razaoSocial}. Trocar de empresa` }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The next sign-in asks again, the company used last preselected; "always enter" it this time.
    const signOut = async () => {
      await page.getByRole('button', { name: 'Perfil' }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
    };
    await signOut();
    await login(page, user.email, user.password);
    await expect(list.getByRole('radio', { name: a.razaoSocial })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('checkbox', { name: 'Entrar sempre nesta empresa' }).check();
    await enter.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('home').getByText(a.razaoSocial)).toBeVisible();

    // From then on, signing in enters it without asking.
    await signOut();
    await login(page, user.email, user.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('home').getByText(a.razaoSocial)).toBeVisible();

    // The profile's "Empresa ao entrar" shows it and turns it back into "Perguntar sempre".
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Preferências' }).click();
    const section = page.getByTestId('default-company');
    await expect(section.getByRole('heading', { name: 'Empresa ao entrar' })).toBeVisible();
    const select = section.getByRole('combobox', { name: 'Empresa' });
    await expect(select).toHaveText(a.razaoSocial);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page, 'the profile preferences of someone with several companies');
    await select.click();
    await page.getByRole('option', { name: 'Perguntar sempre' }).click();
    await expect(page.getByText('Empresa ao entrar salva.')).toBeVisible();
    await signOut();
    await login(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Escolha a empresa' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the company step of the login');
  });

  test('remember-me reaches the session and the refresh cookie; the stored flag records the choice', async ({
    page,
    server,
  }) => {
    const company = await makeCompany(server);
    const user = await makeUser(server, { companies: [company.id] });
    const sessions = () => server.ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));

    // Unchecked: the refresh cookie is a session cookie, gone when the browser closes.
    await login(page, user.email, user.password);
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('remember'))).toBe('false');
    expect((await refreshCookie(page))?.expires).toBe(-1);
    expect(await cookie(page, 'refresh_token')).toBeUndefined();
    expect((await sessions()).map((s) => s.remember)).toEqual([false]);

    // Checked, in a clean browser state.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel(/^Senha/).fill(user.password);
    await page.getByRole('checkbox', { name: 'Lembrar de mim' }).check();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('remember'))).toBe('true');
    const refresh = await refreshCookie(page);
    // The refresh cookie lives as long as a remembered refresh token, 7 days; the access cookie 365.
    const days = (c: { expires: number } | undefined) => ((c?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days(refresh)).toBeGreaterThan(6.9);
    expect(days(refresh)).toBeLessThan(7.1);
    expect(days(await cookie(page, 'access_token'))).toBeGreaterThan(364);
    expect((await sessions()).map((s) => s.remember).sort()).toEqual([false, true]);
  });

  test('public pages send a signed-in user to /home, ignore-auth pages do not', async ({ page, server }) => {
    const company = await makeCompany(server);
    const user = await makeUser(server, { companies: [company.id] });
    await login(page, user.email, user.password);
    await expect(page).toHaveURL(/\/home$/);

    for (const path of ['/login', '/sign-up', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByTestId('home')).toBeVisible();
    }

    await page.goto('/confirmar-email/not-a-real-token');
    await expect(page.getByText('Link de confirmação inválido ou expirado.')).toBeVisible();
    await expect(page).toHaveURL(/\/confirmar-email\/not-a-real-token$/);
  });

  test('an anonymous visit to /home goes to /login with a warning', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    // The page's only alert is the toast, so a wrong message shows up in the failure.
    await expect(page.getByRole('alert').first()).toHaveText(
      'Entrada não permitida. Faça login para continuar.',
    );
    expect(await cookie(page, 'access_token')).toBeUndefined();
  });

  test('navigating to another page with an expired access token renews the session', async ({
    page,
    server,
  }) => {
    const company = await makeCompany(server);
    const user = await makeUser(server, { companies: [company.id] });
    await login(page, user.email, user.password);
    await expect(page.getByTestId('home')).toBeVisible();
    const before = await refreshCookie(page);
    const accessBefore = (await cookie(page, 'access_token'))?.value;

    await expireAccessToken(page, server.url);
    await page.getByRole('menuitem', { name: 'A assinar' }).click();
    await expect(page.getByTestId('inbox')).toBeVisible();
    await expect(toast(page, 'Sessão renovada.')).toBeVisible();
    // The server rotated the HttpOnly cookie and handed a new access token; still signed in.
    const after = await refreshCookie(page);
    expect(after?.value).toBeTruthy();
    expect(after?.value).not.toBe(before?.value);
    expect((await cookie(page, 'access_token'))?.value).not.toBe(accessBefore);
    expect(Number((await cookie(page, 'token_expiry'))?.value)).toBeGreaterThan(Date.now());
    await page.reload();
    await expect(page.getByTestId('inbox')).toBeVisible();
    await expect(page).toHaveURL(/\/inbox$/);
  });

  test('an API call with an expired access token renews the session; a failed renewal signs the user out', async ({
    page,
    server,
  }) => {
    const company = await makeCompany(server);
    const user = await makeUser(server, { companies: [company.id] });
    await login(page, user.email, user.password);
    await expect(page.getByTestId('home')).toBeVisible();
    await page.getByRole('menuitem', { name: 'A assinar' }).click();
    await expect(page.getByTestId('inbox')).toBeVisible();
    const before = await refreshCookie(page);

    // Back to the home tab: its page asks the API for the team, with an expired access token.
    await expireAccessToken(page, server.url);
    const tabs = page.getByRole('navigation', { name: 'Abas abertas' });
    await tabs.getByRole('button', { name: 'Início' }).click();
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(toast(page, 'Sessão renovada.')).toBeVisible();
    const after = await refreshCookie(page);
    expect(after?.value).toBeTruthy();
    expect(after?.value).not.toBe(before?.value);
    expect(Number((await cookie(page, 'token_expiry'))?.value)).toBeGreaterThan(Date.now());

    // Now the renewal cannot succeed: no refresh cookie and an expired access token.
    await page.getByRole('menuitem', { name: 'A assinar' }).click();
    await expect(page.getByTestId('inbox')).toBeVisible();
    await page.context().clearCookies({ name: REFRESH_COOKIE });
    await expireAccessToken(page, server.url);
    await tabs.getByRole('button', { name: 'Início' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Ops, você foi desconectado.')).toBeVisible();
    expect(await cookie(page, 'access_token')).toBeUndefined();
    expect(await cookie(page, 'token_expiry')).toBeUndefined();
  });

  test('trial sign-up masks the document, refuses an invalid CPF, asks for the terms, opens the dashboard on the trial, confirms the e-mail and buys a plan from the plan page', async ({
    page,
    server,
  }) => {
    await withApprovedTerm(server, async () => {
      const cpf = generateCpf().replace(/\D/g, '');
      const badCpf = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
      const email = uniqueEmail('trial');

      await page.goto('/login');
      await page.getByRole('link', { name: 'Criar conta grátis' }).click();
      await expect(page).toHaveURL(/\/sign-up$/);

      await page.getByLabel(/^Seu nome completo/).fill('Pessoa Avaliação');
      await page.getByLabel(/^Nome da empresa/).fill('Avaliação Comércio Ltda');
      const doc = page.getByLabel(/^CNPJ da empresa/);
      await doc.pressSequentially(badCpf.slice(0, 4));
      await expect(doc).toHaveValue(`${badCpf.slice(0, 3)}.${badCpf[3]}`);
      await doc.pressSequentially(badCpf.slice(4));
      await expect(doc).toHaveValue(formatCpf(badCpf));
      await page.getByLabel(/^Celular com DDD/).pressSequentially('11987654321');
      await expect(page.getByLabel(/^Celular com DDD/)).toHaveValue('(11) 98765-4321');
      await page.getByLabel(/^E-mail/).fill(email);
      await page.getByLabel(/^Senha/).fill('secret123');

      let registerCalls = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/register-trial')) registerCalls++;
      });
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await expect(page.getByText('Informe um CPF ou CNPJ válido.')).toBeVisible();
      await expect(doc).toHaveAttribute('aria-invalid', 'true');
      await expect(doc).toBeFocused();
      await expect(page).toHaveURL(/\/sign-up$/);
      expect(registerCalls).toBe(0);

      await doc.fill('');
      await doc.pressSequentially(cpf);
      await expect(doc).toHaveValue(formatCpf(cpf));
      await expect(page.getByText('Informe um CPF ou CNPJ válido.')).toHaveCount(0);
      // The terms are required: read in a dialog, then accepted.
      await expect(
        page.getByText('Leia e aceite os termos de uso e a política de privacidade.'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'termos de uso e a política de privacidade' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Termos de uso e política de privacidade' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Fechar' }).click();
      await page.getByRole('checkbox', { name: /Li e aceito os/ }).check();
      await page.getByRole('button', { name: 'Criar conta' }).click();

      await expect(page).toHaveURL(/\/home$/);
      await expect(toast(page, 'Cadastro realizado com sucesso!')).toBeVisible();
      await expect(page.getByText('Olá, Pessoa Avaliação!')).toBeVisible();
      expect(registerCalls).toBe(1);
      await refreshCookie(page);

      // The new company is on its trial, and its owner has an e-mail to confirm before sending anything.
      await expect(page.getByTestId('trial-banner')).toContainText('Seu período de teste termina em 14 dias');
      await expect(page.getByTestId('verify-email-banner')).toContainText(`Confirme seu e-mail (${email})`);
      // The e-mailed link, opened in another tab, confirms it; the notice leaves the open page at once.
      const link = server.lastMailTo(email).links.find((l) => l.includes('/confirmar-email/')) ?? '';
      const mailTab = await page.context().newPage();
      await mailTab.goto(link.replace(TEST_APP_URL, server.url));
      await expect(mailTab.getByText('E-mail confirmado! Você já pode enviar documentos')).toBeVisible();
      await mailTab.close();
      await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
      // From the trial's notice to the plan page.
      await page.getByTestId('trial-banner').getByRole('link', { name: 'Ver planos' }).click();
      await expect(page).toHaveURL(/\/plano$/);
      await expect(page.getByText('Seu plano')).toBeVisible();
      // Buying a plan while still on the trial, from the plan page.
      await page.getByRole('link', { name: 'Contratar um plano' }).click();
      await expect(page).toHaveURL(/\/comprar$/);
      const view = page.getByTestId('comprar');
      await view
        .locator('[data-testid^="plan-"]')
        .filter({ hasText: 'Profissional' })
        .getByRole('button', { name: 'Escolher' })
        .click();
      await view.getByRole('button', { name: 'Continuar' }).click();
      const confirm = page.getByTestId('billing-confirm');
      await confirm.getByLabel('Li e aceito as condições desta compra.').check();
      await confirm.getByRole('button', { name: 'Confirmar compra' }).click();
      // Pix by default: the payer pays it at the provider, and the page follows by itself.
      await expect(page.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
      const [account] = await server.ctx.db
        .select({ empresaId: users.empresaId })
        .from(users)
        .where(eq(users.email, email));
      await payerPays(server, account?.empresaId ?? 0, 'pix');
      await expect(
        page.getByTestId('billing-success').getByText('Plano contratado com sucesso!'),
      ).toBeVisible();
      await page.goto('/plano');
      await expect(page.getByText('Profissional').first()).toBeVisible();
      await expect(page.getByTestId('trial-banner')).toHaveCount(0);
    });
  });

  test('password recovery mails a link whose form sets a new password that signs in', async ({
    page,
    server,
  }) => {
    const company = await makeCompany(server);
    const user = await makeUser(server, { companies: [company.id], password: 'old-secret' });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(/\/password\/recovery$/);
    await page.getByLabel(/^E-mail/).fill(user.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('status').filter({ hasText: /./ })).toBeVisible();

    let link: string | undefined;
    await expect
      .poll(() => {
        const mail = server
          .mails()
          .filter((m) => m.to === user.email)
          .pop();
        link = mail?.links.find((l) => l.includes('/api/password/reset/'));
        return link;
      })
      .toBeTruthy();
    expect(link).toMatch(/^http:\/\/cofre\.test\/api\/password\/reset\/[^/?]+\?email=/);
    await page.goto(link!.replace('http://cofre.test', server.url));

    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await expect(page.getByLabel(/^E-mail/)).toHaveValue(user.email);
    await page.getByLabel(/^Senha/).fill('new-secret');
    await page.getByLabel(/^Confirme a senha/).fill('new-secret');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await login(page, user.email, 'old-secret');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Essas credenciais não foram encontradas em nossos registros.' }),
    ).toBeVisible();
    await login(page, user.email, 'new-secret');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('home')).toBeVisible();
  });
});
