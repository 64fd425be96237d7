// Subscriptions: buying a plan or add-ons (a pending order with a hashed token), confirming it
// (the company's plan, its financial records split in installments), the refusals (unknown,
// expired, used token; missing permission; plan not on sale; another plan's add-on), a double
// confirmation racing, the financial record lists and status changes, and the 402 gate of a
// company whose trial or paid period ended.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import { empresaModulos, empresas, financeiro, pedidos, planos } from '../../server/db/schema.js';
import { sha256Hex } from '../../server/security/crypto.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { salePlan, subscribe } from '../helpers/billing.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

let app: TestApp;
let admin: string;
/** A plan on sale: monthly R$ 99,90, yearly R$ 1.000,00; a devices add-on (+2 for R$ 50,00). */
let plan: Awaited<ReturnType<typeof salePlan>>;
let otherPlan: Awaited<ReturnType<typeof salePlan>>;
let offSale: Awaited<ReturnType<typeof salePlan>>;

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
});
afterAll(async () => {
  await app?.close();
});

describe('billing: buying and confirming a plan', () => {
  it('buys a yearly plan in 3 installments and confirms it: the plan, its period and the records', async () => {
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
        status: 'pending',
      },
    });
    expect(order.body.pedido.parcelas.map((p: any) => p.valor)).toEqual([333.33, 333.33, 333.34]);
    // Only the token's SHA-256 is stored.
    const [stored] = await rows<any>(pedidos, eq(pedidos.id, order.body.pedido.id));
    expect(stored.tokenHash).toBe(sha256Hex(order.body.token_id));
    expect(JSON.stringify(stored)).not.toContain(order.body.token_id);

    const before = Date.now();
    const res = await confirm(buyer.token, order.body.token_id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Plano contratado com sucesso.');
    const { data } = res.body;
    expect(data.empresa.plano).toMatchObject({ id: plan.plan.id, periodicidade: 'yearly', ativo: true });
    const expires = new Date(data.expira_em).getTime();
    expect(expires - before).toBeGreaterThan(364 * 86_400_000);
    expect(expires - before).toBeLessThan(367 * 86_400_000);
    expect(data.financeiro).toHaveLength(3);
    expect(data.financeiro.map((r: any) => [r.parcela, r.parcelas, r.valor, r.fin_status])).toEqual([
      [1, 3, 333.33, 0],
      [2, 3, 333.33, 1],
      [3, 3, 333.34, 1],
    ]);
    expect(data.financeiro[0].pago_em).not.toBeNull();
    expect(data.financeiro[1].pago_em).toBeNull();
    // Monthly due dates from today.
    const [d1, d2] = data.financeiro.map((r: any) => r.vencimento);
    expect(new Date(d2).getTime() - new Date(d1).getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(data.financeiro[0].descricao).toContain(plan.plan.nome);

    const [company] = await rows<any>(empresas, eq(empresas.id, buyer.empresaId));
    expect(company).toMatchObject({ planoId: plan.plan.id, planoPeriodicidade: 'yearly' });
    expect(company.trialEndsAt.getTime()).toBeLessThanOrEqual(Date.now());
    const identity = await app.call('GET', '/api/auth/user', { token: buyer.token });
    expect(identity.body.empresa).toMatchObject({
      plano: { id: plan.plan.id, nome: plan.plan.nome, periodicidade: 'yearly', ativo: true },
      assinatura_ativa: true,
    });

    // The same token again: already confirmed.
    const again = await confirm(buyer.token, order.body.token_id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Este pedido já foi confirmado.' });
    expect(await rows(financeiro, eq(financeiro.empresaId, buyer.empresaId))).toHaveLength(3);
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

  it('403 without subscription.manage; 422 for a plan not on sale or bad installments; nothing written', async () => {
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

    const cashSplit = await buyPlan(buyer.token, { forma_pagamento: 'money', parcelas: 2 });
    expect(cashSplit.status).toBe(422);
    expect(cashSplit.body.errors.parcelas).toEqual([
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

  it('the records follow the schedule the order showed, even when confirmed on another day', async () => {
    const buyer = await companyUser();
    const order = await buyPlan(buyer.token, { parcelas: 3 });
    const shown = order.body.pedido.parcelas.map((p: { vencimento: string }) => p.vencimento);
    // Placed on the last day of a 31-day month, confirmed the day after.
    await app.ctx.db
      .update(pedidos)
      .set({ createdAt: new Date('2026-01-31T15:00:00Z') })
      .where(eq(pedidos.tokenHash, sha256Hex(order.body.token_id)));
    const res = await confirm(buyer.token, order.body.token_id);
    expect(res.status).toBe(200);
    expect(res.body.data.financeiro.map((r: { vencimento: string }) => r.vencimento)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    expect(shown).toHaveLength(3);
  });

  it('two renewals of a running plan confirmed at once both extend the period', async () => {
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
    const [after] = await rows<{ planoExpiraEm: Date }>(empresas, eq(empresas.id, buyer.empresaId));
    const newEnd = after?.planoExpiraEm as Date;
    // Two months past the old end (each renewal starts where the other ended), not one.
    const months =
      (newEnd.getUTCFullYear() - end.getUTCFullYear()) * 12 + newEnd.getUTCMonth() - end.getUTCMonth();
    expect(months).toBe(2);
  });

  it('monthly renewals of a run begun on the 31st end on Feb 28 and then on Mar 31', async () => {
    const buyer = await companyUser();
    const renew = async () => {
      const order = await buyPlan(buyer.token, { periodicidade: 'monthly' });
      const res = await confirm(buyer.token, order.body.token_id);
      expect(res.status, res.text).toBe(200);
      return res.body.data.expira_em as string;
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

  it('two confirmations of one order at once: exactly one succeeds, one set of records', async () => {
    const buyer = await companyUser();
    const order = await buyPlan(buyer.token, { parcelas: 2 });
    const results = await Promise.all([
      confirm(buyer.token, order.body.token_id),
      confirm(buyer.token, order.body.token_id),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await rows(financeiro, eq(financeiro.empresaId, buyer.empresaId))).toHaveLength(2);
  });
});

describe('billing: add-on modules', () => {
  it('buys an add-on of the company’s plan: empresa_modulos and records; another plan’s is refused', async () => {
    const buyer = await companyUser();
    const noPlan = await app.call('POST', '/api/empresa/adquirir-modulos', {
      token: buyer.token,
      body: { adicional_id: plan.addons[0]?.id, forma_pagamento: 'money' },
    });
    expect(noPlan.status).toBe(422);
    expect(noPlan.body.message).toBe('Contrate um plano antes de contratar módulos adicionais.');

    await subscribe(app, buyer.empresaId, plan.plan.id);
    const before = await orderCount();
    const foreign = await app.call('POST', '/api/empresa/adquirir-modulos', {
      token: buyer.token,
      body: { adicional_id: otherPlan.addons[0]?.id, forma_pagamento: 'money' },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe('Este módulo adicional não pertence ao plano da sua empresa.');
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
    expect(res.body.message).toBe('Módulos contratados com sucesso.');
    expect(res.body.data.modulos).toEqual([{ modulo: 'devices', quantidade: 6 }]);
    expect(res.body.data.empresa.plano.adicionais).toEqual({ devices: 6 });
    expect(res.body.data.financeiro.map((r: any) => [r.valor, r.fin_status])).toEqual([
      [75, 0],
      [75, 1],
    ]);
    expect(await rows(empresaModulos, eq(empresaModulos.empresaId, buyer.empresaId))).toHaveLength(1);
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
      body: { adicional_id: retired.addons[0]?.id, forma_pagamento: 'money' },
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
    const opened = await app.call('GET', '/api/financeiro?fin_status=1', { token: buyer.token });
    expect(opened.body.total).toBe(2);
    const stranger = await companyUser();
    const theirs = await app.call('GET', '/api/financeiro', { token: stranger.token });
    expect(theirs.body).toEqual({ data: [], total: 0 });
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

  it('the admin lists every company’s records with the company name and marks one paid', async () => {
    const res = await app.call('GET', `/api/admin/financeiro?empresa_id=${buyer.empresaId}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data[0].empresa_nome).toEqual(expect.stringContaining('Empresa'));
    const target = res.body.data.find((r: any) => r.fin_status !== 0);
    const paid = await app.call('PUT', `/api/financeiro/${target.id}/status`, {
      token: admin,
      body: { fin_status: 2 },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ id: target.id, fin_status: 2, pago_em: expect.any(String) });
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
  it('a trial that ended: 402 plain on module calls; auth, plans and buying stay open; buying reopens', async () => {
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
    expect((await confirm(buyer.token, order.body.token_id)).status).toBe(200);
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
