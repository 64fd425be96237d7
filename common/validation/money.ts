/**
 * Brazilian money, pt-BR notation: '.' groups thousands, ',' separates the centavos.
 * Amounts are handled as integer cents internally to avoid binary floating point error.
 */

/**
 * An optional '-' (before or after 'R$', not both), an optional 'R$', then an amount: plain
 * digits or digits grouped by '.' in threes, optionally followed by ',' and a fraction.
 */
const MONEY_PATTERN = /^(-?)\s*(?:R\$)?\s*(-?)\s*([0-9]+|[0-9]{1,3}(?:\.[0-9]{3})+)(?:,([0-9]+))?$/;

/**
 * Rounds a number of reais to integer cents, half away from zero. Shifting through the decimal
 * exponent ('1.005e2') avoids 1.005 * 100 === 100.49999999999999.
 */
export function toCents(value: number): number {
  const abs = Math.abs(value);
  let cents = Math.round(Number(`${abs}e2`));
  if (!Number.isFinite(cents)) cents = Math.round(abs * 100); // `${abs}` was already in exponent form
  return value < 0 && cents !== 0 ? -cents : cents;
}

/** Converts integer cents back to reais. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * Parses a pt-BR money string ('R$ 1.234,56', '1.234,56', '1234,56', '1234', '-R$ 10,00',
 * ' R$\u00a01.234,5 ') into a number rounded to 2 decimals (half away from zero). Returns null
 * for anything else ('', 'abc', '1,2,3', '1.23', '10.5', ...). A '.' is always a thousands
 * separator, so '10.5' is rejected rather than guessed.
 */
export function parseMoney(value: string): number | null {
  const match = MONEY_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, signBefore = '', signAfter = '', integerPart = '', fraction = ''] = match;
  if (signBefore && signAfter) return null;
  const integerDigits = integerPart.replace(/\./g, '');
  const roundUp = (fraction.charCodeAt(2) || 48) >= 53; // third fraction digit >= '5'
  const cents = Number(integerDigits) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  if (cents === 0) return 0;
  return fromCents(signBefore || signAfter ? -cents : cents);
}

/**
 * Formats a number as 'R$ 1.234,56': normal space after 'R$' (never NBSP), '.' thousands,
 * always 2 decimals, negatives as '-R$ 1.234,56'. Values that round to zero cents print as
 * 'R$ 0,00'. Throws a RangeError for NaN and ±Infinity.
 */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatMoney: not a finite number: ${value}`);
  const cents = toCents(value);
  const digits = BigInt(Math.abs(cents)).toString().padStart(3, '0');
  const reais = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}R$ ${reais},${digits.slice(-2)}`;
}
