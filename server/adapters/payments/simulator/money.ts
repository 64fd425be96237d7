// Money: integer cents inside, reais (a JSON number, at most 2 decimals) only at the edges. The fees are
// the simulator's own round numbers in Asaas's style; netValue is the value less the fee.
import type { BillingType } from './types.js';

/** Above this a boleto's 10-digit value field cannot hold the amount. */
export const MAX_CENTS = 9_999_999_999;

/** Reais as sent by a client → cents; null when not a positive amount with at most 2 decimals. */
export function toCents(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0) return null;
  const cents = Math.round(n * 100);
  if (Math.abs(cents - n * 100) > 1e-6 || cents > MAX_CENTS) return null;
  return cents;
}

/** Cents → reais for JSON. */
export const reais = (cents: number): number => Math.round(cents) / 100;

/** R$ 1.234,56 */
export const brl = (cents: number): string =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

/** The simulator's fee for a charge: Pix and boleto R$ 1,99; card 2,99% + R$ 0,49. */
export function feeCents(billingType: BillingType, valueCents: number): number {
  if (billingType === 'CREDIT_CARD') return Math.round(valueCents * 0.0299) + 49;
  return 199;
}
