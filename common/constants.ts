// Business constants of spec §9 shared by the server and the SPA.

export const LANGUAGES = ['pt_BR', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt_BR';
/** A stored language value as one of LANGUAGES (anything unknown is the default). */
export const languageOf = (value: string | null | undefined): Language =>
  value === 'en' ? 'en' : DEFAULT_LANGUAGE;

/** The 12 skins of spec §3: six colours, each with a light variant. */
export const SKIN_COLOURS = ['blue', 'black', 'red', 'yellow', 'purple', 'green'] as const;
export const SKINS = SKIN_COLOURS.flatMap((c) => [`skin-${c}`, `skin-${c}-light`] as const);
export type Skin = (typeof SKINS)[number];
export const DEFAULT_SKIN: Skin = 'skin-blue-light';

/** Ambient A: platform administrator; S: restricted signatory (inbox only); null: company user. */
export const AMBIENTS = ['A', 'S'] as const;
export type Ambient = (typeof AMBIENTS)[number];

export const TOAST_DURATION_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LOOKUP_TIMEOUT_MS = 3000;
export const LOGOUT_DELAY_MS = 500;
export const PRINT_DELAY_MS = 500;

/** Lifetime of the access-token and expiry cookies kept by the SPA (spec §9). */
export const ACCESS_COOKIE_DAYS = 365;
/**
 * The request header ('1') by which the SPA asks the calls that open or rotate a session to keep
 * the refresh token in an HttpOnly cookie instead of the JSON body (see server/http/refresh-cookie.ts).
 */
export const SESSION_COOKIE_HEADER = 'x-session-cookie';

export const PERIODICITIES = ['weekly', 'fortnightly', 'monthly', 'yearly'] as const;
export type Periodicity = (typeof PERIODICITIES)[number];

/** Financial status codes (fin_status). */
export const FIN_STATUS = { IN_ARREARS: -1, RECEIVED: 0, OPENED: 1, PAID: 2 } as const;
export const FIN_STATUS_VALUES = [-1, 0, 1, 2] as const;
export type FinStatus = (typeof FIN_STATUS_VALUES)[number];

/**
 * Payment forms (spec §9: money, credit card, debit card, boleto, cheque; and Pix). A company pays
 * by itself only through the payment provider (SELF_SERVICE_PAYMENT_FORMS); the others are the
 * manual payments a platform administrator records.
 */
export const PAYMENT_FORMS = ['money', 'credit_card', 'debit_card', 'boleto', 'cheque', 'pix'] as const;
export type PaymentForm = (typeof PAYMENT_FORMS)[number];
export const SELF_SERVICE_PAYMENT_FORMS = ['pix', 'boleto', 'credit_card'] as const;
export type SelfServicePaymentForm = (typeof SELF_SERVICE_PAYMENT_FORMS)[number];
/** The payment forms a purchase may be split into installments with (the others pay at once). */
export const INSTALLMENT_PAYMENT_FORMS: readonly PaymentForm[] = ['credit_card', 'boleto'];

/**
 * A charge's state (forward only): pending → overdue → paid → refunded | chargeback; pending or
 * overdue → cancelled.
 */
export const CHARGE_STATUSES = ['pending', 'overdue', 'paid', 'refunded', 'chargeback', 'cancelled'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/**
 * Where a company stands with its subscription: in its trial, paid up, late (full access during
 * the grace period), suspended (may sign in, read, download and pay, but not send or upload),
 * cancelled (the plan ended unpaid), or with no plan and no trial.
 */
export const BILLING_STATES = ['trial', 'active', 'past_due', 'suspended', 'cancelled', 'none'] as const;
export type BillingState = (typeof BILLING_STATES)[number];

/** Notification status codes (not_status). */
export const NOTIFICATION_STATUS = { SUCCESS: 1, WARNING: 2, ERROR: 3 } as const;

/** Machine-readable codes that accompany login refusals, so the SPA can pick its next step. */
export const LOGIN_REFUSALS = [
  'INVALID_CREDENTIALS',
  'USER_DISABLED',
  'COMPANY_DISABLED',
  'SELECTED_COMPANY_DISABLED',
  'COMPANY_REQUIRED',
  'OTP_REQUIRED',
  'OTP_INVALID',
  'THROTTLED',
] as const;
export type LoginRefusal = (typeof LOGIN_REFUSALS)[number];
