// Charges at the provider: the company as its customer, a financial record's charge (created once,
// found again by our id when a creation timed out), its Pix and boleto, and the provider's refusals
// as the API's answers.
import { fromCents } from '../../../common/validation/index.js';
import {
  CardDeclinedError,
  type ChargeMethod,
  type PaymentProvider,
  PaymentProviderError,
  PaymentProviderUnavailable,
  type PixQr,
} from '../../adapters/payments/port.js';
import type { AppContext } from '../../context.js';
import type { FinancialRow } from '../../db/queries/billing.js';
import {
  findCharge,
  findCompanyBilling,
  keepCustomerId,
  placeCharge,
  updateCharge,
} from '../../db/queries/payments.js';
import { HttpError, notFound } from '../../http/errors.js';
import { brasiliaDate } from '../billing/dates.js';

export type Ctx = Pick<AppContext, 'db' | 'config' | 'payments' | 'realtime' | 'mailer' | 'secrets'>;

export function requireProvider(ctx: Pick<AppContext, 'payments'>): PaymentProvider {
  const provider = ctx.payments.provider;
  if (!provider) throw new HttpError(503, 'payments.unavailable');
  return provider;
}

/** The provider's failure as the API's answer: 503 when it is unreachable, 422 with its reason otherwise. */
export function providerFailure(err: unknown): unknown {
  if (err instanceof CardDeclinedError) return err;
  if (err instanceof PaymentProviderUnavailable) return new HttpError(503, 'payments.provider_unavailable');
  if (err instanceof PaymentProviderError)
    return new HttpError(422, 'payments.provider_refused', { motivo: err.description.slice(0, 200) });
  return err;
}

export const methodOf = (form: string): ChargeMethod =>
  form === 'boleto' ? 'boleto' : form === 'credit_card' ? 'credit_card' : 'pix';

/** The company as the provider's customer: created once, its id kept. */
export async function ensureCustomer(ctx: Ctx, empresaId: number): Promise<string> {
  const company = await findCompanyBilling(ctx.db, empresaId);
  if (!company) throw notFound();
  if (company.pspClienteId) return company.pspClienteId;
  const provider = requireProvider(ctx);
  let id: string;
  try {
    id = await provider.ensureCustomer({
      name: company.razaoSocial,
      cpfCnpj: company.documento,
      email: company.cobrancaEmail ?? company.email,
      phone: company.telefone,
      postalCode: company.cep,
      address: company.logradouro,
      addressNumber: company.numero,
      complement: company.complemento,
      province: company.bairro,
      externalReference: `empresa-${company.id}`,
    });
  } catch (err) {
    throw providerFailure(err);
  }
  // Two confirmations at once may both have created one: the first kept wins, and both use it.
  return (await keepCustomerId(ctx.db, empresaId, id)) ?? id;
}

/** The Pix or boleto details worth keeping on the record (the QR image is asked for when shown). */
async function methodDetails(provider: PaymentProvider, id: string, method: ChargeMethod) {
  if (method === 'pix') {
    const qr = await provider.getPixQr(id);
    return { pixPayload: qr.payload, pixExpiraEm: qr.expiresAt, boletoLinha: null };
  }
  if (method === 'boleto') {
    const line = await provider.getBoletoLine(id);
    return { boletoLinha: line.line, pixPayload: null, pixExpiraEm: null };
  }
  return { pixPayload: null, pixExpiraEm: null, boletoLinha: null };
}

/**
 * The record's charge at the provider, created when it has none yet (due today at the earliest, by
 * billing's clock; with the configured late fine and interest). Our record id is its external
 * reference: a creation that timed out is found again, not made twice.
 */
export async function ensureProviderCharge(ctx: Ctx, charge: FinancialRow): Promise<FinancialRow> {
  if (charge.provedorId) return charge;
  const provider = requireProvider(ctx);
  const customerId = await ensureCustomer(ctx, charge.empresaId);
  const method = methodOf(charge.formaPagamento);
  const today = brasiliaDate(ctx.payments.now());
  try {
    const remote =
      (await provider.findChargeByExternalReference(String(charge.id))) ??
      (await provider.createCharge({
        customerId,
        method,
        valueCents: charge.valorCentavos,
        dueDate: charge.vencimento < today ? today : charge.vencimento,
        description: `${charge.descricao} (${charge.parcela}/${charge.parcelas})`.slice(0, 500),
        externalReference: String(charge.id),
        finePercent: ctx.config.payments.finePercent,
        interestPercentMonth: ctx.config.payments.interestPercent,
      }));
    const details = await methodDetails(provider, remote.id, method);
    const row = await placeCharge(ctx.db, charge.id, {
      provedor: 'asaas',
      provedorId: remote.id,
      faturaUrl: remote.invoiceUrl,
      boletoUrl: remote.bankSlipUrl,
      vencimento: remote.dueDate,
      ...details,
    });
    if (row) return row;
    // Placed meanwhile by another request (the sweep, a second tab): that one stands, ours goes.
    const placed = await findCharge(ctx.db, charge.id);
    if (placed?.provedorId && placed.provedorId !== remote.id)
      await provider.cancelCharge(remote.id).catch(() => undefined);
    return placed ?? charge;
  } catch (err) {
    throw providerFailure(err);
  }
}

/** The Pix QR of an open charge (Pix is offered for boleto charges too, as Asaas does). */
export async function pixOf(ctx: Ctx, charge: FinancialRow): Promise<PixQr> {
  const row = await ensureProviderCharge(ctx, charge);
  try {
    const qr = await requireProvider(ctx).getPixQr(row.provedorId as string);
    if (qr.payload !== row.pixPayload)
      await updateCharge(ctx.db, row.id, { pixPayload: qr.payload, pixExpiraEm: qr.expiresAt });
    return qr;
  } catch (err) {
    throw providerFailure(err);
  }
}

/** The boleto line of an open charge. */
export async function boletoOf(ctx: Ctx, charge: FinancialRow) {
  const row = await ensureProviderCharge(ctx, charge);
  try {
    const line = await requireProvider(ctx).getBoletoLine(row.provedorId as string);
    if (line.line !== row.boletoLinha) await updateCharge(ctx.db, row.id, { boletoLinha: line.line });
    return { ...line, url: row.boletoUrl };
  } catch (err) {
    throw providerFailure(err);
  }
}

/** Pays an open charge another way (e.g. Pix after a refused card): the provider's charge changes too. */
export async function changeMethod(ctx: Ctx, charge: FinancialRow, form: string): Promise<FinancialRow> {
  const method = methodOf(form);
  if (!charge.provedorId) {
    const updated = (await updateCharge(ctx.db, charge.id, { formaPagamento: form })) ?? charge;
    return ensureProviderCharge(ctx, updated);
  }
  const provider = requireProvider(ctx);
  try {
    const remote = await provider.changeMethod(charge.provedorId, method);
    const details = await methodDetails(provider, remote.id, method);
    return (
      (await updateCharge(ctx.db, charge.id, {
        formaPagamento: form,
        boletoUrl: remote.bankSlipUrl,
        faturaUrl: remote.invoiceUrl,
        recusa: null,
        ...details,
      })) ?? charge
    );
  } catch (err) {
    throw providerFailure(err);
  }
}

/** A charge's amount as people read it (for e-mails and notifications). */
export const amountText = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(fromCents(cents));
