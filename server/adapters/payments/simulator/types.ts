// The simulator's records, as Asaas keeps them (money in cents; JSON shapes are made in the *Json
// functions). No record holds a card number or a security code: only the last 4 digits and the brand.

export type BillingType = 'BOLETO' | 'CREDIT_CARD' | 'PIX' | 'UNDEFINED';
export const BILLING_TYPES: readonly BillingType[] = ['BOLETO', 'CREDIT_CARD', 'PIX', 'UNDEFINED'];

export type PaymentStatus =
  | 'PENDING'
  | 'RECEIVED'
  | 'CONFIRMED'
  | 'OVERDUE'
  | 'REFUNDED'
  | 'CHARGEBACK_REQUESTED';

export type Cycle = 'WEEKLY' | 'BIWEEKLY' | 'MONTHLY' | 'BIMONTHLY' | 'QUARTERLY' | 'SEMIANNUALLY' | 'YEARLY';

export interface SimCustomer {
  id: string;
  dateCreated: string;
  name: string;
  cpfCnpj: string;
  /** The other fields Asaas echoes (email, phone, address…), as sent (strings, booleans or null). */
  fields: Record<string, string | boolean | null>;
  deleted: boolean;
}

/** A card as the simulator remembers it. */
export interface SimCard {
  last4: string;
  brand: string;
  token: string | null;
}

/** A tokenized card: whose it is and whether the test card it stands for declines. */
export interface SimToken {
  customer: string;
  last4: string;
  brand: string;
  declines: boolean;
}

export interface SimRefund {
  dateCreated: string;
  valueCents: number;
  description: string | null;
  endToEndIdentifier: string | null;
}

export interface LateTerms {
  /** Fine: a percentage of the value, or a fixed amount in cents (type FIXED). */
  fine: { value: number; type: 'PERCENTAGE' | 'FIXED' };
  /** Interest, % a month, pro rata by day. */
  interest: number;
  discount: { value: number; dueDateLimitDays: number; type: 'PERCENTAGE' | 'FIXED' };
}

export interface SimPayment extends LateTerms {
  id: string;
  dateCreated: string;
  customer: string;
  subscription: string | null;
  valueCents: number;
  /** Set when paid after the due date with fine or interest: the value before them. */
  originalValueCents: number | null;
  interestValueCents: number | null;
  description: string | null;
  billingType: BillingType;
  status: PaymentStatus;
  dueDate: string;
  originalDueDate: string;
  paymentDate: string | null;
  clientPaymentDate: string | null;
  confirmedDate: string | null;
  creditDate: string | null;
  estimatedCreditDate: string | null;
  externalReference: string | null;
  invoiceNumber: string;
  nossoNumero: string;
  deleted: boolean;
  card: SimCard | null;
  refunds: SimRefund[];
  pixTransaction: string | null;
  chargeback: { status: string; reason: string | null } | null;
  /** A subscription's card charge that the card refused (PAYMENT_CREDIT_CARD_CAPTURE_REFUSED sent once). */
  captureRefused: boolean;
}

export interface SimSubscription extends LateTerms {
  id: string;
  dateCreated: string;
  customer: string;
  billingType: BillingType;
  cycle: Cycle;
  valueCents: number;
  description: string | null;
  externalReference: string | null;
  endDate: string | null;
  maxPayments: number | null;
  status: 'ACTIVE' | 'INACTIVE' | 'EXPIRED';
  deleted: boolean;
  /** The due dates are anchor + k cycles (no drift after a short month); `generated` counts charges made. */
  anchor: string;
  anchorIndex: number;
  generated: number;
  card: SimCard | null;
}

export type InvoiceStatus = 'SCHEDULED' | 'AUTHORIZED' | 'CANCELED';

export interface SimInvoice {
  id: string;
  status: InvoiceStatus;
  customer: string;
  payment: string | null;
  serviceDescription: string;
  observations: string | null;
  valueCents: number;
  deductionsCents: number;
  effectiveDate: string;
  externalReference: string | null;
  municipalServiceId: string | null;
  municipalServiceCode: string | null;
  municipalServiceName: string | null;
  taxes: Record<string, number | boolean | string | null>;
  number: string | null;
  validationCode: string | null;
  rpsSerie: string | null;
  rpsNumber: string | null;
  authorizedAt: string | null;
}

export interface SimLog {
  info(...a: unknown[]): void;
  warn(...a: unknown[]): void;
}
