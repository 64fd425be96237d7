// Subscriptions: buying a plan or add-ons (a pending order with a hashed token), confirming it
// (its charges, split in installments, pending at the provider: nothing active yet), paying the
// first one by card (the plan and its period, or the modules), the refusals (unknown, expired, used
// token; missing permission; plan not on sale; a form of payment only an administrator records;
// another plan's add-on), changing plan mid-period (an upgrade's credit, a downgrade refused until
// the period ends), double confirmations racing, the financial record lists and status changes (an
// administrator's manual payment applies the order), and the 402 gate of a company whose trial or
// paid period ended. Payments go through the mounted provider simulator, over real HTTP.
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import {
  empresaModulos,
  empresas,
  financeiro,
  pedidos,
  planoPeriodos,
  planos,
} from '../../server/db/schema.js';
import { brasiliaDate, dueDate } from '../../server/modules/billing/dates.js';
import { sha256Hex } from '../../server/security/crypto.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { buyPlanPaid, payCharge, salePlan, subscribe } from '../helpers/billing.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

let app: TestApp;
let admin: string;
/** A plan on sale: monthly R$ 99,90, yearly R$ 1.000,00; a devices add-on (+2 for R$ 50,00). */
let plan: Awaited<ReturnType<typeof salePlan>>;
let otherPlan: Awaited<ReturnType<typeof salePlan>>;
let offSale: Awaited<ReturnType<typeof salePlan>>;
/** Dearer by the day than `plan` monthly: R$ 199,90 a month. */
let premium: Awaited<ReturnType<typeof salePlan>>;

const DAY = 86_400_000;
const AWAITING_PAYMENT = 'Pedido confirmado. Pague a cobrança para ativar a compra.';
const MANUAL_FORM = 'Escolha a forma de pagamento: Pix, boleto ou cartão de crédito.';

async function companyUser(permissions: string[] = [...PERMISSIONS], empresaId?: number) {
  const id = empresaId ?? (await makeCompany(app)).id;
  const user = await makeUser(app, { companies: [id], selected: id, permissions });
  return { empresaId: id, token: (await loginAs(app, user.email, user.password)).access_token };
}

const buyPlan = (token: string, body: Record<string, unknown>) =>
  app.call('POST', '/api/empresa/adquirir-plano', {
    token,
    body: {
      plano_id: plan.plan.id,
      periodicidade: 'yearly',
      forma_pagamento: 'credit_card',
      parcelas: 1,
      ...body,
    },
  });
const confirm = (token: string, tokenId: string, body: unknown = { aceite: true }) =>
  app.call('POST', `/api/confirmar-plano/${tokenId}`, { token, body });

async function rows<T>(table: any, where: any): Promise<T[]> {
  return app.ctx.db.select().from(table).where(where) as Promise<T[]>;
}
const orderCount = async () => (await app.ctx.db.select({ n: count() }).from(pedidos))[0]?.n ?? 0;
const companyRow = async (empresaId: number) =>
  (await app.ctx.db.select().from(empresas).where(eq(empresas.id, empresaId)))[0];
/** The plan periods paid for, oldest first. */
const periodsOf = (empresaId: number) =>
  app.ctx.db
    .select()
    .from(planoPeriodos)
    .where(eq(planoPeriodos.empresaId, empresaId))
    .orderBy(asc(planoPeriodos.inicio));
const pay = (token: string, chargeId: number) => payCharge(app, token, chargeId);

beforeAll(async () => {
  app = await startTestApp();
  const a = await makeUser(app, { ambient: 'A' });
  admin = (await loginAs(app, a.email, a.password)).access_token;
  plan = await salePlan(app, {
    limits: { maxDispositivos: 1 },
    prices: { monthly: 9990, yearly: 100_000 },
    addons: [{ nome: '2 dispositivos', modulo: 'devices', quantidade: 2, valorCentavos: 5000 }],
  });
  otherPlan = await salePlan(app, {
    addons: [{ nome: 'Outro adicional', modulo: 'devices', quantidade: 1, valorCentavos: 1000 }],
  });
  offSale = await salePlan(app, { status: false });
  premium = await salePlan(app, { prices: { monthly: 19_990 } });
});
afterAll(async () => {
  await app?.close();
});

describe('billing: buying, confirming and paying a plan', () => {
  it('a yearly plan in 3 installments: confirmed, its charges wait; paid by card, the plan and its period', async () => {
    const buyer = await companyUser();
    await app.ctx.db
      .update(empresas)
      .set({ trialEndsAt: new Date(Date.now() + 5 * 86_400_000) })
      .where(eq(empresas.id, buyer.empresaId));
    const order = await buyPlan(buyer.token, { parcelas: 3 });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({
      message: 'Pedido criado. Confirme a compra para ativar o plano.',
      token_id: expect.any(String),
      pedido: {
        tipo: 'plano',
        plano: { id: plan.plan.id, nome: plan.plan.nome },
        periodicidade: 'yearly',
        forma_pagamento: 'credit_card',
        valor: 1000,
        valor_cheio: 1000,
        credito: 0,
        status: 'pending',
      },
    });
    expect(order.body.pedido.parcelas.map((p: any) => p.valor)).toEqual([333.33, 333.33, 333.34]);
    // Only the token's SHA-256 is stored.
    const [stored] = await rows<any>(pedidos, eq(pedidos.id, order.body.pedido.id));
    expect(stored.tokenHash).toBe(sha256Hex(order.body.token_id));
    expect(JSON.stringify(stored)).not.toContain(order.body.token_id);

    const res = await confirm(buyer.token, order.body.token_id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(AWAITING_PAYMENT);
    const { data } = res.body;
    // Confirmed, not paid: every installment waits at the provider and no plan is on yet.
    expect(data.pago).toBe(false);
    expect(data.empresa.plano).toBeNull();
    expect(data.expira_em).toBeNull();
    expect(data.financeiro).toHaveLength(3);
    expect(
      data.financeiro.map((r: any) => [r.parcela, r.parcelas, r.valor, r.fin_status, r.status, r.provedor]),
    ).toEqual([
      [1, 3, 333.33, 1, 'pending', 'asaas'],
      [2, 3, 333.33, 1, 'pending', 'asaas'],
      [3, 3, 333.34, 1, 'pending', 'asaas'],
    ]);
    expect(data.financeiro.every((r: any) => r.pago_em === null)).toBe(true);
    expect(data.cobranca).toMatchObject({
      id: data.financeiro[0].id,
      parcela: 1,
      valor: 333.33,
      status: 'pending',
    });
    // Monthly due dates from today.
    const [d1, d2] = data.financeiro.map((r: any) => r.vencimento);
    expect(new Date(d2).getTime() - new Date(d1).getTime()).toBeGreaterThanOrEqual(28 * DAY);
    expect(data.financeiro[0].descricao).toContain(plan.plan.nome);
    const waiting = await companyRow(buyer.empresaId);
    expect(waiting?.planoId).toBeNull();
    expect(waiting?.trialEndsAt?.getTime()).toBeGreaterThan(Date.now());
    expect(await periodsOf(buyer.empresaId)).toHaveLength(0);
    const unpaid = await app.call('GET', '/api/auth/user', { token: buyer.token });
    expect(unpaid.body.empresa.plano).toBeNull();

    // Paying the first installment by card turns the plan on for a year, from now; the trial ends.
    const before = Date.now();
    const paid = await pay(buyer.token, data.cobranca.id);
    expect(paid).toMatchObject({
      id: data.cobranca.id,
      status: 'paid',
      fin_status: 0,
      pago_em: expect.any(String),
    });
    const company = await companyRow(buyer.empresaId);
    expect(company).toMatchObject({ planoId: plan.plan.id, planoPeriodicidade: 'yearly' });
    const expires = company?.planoExpiraEm?.getTime() ?? 0;
    expect(expires - before).toBeGreaterThan(364 * DAY);
    expect(expires - before).toBeLessThan(367 * DAY);
    expect(company?.trialEndsAt?.getTime()).toBeLessThanOrEqual(Date.now());
    const identity = await app.call('GET', '/api/auth/user', { token: buyer.token });
    expect(identity.body.empresa).toMatchObject({
      plano: { id: plan.plan.id, nome: plan.plan.nome, periodicidade: 'yearly', ativo: true },
      assinatura_ativa: true,
    });
    const periods = await periodsOf(buyer.empresaId);
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ planoId: plan.plan.id, financeiroId: data.cobranca.id });
    expect(periods[0]?.fim.getTime()).toBe(expires);
    // The later installments stay open, to be charged as they fall due.
    const records = await app.call('GET', '/api/financeiro?sort=vencimento&order=ASC', {
      token: buyer.token,
    });
    expect(records.body.data.map((r: any) => [r.parcela, r.status])).toEqual([
      [1, 'paid'],
      [2, 'pending'],
      [3, 'pending'],
    ]);

    // The same token again: already confirmed; nothing more is charged or extended.
    const again = await confirm(buyer.token, order.body.token_id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Este pedido já foi confirmado.' });
    expect(await rows(financeiro, eq(financeiro.empresaId, buyer.empresaId))).toHaveLength(3);
    expect(await periodsOf(buyer.empresaId)).toHaveLength(1);
  });

  it('a total that does not divide evenly: the last installment absorbs the difference', async () => {
    const buyer = await companyUser();
    const order = await buyPlan(buyer.token, {
      periodicidade: 'monthly',
      forma_pagamento: 'boleto',
      parcelas: 7,
    });
    expect(order.status).toBe(201);
    const res = await confirm(buyer.token, order.body.token_id);
    expect(res.status).toBe(200);
    const values: number[] = res.body.data.financeiro.map((r: any) => r.valor);
    expect(values).toEqual([14.27, 14.27, 14.27, 14.27, 14.27, 14.27, 14.28]);
    // The first is charged now, with its boleto to pay.
    expect(res.body.data.cobranca).toMatchObject({ parcela: 1, valor: 14.27, status: 'pending' });
    expect(res.body.data.cobranca.boleto.linha).toMatch(/^\d{47}$/);
    const cents = (await rows<any>(financeiro, eq(financeiro.empresaId, buyer.empresaId))).reduce(
      (t, r) => t + r.valorCentavos,
      0,
    );
    expect(cents).toBe(9990);
  });

  it('unknown, expired and another company’s tokens are refused with pt-BR messages', async () => {
    const buyer = await companyUser();
    const unknown = await confirm(buyer.token, 'nao-existe-este-token');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Pedido não encontrado. Faça a compra novamente.' });

    const order = await buyPlan(buyer.token, {});
    await app.ctx.db
      .update(pedidos)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pedidos.id, order.body.pedido.id));
    const expired = await confirm(buyer.token, order.body.token_id);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ message: 'Este pedido expirou. Faça a compra novamente.' });

    const fresh = await buyPlan(buyer.token, {});
    const stranger = await companyUser();
    const foreign = await confirm(stranger.token, fresh.body.token_id);
    expect(foreign.status).toBe(404);
    const [company] = await rows<any>(empresas, eq(empresas.id, buyer.empresaId));
    expect(company.planoId).toBeNull();
    expect(await rows(financeiro, eq(financeiro.empresaId, buyer.empresaId))).toHaveLength(0);
  });

  it('the confirmation form must carry the acceptance', async () => {
    const buyer = await companyUser();
    const order = await buyPlan(buyer.token, {});
    const res = await confirm(buyer.token, order.body.token_id, {});
    expect(res.status).toBe(422);
    expect(res.body.errors.aceite).toBeDefined();
  });

  it('403 without subscription.manage; 422 for a plan not on sale, a manual form or bad installments; nothing written', async () => {
    const buyer = await companyUser();
    const viewer = await companyUser(['vault.view'], buyer.empresaId);
    const before = await orderCount();

    const denied = await buyPlan(viewer.token, {});
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('subscription.manage');

    const notOnSale = await buyPlan(buyer.token, { plano_id: offSale.plan.id, periodicidade: 'monthly' });
    expect(notOnSale.status).toBe(422);
    expect(notOnSale.body).toMatchObject({
      message: 'Este plano não está disponível para contratação.',
      errors: { plano_id: ['Este plano não está disponível para contratação.'] },
    });

    const weekly = await buyPlan(buyer.token, { periodicidade: 'weekly' });
    expect(weekly.status).toBe(422);
    expect(weekly.body.errors.periodicidade).toBeDefined();

    // Money, cheque and debit card are payments an administrator records, not a company's choice.
    for (const forma of ['money', 'cheque', 'debit_card']) {
      const manual = await buyPlan(buyer.token, { forma_pagamento: forma });
      expect(manual.status, forma).toBe(422);
      expect(manual.body.message, forma).toBe(MANUAL_FORM);
      expect(manual.body.errors.forma_pagamento, forma).toEqual([MANUAL_FORM]);
    }
    const pixSplit = await buyPlan(buyer.token, { forma_pagamento: 'pix', parcelas: 2 });
    expect(pixSplit.status).toBe(422);
    expect(pixSplit.body.errors.parcelas).toEqual([
      'Só é possível parcelar no cartão de crédito ou no boleto.',
    ]);
    const tooMany = await buyPlan(buyer.token, { parcelas: 61 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.parcelas).toEqual(['O número de parcelas deve ser de 1 a 60.']);
    expect((await buyPlan(buyer.token, { parcelas: 60 })).status).toBe(201);

    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses more installments than cents: each installment is worth at least R$ 0,01', async () => {
    const cheap = await salePlan(app, { prices: { monthly: 30 } });
    const buyer = await companyUser();
    const before = await orderCount();
    const over = await buyPlan(buyer.token, {
      plano_id: cheap.plan.id,
      periodicidade: 'monthly',
      parcelas: 31,
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.parcelas).toEqual(['Este valor pode ser dividido em no máximo 30 parcelas.']);
    expect(await orderCount()).toBe(before);
    const most = await buyPlan(buyer.token, {
      plano_id: cheap.plan.id,
      periodicidade: 'monthly',
      parcelas: 30,
    });
    expect(most.status).toBe(201);
    expect(most.body.pedido.parcelas.every((p: { valor: number }) => p.valor === 0.01)).toBe(true);
  });

  it('an order placed on another day: its charges fall due monthly from the confirmation, the first today', async () => {
    const buyer = await companyUser();
    const order = await buyPlan(buyer.token, { parcelas: 3 });
    // Placed long ago (a 31st), confirmed now: nothing is due in the past.
    await app.ctx.db
      .update(pedidos)
      .set({ createdAt: new Date('2026-01-31T15:00:00Z') })
      .where(eq(pedidos.tokenHash, sha256Hex(order.body.token_id)));
    const res = await confirm(buyer.token, order.body.token_id);
    expect(res.status).toBe(200);
    // Billing's clock is the provider's (the simulator's); the month-end rule is billing-dates' unit test.
    const now = app.ctx.payments.now();
    expect(res.body.data.financeiro.map((r: { vencimento: string }) => r.vencimento)).toEqual(
      [0, 1, 2].map((i) => dueDate(now, i)),
    );
    expect(res.body.data.cobranca.vencimento).toBe(brasiliaDate(now));
  });

  it('two renewals of a running plan confirmed and paid at once both extend the period', async () => {
    const buyer = await companyUser();
    await subscribe(app, buyer.empresaId, plan.plan.id);
    const [company] = await rows<{ planoExpiraEm: Date }>(empresas, eq(empresas.id, buyer.empresaId));
    const end = company?.planoExpiraEm as Date;
    const a = await buyPlan(buyer.token, { periodicidade: 'monthly' });
    const b = await buyPlan(buyer.token, { periodicidade: 'monthly' });
    const results = await Promise.all([
      confirm(buyer.token, a.body.token_id),
      confirm(buyer.token, b.body.token_id),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    // Confirmed only: the period has not moved.
    expect((await companyRow(buyer.empresaId))?.planoExpiraEm?.getTime()).toBe(end.getTime());
    // Both paid at once.
    const paid = await Promise.all(results.map((r) => pay(buyer.token, r.body.data.cobranca.id)));
    expect(paid.map((c) => c.status)).toEqual(['paid', 'paid']);
    const periods = await periodsOf(buyer.empresaId);
    expect(periods).toHaveLength(2);
    expect(periods[0]?.inicio.getTime()).toBe(end.getTime());
    expect(periods[1]?.inicio.getTime()).toBe(periods[0]?.fim.getTime());
    const [after] = await rows<{ planoExpiraEm: Date }>(empresas, eq(empresas.id, buyer.empresaId));
    const newEnd = after?.planoExpiraEm as Date;
    // Two months past the old end (each renewal starts where the other ended), not one.
    const months =
      (newEnd.getUTCFullYear() - end.getUTCFullYear()) * 12 + newEnd.getUTCMonth() - end.getUTCMonth();
    expect(months).toBe(2);
  });

  it('monthly renewals, each paid, of a run begun on the 31st end on Feb 28 and then on Mar 31', async () => {
    const buyer = await companyUser();
    const renew = async () => {
      await buyPlanPaid(app, buyer.token, { plano_id: plan.plan.id, periodicidade: 'monthly' });
      const sub = await app.call('GET', '/api/empresa/assinatura', { token: buyer.token });
      return sub.body.data.expira_em as string;
    };
    // A new run bought now ends a month from today, on today's day.
    const first = await renew();
    expect(new Date(first).getUTCDate()).toBe(new Date().getUTCDate());
    // The run's end moved to a future Jan 31 (as if begun on a 31st): each renewal goes on from it.
    await app.ctx.db
      .update(empresas)
      .set({ planoExpiraEm: new Date('2031-01-31T15:00:00Z'), planoDiaBase: 31 })
      .where(eq(empresas.id, buyer.empresaId));
    expect(await renew()).toBe('2031-02-28T15:00:00.000Z');
    expect(await renew()).toBe('2031-03-31T15:00:00.000Z');
    expect(await renew()).toBe('2031-04-30T15:00:00.000Z');
    expect(await renew()).toBe('2031-05-31T15:00:00.000Z');
  });

  it('two confirmations of one order at once: exactly one succeeds, one set of records, one period once paid', async () => {
    const buyer = await companyUser();
    const order = await buyPlan(buyer.token, { parcelas: 2 });
    const results = await Promise.all([
      confirm(buyer.token, order.body.token_id),
      confirm(buyer.token, order.body.token_id),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await rows(financeiro, eq(financeiro.empresaId, buyer.empresaId))).toHaveLength(2);
    // The confirmed one's charge, paid, buys one period.
    const confirmed = results.find((r) => r.status === 200);
    await pay(buyer.token, confirmed?.body.data.cobranca.id);
    expect((await companyRow(buyer.empresaId))?.planoId).toBe(plan.plan.id);
    expect(await periodsOf(buyer.empresaId)).toHaveLength(1);
  });
});

describe('billing: changing plan while a paid period runs', () => {
  it('an upgrade takes what is left of the period off its price and starts now; a downgrade waits for the end', async () => {
    const buyer = await companyUser();
    await buyPlanPaid(app, buyer.token, { plano_id: plan.plan.id, periodicidade: 'monthly' });
    // Half of the paid month gone: 15 of its 30 days left.
    const inicio = new Date(Date.now() - 15 * DAY);
    const fim = new Date(Date.now() + 15 * DAY);
    await app.ctx.db
      .update(planoPeriodos)
      .set({ inicio, fim })
      .where(eq(planoPeriodos.empresaId, buyer.empresaId));
    await app.ctx.db.update(empresas).set({ planoExpiraEm: fim }).where(eq(empresas.id, buyer.empresaId));

    const order = await buyPlan(buyer.token, { plano_id: premium.plan.id, periodicidade: 'monthly' });
    expect(order.status, order.text).toBe(201);
    const { pedido } = order.body;
    // Half of the R$ 99,90 paid comes off the R$ 199,90 (to the cent, rounded down).
    expect(pedido.valor_cheio).toBe(199.9);
    expect(pedido.credito).toBeGreaterThanOrEqual(49.9);
    expect(pedido.credito).toBeLessThanOrEqual(49.95);
    expect(pedido.valor).toBeCloseTo(pedido.valor_cheio - pedido.credito, 2);

    const confirmed = await confirm(buyer.token, order.body.token_id);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.data.cobranca.valor).toBe(pedido.valor);
    const before = Date.now();
    await pay(buyer.token, confirmed.body.data.cobranca.id);
    // The new plan starts now for a month, not after the old period's end.
    const company = await companyRow(buyer.empresaId);
    expect(company?.planoId).toBe(premium.plan.id);
    const end = company?.planoExpiraEm?.getTime() ?? 0;
    expect(end - before).toBeGreaterThan(27 * DAY);
    expect(end - before).toBeLessThan(32 * DAY);
    const periods = await periodsOf(buyer.empresaId);
    expect(periods).toHaveLength(2);
    expect(periods[1]).toMatchObject({ planoId: premium.plan.id });
    expect(periods[1]?.inicio.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Back to the cheaper plan mid-period: refused, saying from when it can be done; nothing written.
    const orders = await orderCount();
    const down = await buyPlan(buyer.token, { plano_id: plan.plan.id, periodicidade: 'monthly' });
    expect(down.status).toBe(422);
    // The day the paid period ends, in Brasília's calendar.
    const day = new Date(end - 3 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('/');
    const refusal = `O plano atual já está pago até ${day}. A troca para um plano de menor valor pode ser feita a partir dessa data.`;
    expect(down.body.message).toBe(refusal);
    expect(down.body.errors.plano_id).toEqual([refusal]);
    expect(await orderCount()).toBe(orders);
    expect((await companyRow(buyer.empresaId))?.planoId).toBe(premium.plan.id);
  });
});

describe('billing: add-on modules', () => {
  it('buys an add-on of the company’s plan: records, then empresa_modulos once paid; another plan’s is refused', async () => {
    const buyer = await companyUser();
    const noPlan = await app.call('POST', '/api/empresa/adquirir-modulos', {
      token: buyer.token,
      body: { adicional_id: plan.addons[0]?.id, forma_pagamento: 'pix' },
    });
    expect(noPlan.status).toBe(422);
    expect(noPlan.body.message).toBe('Contrate um plano antes de contratar módulos adicionais.');

    await subscribe(app, buyer.empresaId, plan.plan.id);
    const before = await orderCount();
    const foreign = await app.call('POST', '/api/empresa/adquirir-modulos', {
      token: buyer.token,
      body: { adicional_id: otherPlan.addons[0]?.id, forma_pagamento: 'pix' },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe('Este módulo adicional não pertence ao plano da sua empresa.');
    const cash = await app.call('POST', '/api/empresa/adquirir-modulos', {
      token: buyer.token,
      body: { adicional_id: plan.addons[0]?.id, forma_pagamento: 'money' },
    });
    expect(cash.status).toBe(422);
    expect(cash.body.errors.forma_pagamento).toEqual([MANUAL_FORM]);
    expect(await orderCount()).toBe(before);

    const order = await app.call('POST', '/api/empresa/adquirir-modulos', {
      token: buyer.token,
      body: {
        adicionais: [{ adicional_id: plan.addons[0]?.id, quantidade: 3 }],
        forma_pagamento: 'boleto',
        parcelas: 2,
      },
    });
    expect(order.status).toBe(201);
    expect(order.body.pedido).toMatchObject({
      tipo: 'modulos',
      valor: 150,
      itens: [{ nome: '2 dispositivos', modulo: 'devices', quantidade: 6, valor: 150 }],
    });
    const res = await confirm(buyer.token, order.body.token_id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(AWAITING_PAYMENT);
    expect(res.body.data.pago).toBe(false);
    expect(res.body.data.modulos).toEqual([]);
    expect(res.body.data.empresa.plano.adicionais).toEqual({});
    expect(res.body.data.financeiro.map((r: any) => [r.valor, r.fin_status, r.status])).toEqual([
      [75, 1, 'pending'],
      [75, 1, 'pending'],
    ]);
    expect(await rows(empresaModulos, eq(empresaModulos.empresaId, buyer.empresaId))).toHaveLength(0);

    // The boleto's first installment paid by card: the six devices count now.
    await pay(buyer.token, res.body.data.cobranca.id);
    expect(await rows(empresaModulos, eq(empresaModulos.empresaId, buyer.empresaId))).toHaveLength(1);
    const identity = await app.call('GET', '/api/auth/user', { token: buyer.token });
    expect(identity.body.empresa.plano.adicionais).toEqual({ devices: 6 });
    const records = await app.call('GET', '/api/financeiro?sort=vencimento&order=ASC', {
      token: buyer.token,
    });
    expect(records.body.data.map((r: any) => [r.valor, r.fin_status, r.status])).toEqual([
      [75, 0, 'paid'],
      [75, 1, 'pending'],
    ]);
  });
});

describe("billing: the company's own plan", () => {
  it('GET /api/empresa/plano: the plan with its add-ons, still there once off sale; null without a plan', async () => {
    const buyer = await companyUser();
    const none = await app.call('GET', '/api/empresa/plano', { token: buyer.token });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ data: null });

    const retired = await salePlan(app, {
      addons: [{ nome: 'Mais mensagens', modulo: 'messages', quantidade: 1000, valorCentavos: 1500 }],
    });
    await subscribe(app, buyer.empresaId, retired.plan.id);
    await app.ctx.db.update(planos).set({ status: false }).where(eq(planos.id, retired.plan.id));
    const own = await app.call('GET', '/api/empresa/plano', { token: buyer.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      id: retired.plan.id,
      nome: retired.plan.nome,
      adicionais: [
        {
          id: retired.addons[0]?.id,
          nome: 'Mais mensagens',
          modulo: 'messages',
          quantidade: 1000,
          valor: 15,
        },
      ],
    });
    // Not among the plans on sale, and yet its add-on can be bought.
    const onSale = await app.call('GET', '/api/planos-disponiveis', { token: buyer.token });
    expect(onSale.body.data.some((p: { id: number }) => p.id === retired.plan.id)).toBe(false);
    const order = await app.call('POST', '/api/empresa/adquirir-modulos', {
      token: buyer.token,
      body: { adicional_id: retired.addons[0]?.id, forma_pagamento: 'pix' },
    });
    expect(order.status).toBe(201);

    const viewer = await companyUser(['vault.view'], buyer.empresaId);
    expect((await app.call('GET', '/api/empresa/plano', { token: viewer.token })).status).toBe(403);
  });
});

describe('billing: financial records', () => {
  let buyer: { empresaId: number; token: string };
  beforeAll(async () => {
    buyer = await companyUser();
    const order = await buyPlan(buyer.token, { periodicidade: 'monthly', parcelas: 3 });
    expect((await confirm(buyer.token, order.body.token_id)).status).toBe(200);
  });

  it('lists the company’s own records ({data,total}), filtered by fin_status; others see none of them', async () => {
    const all = await app.call('GET', '/api/financeiro', { token: buyer.token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.data.every((r: any) => r.empresa_id === buyer.empresaId)).toBe(true);
    // Confirmed, none paid yet: all three opened.
    const opened = await app.call('GET', '/api/financeiro?fin_status=1', { token: buyer.token });
    expect(opened.body.total).toBe(3);
    const received = await app.call('GET', '/api/financeiro?fin_status=0', { token: buyer.token });
    expect(received.body.total).toBe(0);
    const stranger = await companyUser();
    const theirs = await app.call('GET', '/api/financeiro', { token: stranger.token });
    expect(theirs.body).toMatchObject({ data: [], total: 0 });
    const viewer = await companyUser(['vault.view'], buyer.empresaId);
    expect((await app.call('GET', '/api/financeiro', { token: viewer.token })).status).toBe(403);
  });

  it('opened records past their due date turn in arrears (-1) when read', async () => {
    const [second] = await rows<any>(financeiro, eq(financeiro.empresaId, buyer.empresaId)).then((r) =>
      r.filter((x: any) => x.parcela === 2),
    );
    await app.ctx.db.update(financeiro).set({ vencimento: '2020-01-10' }).where(eq(financeiro.id, second.id));
    const res = await app.call('GET', '/api/financeiro?fin_status=-1', { token: buyer.token });
    expect(res.body.data.map((r: any) => r.id)).toEqual([second.id]);
  });

  it('the admin lists every company’s records with the company name; marking the first paid applies the order', async () => {
    const res = await app.call('GET', `/api/admin/financeiro?empresa_id=${buyer.empresaId}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data[0].empresa_nome).toEqual(expect.stringContaining('Empresa'));
    expect((await companyRow(buyer.empresaId))?.planoId).toBeNull();
    // The first installment, open at the provider, paid by other means: a manual payment.
    const target = res.body.data.find((r: any) => r.parcela === 1);
    expect(target).toMatchObject({ status: 'pending', fin_status: 1 });
    const paid = await app.call('PUT', `/api/financeiro/${target.id}/status`, {
      token: admin,
      body: { fin_status: 2 },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      id: target.id,
      fin_status: 2,
      status: 'paid',
      baixa_manual: true,
      pago_em: expect.any(String),
    });
    // It takes effect like any payment: the monthly plan is on, one period bought by that charge.
    expect(await companyRow(buyer.empresaId)).toMatchObject({
      planoId: plan.plan.id,
      planoPeriodicidade: 'monthly',
    });
    const periods = await periodsOf(buyer.empresaId);
    expect(periods.map((p) => p.financeiroId)).toEqual([target.id]);
    const bad = await app.call('PUT', `/api/financeiro/${target.id}/status`, {
      token: admin,
      body: { fin_status: 5 },
    });
    expect(bad.status).toBe(422);
    expect(
      (await app.call('PUT', '/api/financeiro/999999/status', { token: admin, body: { fin_status: 2 } }))
        .status,
    ).toBe(404);
    const byCompany = await app.call('PUT', `/api/financeiro/${target.id}/status`, {
      token: buyer.token,
      body: { fin_status: 0 },
    });
    expect(byCompany.status).toBe(403);
    expect((await app.call('GET', '/api/admin/financeiro', { token: buyer.token })).status).toBe(403);
  });
});

describe('billing: the 402 gate of companies without an active plan', () => {
  it('a trial that ended: 402 plain on module calls; auth, plans and buying stay open; paying reopens', async () => {
    const buyer = await companyUser();
    await app.ctx.db
      .update(empresas)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(empresas.id, buyer.empresaId));
    for (const [method, path] of [
      ['GET', '/api/files'],
      ['GET', '/api/devices'],
      ['GET', '/api/messages'],
      ['POST', '/api/pasta/cadastrar'],
      ['GET', '/api/vault/events'],
    ] as const) {
      const res = await app.call(method, path, {
        token: buyer.token,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(402);
      expect(res.body, `${method} ${path}`).toEqual({
        message: 'O período da sua assinatura terminou. Contrate um plano para continuar usando o sistema.',
      });
    }
    const identity = await app.call('GET', '/api/auth/user', { token: buyer.token });
    expect(identity.status).toBe(200);
    expect(identity.body.empresa).toMatchObject({ plano: null, assinatura_ativa: false });
    expect((await app.call('GET', '/api/planos-disponiveis', { token: buyer.token })).status).toBe(200);
    expect((await app.call('GET', '/api/init/client')).status).toBe(200);
    expect((await app.call('GET', '/api/inbox', { token: buyer.token })).status).toBe(200);
    expect((await app.call('GET', '/api/financeiro', { token: buyer.token })).status).toBe(200);
    // The profile and notifications stay open too.
    expect((await app.call('GET', '/api/usuario/perfil', { token: buyer.token })).status).toBe(200);
    expect((await app.call('GET', '/api/usuario/notifications', { token: buyer.token })).status).toBe(200);
    // So do the person's data rights (LGPD) and confirming their e-mail: they owe nothing to the plan.
    const myData = await app.call('GET', '/api/usuario/meus-dados', { token: buyer.token });
    expect(myData.status).toBe(200);
    expect(myData.headers.get('content-type')).toBe('application/zip');
    expect((await app.call('GET', '/api/usuario/exclusao', { token: buyer.token })).status).toBe(200);
    const resend = await app.call('POST', '/api/usuario/reenviar-confirmacao', { token: buyer.token });
    expect(resend.status).not.toBe(402);
    expect((await app.call('POST', '/api/dash/inicial', { token: buyer.token, body: {} })).status).toBe(402);

    const order = await buyPlan(buyer.token, { periodicidade: 'monthly' });
    expect(order.status).toBe(201);
    const confirmed = await confirm(buyer.token, order.body.token_id);
    expect(confirmed.status).toBe(200);
    // Confirmed but unpaid: still gated; paying (its charge stays reachable) reopens.
    expect((await app.call('GET', '/api/files', { token: buyer.token })).status).toBe(402);
    await pay(buyer.token, confirmed.body.data.cobranca.id);
    expect((await app.call('GET', '/api/files', { token: buyer.token })).status).toBe(200);
  });

  it('a paid period that ended gates too; a running trial, a plan without end and admins do not', async () => {
    const expired = await companyUser();
    await app.ctx.db
      .update(empresas)
      .set({ planoId: plan.plan.id, planoExpiraEm: new Date(Date.now() - 1000) })
      .where(eq(empresas.id, expired.empresaId));
    expect((await app.call('GET', '/api/files', { token: expired.token })).status).toBe(402);
    const identity = await app.call('GET', '/api/auth/user', { token: expired.token });
    expect(identity.body.empresa.plano).toMatchObject({ id: plan.plan.id, ativo: false });

    const trial = await companyUser();
    await app.ctx.db
      .update(empresas)
      .set({ trialEndsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(empresas.id, trial.empresaId));
    expect((await app.call('GET', '/api/files', { token: trial.token })).status).toBe(200);
    expect((await app.call('GET', '/api/planos', { token: admin })).status).toBe(200);
    expect((await app.call('GET', '/api/admin/financeiro', { token: admin })).status).toBe(200);
  });
});
