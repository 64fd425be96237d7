// Companies back office: the admin edits a company's trade name and head-office CNPJ (refused when
// invalid or unknown, saved with another company's CNPJ), then disables the company from the list,
// after which its users are refused at login.

import { randomBytes } from 'node:crypto';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { empresas } from '../../server/db/schema.js';
import { loginAs } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { expect, login, test } from './fixtures.js';

const ADMIN = 'admin@cofre.local';
const tag = () => randomBytes(3).toString('hex');
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
/** Waits until the list's URL carries this filter: react-admin applies a filter after a debounce,
 * and a click made before that is undone when the debounced filter navigates back to the list. */
const filtered = (page: Page, key: string, value: unknown) =>
  expect(page).toHaveURL((url) => {
    try {
      return JSON.parse(url.searchParams.get('filter') ?? '{}')[key] === value;
    } catch {
      return false;
    }
  });
const maskCnpj = (c: string) =>
  `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

test('the admin edits a company, disables it from the list, and its user is refused at login', async ({
  page,
  browser,
  server,
}) => {
  const code = tag();
  const company = await makeCompany(server, `Filial ${code} Comércio Ltda`);
  const head = await makeCompany(server, `Matriz ${code} Indústria SA`);
  const user = await makeUser(server, { companies: [company.id], selected: company.id });
  // Before: the user signs in.
  await loginAs(server, user.email, user.password);

  await login(page, ADMIN);
  await expect(page).toHaveURL(/\/planos$/);
  await page.goto(`/empresa/${company.id}/editar`);
  await expect(page.getByLabel(/^Razão social/)).toHaveValue(company.razaoSocial);
  await expect(page.getByRole('textbox', { name: 'CNPJ', exact: true })).toHaveValue(
    maskCnpj(company.documento),
  );

  const tradeName = `Loja ${code}`;
  await page.getByLabel('Nome fantasia').fill(tradeName);
  const matriz = page.getByLabel('CNPJ da matriz');

  // An invalid CNPJ: refused on the field, nothing saved.
  await matriz.fill('11111111111111');
  await expect(matriz).toHaveValue('11.111.111/1111-11');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CNPJ inválido.')).toBeVisible();
  await expect(matriz).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`/empresa/${company.id}/editar$`));

  // A valid CNPJ that no company has: the server's refusal lands on the field.
  await matriz.fill(generateCnpj().replace(/\D/g, ''));
  await expect(page.getByText('CNPJ inválido.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvar' }).click();
  // On the field itself (the same words may also be toasted at the same moment).
  await expect(matriz).toHaveAccessibleDescription('CNPJ da matriz não encontrado.');
  await expect(page).toHaveURL(new RegExp(`/empresa/${company.id}/editar$`));
  let [row] = await server.ctx.db.select().from(empresas).where(eq(empresas.id, company.id));
  expect(row!.nomeFantasia).toBeNull();
  expect(row!.cnpjMatriz).toBeNull();

  // Another company's CNPJ: saved.
  await matriz.fill(head.documento);
  await expect(matriz).toHaveValue(maskCnpj(head.documento));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Empresa atualizada com sucesso!')).toBeVisible();
  await expect(page).not.toHaveURL(/\/editar$/);
  [row] = await server.ctx.db.select().from(empresas).where(eq(empresas.id, company.id));
  expect(row!.nomeFantasia).toBe(tradeName);
  expect(row!.cnpjMatriz).toBe(head.documento);
  expect(row!.razaoSocial).toBe(company.razaoSocial);

  // Disable it from the list (searched by the new trade name), after confirming.
  await page.goto('/empresas');
  await page.getByLabel('Buscar (razão social, nome fantasia ou CNPJ)').fill(tradeName);
  await filtered(page, 'q', tradeName);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const listed = rows.first();
  await expect(listed).toContainText(company.razaoSocial);
  await expect(listed).toContainText(tradeName);
  await expect(listed).toContainText(maskCnpj(company.documento));
  await expect(listed).toContainText('Ativa');

  await listed.getByLabel('Desativar').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Desativar a empresa ${company.razaoSocial}?`)).toBeVisible();
  await expect(dialog).toContainText('Os usuários desta empresa não poderão entrar');
  await dialog.getByRole('button', { name: 'Desativar' }).click();
  await expect(toast(page, 'Empresa desativada.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(listed).toContainText('Inativa');
  [row] = await server.ctx.db.select().from(empresas).where(eq(empresas.id, company.id));
  expect(row!.status).toBe(false);
  // Only that company.
  const [other] = await server.ctx.db.select().from(empresas).where(eq(empresas.id, head.id));
  expect(other!.status).toBe(true);

  // Its user is refused at login, in a browser of their own.
  const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR' });
  try {
    const userPage = await context.newPage();
    await login(userPage, user.email, user.password);
    await expect(
      toast(userPage, 'Sua empresa está desativada. Entre em contato com o suporte.'),
    ).toBeVisible();
    await expect(userPage).toHaveURL(/\/login$/);
    expect((await context.cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
  } finally {
    await context.close();
  }
});
