// How orders, financial records and the company's plan leave the API.
import type { ChargeStatus, PaymentForm, Periodicity } from '../../../common/constants.js';
import type {
  FinancialRecordView,
  OrderItemView,
  OrderView,
  PlanInfo,
} from '../../../common/schemas/billing.js';
import type { PlanModule } from '../../../common/schemas/plans.js';
import { fromCents, splitInstallments } from '../../../common/validation/index.js';
import type { AppContext } from '../../context.js';
import { companyAllowance, type FinancialListRow, type OrderRow } from '../../db/queries/billing.js';
import type { CompanyRow } from '../../db/queries/companies.js';
import { findPlan } from '../../db/queries/plans.js';
import { dueDate } from './dates.js';

/** An add-on line of a modules order, as stored in pedidos.itens. */
export interface StoredItem {
  adicional_id: number;
  nome: string;
  modulo: PlanModule;
  /** Units of the module (the add-on's quantity times how many were bought). */
  quantidade: number;
  valor_centavos: number;
}

/** The installments of `totalCents` in `n` parts, due monthly from `start` (the shared rule). */
export function installmentsOf(totalCents: number, n: number, start: Date) {
  return splitInstallments(fromCents(totalCents), n).map((valor, i) => ({
    parcela: i + 1,
    valor,
    vencimento: dueDate(start, i),
  }));
}

export function orderView(row: OrderRow, planName: string | null): OrderView {
  const itens = (row.itens as StoredItem[]).map(
    (i): OrderItemView => ({
      adicional_id: i.adicional_id,
      nome: i.nome,
      modulo: i.modulo,
      quantidade: i.quantidade,
      valor: fromCents(i.valor_centavos),
    }),
  );
  return {
    id: row.id,
    tipo: row.tipo === 'plano' ? 'plano' : 'modulos',
    plano: row.planoId !== null && planName !== null ? { id: row.planoId, nome: planName } : null,
    periodicidade: (row.periodicidade as Periodicity | null) ?? null,
    itens,
    forma_pagamento: row.formaPagamento as PaymentForm,
    valor: fromCents(row.valorCentavos),
    valor_cheio: fromCents(row.valorCentavos + row.creditoCentavos),
    credito: fromCents(row.creditoCentavos),
    parcelas: installmentsOf(row.valorCentavos, row.parcelas, row.createdAt),
    status: row.status,
    expires_at: row.expiresAt.toISOString(),
  };
}

export function recordView(row: FinancialListRow): FinancialRecordView {
  return {
    id: row.id,
    status: row.status as ChargeStatus,
    provedor: row.provedor === 'asaas' ? 'asaas' : 'manual',
    competencia:
      row.competenciaInicio && row.competenciaFim
        ? { inicio: row.competenciaInicio, fim: row.competenciaFim }
        : null,
    pix:
      row.pixPayload && row.pixExpiraEm
        ? { payload: row.pixPayload, expira_em: row.pixExpiraEm.toISOString() }
        : null,
    boleto: row.boletoLinha ? { linha: row.boletoLinha, url: row.boletoUrl } : null,
    cartao: row.cartaoFinal ? { final: row.cartaoFinal, bandeira: row.cartaoBandeira ?? '' } : null,
    fatura_url: row.faturaUrl,
    recibo_url: row.reciboUrl,
    nfse: row.nfseStatus
      ? { status: row.nfseStatus, numero: row.nfseNumero, pdf_url: row.nfsePdfUrl, xml_url: row.nfseXmlUrl }
      : null,
    baixa_manual: row.baixaManualPor !== null,
    recusa: row.recusa,
    estornado: fromCents(row.estornadoCentavos),
    empresa_id: row.empresaId,
    empresa_nome: row.empresaNome,
    pedido_id: row.pedidoId,
    descricao: row.descricao,
    parcela: row.parcela,
    parcelas: row.parcelas,
    valor: fromCents(row.valorCentavos),
    vencimento: row.vencimento,
    fin_status: row.finStatus,
    forma_pagamento: row.formaPagamento,
    pago_em: row.pagoEm?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whether the company may use the product: a plan whose period has not ended, or a running trial. */
export function hasActivePlan(
  company: Pick<CompanyRow, 'planoId' | 'planoExpiraEm' | 'trialEndsAt'> & { cobrancaSituacao?: string },
  now = new Date(),
): boolean {
  // Late on a renewal: full access during the grace period, then suspended (read and pay only, see
  // suspension.ts) — the plan ends only when dunning cancels it.
  if (
    (company.cobrancaSituacao === 'past_due' || company.cobrancaSituacao === 'suspended') &&
    company.planoId !== null
  )
    return true;
  if (company.cobrancaSituacao === 'cancelled') return false;
  if (company.planoId !== null) return company.planoExpiraEm === null || company.planoExpiraEm > now;
  return company.trialEndsAt === null || company.trialEndsAt > now;
}

/** The company's plan for the identity and confirmations (null: none yet). */
export async function planInfoOf(
  ctx: Pick<AppContext, 'db'>,
  company: Pick<CompanyRow, 'id' | 'planoId' | 'planoPeriodicidade' | 'planoExpiraEm' | 'trialEndsAt'>,
): Promise<PlanInfo | null> {
  if (company.planoId === null) return null;
  const [plan, { addons }] = await Promise.all([
    findPlan(ctx.db, company.planoId, 'any'),
    companyAllowance(ctx.db, company.id),
  ]);
  if (!plan) return null;
  return {
    id: plan.id,
    nome: plan.nome,
    periodicidade: (company.planoPeriodicidade as Periodicity | null) ?? null,
    expira_em: company.planoExpiraEm?.toISOString() ?? null,
    ativo: hasActivePlan(company),
    adicionais: Object.fromEntries(addons),
  };
}
