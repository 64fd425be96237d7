// The billing sweep, every BILLING_SWEEP_INTERVAL seconds (and on wake, e.g. when the simulator's
// clock moves), by billing's clock:
// 1. renewals: a company whose paid period ends within BILLING_RENEWAL_DAYS gets its renewal order
//    and charge (one per company and period: a unique index), paid the way the last one was — the
//    kept card is charged on the due date;
// 2. charges still to be placed at the provider (later installments) once they are near due;
// 3. reconciliation: unpaid provider charges not read for BILLING_RECONCILE_AFTER seconds are read
//    again, in case their webhook never came;
// 4. dunning (dunning.ts): reminders, overdue, suspension, cancellation;
// 5. service invoices asked for again where the first request failed, and read until authorized.
import type { FastifyBaseLogger } from 'fastify';
import { FIN_STATUS } from '../../../common/constants.js';
import type { Db } from '../../db/client.js';
import { findRecurrence, insertOrder, insertRecords } from '../../db/queries/billing.js';
import {
  abandonedPurchases,
  advanceCharge,
  companiesToRenew,
  lastBuyer,
  paidWithoutInvoice,
  staleOpenCharges,
  unplacedChargesDueBy,
  updateCharge,
} from '../../db/queries/payments.js';
import { findPlan } from '../../db/queries/plans.js';
import { databaseError, inTransaction } from '../../db/transaction.js';
import { startPeriodic } from '../../jobs/periodic.js';
import { newToken, sha256Hex } from '../../security/crypto.js';
import { describeOrder } from '../billing/confirm.js';
import { brasiliaDate } from '../billing/dates.js';
import { chargeKeptCard } from './cardPay.js';
import { type Ctx, ensureProviderCharge } from './charges.js';
import { notice, runDunning } from './dunning.js';
import { refreshInvoice, requestInvoice } from './invoices.js';
import { periodOf } from './orderEffect.js';
import { syncCharge } from './sync.js';

const DAY_MS = 86_400_000;

export interface SweepResult {
  renewals: number;
  reconciled: number;
  notices: number;
}

/** Places the renewal of each company whose period ends soon; returns how many were placed. */
export async function placeRenewals(
  ctx: Ctx,
  now: Date,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  let placed = 0;
  const until = new Date(now.getTime() + ctx.config.payments.renewalDays * DAY_MS);
  for (const company of await companiesToRenew(ctx.db, until)) {
    if (!company.planoId || !company.planoPeriodicidade || !company.planoExpiraEm) continue;
    const [plan, price] = await Promise.all([
      findPlan(ctx.db, company.planoId, 'any'),
      findRecurrence(ctx.db, company.planoId, company.planoPeriodicidade),
    ]);
    if (!plan || !price) continue;
    const ownerId = company.ownerId ?? (await lastBuyer(ctx.db, company.id));
    if (ownerId === undefined) continue;
    const form = company.formaPagamentoPreferida ?? 'pix';
    try {
      const record = await inTransaction(ctx.db, async (tx: Db) => {
        const order = await insertOrder(tx, {
          empresaId: company.id,
          userId: ownerId,
          tipo: 'plano',
          planoId: company.planoId,
          periodicidade: company.planoPeriodicidade,
          valorCentavos: price.valorCentavos,
          parcelas: 1,
          formaPagamento: form === 'pix' || form === 'boleto' || form === 'credit_card' ? form : 'pix',
          tokenHash: sha256Hex(newToken()),
          status: 'confirmed',
          expiresAt: now,
          confirmedAt: now,
          renovacao: true,
          periodoInicio: company.planoExpiraEm,
        });
        const period = periodOf(order, company, now);
        const [row] = await insertRecords(tx, [
          {
            empresaId: company.id,
            pedidoId: order.id,
            descricao: describeOrder(order, plan.nome),
            parcela: 1,
            parcelas: 1,
            valorCentavos: price.valorCentavos,
            vencimento: brasiliaDate(company.planoExpiraEm as Date),
            finStatus: FIN_STATUS.OPENED,
            status: 'pending',
            provedor: 'asaas',
            formaPagamento: order.formaPagamento,
            competenciaInicio: brasiliaDate(period.inicio),
            competenciaFim: brasiliaDate(period.fim),
          },
        ]);
        return row;
      });
      placed++;
      if (record) await ensureProviderCharge(ctx, record).catch(() => undefined);
    } catch (err) {
      // Another sweep (or process) placed this period's renewal first.
      if (databaseError(err)?.code === '23505') continue;
      log.warn({ empresa: company.id, err: err instanceof Error ? err.message : err }, 'renewal failed');
    }
  }
  return placed;
}

/** Reads unpaid charges again whose webhook may never have come; returns how many changed. */
export async function reconcile(ctx: Ctx, log: Pick<FastifyBaseLogger, 'warn'>): Promise<number> {
  const provider = ctx.payments.provider;
  if (!provider) return 0;
  const before = new Date(Date.now() - ctx.config.payments.reconcileAfterMs);
  let changed = 0;
  for (const charge of await staleOpenCharges(ctx.db, before, 100)) {
    try {
      const remote = await provider.getCharge(charge.provedorId as string);
      if (!remote) {
        await updateCharge(ctx.db, charge.id, { verificadoEm: new Date() });
        continue;
      }
      const result = await syncCharge(ctx, charge, remote);
      if (result !== 'unchanged' && !result.startsWith('mismatch')) changed++;
    } catch (err) {
      log.warn(
        { charge: charge.id, err: err instanceof Error ? err.message : err },
        'reconciliation read failed',
      );
    }
  }
  return changed;
}

/**
 * A purchase whose charge was never paid (a checkout left halfway) took nothing and owes nothing:
 * once BILLING_GRACE_DAYS past due its charges are cancelled, here and at the provider, quietly.
 */
async function dropAbandoned(ctx: Ctx, now: Date): Promise<void> {
  const before = brasiliaDate(new Date(now.getTime() - ctx.config.payments.graceDays * DAY_MS));
  for (const charge of await abandonedPurchases(ctx.db, before)) {
    const cancelled = await advanceCharge(ctx.db, charge.id, ['pending', 'overdue'], 'cancelled');
    if (cancelled?.provedorId)
      await ctx.payments.provider?.cancelCharge(cancelled.provedorId).catch(() => undefined);
  }
}

export async function runBillingSweep(ctx: Ctx, log: Pick<FastifyBaseLogger, 'warn'>): Promise<SweepResult> {
  const now = ctx.payments.now();
  const renewals = await placeRenewals(ctx, now, log);
  const reconciled = await reconcile(ctx, log);
  const soon = brasiliaDate(new Date(now.getTime() + ctx.config.payments.reminderDays * DAY_MS));
  for (const charge of await unplacedChargesDueBy(ctx.db, soon))
    await ensureProviderCharge(ctx, charge).catch((err) =>
      log.warn(
        { charge: charge.id, err: err instanceof Error ? err.message : err },
        'placing a charge failed',
      ),
    );
  const notices = await runDunning(ctx, now, async (charge) => {
    const placed = charge.provedorId ? charge : await ensureProviderCharge(ctx, charge).catch(() => null);
    if (!placed) return;
    if ((await chargeKeptCard(ctx, placed)) === 'declined') await notice(ctx, placed, 'card-declined');
  });
  await dropAbandoned(ctx, now);
  if (ctx.config.payments.nfse)
    for (const charge of await paidWithoutInvoice(ctx.db, 50))
      if (charge.nfseId) await refreshInvoice(ctx, charge).catch(() => undefined);
      else await requestInvoice(ctx, charge);
  return { renewals, reconciled, notices };
}

/** The sweep every interval (0: only on wake); returns its stopper (with `wake`). */
export function startBillingSweep(ctx: Ctx, log: FastifyBaseLogger) {
  return startPeriodic(() => runBillingSweep(ctx, log), {
    intervalMs: ctx.config.payments.sweepIntervalMs,
    atStart: false,
    log,
    failure: 'billing sweep failed',
  });
}
