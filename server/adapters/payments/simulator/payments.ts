// Charges ("cobranças"): how one is made, shown (every field of Asaas's payment object) and moved through
// its states, each move announced by its webhook event. Pix goes straight to RECEIVED; boleto and card
// go to CONFIRMED (paid, money not yet available) and to RECEIVED when settled.
import { randomUUID } from 'node:crypto';
import { cardJson } from './cards.js';
import { addDays, daysBetween } from './clock.js';
import { badRequest, invalidAction, type Json, notFound } from './http.js';
import { endToEndId, paymentId, shortId } from './ids.js';
import { feeCents, reais } from './money.js';
import type { PaymentSimulator } from './state.js';
import type { BillingType, LateTerms, PaymentStatus, SimCard, SimPayment } from './types.js';

export interface NewPayment extends LateTerms {
  customer: string;
  billingType: BillingType;
  valueCents: number;
  dueDate: string;
  description: string | null;
  externalReference: string | null;
  subscription: string | null;
}

const PAID: readonly PaymentStatus[] = ['RECEIVED', 'CONFIRMED'];
export const isPaid = (p: SimPayment) => PAID.includes(p.status);
export const hasBoleto = (p: SimPayment) => p.billingType === 'BOLETO' || p.billingType === 'UNDEFINED';
export const offersPix = (p: SimPayment) => p.billingType !== 'CREDIT_CARD';

export function findPayment(sim: PaymentSimulator, id: string): SimPayment {
  const p = sim.payments.get(id);
  if (!p) throw notFound('Cobrança não encontrada.');
  return p;
}

export function paymentJson(sim: PaymentSimulator, p: SimPayment): Json {
  const short = shortId(p.id);
  const boleto = hasBoleto(p);
  return {
    object: 'payment',
    id: p.id,
    dateCreated: p.dateCreated,
    customer: p.customer,
    subscription: p.subscription,
    installment: null,
    checkoutSession: null,
    paymentLink: null,
    value: reais(p.valueCents),
    netValue: reais(p.valueCents - feeCents(p.billingType, p.valueCents)),
    originalValue: p.originalValueCents === null ? null : reais(p.originalValueCents),
    interestValue: p.interestValueCents === null ? null : reais(p.interestValueCents),
    description: p.description,
    billingType: p.billingType,
    confirmedDate: p.confirmedDate,
    creditCard: cardJson(p.card),
    pixTransaction: p.pixTransaction,
    pixQrCodeId: null,
    status: p.status,
    dueDate: p.dueDate,
    originalDueDate: p.originalDueDate,
    paymentDate: p.paymentDate,
    clientPaymentDate: p.clientPaymentDate,
    installmentNumber: null,
    invoiceUrl: `${sim.publicUrl}/i/${short}`,
    invoiceNumber: p.invoiceNumber,
    externalReference: p.externalReference,
    deleted: p.deleted,
    anticipated: false,
    anticipable: false,
    creditDate: p.creditDate,
    estimatedCreditDate: p.estimatedCreditDate,
    transactionReceiptUrl: p.clientPaymentDate ? `${sim.publicUrl}/comprovantes/${short}` : null,
    nossoNumero: boleto ? p.nossoNumero : null,
    bankSlipUrl: boleto ? `${sim.publicUrl}/b/pdf/${short}` : null,
    lastInvoiceViewedDate: null,
    lastBankSlipViewedDate: null,
    discount: {
      value: p.discount.value,
      limitDate: null,
      dueDateLimitDays: p.discount.dueDateLimitDays,
      type: p.discount.type,
    },
    fine: { value: p.fine.value, type: p.fine.type },
    interest: { value: p.interest, type: 'PERCENTAGE' },
    postalService: false,
    canBePaidAfterDueDate: true,
    daysAfterDueDateToRegistrationCancellation: null,
    custody: null,
    escrow: null,
    chargeback: p.chargeback,
    refunds: p.refunds.length === 0 ? null : p.refunds.map((r) => refundJson(sim, p, r)),
  };
}

export function refundJson(sim: PaymentSimulator, p: SimPayment, r: SimPayment['refunds'][number]): Json {
  return {
    dateCreated: r.dateCreated,
    status: 'DONE',
    value: reais(r.valueCents),
    endToEndIdentifier: r.endToEndIdentifier,
    description: r.description,
    effectiveDate: r.dateCreated,
    transactionReceiptUrl: `${sim.publicUrl}/comprovantes/${shortId(p.id)}`,
    refundedSplits: null,
  };
}

export const emitPayment = (sim: PaymentSimulator, event: string, p: SimPayment) =>
  sim.emit(event, 'payment', p.id, paymentJson(sim, p));

export function createPayment(sim: PaymentSimulator, input: NewPayment): SimPayment {
  const p: SimPayment = {
    ...input,
    id: paymentId(),
    dateCreated: sim.today(),
    originalValueCents: null,
    interestValueCents: null,
    status: 'PENDING',
    originalDueDate: input.dueDate,
    paymentDate: null,
    clientPaymentDate: null,
    confirmedDate: null,
    creditDate: null,
    estimatedCreditDate: null,
    invoiceNumber: sim.nextInvoiceNumber(),
    nossoNumero: sim.nextNossoNumero(),
    deleted: false,
    card: null,
    refunds: [],
    pixTransaction: null,
    chargeback: null,
    captureRefused: false,
  };
  sim.payments.set(p.id, p);
  emitPayment(sim, 'PAYMENT_CREATED', p);
  return p;
}

/** Pending or overdue, not removed: can be paid, changed or removed. */
export function requireOpen(p: SimPayment, what: string): void {
  if (p.deleted) throw invalidAction(`Não é possível ${what} uma cobrança removida.`);
  if (p.status !== 'PENDING' && p.status !== 'OVERDUE')
    throw invalidAction(`Não é possível ${what} uma cobrança com situação ${p.status}.`);
}

/** Paid after the due date with a fine or interest: value becomes what was paid, originalValue the rest. */
function applyLateCharges(sim: PaymentSimulator, p: SimPayment): void {
  const late = daysBetween(p.dueDate, sim.today());
  if (late <= 0 || p.originalValueCents !== null) return;
  const fine =
    p.fine.type === 'FIXED'
      ? Math.round(p.fine.value * 100)
      : Math.round((p.valueCents * p.fine.value) / 100);
  const interest = Math.round((p.valueCents * p.interest * late) / 100 / 30);
  if (fine + interest <= 0) return;
  p.originalValueCents = p.valueCents;
  p.interestValueCents = fine + interest;
  p.valueCents += fine + interest;
}

/** The payer paid by Pix (its QR code or copia e cola): RECEIVED at once. */
export function payByPix(sim: PaymentSimulator, p: SimPayment): void {
  requireOpen(p, 'pagar');
  if (!offersPix(p)) throw invalidAction('Esta cobrança não pode ser paga por Pix.');
  const today = sim.today();
  applyLateCharges(sim, p);
  p.billingType = 'PIX';
  p.status = 'RECEIVED';
  p.clientPaymentDate = today;
  p.confirmedDate = today;
  p.paymentDate = today;
  p.creditDate = today;
  p.estimatedCreditDate = today;
  p.pixTransaction = randomUUID();
  emitPayment(sim, 'PAYMENT_RECEIVED', p);
}

/** The payer paid the boleto: CONFIRMED; the money is credited the next day (settle). */
export function payByBoleto(sim: PaymentSimulator, p: SimPayment): void {
  requireOpen(p, 'pagar');
  if (!hasBoleto(p)) throw invalidAction('Esta cobrança não possui boleto.');
  const today = sim.today();
  applyLateCharges(sim, p);
  p.billingType = 'BOLETO';
  p.status = 'CONFIRMED';
  p.clientPaymentDate = today;
  p.confirmedDate = today;
  p.estimatedCreditDate = addDays(today, 1);
  emitPayment(sim, 'PAYMENT_CONFIRMED', p);
}

/** The card was charged: CONFIRMED; the money is credited about 32 days later (settle). */
export function payByCard(sim: PaymentSimulator, p: SimPayment, card: SimCard | null): void {
  const today = sim.today();
  p.billingType = 'CREDIT_CARD';
  p.status = 'CONFIRMED';
  p.card = card;
  p.clientPaymentDate = today;
  p.confirmedDate = today;
  p.estimatedCreditDate = addDays(today, 32);
  emitPayment(sim, 'PAYMENT_CONFIRMED', p);
}

/** CONFIRMED → RECEIVED: the money is in the account. */
export function settle(sim: PaymentSimulator, p: SimPayment): void {
  if (p.deleted || p.status !== 'CONFIRMED')
    throw invalidAction(`Só uma cobrança CONFIRMED pode ser liquidada (situação: ${p.status}).`);
  const today = sim.today();
  p.status = 'RECEIVED';
  p.paymentDate = today;
  p.creditDate = today;
  emitPayment(sim, 'PAYMENT_RECEIVED', p);
}

export function markOverdue(sim: PaymentSimulator, p: SimPayment): void {
  if (p.deleted || p.status !== 'PENDING')
    throw invalidAction(`Só uma cobrança PENDING pode vencer (situação: ${p.status}).`);
  p.status = 'OVERDUE';
  emitPayment(sim, 'PAYMENT_OVERDUE', p);
}

/** Every pending charge whose due date has passed turns OVERDUE. */
export function overdueAll(sim: PaymentSimulator): void {
  const today = sim.today();
  for (const p of sim.payments.values())
    if (!p.deleted && p.status === 'PENDING' && p.dueDate < today) markOverdue(sim, p);
}

export function chargeback(sim: PaymentSimulator, p: SimPayment): void {
  if (p.deleted || !isPaid(p)) throw invalidAction('Só uma cobrança paga pode ter chargeback.');
  p.status = 'CHARGEBACK_REQUESTED';
  p.chargeback = { status: 'REQUESTED', reason: null };
  emitPayment(sim, 'PAYMENT_CHARGEBACK_REQUESTED', p);
}

/** A refund of `valueCents` (the rest when null): REFUNDED once all is refunded, else a partial refund. */
export function refund(
  sim: PaymentSimulator,
  p: SimPayment,
  valueCents: number | null,
  description: string | null,
): void {
  if (p.deleted || !isPaid(p))
    throw invalidAction(`Não é possível estornar uma cobrança com situação ${p.status}.`);
  const refunded = p.refunds.reduce((sum, r) => sum + r.valueCents, 0);
  const rest = p.valueCents - refunded;
  const amount = valueCents ?? rest;
  if (amount > rest)
    throw badRequest('invalid_value', 'O valor do estorno é maior que o valor disponível para estorno.');
  const at = sim.now();
  p.refunds.push({
    dateCreated: sim.timestamp(at),
    valueCents: amount,
    description,
    endToEndIdentifier: p.billingType === 'PIX' ? endToEndId(at) : null,
  });
  if (amount === rest) {
    p.status = 'REFUNDED';
    emitPayment(sim, 'PAYMENT_REFUNDED', p);
  } else emitPayment(sim, 'PAYMENT_PARTIALLY_REFUNDED', p);
}

export function removePayment(sim: PaymentSimulator, p: SimPayment): void {
  requireOpen(p, 'remover');
  p.deleted = true;
  emitPayment(sim, 'PAYMENT_DELETED', p);
}

export function restorePayment(sim: PaymentSimulator, p: SimPayment): void {
  if (!p.deleted) throw invalidAction('Esta cobrança não está removida.');
  p.deleted = false;
  emitPayment(sim, 'PAYMENT_RESTORED', p);
}
