// Terms of use back office: the admin writes a term, approves it from the list, and from then on a
// company user is held at /451 until they accept it.
//
// Approving a term holds EVERY non-admin of the server at the 451 gate, and nothing here undoes it.
// Playwright hands a worker (and its worker-scoped `server`) from one file to the next, so this file
// registers a worker fixture of its own: its tests then run in a worker, with a server, of their own.
// The tests run serially, in order, and the 451 part is last.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { termoAceites, termos } from '../../server/db/schema.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { test as base, expect, login } from './fixtures.js';

const test = base.extend<object, { ownWorker: 'terms' }>({
  // Only its presence matters: it gives this file's tests a different worker hash.
  ownWorker: ['terms', { scope: 'worker' }],
});

test.describe.configure({ mode: 'serial' });

const ADMIN = 'admin@cofre.local';
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

const code = randomBytes(3).toString('hex');
const firstLine = `Termo de uso ${code}: ao usar o Cofre você concorda com estas regras.`;
const TERM_TEXT = `${firstLine}\n\n1. Guarde sua senha.\n2. Não compartilhe documentos de terceiros sem autorização.`;

let termId: number;

test('the admin writes a term as a draft at /termo/cadastrar', async ({ page, server }) => {
  await login(page, ADMIN);
  await expect(page).toHaveURL(/\/planos$/);
  await page.goto('/termo/cadastrar');

  // Too short first: the form says so and nothing is saved.
  const text = page.getByLabel(/^Texto do termo/);
  await text.fill('Curto demais');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O campo Texto do termo deve ter pelo menos 20 caracteres.')).toBeVisible();
  await expect(page).toHaveURL(/\/termo\/cadastrar$/);

  await text.fill(TERM_TEXT);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Registro criado')).toBeVisible();
  await expect(page).not.toHaveURL(/\/termo\/cadastrar$/);

  const [row] = await server.ctx.db.select().from(termos).where(eq(termos.termoDescricao, TERM_TEXT));
  expect(row, 'the text is stored exactly as typed, line breaks included').toBeDefined();
  expect(row!.approvedAt).toBeNull();
  termId = row!.id;
});

test('the admin approves the draft from the list after confirming', async ({ page, server }) => {
  await login(page, ADMIN);
  await expect(page).toHaveURL(/\/planos$/);
  await page.goto('/termos');
  const row = page.getByRole('row').filter({ hasText: `Termo de uso ${code}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Rascunho');

  await row.locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Aprovar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Aprovar termo')).toBeVisible();
  await expect(dialog).toContainText('todos os usuários das empresas precisarão aceitá-lo');

  // Cancelling leaves it a draft.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await server.ctx.db.select().from(termos).where(eq(termos.id, termId)))[0]!.approvedAt).toBeNull();

  await row.locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Aprovar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
  await expect(toast(page, 'Termo aprovado. Os usuários precisarão aceitá-lo para continuar.')).toBeVisible();
  await expect(row).toContainText('Aprovado');
  await expect(row).not.toContainText('Rascunho');

  const [approved] = await server.ctx.db.select().from(termos).where(eq(termos.id, termId));
  expect(approved!.approvedAt).not.toBeNull();

  // An approved term has no more approve/delete actions and opens read-only.
  await row.getByText(`Termo de uso ${code}`).click();
  await expect(page).toHaveURL(new RegExp(`/termo/${termId}/editar$`));
  await expect(page.getByTestId('term-approved')).toContainText('não pode ser alterado');
  await expect(page.getByTestId('term-text')).toContainText('2. Não compartilhe documentos');
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
});

// Last: from here on every non-admin of this file's server meets the gate.
test('a company user is held at /451 with the term until they accept it, then reaches /home', async ({
  page,
  server,
}) => {
  const company = await makeCompany(server, `Empresa Termos ${code}`);
  const user = await makeUser(server, { companies: [company.id] });

  await login(page, user.email, user.password);
  await expect(page).toHaveURL(/\/451$/);
  const gate = page.getByTestId('error-451');
  await expect(gate.getByRole('heading', { name: 'Termos de uso' })).toBeVisible();
  await expect(
    gate.getByText('Para continuar usando o sistema, leia e aceite os termos abaixo.'),
  ).toBeVisible();
  await expect(gate).toContainText(firstLine);
  await expect(gate).toContainText('1. Guarde sua senha.');
  await expect(gate).toContainText('2. Não compartilhe documentos de terceiros sem autorização.');

  // Going elsewhere does not get past the gate.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/451$/);

  await page.getByRole('button', { name: 'Li e aceito os termos' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(toast(page, 'Termos aceitos.')).toBeVisible();
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByTestId('home').getByText(company.razaoSocial)).toBeVisible();

  const accepted = await server.ctx.db
    .select()
    .from(termoAceites)
    .where(and(eq(termoAceites.termoId, termId), eq(termoAceites.userId, user.id)));
  expect(accepted).toHaveLength(1);

  // Accepted once: signing in again goes straight home.
  await page.context().clearCookies();
  await login(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
});
