// A charge's state follows the provider's, read from the provider itself (never from a webhook's
// body), forward only: pending → overdue → paid → refunded | chargeback; pending | overdue →
// cancelled. Anything else (a CONFIRMED after RECEIVED, an OVERDUE after paid, a replay) changes
// nothing. Paying is one transaction: the conditional update of the charge, then — for an order's
// first charge — the conditional claim of the order and its effect (the plan period, unique per
// charge and order). Replays, reordered events and two workers at once therefore apply it once.
import { FIN_STATUS } from '../../../common/constants.js';
import type { ProviderCharge } from '../../adapters/payments/port.js';
import { type FinancialRow, lockCompany } from '../../db/queries/billing.js';
import {
  advanceCharge,
  claimOrderApplication,
  findCompanyBilling,
  updateCharge,
  updateCompanyBilling,
} from '../../db/queries/payments.js';
import { inTransaction } from '../../db/transaction.js';
import { publishCompanyUpdated } from '../../realtime/userEvents.js';
import type { Ctx } from './charges.js';
import { refreshDunning } from './dunning.js';
import { requestInvoice } from './invoices.js';
import { applyOrder, type OrderEffect } from './orderEffect.js';

export const CHARGE_EVENT = 'billing.charge';

export function publishCharge(
  ctx: Pick<Ctx, 'realtime'>,
  charge: Pick<FinancialRow, 'id' | 'status' | 'empresaId'>,
): void {
  ctx.realtime.publish({
    empresaId: charge.empresaId,
    event: CHARGE_EVENT,
    data: { id: charge.id, status: charge.status, empresa_id: charge.empresaId },
  });
}

export interface PaidResult {
  charge: FinancialRow;
  /** Whether this call made it paid (false: it already was, or could not be). */
  applied: boolean;
  effect: OrderEffect | null;
}

/**
 * Marks an open charge paid and, when it is the first charge of an order not yet applied, applies
 * the order — all or nothing. `manualBy`: an administrator recorded it (fin_status 2, paid).
 */
export async function markPaid(
  ctx: Ctx,
  charge: FinancialRow,
  o: { paidAt: Date; manualBy?: number; remote?: ProviderCharge | null },
): Promise<PaidResult> {
  const now = ctx.payments.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    const row = await advanceCharge(tx, charge.id, ['pending', 'overdue'], 'paid', {
      finStatus: o.manualBy ? FIN_STATUS.PAID : FIN_STATUS.RECEIVED,
      pagoEm: o.paidAt,
      baixaManualPor: o.manualBy ?? null,
      recusa: null,
      ...(o.remote
        ? {
            reciboUrl: o.remote.receiptUrl,
            cartaoFinal: o.remote.card?.last4 ?? charge.cartaoFinal,
            cartaoBandeira: o.remote.card?.brand ?? charge.cartaoBandeira,
          }
        : {}),
    });
    if (!row) return { charge, applied: false, effect: null };
    let effect: OrderEffect | null = null;
    if (row.pedidoId !== null && row.parcela === 1) {
      const company = await lockCompany(tx, row.empresaId);
      const order = company ? await claimOrderApplication(tx, row.pedidoId, now) : undefined;
      if (company && order) effect = await applyOrder(tx, order, company, row, now);
    }
    if (!o.manualBy)
      await updateCompanyBilling(tx, row.empresaId, { formaPagamentoPreferida: row.formaPagamento });
    return { charge: row, applied: true, effect };
  });
  if (result.applied) {
    publishCharge(ctx, result.charge);
    await refreshDunning(ctx, result.charge.empresaId, now);
    publishCompanyUpdated(ctx, result.charge.empresaId);
    if (!o.manualBy) await requestInvoice(ctx, result.charge);
  }
  return result;
}

/** Why a provider's charge is not this record's (null: it is). */
export async function mismatch(
  ctx: Ctx,
  charge: FinancialRow,
  remote: ProviderCharge,
): Promise<string | null> {
  if (remote.externalReference !== null && remote.externalReference !== String(charge.id))
    return `external reference ${remote.externalReference} is not charge ${charge.id}`;
  if (remote.valueCents !== charge.valorCentavos)
    return `value ${remote.valueCents} is not ${charge.valorCentavos}`;
  const company = await findCompanyBilling(ctx.db, charge.empresaId);
  if (!company || company.pspClienteId !== remote.customerId)
    return `customer ${remote.customerId} is not the company's`;
  return null;
}

/**
 * Brings the record to the provider's state as just read (`remote`); answers what was done, for the
 * event log: 'paid', 'overdue', 'refunded', …, 'unchanged', or 'mismatch: …' (nothing applied).
 */
export async function syncCharge(ctx: Ctx, charge: FinancialRow, remote: ProviderCharge): Promise<string> {
  const wrong = await mismatch(ctx, charge, remote);
  if (wrong) return `mismatch: ${wrong}`.slice(0, 200);
  const now = ctx.payments.now();
  await updateCharge(ctx.db, charge.id, {
    verificadoEm: new Date(),
    reciboUrl: remote.receiptUrl ?? charge.reciboUrl,
    faturaUrl: remote.invoiceUrl ?? charge.faturaUrl,
  });
  let changed: FinancialRow | undefined;
  switch (remote.status) {
    case 'paid': {
      const paid = await markPaid(ctx, charge, { paidAt: remote.paidAt ?? now, remote });
      if (paid.applied) return 'paid';
      // A partial refund keeps the charge paid: only the refunded amount moves.
      if (charge.status === 'paid' && remote.refundedCents !== charge.estornadoCentavos)
        await updateCharge(ctx.db, charge.id, { estornadoCentavos: remote.refundedCents });
      return 'unchanged';
    }
    case 'overdue':
      changed = await advanceCharge(ctx.db, charge.id, ['pending'], 'overdue', {
        finStatus: FIN_STATUS.IN_ARREARS,
      });
      if (changed) await refreshDunning(ctx, charge.empresaId, now);
      break;
    case 'refunded':
      changed = await advanceCharge(ctx.db, charge.id, ['paid'], 'refunded', {
        estornadoCentavos: remote.refundedCents,
      });
      if (!changed && charge.status === 'paid' && remote.refundedCents !== charge.estornadoCentavos)
        await updateCharge(ctx.db, charge.id, { estornadoCentavos: remote.refundedCents });
      break;
    case 'chargeback':
      changed = await advanceCharge(ctx.db, charge.id, ['paid'], 'chargeback');
      break;
    case 'cancelled':
      changed = await advanceCharge(ctx.db, charge.id, ['pending', 'overdue'], 'cancelled');
      if (changed) await refreshDunning(ctx, charge.empresaId, now);
      break;
    case 'pending':
      break;
  }
  if (!changed) return 'unchanged';
  publishCharge(ctx, changed);
  publishCompanyUpdated(ctx, changed.empresaId);
  return changed.status;
}
