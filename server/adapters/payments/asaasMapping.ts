// From Asaas's words to the port's and back: status and method names, money (integer cents in the
// port, reais only on the wire) and Asaas's zone-less dates, which are Brasília's (UTC−3, no DST).
import type { AsaasInvoice, AsaasPayment } from './asaasShapes.js';
import { TIMESTAMP } from './asaasShapes.js';
import type {
  ChargeMethod,
  ProviderCharge,
  ProviderChargeStatus,
  ProviderInvoice,
  ProviderInvoiceStatus,
} from './port.js';

const CHARGE_STATUS: Readonly<Record<string, ProviderChargeStatus>> = {
  PENDING: 'pending',
  AWAITING_RISK_ANALYSIS: 'pending',
  AUTHORIZED: 'pending',
  OVERDUE: 'overdue',
  DUNNING_REQUESTED: 'overdue',
  RECEIVED: 'paid',
  CONFIRMED: 'paid',
  RECEIVED_IN_CASH: 'paid',
  DUNNING_RECEIVED: 'paid',
  REFUNDED: 'refunded',
  REFUND_REQUESTED: 'refunded',
  REFUND_IN_PROGRESS: 'refunded',
  CHARGEBACK_REQUESTED: 'chargeback',
  CHARGEBACK_DISPUTE: 'chargeback',
  AWAITING_CHARGEBACK_REVERSAL: 'chargeback',
};

/** A deleted charge is cancelled whatever its last status; a status word we do not know is pending. */
export function chargeStatus(raw: string, deleted: boolean): ProviderChargeStatus {
  if (deleted) return 'cancelled';
  return Object.hasOwn(CHARGE_STATUS, raw) ? (CHARGE_STATUS[raw] as ProviderChargeStatus) : 'pending';
}

const INVOICE_STATUS: Readonly<Record<string, ProviderInvoiceStatus>> = {
  SCHEDULED: 'scheduled',
  AUTHORIZED: 'authorized',
  PROCESSING_CANCELLATION: 'processing',
  CANCELED: 'cancelled',
  // The city hall refused to cancel it: the invoice stands.
  CANCELLATION_DENIED: 'authorized',
  ERROR: 'error',
};

/** An unknown word is still scheduled: not issued, and not known to have failed. */
export const invoiceStatus = (raw: string): ProviderInvoiceStatus =>
  Object.hasOwn(INVOICE_STATUS, raw) ? (INVOICE_STATUS[raw] as ProviderInvoiceStatus) : 'scheduled';

const BILLING_TYPE = { pix: 'PIX', boleto: 'BOLETO', credit_card: 'CREDIT_CARD' } as const;

export const billingType = (method: ChargeMethod) => BILLING_TYPE[method];

/** How the charge is to be paid; UNDEFINED (the payer chooses), DEBIT_CARD, TRANSFER … are 'other'. */
export function chargeMethod(raw: string): ChargeMethod | 'other' {
  if (raw === 'PIX') return 'pix';
  if (raw === 'BOLETO') return 'boleto';
  if (raw === 'CREDIT_CARD') return 'credit_card';
  return 'other';
}

/** 9990 → 99.9: the nearest double to the two-decimal amount, which JSON writes as that decimal. */
export function toReais(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return Number((cents / 100).toFixed(2));
}

/** 99.9 → 9990 (rounded, so 0.1 + 0.2 style representation error never leaks into cents). */
export const toCents = (reais: number): number => Math.round(reais * 100);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' → that day's midnight in Brasília; null when not a date. */
export function brasiliaMidnight(day: string | null | undefined): Date | null {
  if (!day || !DAY.test(day)) return null;
  const at = new Date(`${day}T00:00:00-03:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** 'YYYY-MM-DD HH:mm:ss' (Brasília) → the instant; null when not such a timestamp. */
export function brasiliaTimestamp(stamp: string): Date | null {
  const m = TIMESTAMP.exec(stamp);
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}-03:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

const SETTLED: ReadonlySet<ProviderChargeStatus> = new Set(['paid', 'refunded', 'chargeback']);

/** The amount given back: the refunds done, or all of it when Asaas says REFUNDED and lists none. */
function refundedCents(p: AsaasPayment): number {
  const done = (p.refunds ?? []).filter((r) => r.status === 'DONE');
  if (done.length) return done.reduce((sum, r) => sum + toCents(r.value), 0);
  return p.status === 'REFUNDED' ? toCents(p.value) : 0;
}

export function toProviderCharge(p: AsaasPayment): ProviderCharge {
  const status = chargeStatus(p.status, p.deleted === true);
  const card = p.creditCard?.creditCardNumber
    ? {
        last4: p.creditCard.creditCardNumber.slice(-4),
        brand: p.creditCard.creditCardBrand ?? 'UNKNOWN',
        token: p.creditCard.creditCardToken ?? null,
      }
    : null;
  return {
    id: p.id,
    customerId: p.customer,
    status,
    rawStatus: p.status,
    method: chargeMethod(p.billingType),
    // The charge's own value: a late payment's fine and interest come on top of it.
    valueCents: toCents(p.originalValue ?? p.value),
    dueDate: p.dueDate,
    // A deleted charge that had been paid keeps its payment date out: cancelled charges were never paid.
    paidAt: SETTLED.has(status)
      ? brasiliaMidnight(p.clientPaymentDate ?? p.paymentDate ?? p.confirmedDate)
      : null,
    externalReference: p.externalReference ?? null,
    invoiceUrl: p.invoiceUrl ?? null,
    bankSlipUrl: p.bankSlipUrl ?? null,
    receiptUrl: p.transactionReceiptUrl ?? null,
    card,
    refundedCents: refundedCents(p),
  };
}

export function toProviderInvoice(i: AsaasInvoice): ProviderInvoice {
  return {
    id: i.id,
    status: invoiceStatus(i.status),
    number: i.number === null || i.number === undefined || i.number === '' ? null : String(i.number),
    pdfUrl: i.pdfUrl ?? null,
    xmlUrl: i.xmlUrl ?? null,
  };
}
