// Purchases: a plan (with its periodicity) or add-on modules of the company's plan become a pending
// order (pedidos) whose token — stored only as its SHA-256 — confirms it within ORDER_TTL_MS.
// Nothing is written when the purchase is refused.

import type { Periodicity } from '../../../common/constants.js';
import type { BuyModulesBody, BuyPlanBody, OrderView } from '../../../common/schemas/billing.js';
import type { PlanModule } from '../../../common/schemas/plans.js';
import { fromCents, installmentLimit } from '../../../common/validation/index.js';
import type { AppContext } from '../../context.js';
import { findAddons, findRecurrence, insertOrder, type NewOrder } from '../../db/queries/billing.js';
import { findCompanyById } from '../../db/queries/companies.js';
import { lastPlanPeriod } from '../../db/queries/payments.js';
import { findPlan } from '../../db/queries/plans.js';
import { requireCompany } from '../../http/company.js';
import { fieldError, notFound } from '../../http/errors.js';
import { newToken, sha256Hex } from '../../security/crypto.js';
import { brasiliaDay } from './dates.js';
import { orderView, type StoredItem } from './views.js';

/** How long a purchase may wait for its confirmation. */
export const ORDER_TTL_MS = 24 * 3_600_000;

/** The largest total a 32-bit cents column holds. */
const MAX_CENTS = 2_147_483_647;

export interface Buyer {
  userId: number;
  empresaId: number | null;
}

export interface PlacedOrder {
  token: string;
  pedido: OrderView;
}

function companyOf(buyer: Buyer): number {
  return requireCompany(buyer);
}

/** Writes the pending order with a new token (kept only as its hash) that confirms it within ORDER_TTL_MS. */
async function placeOrder(
  ctx: AppContext,
  order: Omit<NewOrder, 'tokenHash' | 'expiresAt'>,
  planName: string | null,
): Promise<PlacedOrder> {
  const max = Math.max(1, installmentLimit(fromCents(order.valorCentavos)));
  if ((order.parcelas ?? 1) > max) throw fieldError('parcelas', 'billing.installments_value', { max });
  const token = newToken();
  const row = await insertOrder(ctx.db, {
    ...order,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + ORDER_TTL_MS),
  });
  return { token, pedido: orderView(row, planName) };
}

/** Days a period lasts, to compare prices per day across periodicities. */
const PERIOD_DAYS: Record<Periodicity, number> = { weekly: 7, fortnightly: 15, monthly: 30, yearly: 365 };

/**
 * Changing plan (or periodicity) while a paid period runs: an upgrade — a higher price per day —
 * starts now, and what is left of the period paid for comes off its price (proration); a downgrade
 * waits for the period's end (refused now, saying when).
 */
async function prorationCredit(
  ctx: AppContext,
  empresaId: number,
  target: { planoId: number; periodicidade: Periodicity; valorCentavos: number },
): Promise<number> {
  const company = await findCompanyById(ctx.db, empresaId);
  const now = ctx.payments.now();
  if (!company?.planoId || !company.planoExpiraEm || company.planoExpiraEm <= now) return 0;
  if (company.planoId === target.planoId && company.planoPeriodicidade === target.periodicidade) return 0;
  const current = company.planoPeriodicidade
    ? await findRecurrence(ctx.db, company.planoId, company.planoPeriodicidade)
    : undefined;
  // A cheaper plan waits for the period's end; the same plan on another periodicity starts now.
  if (current && company.planoId !== target.planoId) {
    const perDay = (cents: number, p: string) => cents / PERIOD_DAYS[p as Periodicity];
    if (
      perDay(target.valorCentavos, target.periodicidade) <
      perDay(current.valorCentavos, current.periodicidade)
    )
      throw fieldError('plano_id', 'payments.downgrade_next_cycle', {
        data: brasiliaDay(company.planoExpiraEm),
      });
  }
  const last = await lastPlanPeriod(ctx.db, empresaId);
  if (!last || last.period.planoId !== company.planoId || last.period.fim <= now) return 0;
  const total = last.period.fim.getTime() - last.period.inicio.getTime();
  const left = last.period.fim.getTime() - Math.max(now.getTime(), last.period.inicio.getTime());
  const credit = total > 0 ? Math.floor((Number(last.pagoCentavos) * left) / total) : 0;
  return Math.min(credit, target.valorCentavos);
}

export async function buyPlan(ctx: AppContext, buyer: Buyer, body: BuyPlanBody): Promise<PlacedOrder> {
  const empresaId = companyOf(buyer);
  const plan = await findPlan(ctx.db, body.plano_id);
  if (!plan?.status) throw fieldError('plano_id', 'billing.plan_not_on_sale');
  const recurrence = await findRecurrence(ctx.db, plan.id, body.periodicidade);
  if (!recurrence) throw fieldError('periodicidade', 'billing.periodicity_not_offered');
  const credit = await prorationCredit(ctx, empresaId, {
    planoId: plan.id,
    periodicidade: body.periodicidade,
    valorCentavos: recurrence.valorCentavos,
  });
  return placeOrder(
    ctx,
    {
      empresaId,
      userId: buyer.userId,
      tipo: 'plano',
      planoId: plan.id,
      periodicidade: body.periodicidade,
      valorCentavos: recurrence.valorCentavos - credit,
      creditoCentavos: credit,
      parcelas: body.parcelas,
      formaPagamento: body.forma_pagamento,
    },
    plan.nome,
  );
}

export async function buyModules(ctx: AppContext, buyer: Buyer, body: BuyModulesBody): Promise<PlacedOrder> {
  const empresaId = companyOf(buyer);
  const company = await findCompanyById(ctx.db, empresaId);
  if (!company) throw notFound();
  if (company.planoId === null) throw fieldError('adicional_id', 'billing.addon_no_plan');
  const addons = new Map(
    (
      await findAddons(
        ctx.db,
        body.itens.map((i) => i.adicional_id),
      )
    ).map((a) => [a.id, a]),
  );
  const itens: StoredItem[] = body.itens.map((item) => {
    const addon = addons.get(item.adicional_id);
    if (!addon || addon.planoId !== company.planoId)
      throw fieldError('adicional_id', 'billing.addon_other_plan');
    return {
      adicional_id: addon.id,
      nome: addon.nome,
      modulo: addon.modulo as PlanModule,
      quantidade: addon.quantidade * item.quantidade,
      valor_centavos: addon.valorCentavos * item.quantidade,
    };
  });
  const total = itens.reduce((t, i) => t + i.valor_centavos, 0);
  if (total > MAX_CENTS) throw fieldError('quantidade', 'plans.value_max');
  const plan = await findPlan(ctx.db, company.planoId, 'any');
  return placeOrder(
    ctx,
    {
      empresaId,
      userId: buyer.userId,
      tipo: 'modulos',
      // The plan the add-ons extend: they count only while the company keeps it.
      planoId: company.planoId,
      itens,
      valorCentavos: total,
      parcelas: body.parcelas,
      formaPagamento: body.forma_pagamento,
    },
    plan?.nome ?? null,
  );
}
