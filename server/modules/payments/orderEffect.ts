// What a paid order does, inside the transaction that marked its first charge paid:
// - a plan order sets the company's plan, periodicity and period end and ends the trial. A renewal
//   (or the same plan bought again while it runs) goes on from the current end on the run's own
//   day; a new plan, or an upgrade whose price took the unused days off, starts now. The period is
//   written to plano_periodos, unique per charge and per order: the database's own guard;
// - a modules order adds its units to empresa_modulos.
// The caller claimed the order (pedidos.aplicado_em, a conditional update) in the same transaction.
import type { Periodicity } from '../../../common/constants.js';
import type { PlanModule } from '../../../common/schemas/plans.js';
import type { Db } from '../../db/client.js';
import { type FinancialRow, insertModules, type OrderRow, setCompanyPlan } from '../../db/queries/billing.js';
import type { CompanyRow } from '../../db/queries/companies.js';
import { insertPlanPeriod, updateCompanyBilling } from '../../db/queries/payments.js';
import { periodEnd, renewalDay } from '../billing/dates.js';
import type { StoredItem } from '../billing/views.js';

export interface OrderEffect {
  expiraEm: Date | null;
  modulos: { modulo: PlanModule; quantidade: number }[];
}

/** When the period an order buys starts and ends, as if it were paid at `now`. */
export function periodOf(
  order: Pick<OrderRow, 'planoId' | 'periodicidade' | 'creditoCentavos' | 'renovacao' | 'periodoInicio'>,
  company: Pick<CompanyRow, 'planoId' | 'planoPeriodicidade' | 'planoExpiraEm' | 'planoDiaBase'>,
  now: Date,
): { inicio: Date; fim: Date; day: number } {
  const periodicity = order.periodicidade as Periodicity;
  const running = company.planoExpiraEm !== null && company.planoExpiraEm > now;
  // A renewal picks up where the paid period ends (late or not); the same plan and periodicity
  // bought again while it runs is a renewal too. A change of plan with a credit starts now.
  const continues =
    order.creditoCentavos === 0 &&
    company.planoId === order.planoId &&
    company.planoExpiraEm !== null &&
    (order.renovacao || (running && company.planoPeriodicidade === order.periodicidade));
  const from = continues && company.planoExpiraEm ? company.planoExpiraEm : now;
  const day =
    continues && company.planoExpiraEm
      ? renewalDay(company.planoExpiraEm, company.planoDiaBase)
      : now.getUTCDate();
  return { inicio: from, fim: periodEnd(from, periodicity, day), day };
}

export async function applyOrder(
  tx: Db,
  order: OrderRow,
  company: CompanyRow,
  charge: FinancialRow,
  now: Date,
): Promise<OrderEffect> {
  const modulos: OrderEffect['modulos'] = [];
  if (order.tipo === 'plano' && order.planoId !== null) {
    const { inicio, fim, day } = periodOf(order, company, now);
    const written = await insertPlanPeriod(tx, {
      empresaId: company.id,
      financeiroId: charge.id,
      pedidoId: order.id,
      planoId: order.planoId,
      inicio,
      fim,
    });
    // Already bought by this charge or order: the plan is not extended twice.
    if (!written) return { expiraEm: company.planoExpiraEm, modulos };
    await setCompanyPlan(tx, company.id, {
      planoId: order.planoId,
      planoPeriodicidade: order.periodicidade as Periodicity,
      planoExpiraEm: fim,
      planoDiaBase: day,
      trialEndsAt: company.trialEndsAt && company.trialEndsAt < now ? company.trialEndsAt : now,
    });
    // A plan paid for (again) ends any cancellation for non-payment.
    if (company.cobrancaSituacao === 'cancelled')
      await updateCompanyBilling(tx, company.id, { cobrancaSituacao: 'ok' });
    return { expiraEm: fim, modulos };
  }
  for (const item of order.itens as StoredItem[])
    modulos.push({ modulo: item.modulo, quantidade: item.quantidade });
  await insertModules(
    tx,
    modulos.map((m) => ({
      empresaId: company.id,
      pedidoId: order.id,
      modulo: m.modulo,
      quantidade: m.quantidade,
    })),
  );
  return { expiraEm: company.planoExpiraEm, modulos };
}
