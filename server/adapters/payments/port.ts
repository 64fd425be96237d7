// The payment provider, as the billing services see it: provider-neutral, money in integer cents,
// dates as Brasília calendar days (YYYY-MM-DD). The Asaas v3 adapter (asaas.ts) implements it over
// HTTP; production, the sandbox and the built-in simulator run the same adapter.

export type ChargeMethod = 'pix' | 'boleto' | 'credit_card';

/**
 * A charge's state at the provider, reduced to what billing acts on (the forward-only machine:
 * pending → overdue → paid → refunded | chargeback; pending | overdue → cancelled).
 */
export type ProviderChargeStatus = 'pending' | 'overdue' | 'paid' | 'refunded' | 'chargeback' | 'cancelled';

export interface CustomerInput {
  name: string;
  /** CPF or CNPJ, digits (or the alphanumeric CNPJ), unmasked. */
  cpfCnpj: string;
  email?: string | null;
  phone?: string | null;
  postalCode?: string | null;
  address?: string | null;
  addressNumber?: string | null;
  complement?: string | null;
  province?: string | null;
  /** Ours: the company's id, so a customer is found again instead of created twice. */
  externalReference: string;
}

/** A card as the payer typed it: passes through, never stored or logged. */
export interface CardData {
  holderName: string;
  number: string;
  expiryMonth: string;
  expiryYear: string;
  ccv: string;
}

export interface CardHolder {
  name: string;
  email: string;
  cpfCnpj: string;
  postalCode: string;
  addressNumber: string;
  phone: string;
}

/** Paying by card: a token kept from an earlier tokenization, or the card itself with its holder. */
export type CardPayment =
  | { token: string; remoteIp: string }
  | { card: CardData; holder: CardHolder; remoteIp: string };

export interface ChargeInput {
  customerId: string;
  method: ChargeMethod;
  valueCents: number;
  dueDate: string;
  description: string;
  /** Ours: the financial record's id, so a retried creation finds the first one. */
  externalReference: string;
  /** Late fine (% of the value, once) and interest (% a month), as the provider applies them. */
  finePercent?: number;
  interestPercentMonth?: number;
}

export interface ProviderCard {
  last4: string;
  brand: string;
  token: string | null;
}

export interface ProviderCharge {
  id: string;
  customerId: string;
  status: ProviderChargeStatus;
  /** The provider's own status word (e.g. RECEIVED, CONFIRMED), for the event log. */
  rawStatus: string;
  method: ChargeMethod | 'other';
  valueCents: number;
  dueDate: string;
  /** When the payer paid (null while unpaid). */
  paidAt: Date | null;
  externalReference: string | null;
  /** The provider's hosted page of the charge. */
  invoiceUrl: string | null;
  /** The boleto's PDF. */
  bankSlipUrl: string | null;
  /** The payment receipt, once paid. */
  receiptUrl: string | null;
  card: ProviderCard | null;
  refundedCents: number;
}

export interface PixQr {
  /** The BR Code ("copia e cola"). */
  payload: string;
  /** The QR code as a PNG, base64 without a data: prefix. */
  imagePngBase64: string;
  expiresAt: Date;
}

export interface BoletoLine {
  /** The 47-digit linha digitável. */
  line: string;
  /** The 44-digit bar code. */
  barCode: string;
  nossoNumero: string;
}

export interface CardToken {
  token: string;
  last4: string;
  brand: string;
}

export interface SubscriptionInput {
  customerId: string;
  method: ChargeMethod;
  valueCents: number;
  nextDueDate: string;
  cycle: 'WEEKLY' | 'BIWEEKLY' | 'MONTHLY' | 'YEARLY';
  description: string;
  externalReference: string;
}

export interface ProviderSubscription {
  id: string;
  status: 'ACTIVE' | 'INACTIVE' | 'EXPIRED';
  nextDueDate: string;
}

export interface InvoiceInput {
  chargeId: string;
  serviceDescription: string;
  valueCents: number;
  effectiveDate: string;
  municipalServiceCode: string;
  municipalServiceName?: string;
  externalReference: string;
}

export type ProviderInvoiceStatus = 'scheduled' | 'authorized' | 'cancelled' | 'error' | 'processing';

export interface ProviderInvoice {
  id: string;
  status: ProviderInvoiceStatus;
  number: string | null;
  pdfUrl: string | null;
  xmlUrl: string | null;
}

/** A webhook's envelope, once its token was checked: which event, about which charge or invoice. */
export interface WebhookEvent {
  eventId: string;
  event: string;
  chargeId: string | null;
  invoiceId: string | null;
  /** The body as received (frozen at the event; never trusted for money). */
  payload: unknown;
}

export interface PaymentProvider {
  readonly name: 'asaas';
  /** Finds the customer by our reference, or creates it; answers the provider's id. */
  ensureCustomer(input: CustomerInput): Promise<string>;
  createCharge(input: ChargeInput): Promise<ProviderCharge>;
  getCharge(id: string): Promise<ProviderCharge | null>;
  findChargeByExternalReference(ref: string): Promise<ProviderCharge | null>;
  /** Changes how an unpaid charge is to be paid (e.g. a refused card's charge, now by Pix). */
  changeMethod(id: string, method: ChargeMethod): Promise<ProviderCharge>;
  cancelCharge(id: string): Promise<void>;
  getPixQr(id: string): Promise<PixQr>;
  getBoletoLine(id: string): Promise<BoletoLine>;
  tokenizeCard(customerId: string, card: CardData, holder: CardHolder, remoteIp: string): Promise<CardToken>;
  /** Pays an unpaid charge by card; a refusal throws CardDeclinedError and leaves it unpaid. */
  payWithCard(id: string, payment: CardPayment): Promise<ProviderCharge>;
  /** Refunds the whole charge (or `valueCents` of it). */
  refund(id: string, valueCents?: number): Promise<ProviderCharge>;
  createSubscription(input: SubscriptionInput): Promise<ProviderSubscription>;
  cancelSubscription(id: string): Promise<void>;
  issueInvoice(input: InvoiceInput): Promise<ProviderInvoice>;
  getInvoice(id: string): Promise<ProviderInvoice | null>;
  /** Whether the webhook's headers carry the configured token (compared in constant time). */
  verifyWebhook(headers: Record<string, string | string[] | undefined>): boolean;
  /** The envelope's event id, type and subject (null: not an envelope this provider sends). */
  parseWebhook(body: unknown): WebhookEvent | null;
}

/** The provider refused the call (4xx): its code and description, for logs and messages. */
export class PaymentProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`payment provider ${status} ${code}: ${description}`);
    this.name = 'PaymentProviderError';
  }
}

/** The card was refused (by the issuer or the provider's checks): the charge stays unpaid. */
export class CardDeclinedError extends PaymentProviderError {
  constructor(code: string, description: string) {
    super(400, code, description);
    this.name = 'CardDeclinedError';
  }
}

/** The provider could not be reached, timed out or answered 5xx: try again later. */
export class PaymentProviderUnavailable extends Error {
  constructor(readonly detail: string) {
    super(`payment provider unavailable: ${detail}`);
    this.name = 'PaymentProviderUnavailable';
  }
}
