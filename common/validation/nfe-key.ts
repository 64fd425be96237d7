import { isValidCnpj } from './cnpj';

/** The rule of the access key that failed, in the order the rules are checked. */
export type NfeKeyRule = 'length' | 'uf' | 'month' | 'cnpj' | 'model' | 'check_digit';

export interface NfeKeyExplanation {
  valid: boolean;
  /** Set when `valid` is false: the first rule, in check order, that the key breaks. */
  reason?: NfeKeyRule;
}

/** The 27 IBGE state (UF) codes, one group per region (N, NE, SE, S, CO). */
const UF_CODES: ReadonlySet<string> = new Set(
  ['11 12 13 14 15 16 17', '21 22 23 24 25 26 27 28 29', '31 32 33 35', '41 42 43', '50 51 52 53']
    .join(' ')
    .split(' '),
);

/** Models the spec accepts: 55 NF-e, 65 NFC-e, 59 CF-e SAT. */
const MODELS: ReadonlySet<string> = new Set(['55', '65', '59']);

/** Module 11 over the first 43 digits, weights 2..9 cycling from the right; rest 0 or 1 → 0. */
function checkDigit(first43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += (first43.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Checks an NF-e access key and names the first rule it breaks.
 * Layout (1-based positions): cUF 1-2, YY 3-4, MM 5-6, CNPJ 7-20, model 21-22, series 23-25,
 * number 26-34, emission type 35, code 36-43, check digit 44.
 * Whitespace is allowed and stripped; anything else that is not a digit, or a digit count other
 * than 44, is reported as 'length'. The embedded issuer must be a valid numeric CNPJ (a
 * zero-padded CPF is not accepted, as in the spec).
 */
export function explainNfeKey(value: string): NfeKeyExplanation {
  const key = value.replace(/\s/g, '');
  if (!/^[0-9]{44}$/.test(key)) return { valid: false, reason: 'length' };
  if (!UF_CODES.has(key.slice(0, 2))) return { valid: false, reason: 'uf' };
  const month = Number(key.slice(4, 6));
  if (month < 1 || month > 12) return { valid: false, reason: 'month' };
  if (!isValidCnpj(key.slice(6, 20))) return { valid: false, reason: 'cnpj' };
  if (!MODELS.has(key.slice(20, 22))) return { valid: false, reason: 'model' };
  const givenDigit = key.charCodeAt(43) - 48;
  if (checkDigit(key.slice(0, 43)) !== givenDigit) return { valid: false, reason: 'check_digit' };
  return { valid: true };
}

/**
 * NF-e access key validation (see `explainNfeKey` for the rules). Implemented here rather than
 * delegated: @brazilian-utils `isValidNfeKey` follows the MOC of every DF-e model (accepts 57,
 * rejects 59, checks tpEmis and forbidden cNF values, accepts '.', '-', '/' and 'NFe' prefixes),
 * which is not the rule set of this spec.
 */
export function isValidNfeKey(value: string): boolean {
  return explainNfeKey(value).valid;
}
