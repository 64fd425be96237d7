// Purchases: a plan (with its periodicity) or add-on modules of the company's plan become a pending
// order (pedidos) whose token — stored only as its SHA-256 — confirms it within ORDER_TTL_MS.
// Nothing is written when the purchase is refused.
import type { BuyModulesBody, BuyPlanBody, OrderView } from '../../../common/schemas/billing.js';
import type { PlanModule } from '../../../common/schemas/plans.js';
import { fromCents, installmentLimit } from '../../../common/validation/index.js';
import type { AppContext } from '../../context.js';
import { findAddons, findRecurrence, insertOrder, type NewOrder } from '../../db/queries/billing.js';
import { findCompanyById } from '../../db/queries/companies.js';
import { findPlan } from '../../db/queries/plans.js';
import { requireCompany } from '../../http/company.js';
import { fieldError, notFound } from '../../http/errors.js';
import { newToken, sha256Hex } from '../../security/crypto.js';
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
  const max = installmentLimit(fromCents(order.valorCentavos));
  if ((order.parcelas ?? 1) > max) throw fieldError('parcelas', 'billing.installments_value', { max });
  const token = newToken();
  const row = await insertOrder(ctx.db, {
    ...order,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + ORDER_TTL_MS),
  });
  return { token, pedido: orderView(row, planName) };
}

export async function buyPlan(ctx: AppContext, buyer: Buyer, body: BuyPlanBody): Promise<PlacedOrder> {
  const empresaId = companyOf(buyer);
  const plan = await findPlan(ctx.db, body.plano_id);
  if (!plan?.status) throw fieldError('plano_id', 'billing.plan_not_on_sale');
  const recurrence = await findRecurrence(ctx.db, plan.id, body.periodicidade);
  if (!recurrence) throw fieldError('periodicidade', 'billing.periodicity_not_offered');
  return placeOrder(
    ctx,
    {
      empresaId,
      userId: buyer.userId,
      tipo: 'plano',
      planoId: plan.id,
      periodicidade: body.periodicidade,
      valorCentavos: recurrence.valorCentavos,
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
