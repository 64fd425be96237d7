// Subscriptions in the browser: a company whose plan allows one device creates it; the second is
// refused by the plan (402 UPGRADE_PLAN) and lands on the upgrade page with the message and the
// module (the plan is no longer on sale, but its add-ons still are to its subscribers); the user buys
// the device add-on in 2 installments by boleto, confirms the order, sees the first boleto and — once
// the bank says it was paid (the payment simulator) — goes back and creates the second device;
// "Faturas" (where /financeiro now leads) lists the installments in BRL. A company whose trial ended
// lands on the buy page, buys a yearly plan in 3 card installments, pays the first with the card
// (giving the holder's CEP, número and phone the provider asks for), sees its invoices; an
// administrator records a manual payment of the second.
import { eq } from 'drizzle-orm';
import { devices, empresas, planos } from '../../server/db/schema.js';
import { salePlan, subscribe } from '../helpers/billing.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { expect, login, test } from './fixtures';
import { payerPays } from './paymentSimulator.js';

test('a device limit, the upgrade page, buying the add-on, the second device and the records', async ({
  page,
  server,
}) => {
  const { plan } = await salePlan(server, {
    limits: { maxDispositivos: 1 },
    prices: { monthly: 4990 },
    addons: [{ nome: 'Dispositivo extra', modulo: 'devices', quantidade: 1, valorCentavos: 2000 }],
  });
  const company = await makeCompany(server, 'Loja Limitada');
  await subscribe(server, company.id, plan.id);
  // Taken off sale after the company subscribed: its subscribers may still buy its add-ons.
  await server.ctx.db.update(planos).set({ status: false }).where(eq(planos.id, plan.id));
  const user = await makeUser(server, { companies: [company.id], selected: company.id });
  const deviceCount = async () =>
    (await server.ctx.db.select().from(devices).where(eq(devices.empresaId, company.id))).length;

  await login(page, user.email, user.password);
  await page.waitForURL(/\/(home|dashboard)/);

  const createDevice = async (name: string) => {
    await page.goto('/device/cadastrar');
    await page.getByLabel('Nome').fill(name);
    await page.getByRole('button', { name: 'Cadastrar e conectar' }).click();
  };
  await createDevice('Primeiro');
  await page.waitForURL(/\/device\/\d+\/scan$/);
  expect(await deviceCount()).toBe(1);

  // The plan's limit: the API answers 402 UPGRADE_PLAN and the SPA opens the upgrade page.
  await createDevice('Segundo');
  await page.waitForURL(/\/upgrade$/);
  const view = page.getByTestId('upgrade');
  await expect(view.getByTestId('billing-message')).toHaveText(
    'Seu plano permite até 1 dispositivos. Contrate mais dispositivos para continuar.',
  );
  await expect(view.getByTestId('billing-module')).toHaveText('Módulo: dispositivos');
  await expect(view.getByText(`Seu plano: ${plan.nome}`)).toBeVisible();
  expect(await deviceCount()).toBe(1);

  // Buy the add-on: boleto in 2 installments of R$ 10,00.
  await view.getByRole('button', { name: 'Escolher' }).click();
  await view.getByRole('combobox', { name: 'Forma de pagamento' }).click();
  await page.getByRole('option', { name: 'Boleto' }).click();
  await view.getByRole('combobox', { name: 'Parcelas' }).click();
  await page.getByRole('option', { name: '2x de R$ 10,00' }).click();
  await expect(view.getByTestId('billing-total')).toHaveText('Total: R$ 20,00');
  await view.getByRole('button', { name: 'Comprar' }).click();

  const confirm = page.getByTestId('billing-confirm');
  await expect(confirm.getByText('Dispositivo extra (+1 dispositivo) — R$ 20,00')).toBeVisible();
  await confirm.getByLabel('Li e aceito as condições desta compra.').check();
  await confirm.getByRole('button', { name: 'Confirmar compra' }).click();

  // The first installment's boleto; nothing is bought until it is paid.
  const pay = page.getByTestId('billing-pay');
  await expect(pay.getByRole('textbox', { name: 'Linha digitável' })).toHaveValue(/^\d{47}$/);
  await expect(pay.getByRole('link', { name: 'Baixar boleto (PDF)' })).toBeVisible();
  await payerPays(server, company.id, 'boleto');
  const done = page.getByTestId('billing-success');
  await expect(done.getByText('Módulos contratados com sucesso!')).toBeVisible();
  await done.getByRole('button', { name: 'Continuar usando o sistema' }).click();
  await page.waitForURL(/\/devices$/);

  // The second device now fits the plan.
  await createDevice('Segundo');
  await page.waitForURL(/\/device\/\d+\/scan$/);
  expect(await deviceCount()).toBe(2);

  // The invoices (the old address leads there): two installments of R$ 10,00 by boleto, the first
  // paid, the second pending.
  await page.goto('/financeiro');
  await page.waitForURL(/\/faturas$/);
  const rows = page.getByTestId('invoice-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '(1/2)' })).toContainText('R$ 10,00');
  await expect(rows.filter({ hasText: '(1/2)' }).getByTestId('charge-status')).toHaveText('Paga');
  await expect(rows.filter({ hasText: '(2/2)' })).toContainText('R$ 10,00');
  await expect(rows.filter({ hasText: '(2/2)' }).getByTestId('charge-status')).toHaveText('Pendente');
  for (const row of await rows.all()) await expect(row).toContainText('Boleto');
});

test('a trial that ended: the buy page with the message, a yearly plan in 3x, the records; the admin marks one paid', async ({
  page,
  server,
  browser,
}) => {
  const { plan } = await salePlan(server, { prices: { monthly: 9990, yearly: 100_000 } });
  const company = await makeCompany(server, 'Loja do Teste Vencido');
  await server.ctx.db
    .update(empresas)
    .set({ trialEndsAt: new Date(Date.now() - 60_000) })
    .where(eq(empresas.id, company.id));
  const user = await makeUser(server, { companies: [company.id], selected: company.id });

  // The dashboard's call answers a plain 402: the SPA opens 'comprar' with the message.
  await login(page, user.email, user.password);
  await page.waitForURL(/\/comprar$/);
  const view = page.getByTestId('comprar');
  await expect(view.getByTestId('billing-message')).toHaveText(
    'O período da sua assinatura terminou. Contrate um plano para continuar usando o sistema.',
  );
  const card = view.getByTestId(`plan-${plan.id}`);
  await expect(card).toContainText('R$ 99,90 por mês');
  await expect(card).toContainText('R$ 1.000,00 por ano');
  await card.getByRole('button', { name: 'Escolher' }).click();
  await view.getByRole('combobox', { name: 'Recorrência' }).click();
  await page.getByRole('option', { name: 'Anual' }).click();
  await view.getByRole('combobox', { name: 'Forma de pagamento' }).click();
  await page.getByRole('option', { name: 'Cartão de crédito' }).click();
  await view.getByRole('combobox', { name: 'Parcelas' }).click();
  await page.getByRole('option', { name: '3x de R$ 333,33' }).click();
  await expect(view.getByText('Parcela 3: R$ 333,34')).toBeVisible();
  await view.getByRole('button', { name: 'Continuar' }).click();

  const confirm = page.getByTestId('billing-confirm');
  await expect(confirm.getByText(`${plan.nome} — Anual`)).toBeVisible();
  await confirm.getByLabel('Li e aceito as condições desta compra.').check();
  await confirm.getByRole('button', { name: 'Confirmar compra' }).click();

  // The first installment by card (the provider's approving test card). The company has no address
  // or phone yet: the provider's antifraud asks for the holder's, all at once.
  const form = page.getByTestId('billing-pay').getByTestId('card-form');
  await form.getByLabel('Nome impresso no cartão').fill('Maria Souza');
  await form.getByLabel('Número do cartão').fill('4444 4444 4444 4444');
  await form.getByLabel('Validade (MM/AA)').fill('12/35');
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: 'Pagar R$ 333,33' }).click();
  const holder = form.getByTestId('card-holder');
  await holder.getByLabel('CEP do titular').fill('01310100');
  await holder.getByLabel('Número do endereço').fill('1000');
  await holder.getByLabel('Telefone do titular (com DDD)').fill('11987654321');
  // The CVV is never kept between attempts.
  await expect(form.getByLabel('CVV')).toHaveValue('');
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: 'Pagar R$ 333,33' }).click();
  const done = page.getByTestId('billing-success');
  await expect(done.getByText('Pagamento confirmado! Plano contratado com sucesso!')).toBeVisible();
  await done.getByRole('button', { name: 'Ver faturas' }).click();
  await page.waitForURL(/\/faturas$/);
  const rows = page.getByTestId('invoice-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: '(3/3)' })).toContainText('R$ 333,34');
  await expect(rows.filter({ hasText: '(1/3)' }).getByTestId('charge-status')).toHaveText('Paga');
  await expect(rows.filter({ hasText: '(1/3)' })).toContainText('•••• 4444');

  // The product opens again: the home page loads the team (a gated call) instead of sending the
  // user to buy.
  await page.goto('/home');
  await expect(page.getByText('Olá, Pessoa Teste!')).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  // A platform administrator sees the company's charges and records a manual payment of the second.
  const adminUser = await makeUser(server, { ambient: 'A' });
  const adminPage = await browser.newPage({ baseURL: server.url });
  await login(adminPage, adminUser.email, adminUser.password);
  await adminPage.waitForURL(/\/planos$/);
  await adminPage.goto('/admin/financeiro');
  const second = adminPage
    .getByTestId('financial-row')
    .filter({ hasText: 'Loja do Teste Vencido' })
    .filter({ hasText: '2/3' });
  await expect(second.getByTestId('charge-status')).toHaveText('Pendente');
  await second.getByRole('button', { name: 'Registrar pagamento manual' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Registrar pagamento manual?' });
  await expect(dialog).toContainText('R$ 333,33 de Loja do Teste Vencido');
  await dialog.getByRole('button', { name: 'Registrar pagamento manual' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.getByTestId('charge-status')).toHaveText('Paga');
  await expect(second.getByTestId('manual-payment')).toHaveText('Baixa manual');
  await adminPage.close();
});
