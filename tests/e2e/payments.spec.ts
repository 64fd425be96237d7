// Paying through the provider in the browser, on a phone (360×740): a trial company buys a monthly
// plan with Pix — the QR and the copia-e-cola on screen, nothing wider than the screen, nothing
// serious for axe — the simulator is told the payer paid, and within 5 s the page says "Pago" and
// the plan is active (webhook → worker → the charge read again → activation); exactly one paid
// charge and one plan period exist; "Faturas" lists the charge as paid.
import { eq } from 'drizzle-orm';
import { empresas, financeiro, planoPeriodos } from '../../server/db/schema.js';
import { loginAs } from '../helpers/app.js';
import { salePlan } from '../helpers/billing.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { expectNoSeriousViolations, pageWidth } from './axe.js';
import { expect, login, test } from './fixtures.js';
import { payerPays } from './paymentSimulator.js';

const WIDTH = 360;

test('a trial company buys a monthly plan with Pix at 360 px; paid, it is active within 5 s', async ({
  page,
  server,
}) => {
  const { plan } = await salePlan(server, { prices: { monthly: 9990, yearly: 99_900 } });
  const company = await makeCompany(server, 'Loja do Pix');
  await server.ctx.db
    .update(empresas)
    .set({ trialEndsAt: new Date(Date.now() + 5 * 86_400_000), email: `pix-${company.id}@cofre.test` })
    .where(eq(empresas.id, company.id));
  const user = await makeUser(server, { companies: [company.id], selected: company.id });
  const charges = () => server.ctx.db.select().from(financeiro).where(eq(financeiro.empresaId, company.id));

  await page.setViewportSize({ width: WIDTH, height: 740 });
  await login(page, user.email, user.password);
  await page.waitForURL(/\/home$/);
  await page.goto('/comprar');

  // The plan, monthly, by Pix; the order's summary; the acceptance.
  const view = page.getByTestId('comprar');
  await view.getByTestId(`plan-${plan.id}`).getByRole('button', { name: 'Escolher' }).click();
  await view.getByRole('combobox', { name: 'Recorrência' }).click();
  await page.getByRole('option', { name: 'Mensal' }).click();
  await view.getByRole('combobox', { name: 'Forma de pagamento' }).click();
  await page.getByRole('option', { name: 'Pix' }).click();
  await expect(view.getByTestId('billing-total')).toHaveText('Total: R$ 99,90');
  await view.getByRole('button', { name: 'Continuar' }).click();
  const confirm = page.getByTestId('billing-confirm');
  await expect(confirm.getByText(`${plan.nome} — Mensal`)).toBeVisible();
  await confirm.getByLabel('Li e aceito as condições desta compra.').check();
  await confirm.getByRole('button', { name: 'Confirmar compra' }).click();

  // The payment step: the QR and the copia-e-cola (a BR Code) with its copy button, on a phone.
  const pay = page.getByTestId('billing-pay');
  await expect(pay.getByRole('img', { name: 'QR Code Pix para pagar R$ 99,90' })).toBeVisible();
  const code = pay.getByRole('textbox', { name: 'Pix copia e cola' });
  await expect(code).toHaveValue(/^000201/);
  await expect(pay.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
  await expect(pay.getByTestId('charge-waiting')).toHaveText('Aguardando pagamento…');
  await expect.poll(() => pageWidth(page), { message: 'the payment step width' }).toBeLessThanOrEqual(WIDTH);
  await expectNoSeriousViolations(page, `the Pix payment step at ${WIDTH} px`);

  // The payer pays: the provider's webhook reaches the app, which turns the plan on.
  await payerPays(server, company.id, 'pix');
  const paidAt = Date.now();
  /** What is left of the 5 s the activation may take (never 0: Playwright's "no limit"). */
  const left = () => ({ timeout: Math.max(1, 5_000 - (Date.now() - paidAt)) });

  const done = page.getByTestId('billing-success');
  await expect(done.getByTestId('charge-paid')).toHaveText('Pago', left());
  await expect(done.getByText('Pagamento confirmado! Plano contratado com sucesso!')).toBeVisible(left());
  await expect(done.getByText(`Seu plano: ${plan.nome}`)).toBeVisible(left());
  const { access_token: token } = await loginAs(server, user.email, user.password);
  const sub = await server.call('GET', '/api/empresa/assinatura', { token });
  expect(Date.now() - paidAt, 'from the payment to the plan shown active').toBeLessThan(5_000);
  expect(sub.body.data).toMatchObject({ situacao: 'active', plano: { id: plan.id } });

  // Once: one charge, paid, and one plan period.
  expect((await charges()).map((c) => c.status)).toEqual(['paid']);
  const periods = await server.ctx.db
    .select()
    .from(planoPeriodos)
    .where(eq(planoPeriodos.empresaId, company.id));
  expect(periods.map((p) => p.planoId)).toEqual([plan.id]);

  // "Faturas" on the phone: the charge, paid.
  await done.getByRole('button', { name: 'Ver faturas' }).click();
  await page.waitForURL(/\/faturas$/);
  const card = page.getByTestId('invoice-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('charge-status')).toHaveText('Paga');
  await expect(card).toContainText('R$ 99,90');
  await expect(page.getByTestId('billing-situation')).toHaveText('Ativo');
  await expect.poll(() => pageWidth(page), { message: '/faturas width' }).toBeLessThanOrEqual(WIDTH);
  await expectNoSeriousViolations(page, `/faturas at ${WIDTH} px`);
});
