// Plans back office: the admin creates a plan with two prices and an add-on, finds it in /planos with
// its prices in reais, edits it, deletes it, finds it among the deleted ones and restores it; a plan
// that a company subscribes to cannot be deleted, and the server says why.
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { empresas, planoAdicionais, planoRecorrencias, planos } from '../../server/db/schema.js';
import { loginAs } from '../helpers/app.js';
import { makeCompany } from '../helpers/fixtures.js';
import { expect, login, test } from './fixtures.js';

test.describe.configure({ mode: 'parallel' });

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
/** A section of the plan form, by its heading. */
const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
/** The row of a form array (SimpleFormIterator) that shows this text. */
const line = (where: Locator, text: string) => where.locator('li').filter({ hasText: text });

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The plans list, narrowed to one name by its search box. */
async function searchPlans(page: Page, text: string) {
  await page.getByLabel('Pesquisar').fill(text);
  await filtered(page, 'q', text);
  return page.locator('tbody tr').filter({ hasText: text });
}

test('the admin creates, lists, edits, deletes and restores a plan', async ({ page, server }) => {
  const name = `Plano Ouro ${tag()}`;
  await login(page, ADMIN);
  await expect(page).toHaveURL(/\/planos$/);

  // Create: Mensal R$ 99,90 (the row the form starts with), Anual R$ 999,00 and one add-on.
  await page.goto('/plano/cadastrar');
  // Saving an incomplete form (no name yet) says so, in the spec's words.
  const data = section(page, 'Dados do plano');
  await data.getByLabel(/^Descrição/).fill('Rascunho');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Forumário Inválido!' })).toBeVisible();
  await data.getByLabel(/^Nome/).fill(name);
  await data.getByLabel(/^Descrição/).fill('Para equipes em crescimento.');
  await page.getByLabel(/^Usuários/).fill('10');

  const prices = section(page, 'Preços por recorrência');
  await expect(prices.locator('li')).toHaveCount(1);
  await expect(prices.getByRole('combobox', { name: /^Periodicidade/ })).toHaveText('Mensal');
  const monthly = prices.getByLabel(/^Valor/);
  // Reais as people type them: the amount meant shows while typing, in full once the field is left.
  await monthly.pressSequentially('99,9');
  await expect(prices.getByText('R$ 99,90')).toBeVisible();
  await monthly.blur();
  await expect(monthly).toHaveValue('99,90');

  await prices.getByRole('button', { name: 'Novo preço' }).click();
  await expect(prices.locator('li')).toHaveCount(2);
  await choose(page, prices.getByRole('combobox', { name: /^Periodicidade/ }).nth(1), 'Anual');
  await prices
    .getByLabel(/^Valor/)
    .nth(1)
    .pressSequentially('999');
  await prices
    .getByLabel(/^Valor/)
    .nth(1)
    .blur();
  await expect(prices.getByLabel(/^Valor/).nth(1)).toHaveValue('999,00');

  const addons = section(page, 'Adicionais');
  await addons.getByRole('button', { name: 'Novo adicional' }).click();
  await addons.getByLabel(/^Nome/).fill('Mais 5 usuários');
  await choose(page, addons.getByRole('combobox', { name: /^Módulo/ }), 'Usuários');
  await addons.getByLabel(/^Quantidade/).fill('5');
  await addons.getByLabel(/^Valor/).pressSequentially('29,90');
  await addons.getByLabel(/^Valor/).blur();
  await expect(addons.getByLabel(/^Valor/)).toHaveValue('29,90');

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Plano cadastrado.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/plano\/cadastrar$/);

  const [plan] = await server.ctx.db.select().from(planos).where(eq(planos.nome, name));
  expect(plan).toBeDefined();
  expect(plan!.maxUsuarios).toBe(10);
  expect(plan!.maxDispositivos).toBeNull();
  const recurrences = await server.ctx.db
    .select()
    .from(planoRecorrencias)
    .where(eq(planoRecorrencias.planoId, plan!.id));
  expect(recurrences.map((r) => [r.periodicidade, r.valorCentavos]).sort()).toEqual([
    ['monthly', 9990],
    ['yearly', 99900],
  ]);
  const extras = await server.ctx.db
    .select()
    .from(planoAdicionais)
    .where(eq(planoAdicionais.planoId, plan!.id));
  expect(extras.map((a) => [a.nome, a.modulo, a.quantidade, a.valorCentavos])).toEqual([
    ['Mais 5 usuários', 'users', 5, 2990],
  ]);

  // Listed with its prices in reais.
  await page.goto('/planos');
  let row = await searchPlans(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('R$ 99,90');
  await expect(row).toContainText('Mensal');
  await expect(row).toContainText('R$ 999,00');
  await expect(row).toContainText('Anual');
  await expect(row).toContainText('Ativo');

  // Edit: rename and change the yearly price.
  await row.getByText(name).click();
  await expect(page).toHaveURL(new RegExp(`/plano/${plan!.id}/editar$`));
  await expect(section(page, 'Dados do plano').getByLabel(/^Nome/)).toHaveValue(name);
  const renamed = `${name} Plus`;
  await section(page, 'Dados do plano').getByLabel(/^Nome/).fill(renamed);
  const yearly = line(section(page, 'Preços por recorrência'), 'Anual').getByLabel(/^Valor/);
  await expect(yearly).toHaveValue('999,00');
  await yearly.fill('1099');
  await yearly.blur();
  await expect(yearly).toHaveValue('1.099,00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Plano atualizado.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/editar$/);

  await page.goto('/planos');
  row = await searchPlans(page, renamed);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('R$ 1.099,00');
  await expect(row).toContainText('R$ 99,90');
  await expect(row).not.toContainText('R$ 999,00');
  const [edited] = await server.ctx.db.select().from(planos).where(eq(planos.id, plan!.id));
  expect(edited!.nome).toBe(renamed);
  // The add-on survived the edit.
  expect(
    (await server.ctx.db.select().from(planoAdicionais).where(eq(planoAdicionais.planoId, plan!.id))).length,
  ).toBe(1);

  // Delete, after confirming.
  await row.getByRole('button', { name: 'Ações do plano' }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Excluir plano')).toBeVisible();
  await expect(dialog).toContainText(`Excluir o plano "${renamed}"?`);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Plano excluído.')).toBeVisible();
  await expect(row).toHaveCount(0);
  const [deleted] = await server.ctx.db.select().from(planos).where(eq(planos.id, plan!.id));
  expect(deleted!.deletedAt).not.toBeNull();

  // Among the deleted ones, and restored from there.
  await page.getByRole('link', { name: 'Excluídos' }).click();
  await expect(page).toHaveURL(/\/plans\/excluidos/);
  // The deleted list's own page, not the plans list still on screen while its code loads.
  await expect(page.getByRole('columnheader', { name: 'Excluído em' })).toBeVisible();
  const gone = await searchPlans(page, renamed);
  await expect(gone).toHaveCount(1);
  await expect(gone).toContainText('R$ 1.099,00');
  await gone.getByRole('button', { name: 'Recuperar' }).click();
  const restore = page.getByRole('dialog');
  await expect(restore).toContainText(`Recuperar o plano "${renamed}"?`);
  await restore.getByRole('button', { name: 'Recuperar' }).click();
  await expect(toast(page, 'Plano recuperado.')).toBeVisible();
  await expect(gone).toHaveCount(0);
  const [restored] = await server.ctx.db.select().from(planos).where(eq(planos.id, plan!.id));
  expect(restored!.deletedAt).toBeNull();

  await page.goto('/planos');
  await expect(await searchPlans(page, renamed)).toHaveCount(1);
});

test('a plan a company subscribes to cannot be deleted, and the server says why', async ({
  page,
  server,
}) => {
  const name = `Plano Assinado ${tag()}`;
  const { access_token: token } = await loginAs(server, ADMIN);
  const created = await server.call('POST', '/api/plano/cadastrar', {
    token,
    body: {
      nome: name,
      descricao: null,
      status: true,
      limites: {
        usuarios: null,
        dispositivos: null,
        armazenamento_mb: null,
        mensagens_mes: null,
        assinaturas_mes: null,
      },
      recorrencias: [{ periodicidade: 'monthly', valor: 49.9 }],
      adicionais: [],
    },
  });
  expect(created.status, created.text).toBe(201);
  const planId = created.body.data.id as number;
  const company = await makeCompany(server);
  await server.ctx.db.update(empresas).set({ planoId: planId }).where(eq(empresas.id, company.id));

  await login(page, ADMIN);
  await expect(page).toHaveURL(/\/planos$/);
  const row = await searchPlans(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('R$ 49,90');
  await row.getByRole('button', { name: 'Ações do plano' }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(
    toast(page, 'Este plano não pode ser excluído porque há empresas que o assinam.'),
  ).toBeVisible();
  await expect(toast(page, 'Plano excluído.')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toHaveCount(1);
  const [still] = await server.ctx.db.select().from(planos).where(eq(planos.id, planId));
  expect(still!.deletedAt).toBeNull();
});
