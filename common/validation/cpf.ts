import { isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

/** Mask characters a CPF may carry: whitespace, '.' and '-'. */
const CPF_MASK = /[\s.-]/g;

/**
 * CPF validation. The mask (whitespace, '.', '-') may sit anywhere; after removing it the value
 * must be exactly 11 digits. Any other character (letters, '/', ...) makes it invalid.
 * Check digits and the repeated-digit blacklist (00000000000 … 99999999999) are delegated to
 * @brazilian-utils, which is only ever handed a clean 11-digit string: its own mask handling is
 * stricter about where separators may sit and also accepts '/', which this rule does not.
 */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(CPF_MASK, '');
  return /^[0-9]{11}$/.test(digits) && libIsValidCpf(digits);
}
