// Payments through the provider (the mounted Asaas simulator, over real HTTP), hostile: a Pix paid
// turns the plan on, once, whatever the webhooks do (replayed, reordered, failing, two workers);
// forged webhooks change nothing; a refused card leaves the charge open with a clear message; a
// month and ten days later the unpaid renewal suspends the company (402 on sending) until a Pix
// pays it. Runs on both databases: the once-only guarantees are the database's.

import { count, eq } from 'drizzle-orm';
import { hasError, isDynamicPix, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import { findCharge } from '../../server/db/queries/payments.js';
import { empresas, financeiro, planoPeriodos, pspEventos } from '../../server/db/schema.js';
import { runBillingSweep } from '../../server/modules/payments/sweep.js';
import { syncCharge } from '../../server/modules/payments/sync.js';
import { drainEvents } from '../../server/modules/payments/webhooks.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { salePlan } from '../helpers/billing.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { waitFor } from '../helpers/simulator.js';

let app: TestApp;
let plan: Awaited<ReturnType<typeof salePlan>>;
const silent = { warn: () => undefined };

const control = (path: string, body: unknown = {}) =>
  app.call('POST', `/psp-sim/_control/${path}`, {
    body,
    headers: { access_token: app.ctx.config.payments.simulatorKey },
  });

async function trialCompany() {
  const company = await makeCompany(app);
  await app.ctx.db
    .update(empresas)
    .set({ trialEndsAt: new Date(Date.now() + 5 * 86_400_000), email: `fin-${company.id}@cofre.test` })
    .where(eq(empresas.id, company.id));
  const user = await makeUser(app, {
    companies: [company.id],
    selected: company.id,
    permissions: [...PERMISSIONS],
  });
  return { empresaId: company.id, token: (await loginAs(app, user.email, user.password)).access_token };
}

/** Orders the plan monthly by `forma` and confirms it: the charge to pay. */
async function checkout(token: string, forma = 'pix') {
  const order = await app.call('POST', '/api/empresa/adquirir-plano', {
    token,
    body: { plano_id: plan.plan.id, periodicidade: 'monthly', forma_pagamento: forma, parcelas: 1 },
  });
  expect(order.status).toBe(201);
  const confirmed = await app.call('POST', `/api/confirmar-plano/${order.body.token_id}`, {
    token,
    body: { aceite: true },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return confirmed.body.data.cobranca as { id: number; status: string; pix: { payload: string } | null };
}

const providerId = async (chargeId: number) => (await findCharge(app.ctx.db, chargeId))?.provedorId as string;
const periods = async (empresaId: number) =>
  (
    await app.ctx.db.select({ n: count() }).from(planoPeriodos).where(eq(planoPeriodos.empresaId, empresaId))
  )[0]?.n;
const company = async (empresaId: number) =>
  (await app.ctx.db.select().from(empresas).where(eq(empresas.id, empresaId)))[0];

beforeAll(async () => {
  app = await startTestApp({
    PAYMENT_SIM_RETRY_SCALE: '0.0005',
    BILLING_SWEEP_INTERVAL: '0',
    BILLING_WORKER_POLL_MS: '50',
  });
  plan = await salePlan(app, { prices: { monthly: 9990, yearly: 99_900 } });
});
afterAll(async () => {
  await app?.close();
});

describe('payments: Pix', () => {
  it('a Pix paid turns the plan on within seconds: one paid charge, one plan period', async () => {
    const buyer = await trialCompany();
    const charge = await checkout(buyer.token);
    expect(charge.status).toBe('pending');
    // The BR Code parses with a maintained library and its CRC16 checks; the amount is the plan's.
    const pix = parsePix(charge.pix?.payload ?? '');
    if (hasError(pix)) throw new Error(`the Pix does not parse: ${pix.message}`);
    expect(isDynamicPix(pix)).toBe(true);
    const qr = await app.call('GET', `/api/faturas/${charge.id}/pix`, { token: buyer.token });
    expect(qr.status).toBe(200);
    expect(qr.body.data.imagem).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(
      (await app.call('GET', '/api/empresa/assinatura', { token: buyer.token })).body.data.situacao,
    ).toBe('trial');

    expect((await control(`pix/${await providerId(charge.id)}/pay`)).status).toBe(200);
    const paidAt = Date.now();
    await waitFor(
      async () => (await findCharge(app.ctx.db, charge.id))?.status === 'paid',
      5_000,
      'the charge paid',
    );
    const sub = await app.call('GET', '/api/empresa/assinatura', { token: buyer.token });
    expect(Date.now() - paidAt).toBeLessThan(5_000);
    expect(sub.body.data).toMatchObject({ situacao: 'active', plano: { id: plan.plan.id }, valor: 99.9 });
    const paid = await app.ctx.db.select().from(financeiro).where(eq(financeiro.empresaId, buyer.empresaId));
    expect(paid.map((r) => r.status)).toEqual(['paid']);
    expect(await periods(buyer.empresaId)).toBe(1);
  });

  it('replayed 3 times, CONFIRMED after RECEIVED, two workers at once: still one period', async () => {
    const buyer = await trialCompany();
    const charge = await checkout(buyer.token);
    const pay = await providerId(charge.id);
    await control(`pix/${pay}/pay`);
    await waitFor(async () => (await findCharge(app.ctx.db, charge.id))?.status === 'paid', 5_000, 'paid');
    const deliveries = await app.call('GET', '/psp-sim/_control/webhooks/deliveries', {
      headers: { access_token: app.ctx.config.payments.simulatorKey },
    });
    const received = (deliveries.body as { eventId: string; event: string; payment?: string }[]).filter(
      (d) => d.event === 'PAYMENT_RECEIVED',
    );
    const last = received[received.length - 1];
    expect(last).toBeDefined();
    for (let i = 0; i < 3; i++)
      expect((await control(`webhooks/replay/${encodeURIComponent(last?.eventId ?? '')}`)).status).toBe(200);
    // The sandbox's own "confirm" on a paid Pix: refused by the provider; a CONFIRMED event forged
    // with the right token is stored, read again, and changes nothing.
    await app.call('POST', '/api/webhooks/asaas', {
      headers: { 'asaas-access-token': app.ctx.config.payments.provider?.webhookToken ?? '' },
      body: {
        id: `evt_forged_confirmed_${pay}`,
        event: 'PAYMENT_CONFIRMED',
        payment: { id: pay, status: 'CONFIRMED' },
      },
    });
    // Two workers at once on the same charge, as two processes would.
    const row = await findCharge(app.ctx.db, charge.id);
    const remote = await app.ctx.payments.provider?.getCharge(pay);
    if (!row || !remote) throw new Error('no charge');
    await Promise.all([
      syncCharge(app.ctx, row, remote),
      syncCharge(app.ctx, row, remote),
      drainEvents(app.ctx, silent),
      drainEvents(app.ctx, silent),
    ]);
    await waitFor(
      async () =>
        (await app.ctx.db.select().from(pspEventos).where(eq(pspEventos.cobrancaProvedorId, pay))).every(
          (e) => e.processadoEm !== null,
        ),
      5_000,
      'every event processed',
    );
    expect(await periods(buyer.empresaId)).toBe(1);
    const events = await app.call('GET', `/api/admin/financeiro/${charge.id}/eventos`, {
      token: (await adminToken()).token,
    });
    expect(events.status).toBe(200);
    const ids = (events.body.data as { evento_id: string }[]).map((e) => e.evento_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(last?.eventId);
  });

  it('webhooks failing 3 times still turn the plan on once delivered', async () => {
    const buyer = await trialCompany();
    const charge = await checkout(buyer.token);
    const pay = await providerId(charge.id);
    await control('webhooks/fail-next', { n: 3 });
    await control(`pix/${pay}/pay`);
    await waitFor(async () => (await findCharge(app.ctx.db, charge.id))?.status === 'paid', 10_000, 'paid');
    expect(await periods(buyer.empresaId)).toBe(1);
  });
});

let admin: { token: string } | undefined;
async function adminToken() {
  if (admin) return admin;
  const a = await makeUser(app, { ambient: 'A' });
  admin = { token: (await loginAs(app, a.email, a.password)).access_token };
  return admin;
}

describe('payments: forged webhooks', () => {
  it('no token or a wrong one: 401 and nothing stored', async () => {
    const before = (await app.ctx.db.select({ n: count() }).from(pspEventos))[0]?.n;
    const body = { id: 'evt_x&1', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_000000000000' } };
    expect((await app.call('POST', '/api/webhooks/asaas', { body })).status).toBe(401);
    const wrong = await app.call('POST', '/api/webhooks/asaas', {
      body,
      headers: { 'asaas-access-token': 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Token do webhook ausente ou inválido.');
    expect((await app.ctx.db.select({ n: count() }).from(pspEventos))[0]?.n).toBe(before);
  });

  it('the right token on a body claiming an unpaid charge paid: read again, pending, nothing changes', async () => {
    const buyer = await trialCompany();
    const charge = await checkout(buyer.token);
    const pay = await providerId(charge.id);
    const forged = await app.call('POST', '/api/webhooks/asaas', {
      headers: { 'asaas-access-token': app.ctx.config.payments.provider?.webhookToken ?? '' },
      body: {
        id: `evt_forged_${pay}`,
        event: 'PAYMENT_RECEIVED',
        payment: {
          object: 'payment',
          id: pay,
          status: 'RECEIVED',
          value: 99.9,
          externalReference: String(charge.id),
        },
      },
    });
    expect(forged.status).toBe(200);
    const event = await waitFor(
      async () =>
        (
          await app.ctx.db
            .select()
            .from(pspEventos)
            .where(eq(pspEventos.eventoId, `evt_forged_${pay}`))
        )[0]?.processadoEm &&
        (
          await app.ctx.db
            .select()
            .from(pspEventos)
            .where(eq(pspEventos.eventoId, `evt_forged_${pay}`))
        )[0],
      5_000,
      'the forged event processed',
    );
    expect(event.resultado).toBe('unchanged');
    expect(event.statusProvedor).toBe('PENDING');
    expect((await findCharge(app.ctx.db, charge.id))?.status).toBe('pending');
    expect(await periods(buyer.empresaId)).toBe(0);
    expect((await company(buyer.empresaId))?.planoId).toBeNull();
  });
});

describe('payments: card', () => {
  it('a declined card leaves the charge pending with a clear message; another card pays it', async () => {
    const buyer = await trialCompany();
    const charge = await checkout(buyer.token, 'credit_card');
    const card = {
      titular: 'Maria Souza',
      validade: '12/35',
      cvv: '123',
      cep: '01310-100',
      endereco_numero: '1000',
      telefone: '(11) 98765-4321',
    };
    const declined = await app.call('POST', `/api/faturas/${charge.id}/cartao`, {
      token: buyer.token,
      // One of the provider's sandbox cards that always declines.
      body: { ...card, numero: '4916 5613 5824 0741' },
    });
    expect(declined.status).toBe(422);
    expect(declined.body.errors.numero[0]).toBe(
      'Pagamento recusado pela operadora do cartão. Confira os dados, use outro cartão ou pague por Pix ou boleto.',
    );
    const open = await findCharge(app.ctx.db, charge.id);
    expect(open?.status).toBe('pending');
    expect(open?.recusa).toContain('Pagamento recusado');
    expect(await periods(buyer.empresaId)).toBe(0);

    const ok = await app.call('POST', `/api/faturas/${charge.id}/cartao`, {
      token: buyer.token,
      body: { ...card, numero: '4444444444444444' },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'paid', cartao: { final: '4444' }, recusa: null });
    expect(await periods(buyer.empresaId)).toBe(1);
    expect((await company(buyer.empresaId))?.cartaoFinal).toBe('4444');
  });
});

describe('payments: late payment', () => {
  it('clock +40 days: overdue, suspended (402 on sending), then a Pix reactivates at once', async () => {
    const buyer = await trialCompany();
    const charge = await checkout(buyer.token);
    await control(`pix/${await providerId(charge.id)}/pay`);
    await waitFor(async () => (await company(buyer.empresaId))?.planoId === plan.plan.id, 5_000, 'active');

    // 25 days on, the renewal is placed ahead of the period's end, by Pix as the last one was paid.
    await control('clock/advance', { days: 25 });
    await runBillingSweep(app.ctx, silent);
    const renewal = await waitFor(
      async () =>
        // Placed at the provider too (the sweep the clock woke may still be placing it).
        (await app.ctx.db.select().from(financeiro).where(eq(financeiro.empresaId, buyer.empresaId))).find(
          (r) => r.id !== charge.id && r.provedorId !== null,
        ),
      5_000,
      'the renewal charge',
    );
    expect(renewal).toMatchObject({ status: 'pending', formaPagamento: 'pix', provedor: 'asaas' });
    expect(renewal.provedorId).toMatch(/^pay_/);

    // 15 days more: ten days late, past the 7 days of grace.
    await control('clock/advance', { days: 15 });
    await runBillingSweep(app.ctx, silent);
    await waitFor(
      async () => (await company(buyer.empresaId))?.cobrancaSituacao === 'suspended',
      5_000,
      'suspended',
    );
    const sub = await app.call('GET', '/api/empresa/assinatura', { token: buyer.token });
    expect(sub.body.data).toMatchObject({
      situacao: 'suspended',
      em_aberto: { id: renewal.id, status: 'overdue' },
    });
    const refused = await app.call('POST', '/api/message/send', { token: buyer.token, body: {} });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ reason: 'SUSPENDED' });
    expect(refused.body.message).toContain('suspensa por falta de pagamento');
    // Reading still works while suspended.
    expect((await app.call('GET', '/api/financeiro', { token: buyer.token })).status).toBe(200);
    const mail = app.mails().filter((m) => m.to === `fin-${buyer.empresaId}@cofre.test`);
    expect(mail.map((m) => m.subject.replace(/\u00a0/g, ' '))).toEqual(
      expect.arrayContaining(['Fatura vencida: R$ 99,90', 'Conta suspensa por falta de pagamento']),
    );

    await control(`pix/${renewal.provedorId}/pay`);
    await waitFor(
      async () => (await company(buyer.empresaId))?.cobrancaSituacao === 'ok',
      5_000,
      'reactivated',
    );
    const again = await app.call('POST', '/api/message/send', { token: buyer.token, body: {} });
    expect(again.status).not.toBe(402);
    expect(await periods(buyer.empresaId)).toBe(2);
  });
});
