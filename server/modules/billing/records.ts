// Financial records: the company's own (subscription.manage) and every company's (administrators),
// and the administrator's status changes. Arrears are settled lazily: before any list is read,
// opened records whose due date (Brasília calendar) has passed turn in arrears (-1) — one UPDATE
// on an indexed table, so the lists are always current without a periodic job.
import { FIN_STATUS } from '../../../common/constants.js';
import type { FinancialListQuery, FinancialRecordView } from '../../../common/schemas/billing.js';
import { fromCents } from '../../../common/validation/index.js';
import type { AppContext } from '../../context.js';
import { findRecord, listRecords, markArrears, updateRecordStatus } from '../../db/queries/billing.js';
import { HttpError, notFound } from '../../http/errors.js';
import { publishCompanyUpdated } from '../../realtime/userEvents.js';
import { markPaid } from '../payments/sync.js';
import { brasiliaDate } from './dates.js';
import { recordView } from './views.js';

export const sweepArrears = (ctx: Pick<AppContext, 'db'>, empresaId?: number, now = new Date()) =>
  markArrears(ctx.db, brasiliaDate(now), empresaId);

/** A page of records: the company's (empresaId given) or every company's (admin). */
export async function financialList(
  ctx: AppContext,
  query: FinancialListQuery,
  empresaId: number | undefined,
): Promise<{ data: FinancialRecordView[]; total: number; totais: Totals }> {
  await sweepArrears(ctx, empresaId);
  const { rows, total, totals } = await listRecords(ctx.db, query, empresaId);
  return {
    data: rows.map(recordView),
    total,
    totais: {
      valor: fromCents(totals.valor),
      pago: fromCents(totals.pago),
      em_aberto: fromCents(totals.emAberto),
      vencido: fromCents(totals.vencido),
    },
  };
}

interface Totals {
  valor: number;
  pago: number;
  em_aberto: number;
  vencido: number;
}

/**
 * Sets a record's fin_status by hand (an administrator). Received (0) or paid (2) on an open charge
 * is a manual payment: recorded as such (who, when), it takes effect like any payment (the order it
 * starts is applied once) and the provider's charge, if any, is cancelled so it is not paid twice.
 * Opened (1) and in arrears (-1) apply to manual records only: a provider's charge follows the provider.
 */
export async function setRecordStatus(
  ctx: AppContext,
  id: number,
  finStatus: number,
  adminId: number,
): Promise<FinancialRecordView> {
  const settled = finStatus === FIN_STATUS.PAID || finStatus === FIN_STATUS.RECEIVED;
  const current = await findRecord(ctx.db, id);
  if (!current) throw notFound();
  if (settled && current.status === 'paid') {
    // Already paid: nothing to record.
  } else if (settled && (current.status === 'pending' || current.status === 'overdue')) {
    if (current.provedorId)
      await ctx.payments.provider?.cancelCharge(current.provedorId).catch(() => undefined);
    await markPaid(ctx, current, { paidAt: new Date(), manualBy: adminId });
  } else if (current.provedor === 'asaas' && current.provedorId) {
    throw new HttpError(409, 'payments.provider_charge_manual');
  } else {
    const pagoEm = settled ? (current.pagoEm ?? new Date()) : null;
    if (!(await updateRecordStatus(ctx.db, id, finStatus, pagoEm))) throw notFound();
    publishCompanyUpdated(ctx, current.empresaId);
  }
  const row = await findRecord(ctx.db, id);
  if (!row) throw notFound();
  return recordView(row);
}
