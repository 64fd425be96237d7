// Where a company stands with its subscription (GET /api/empresa/assinatura): the plan and its
// price, the next charge, the oldest unpaid one, the dunning dates, the kept card and the billing
// details; and saving those details.
import type { BillingState, Periodicity } from '../../../common/constants.js';
import type { BillingDetails, SubscriptionView } from '../../../common/schemas/billing.js';
import { fromCents } from '../../../common/validation/index.js';
import { findRecurrence } from '../../db/queries/billing.js';
import {
  type CompanyBilling,
  findCompanyBilling,
  oldestOpenCharge,
  updateCompanyBilling,
} from '../../db/queries/payments.js';
import { findPlan } from '../../db/queries/plans.js';
import { notFound } from '../../http/errors.js';
import { publishCompanyUpdated } from '../../realtime/userEvents.js';
import { brasiliaDate } from '../billing/dates.js';
import type { Ctx } from './charges.js';
import { dunningDates } from './dunning.js';

export const billingDetailsOf = (c: CompanyBilling): BillingDetails => ({
  documento: c.documento,
  razao_social: c.razaoSocial,
  email: c.cobrancaEmail ?? c.email,
  cep: c.cep,
  logradouro: c.logradouro,
  numero: c.numero,
  complemento: c.complemento,
  bairro: c.bairro,
});

function stateOf(c: CompanyBilling, now: Date): BillingState {
  if (
    c.cobrancaSituacao === 'past_due' ||
    c.cobrancaSituacao === 'suspended' ||
    c.cobrancaSituacao === 'cancelled'
  )
    return c.cobrancaSituacao;
  if (c.planoId !== null) return c.planoExpiraEm === null || c.planoExpiraEm > now ? 'active' : 'none';
  return c.trialEndsAt === null || c.trialEndsAt > now ? 'trial' : 'none';
}

export async function subscriptionOf(ctx: Ctx, empresaId: number): Promise<SubscriptionView> {
  const company = await findCompanyBilling(ctx.db, empresaId);
  if (!company) throw notFound();
  const now = ctx.payments.now();
  const [plan, price, open] = await Promise.all([
    company.planoId === null ? undefined : findPlan(ctx.db, company.planoId, 'any'),
    company.planoId !== null && company.planoPeriodicidade
      ? findRecurrence(ctx.db, company.planoId, company.planoPeriodicidade)
      : undefined,
    oldestOpenCharge(ctx.db, empresaId),
  ]);
  const p = ctx.config.payments;
  const overdue = open && open.vencimento < brasiliaDate(now) ? dunningDates(ctx, open.vencimento) : null;
  const situacao = stateOf(company, now);
  const next = open
    ? { data: open.vencimento, valor: fromCents(open.valorCentavos) }
    : price && company.planoExpiraEm && situacao !== 'cancelled'
      ? { data: brasiliaDate(company.planoExpiraEm), valor: fromCents(price.valorCentavos) }
      : null;
  return {
    situacao,
    plano: plan ? { id: plan.id, nome: plan.nome } : null,
    periodicidade: (company.planoPeriodicidade as Periodicity | null) ?? null,
    valor: price ? fromCents(price.valorCentavos) : null,
    expira_em: company.planoExpiraEm?.toISOString() ?? null,
    teste_ate: company.planoId === null ? (company.trialEndsAt?.toISOString() ?? null) : null,
    proxima_cobranca: next,
    em_aberto: open
      ? {
          id: open.id,
          valor: fromCents(open.valorCentavos),
          vencimento: open.vencimento,
          status: open.status as 'pending',
        }
      : null,
    suspende_em: company.suspensaEm?.toISOString() ?? overdue?.suspendsAt.toISOString() ?? null,
    cancela_em: overdue?.cancelsAt.toISOString() ?? null,
    cartao: company.cartaoFinal
      ? { final: company.cartaoFinal, bandeira: company.cartaoBandeira ?? '' }
      : null,
    multa_pct: p.finePercent,
    juros_pct: p.interestPercent,
    carencia_dias: p.graceDays,
    dados_cobranca: billingDetailsOf(company),
    pagamentos: ctx.payments.provider !== null,
  };
}

export async function saveBillingDetails(
  ctx: Ctx,
  empresaId: number,
  body: {
    razao_social: string;
    email: string;
    cep?: string | null;
    logradouro?: string | null;
    numero?: string | null;
    complemento?: string | null;
    bairro?: string | null;
  },
): Promise<BillingDetails> {
  const keep = <T>(v: T | undefined, old: T) => (v === undefined ? old : v);
  const company = await findCompanyBilling(ctx.db, empresaId);
  if (!company) throw notFound();
  await updateCompanyBilling(ctx.db, empresaId, {
    razaoSocial: body.razao_social,
    cobrancaEmail: body.email,
    cep: keep(body.cep, company.cep),
    logradouro: keep(body.logradouro, company.logradouro),
    numero: keep(body.numero, company.numero),
    complemento: keep(body.complemento, company.complemento),
    bairro: keep(body.bairro, company.bairro),
  });
  publishCompanyUpdated(ctx, empresaId);
  const saved = await findCompanyBilling(ctx.db, empresaId);
  if (!saved) throw notFound();
  return billingDetailsOf(saved);
}
