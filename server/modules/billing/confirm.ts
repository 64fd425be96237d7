// Confirming an order (POST /api/confirmar-plano/{tokenId}), all in one transaction:
// - the order goes from 'pending' to 'confirmed' by a conditional update, so of two concurrent
//   confirmations exactly one succeeds (the other answers 409);
// - a plan order sets the company's plan, periodicity and period end (now + the period, or from the
//   current end when renewing the same plan still running) and ends the trial;
// - a modules order adds its units to empresa_modulos (counted on top of the plan's limits);
// - the total becomes financial records, one per installment (the shared split rule: the last
//   absorbs the rounding), due monthly from the day of the order (the schedule it showed). Lifecycle: the first installment is settled at
//   checkout (fin_status 0 received, pago_em now); the others start opened (1); an opened record
//   whose due date passed turns in arrears (-1) when the records are read (see records.ts); an
//   administrator marks a record paid (2) — or received, opened, in arrears — with
//   PUT /api/financeiro/{id}/status.
import { FIN_STATUS, type Periodicity } from '../../../common/constants.js';
import type { ConfirmResponse } from '../../../common/schemas/billing.js';
import type { PlanModule } from '../../../common/schemas/plans.js';
import { toCents } from '../../../common/validation/index.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import {
  claimOrder,
  findOrderByToken,
  insertModules,
  insertRecords,
  lockCompany,
  type OrderRow,
  setCompanyPlan,
} from '../../db/queries/billing.js';
import { findCompanyById } from '../../db/queries/companies.js';
import { findPlan } from '../../db/queries/plans.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { publishCompanyUpdated } from '../../realtime/userEvents.js';
import { sha256Hex } from '../../security/crypto.js';
import { periodEnd, renewalDay } from './dates.js';
import { installmentsOf, planInfoOf, recordView, type StoredItem } from './views.js';

const unknownToken = () => new HttpError(404, 'billing.token_unknown');

/** Why an order cannot be confirmed (null: it can). */
function refusal(order: OrderRow | undefined, empresaId: number, now: Date): HttpError | null {
  if (!order || order.empresaId !== empresaId) return unknownToken();
  if (order.status === 'confirmed') return new HttpError(409, 'billing.token_used');
  if (order.status !== 'pending' || order.expiresAt <= now)
    return new HttpError(410, 'billing.token_expired');
  return null;
}

function describe(order: OrderRow, planName: string): string {
  if (order.tipo === 'plano')
    return translate('pt_BR', 'billing.record_plan', {
      plano: planName,
      periodicidade: translate('pt_BR', `billing.period.${order.periodicidade as Periodicity}`),
    });
  const itens = (order.itens as StoredItem[]).map((i) => `${i.nome} (${i.quantidade})`).join(', ');
  return translate('pt_BR', 'billing.record_modules', { itens }).slice(0, 200);
}

export async function confirmOrder(
  ctx: AppContext,
  buyer: { empresaId: number | null },
  token: string,
): Promise<ConfirmResponse['data'] & { tipo: 'plano' | 'modulos' }> {
  if (buyer.empresaId === null) throw unknownToken();
  const empresaId = buyer.empresaId;
  const now = new Date();
  const found = await findOrderByToken(ctx.db, sha256Hex(token));
  const early = refusal(found, empresaId, now);
  if (early || !found) throw early ?? unknownToken();
  const plan = found.planoId === null ? undefined : await findPlan(ctx.db, found.planoId, 'any');
  if (found.tipo === 'plano' && !(plan?.status && plan.deletedAt === null))
    throw fieldError('plano_id', 'billing.plan_not_on_sale');

  const result = await inTransaction(ctx.db, async (tx) => {
    // Read under lock, after any other confirmation for this company has committed.
    const company = await lockCompany(tx, empresaId);
    if (!company) throw unknownToken();
    // Add-ons extend the plan they were bought for: not another one the company moved to since.
    if (found.tipo === 'modulos' && company.planoId !== found.planoId)
      throw fieldError('adicional_id', 'billing.addon_other_plan');
    const order = await claimOrder(tx, found.id, now);
    if (!order) {
      const again = await findOrderByToken(tx, found.tokenHash);
      throw refusal(again, empresaId, now) ?? new HttpError(409, 'billing.token_used');
    }
    let expiraEm: Date | null = company.planoExpiraEm;
    const modulos: { modulo: PlanModule; quantidade: number }[] = [];
    if (order.tipo === 'plano' && order.planoId !== null) {
      const periodicity = order.periodicidade as Periodicity;
      const currentEnd =
        company.planoId === order.planoId && company.planoExpiraEm !== null && company.planoExpiraEm > now
          ? company.planoExpiraEm
          : null;
      // A renewal goes on from the current end on the run's own day; a new run starts now, on today.
      const day = currentEnd ? renewalDay(currentEnd, company.planoDiaBase) : now.getUTCDate();
      expiraEm = periodEnd(currentEnd ?? now, periodicity, day);
      await setCompanyPlan(tx, empresaId, {
        planoId: order.planoId,
        planoPeriodicidade: periodicity,
        planoExpiraEm: expiraEm,
        planoDiaBase: day,
        trialEndsAt: company.trialEndsAt && company.trialEndsAt < now ? company.trialEndsAt : now,
      });
    } else {
      for (const item of order.itens as StoredItem[])
        modulos.push({ modulo: item.modulo, quantidade: item.quantidade });
      await insertModules(
        tx,
        modulos.map((m) => ({ empresaId, pedidoId: order.id, modulo: m.modulo, quantidade: m.quantidade })),
      );
    }
    const descricao = describe(order, plan?.nome ?? '');
    const records = await insertRecords(
      tx,
      // The schedule shown with the order, not one shifted to the day it was confirmed.
      installmentsOf(order.valorCentavos, order.parcelas, order.createdAt).map((p, i) => ({
        empresaId,
        pedidoId: order.id,
        descricao,
        parcela: p.parcela,
        parcelas: order.parcelas,
        valorCentavos: toCents(p.valor),
        vencimento: p.vencimento,
        finStatus: i === 0 ? FIN_STATUS.RECEIVED : FIN_STATUS.OPENED,
        formaPagamento: order.formaPagamento,
        pagoEm: i === 0 ? now : null,
      })),
    );
    return { order, expiraEm, modulos, records, company };
  });

  publishCompanyUpdated(ctx, empresaId);
  const updated = (await findCompanyById(ctx.db, empresaId)) ?? result.company;
  const empresaNome = updated.nomeFantasia ?? updated.razaoSocial;
  return {
    tipo: result.order.tipo === 'plano' ? 'plano' : 'modulos',
    empresa: { id: empresaId, plano: await planInfoOf(ctx, updated) },
    expira_em: result.expiraEm?.toISOString() ?? null,
    modulos: result.modulos,
    financeiro: result.records.map((r) => recordView({ ...r, empresaNome })),
  };
}
