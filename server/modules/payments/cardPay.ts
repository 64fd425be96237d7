// Paying an open charge by card. The number and CVV go to the provider and nowhere else: not to the
// database, a log, an event or an error (the refusal names neither). With `salvar`, the provider's
// token of the card is kept (sealed) for the renewals, with its last 4 digits and brand to show.
// A refusal leaves the charge open with the reason, and the payer may try another card, or Pix or
// boleto for the same charge.
import type { CardPayBody } from '../../../common/schemas/billing.js';
import { translate } from '../../../i18n/api/index.js';
import { CardDeclinedError, type CardHolder, type PaymentProvider } from '../../adapters/payments/port.js';
import type { FinancialRow } from '../../db/queries/billing.js';
import {
  claimNotice,
  findCharge,
  findCompanyBilling,
  updateCharge,
  updateCompanyBilling,
} from '../../db/queries/payments.js';
import { type FieldError, fieldError, HttpError, notFound } from '../../http/errors.js';
import {
  type Ctx,
  changeMethod,
  ensureCustomer,
  ensureProviderCharge,
  providerFailure,
  requireProvider,
} from './charges.js';
import { type PaidResult, syncCharge } from './sync.js';

export const isOpen = (charge: Pick<FinancialRow, 'status'>) =>
  charge.status === 'pending' || charge.status === 'overdue';

/** The holder's data the provider's antifraud asks for, from the company's billing details. */
async function holderOf(ctx: Ctx, empresaId: number, payer: Payer, body: CardPayBody): Promise<CardHolder> {
  const company = await findCompanyBilling(ctx.db, empresaId);
  if (!company) throw notFound();
  const cep = body.cep ?? company.cep;
  const numero = body.endereco_numero ?? company.numero;
  const phone = body.telefone ?? company.telefone ?? payer.phone;
  // Every missing field at once, so the form asks for them together.
  const missing: Record<string, FieldError[]> = {};
  if (!cep) missing.cep = [{ key: 'payments.card_address_required' }];
  if (!numero) missing.endereco_numero = [{ key: 'payments.card_address_required' }];
  if (!phone) missing.telefone = [{ key: 'payments.card_phone_required' }];
  const first = Object.values(missing)[0]?.[0];
  if (first || !cep || !numero || !phone)
    throw new HttpError(422, first?.key ?? 'payments.card_address_required', {}, missing);
  if (!company.cep || !company.numero || !company.telefone)
    await updateCompanyBilling(ctx.db, empresaId, {
      cep: company.cep ?? cep,
      numero: company.numero ?? numero,
      telefone: company.telefone ?? phone,
    });
  return {
    name: body.titular,
    email: company.cobrancaEmail ?? company.email ?? payer.email,
    cpfCnpj: company.documento,
    postalCode: cep,
    addressNumber: numero,
    phone,
  };
}

export interface Payer {
  email: string;
  phone: string | null;
  ip: string;
}

const expiry = (validade: string) => {
  const [month = '', year = ''] = validade.split('/');
  return { expiryMonth: month, expiryYear: year.length === 2 ? `20${year}` : year };
};

/** After a refusal: the reason kept on the charge, the answer on the card number. */
async function refused(ctx: Ctx, charge: FinancialRow): Promise<never> {
  await updateCharge(ctx.db, charge.id, { recusa: translate('pt_BR', 'payments.card_declined') });
  throw fieldError('numero', 'payments.card_declined');
}

export async function payByCard(
  ctx: Ctx,
  charge: FinancialRow,
  body: CardPayBody,
  payer: Payer,
): Promise<PaidResult> {
  if (!isOpen(charge)) throw new HttpError(409, 'payments.charge_not_open');
  const provider: PaymentProvider = requireProvider(ctx);
  let row = charge.formaPagamento === 'credit_card' ? charge : await changeMethod(ctx, charge, 'credit_card');
  row = await ensureProviderCharge(ctx, row);
  const holder = await holderOf(ctx, row.empresaId, payer, body);
  const card = { holderName: body.titular, number: body.numero, ccv: body.cvv, ...expiry(body.validade) };
  try {
    let payment: Parameters<PaymentProvider['payWithCard']>[1] = { card, holder, remoteIp: payer.ip };
    if (body.salvar) {
      const customerId = await ensureCustomer(ctx, row.empresaId);
      const token = await provider.tokenizeCard(customerId, card, holder, payer.ip);
      await updateCompanyBilling(ctx.db, row.empresaId, {
        cartaoToken: ctx.secrets.seal(token.token),
        cartaoFinal: token.last4,
        cartaoBandeira: token.brand,
      });
      payment = { token: token.token, remoteIp: payer.ip };
    }
    const remote = await provider.payWithCard(row.provedorId as string, payment);
    await syncCharge(ctx, row, remote);
    const after = (await findCharge(ctx.db, row.id)) ?? row;
    return { charge: after, applied: after.status === 'paid', effect: null };
  } catch (err) {
    if (err instanceof CardDeclinedError) return refused(ctx, row);
    throw providerFailure(err);
  }
}

/** A renewal due today, charged to the company's kept card; a refusal tells the company (dunning). */
export async function chargeKeptCard(
  ctx: Ctx,
  charge: FinancialRow,
): Promise<'paid' | 'declined' | 'skipped'> {
  const provider = ctx.payments.provider;
  const company = await findCompanyBilling(ctx.db, charge.empresaId);
  if (!provider || !company?.cartaoToken || !isOpen(charge) || charge.avisos.includes('card-attempt'))
    return 'skipped';
  if (!(await claimNotice(ctx.db, charge.id, 'card-attempt'))) return 'skipped';
  const row = await ensureProviderCharge(ctx, charge);
  try {
    const remote = await provider.payWithCard(row.provedorId as string, {
      token: ctx.secrets.open(company.cartaoToken),
      remoteIp: '127.0.0.1',
    });
    await syncCharge(ctx, row, remote);
    return 'paid';
  } catch (err) {
    if (!(err instanceof CardDeclinedError)) throw err;
    await updateCharge(ctx.db, charge.id, { recusa: translate('pt_BR', 'payments.card_declined') });
    return 'declined';
  }
}
