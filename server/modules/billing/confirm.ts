// Confirming an order (POST /api/confirmar-plano/{tokenId}) places its charges; paying them is what
// makes the plan or modules take effect (payments/sync.ts), never the confirmation itself.
// - Before anything is written the company is made the provider's customer (a provider that does not
//   answer leaves the order pending: 503, try again).
// - One transaction: the order goes from 'pending' to 'confirmed' by a conditional update (of two
//   concurrent confirmations exactly one succeeds, the other answers 409) and its total becomes
//   financial records, one per installment (the shared split rule: the last absorbs the rounding),
//   due monthly from today by billing's clock, all pending.
// - Then the first installment's charge is created at the provider with its Pix or boleto (a card is
//   paid with POST /api/faturas/{id}/cartao). Should that fail, the records are removed and the order
//   is pending again: nothing is left half done. The later installments are charged as they fall due.
// - An order whose credit covers its whole price (an upgrade late in a period) is paid at once.
import { FIN_STATUS, type Periodicity } from '../../../common/constants.js';
import type { ConfirmResponse } from '../../../common/schemas/billing.js';
import { toCents } from '../../../common/validation/index.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import {
  claimOrder,
  findOrderByToken,
  insertRecords,
  lockCompany,
  type OrderRow,
} from '../../db/queries/billing.js';
import { findCompanyById } from '../../db/queries/companies.js';
import { undoConfirmation } from '../../db/queries/payments.js';
import { findPlan } from '../../db/queries/plans.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { sha256Hex } from '../../security/crypto.js';
import { ensureCustomer, ensureProviderCharge, requireProvider } from '../payments/charges.js';
import { periodOf } from '../payments/orderEffect.js';
import { markPaid } from '../payments/sync.js';
import { brasiliaDate } from './dates.js';
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

export function describeOrder(order: OrderRow, planName: string): string {
  if (order.tipo === 'plano')
    return translate('pt_BR', order.renovacao ? 'payments.record_renewal' : 'billing.record_plan', {
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
  const found = await findOrderByToken(ctx.db, sha256Hex(token));
  const early = refusal(found, empresaId, new Date());
  if (early || !found) throw early ?? unknownToken();
  const plan = found.planoId === null ? undefined : await findPlan(ctx.db, found.planoId, 'any');
  if (found.tipo === 'plano' && !(plan?.status && plan.deletedAt === null))
    throw fieldError('plano_id', 'billing.plan_not_on_sale');
  const free = found.valorCentavos === 0;
  if (!free) {
    requireProvider(ctx);
    await ensureCustomer(ctx, empresaId);
  }
  const now = ctx.payments.now();

  const { order, records } = await inTransaction(ctx.db, async (tx) => {
    // Read under lock, after any other confirmation for this company has committed.
    const company = await lockCompany(tx, empresaId);
    if (!company) throw unknownToken();
    // Add-ons extend the plan they were bought for: not another one the company moved to since.
    if (found.tipo === 'modulos' && company.planoId !== found.planoId)
      throw fieldError('adicional_id', 'billing.addon_other_plan');
    const claimed = await claimOrder(tx, found.id, new Date());
    if (!claimed) {
      const again = await findOrderByToken(tx, found.tokenHash);
      throw refusal(again, empresaId, new Date()) ?? new HttpError(409, 'billing.token_used');
    }
    const period = claimed.tipo === 'plano' ? periodOf(claimed, company, now) : null;
    const descricao = describeOrder(claimed, plan?.nome ?? '');
    const written = await insertRecords(
      tx,
      installmentsOf(claimed.valorCentavos, claimed.parcelas, now).map((p) => ({
        empresaId,
        pedidoId: claimed.id,
        descricao,
        parcela: p.parcela,
        parcelas: claimed.parcelas,
        valorCentavos: toCents(p.valor),
        vencimento: p.vencimento,
        finStatus: FIN_STATUS.OPENED,
        status: 'pending',
        provedor: free ? 'manual' : 'asaas',
        formaPagamento: claimed.formaPagamento,
        competenciaInicio: period ? brasiliaDate(period.inicio) : null,
        competenciaFim: period ? brasiliaDate(period.fim) : null,
      })),
    );
    return { order: claimed, records: written };
  });

  let first = records[0];
  if (!first) throw new Error('an order without records');
  if (free) {
    first = (await markPaid(ctx, first, { paidAt: now })).charge;
  } else {
    try {
      first = await ensureProviderCharge(ctx, first);
    } catch (err) {
      await undoConfirmation(ctx.db, order.id);
      throw err;
    }
  }
  const company = await findCompanyById(ctx.db, empresaId);
  const empresaNome = company ? (company.nomeFantasia ?? company.razaoSocial) : '';
  const views = records.map((r) => recordView({ ...(r.id === first.id ? first : r), empresaNome }));
  return {
    tipo: order.tipo === 'plano' ? 'plano' : 'modulos',
    empresa: { id: empresaId, plano: company ? await planInfoOf(ctx, company) : null },
    expira_em: company?.planoExpiraEm?.toISOString() ?? null,
    modulos: [],
    financeiro: views,
    cobranca: views[0] ?? null,
    pago: first.status === 'paid',
  };
}
