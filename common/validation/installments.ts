import { MAX_INSTALLMENTS } from './constants';
import { fromCents, toCents } from './money';

/**
 * Splits `total` into `n` installments. Every installment is total / n rounded down to the cent
 * and the last one absorbs the remainder, so the installments add up to `total` (rounded to the
 * cent) exactly. Throws a RangeError when `n` is not an integer in 1..MAX_INSTALLMENTS or when
 * `total` is negative, NaN or infinite.
 */
export function splitInstallments(total: number, n: number): number[] {
  if (!Number.isInteger(n) || n < 1 || n > MAX_INSTALLMENTS) {
    throw new RangeError(`splitInstallments: n must be an integer from 1 to ${MAX_INSTALLMENTS}, got ${n}`);
  }
  if (!Number.isFinite(total) || total < 0) {
    throw new RangeError(`splitInstallments: total must be a finite non-negative number, got ${total}`);
  }
  const totalCents = toCents(total);
  const each = Math.floor(totalCents / n);
  const installments: number[] = Array.from({ length: n - 1 }, () => fromCents(each));
  installments.push(fromCents(totalCents - each * (n - 1)));
  return installments;
}

/**
 * How many installments `total` can be split into: MAX_INSTALLMENTS at most, and never so many that
 * one would be worth less than a cent (R$ 0,30 in up to 30; a free item in 1).
 */
export const installmentLimit = (total: number): number =>
  Math.max(1, Math.min(MAX_INSTALLMENTS, toCents(total)));
