// The profile page (spec §2 '/profile') in Chromium: an address filled by CEP from the postal-code
// service — served here as a real JSONP script by a stub answering the configured (default ViaCEP)
// URL — and another typed after a failed lookup with the state and municipality picked; a password
// change followed by a sign-in with the new password; two-step verification switched on with a code
// computed from the secret shown, then a sign-in that asks for a code. Each test uses a user of its
// own, since it changes what it signs in with.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Route } from '@playwright/test';
import { generate } from 'otplib';
import sharp from 'sharp';
import { loginAs, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { expect, login, test } from './fixtures.js';

async function freshUser(server: TestApp) {
  const company = await makeCompany(server);
  return makeUser(server, { companies: [company.id] });
}

async function openProfile(page: Page, email: string, password: string, tab?: string) {
  await login(page, email, password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

/** The postal-code service: answers `callback(data)` as JavaScript, like ViaCEP's JSONP. */
const CEPS: Record<string, unknown> = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 1047 a 1865 - lado ímpar',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
    ibge: '3550308',
  },
  '78455000': { erro: 'true' },
};
async function viaCepStub(route: Route) {
  const url = new URL(route.request().url());
  const cep = url.pathname.match(/\/ws\/(\d{8})\/json/)?.[1] ?? '';
  const callback = url.searchParams.get('callback') ?? '';
  await route.fulfill({
    status: 200,
    contentType: 'application/javascript; charset=utf-8',
    body: `${callback}(${JSON.stringify(CEPS[cep] ?? { erro: 'true' })});`,
  });
}

/** A new page in a fresh browser context (no session), on the test app. */
const freshPage = async (browser: Browser, server: TestApp) =>
  (await browser.newContext({ baseURL: server.url, locale: 'pt-BR' })).newPage();

test('an address filled by CEP and another typed with the pickers are saved and listed', async ({
  page,
  server,
}) => {
  const user = await freshUser(server);
  const asked: string[] = [];
  await page.route('https://viacep.com.br/ws/**', (route) => {
    asked.push(route.request().url());
    return viaCepStub(route);
  });
  await openProfile(page, user.email, user.password, 'Contatos');
  const dialog = page.getByRole('dialog');

  // The lookup fills street, district, state and municipality.
  await page.getByRole('button', { name: 'Adicionar endereço' }).click();
  await dialog.getByLabel(/^CEP/).fill('01310100');
  await expect(dialog.getByLabel(/^Logradouro/)).toHaveValue('Avenida Paulista');
  await expect(dialog.getByLabel(/^Bairro/)).toHaveValue('Bela Vista');
  await expect(dialog.getByLabel(/^Estado/)).toHaveValue('São Paulo (SP)');
  await expect(dialog.getByLabel(/^Município/)).toHaveValue('São Paulo');
  expect(asked[0]).toMatch(/^https:\/\/viacep\.com\.br\/ws\/01310100\/json\/\?callback=/);
  await dialog.getByLabel(/^Número/).fill('1578');
  await dialog.getByLabel(/^Descrição/).fill('Trabalho');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Avenida Paulista, 1578')).toBeVisible();

  // A CEP the service does not know: the user types the address and picks state and municipality.
  await page.getByRole('button', { name: 'Adicionar endereço' }).click();
  await dialog.getByLabel(/^CEP/).fill('78455-000');
  await expect(dialog.getByText('Não foi possível buscar este CEP. Preencha o endereço.')).toBeVisible();
  await dialog.getByLabel(/^Logradouro/).fill('Rua das Palmeiras');
  await dialog.getByLabel(/^Número/).fill('12');
  await dialog.getByLabel(/^Bairro/).fill('Centro');
  await dialog.getByLabel(/^Estado/).fill('Mato');
  await page.getByRole('option', { name: 'Mato Grosso (MT)', exact: true }).click();
  await dialog.getByLabel(/^Município/).fill('Boa Esp');
  await page.getByRole('option', { name: 'Boa Esperança do Norte' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rua das Palmeiras, 12')).toBeVisible();

  // The API kept both, with their IBGE codes; a reload lists them again.
  const { access_token: token } = await loginAs(server, user.email, user.password);
  const res = await server.call('GET', '/api/usuario/perfil', { token });
  expect(
    res.body.data.enderecos.map((a: { cep: string; estado_id: number; municipio_id: number }) => [
      a.cep,
      a.estado_id,
      a.municipio_id,
    ]),
  ).toEqual([
    ['01310100', 35, 3550308],
    ['78455000', 51, 5101837],
  ]);
  await page.reload();
  await page.getByRole('tab', { name: 'Contatos' }).click();
  await expect(page.getByText('Avenida Paulista, 1578')).toBeVisible();
  await expect(page.getByText('Rua das Palmeiras, 12')).toBeVisible();
  // Each listed with its district, municipality and UF.
  await expect(page.getByText('Trabalho · Bela Vista · São Paulo/SP · CEP 01310-100')).toBeVisible();
  await expect(page.getByText('Centro · Boa Esperança do Norte/MT · CEP 78455-000')).toBeVisible();
});

test('the profile tabs and the address dialog pass axe (WCAG 2.1 AA, no serious violation)', async ({
  page,
  server,
}) => {
  const user = await freshUser(server);
  await page.route('https://viacep.com.br/ws/**', viaCepStub);
  const check = async (where: string) => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      where,
    ).toEqual([]);
  };
  await openProfile(page, user.email, user.password);
  await expect(page.getByLabel(/^Nome/)).toHaveValue('Pessoa Teste');
  await check('personal data');
  await page.getByRole('tab', { name: 'Contatos' }).click();
  await page.getByRole('button', { name: 'Adicionar endereço' }).click();
  await page.getByRole('dialog').getByLabel(/^CEP/).fill('01310100');
  await expect(page.getByRole('dialog').getByLabel(/^Município/)).toHaveValue('São Paulo');
  await check('address dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('tab', { name: 'Segurança' }).click();
  await page.getByTestId('two-factor').getByRole('button', { name: 'Ativar' }).click();
  await expect(page.getByTestId('otp-secret')).toBeVisible();
  await check('security');
  await page.getByRole('tab', { name: 'Preferências' }).click();
  await check('preferences');
});

test('a photo is previewed, sent, shown in the app bar and removed', async ({ page, server }) => {
  const user = await freshUser(server);
  await openProfile(page, user.email, user.password);
  // The limit shown is the server's (PHOTO_MAX_BYTES, 5 MiB by default).
  await expect(page.getByText('JPEG, PNG ou WebP de até 5 MB.')).toBeVisible();
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1565c0' } })
    .png()
    .toBuffer();
  await page.getByTestId('photo-input').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Pré-visualização da nova foto' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(page.getByRole('img', { name: 'Sua foto' })).toBeVisible();
  // The user menu in the app bar shows the new photo (the identity is fetched again).
  const barPhoto = page.locator('header img');
  await expect(barPhoto).toHaveAttribute('src', /\/api\/usuario\/photo\//);
  // Drawn once it loaded (the src is set before the bytes arrive).
  await expect.poll(() => barPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  await page.getByRole('button', { name: 'Remover foto' }).click();
  await expect(page.getByRole('button', { name: 'Remover foto' })).toBeHidden();
  await expect(page.locator('header img')).toHaveCount(0);
});

test('a wrong current password is refused; the new password signs in', async ({ page, server, browser }) => {
  const user = await freshUser(server);
  await openProfile(page, user.email, user.password, 'Segurança');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Alterar senha' }) });

  await form.getByLabel(/^Senha atual/).fill('not-my-password');
  await form.getByLabel(/^Nova senha/).fill('nova-senha-1');
  await form.getByLabel(/^Confirme a nova senha/).fill('nova-senha-1');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByRole('alert')).toBeVisible();

  await form.getByLabel(/^Senha atual/).fill(user.password);
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByLabel(/^Senha atual/)).toHaveValue('');
  await expect(form.getByRole('alert')).toBeHidden();

  const again = await freshPage(browser, server);
  await login(again, user.email, user.password);
  await expect(again.getByRole('alert')).toBeVisible();
  await login(again, user.email, 'nova-senha-1');
  await expect(again).toHaveURL(/\/home$/);
  await again.context().close();
});

test('two-step verification is switched on with a code and then asked for at sign-in', async ({
  page,
  server,
  browser,
}) => {
  const user = await freshUser(server);
  await openProfile(page, user.email, user.password, 'Segurança');
  const section = page.getByTestId('two-factor');
  await expect(section.getByText('Desativada: o login pede só a senha.')).toBeVisible();
  await section.getByRole('button', { name: 'Ativar' }).click();
  await expect(section.getByRole('img', { name: 'QR code da verificação em duas etapas' })).toBeVisible();
  const secret = (await section.getByTestId('otp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await section.getByLabel(/^Código de 6 dígitos/).fill(await generate({ secret }));
  await section.getByRole('button', { name: 'Confirmar' }).click();
  await expect(
    section.getByText('Ativada: o login pede também um código do aplicativo autenticador.'),
  ).toBeVisible();

  const again = await freshPage(browser, server);
  await login(again, user.email, user.password);
  await expect(again.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await again.getByLabel(/^Código de verificação/).fill(await generate({ secret }));
  await again.getByRole('button', { name: 'Verificar' }).click();
  await expect(again).toHaveURL(/\/home$/);
  await again.context().close();
});

test("on sign-up a numeric CNPJ fills the company's name from the company registry (JSONP stub)", async ({
  page,
}) => {
  const asked: string[] = [];
  await page.route('https://www.receitaws.com.br/v1/cnpj/**', async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.pathname);
    await route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      body: `${url.searchParams.get('callback')}(${JSON.stringify({
        status: 'OK',
        nome: 'EMPRESA EXEMPLO LTDA',
        fantasia: 'EXEMPLO',
      })});`,
    });
  });
  await page.goto('/sign-up');
  const name = page.getByLabel(/^Nome da empresa \(razão social\)/);
  const doc = page.getByLabel(/^CNPJ da empresa/);
  // An alphanumeric CNPJ is not known to the registry: nothing is asked.
  await doc.fill('12ABC34501DE35');
  await expect(doc).toHaveValue('12.ABC.345/01DE-35');
  await doc.fill('11222333000181');
  await expect(name).toHaveValue('EMPRESA EXEMPLO LTDA');
  expect(asked).toEqual(['/v1/cnpj/11222333000181']);
});
