// WhatsApp numbers as the gateway wants them: digits only, with the country code. Brazilian numbers
// are recognised in the ways people type them (with or without +55, a trunk 0, a carrier code,
// masks) and checked against the country's area codes; other countries are taken as E.164.
import { onlyDigits } from './digits';

/** Brazil's area codes (DDD) in use. */
const BR_AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

export type WhatsappNumberProblem = 'empty' | 'too_short' | 'too_long' | 'area_code' | 'mobile_prefix';

export type WhatsappNumber = { ok: true; number: string } | { ok: false; problem: WhatsappNumberProblem };

/** A Brazilian subscriber number after the area code: 9 digits starting with 9 (mobile) or 8 (landline 2–5). */
function brazilian(area: string, local: string): WhatsappNumber {
  if (!BR_AREA_CODES.has(Number(area))) return { ok: false, problem: 'area_code' };
  if (local.length === 9 && local[0] !== '9') return { ok: false, problem: 'mobile_prefix' };
  if (local.length === 8 && !/^[2-9]/.test(local)) return { ok: false, problem: 'mobile_prefix' };
  return { ok: true, number: `55${area}${local}` };
}

/**
 * Normalises a typed number: '(11) 99999-0001', '+55 11 99999-0001', '011 99999 0001',
 * '0 15 11 99999-0001' (carrier 15) all give '5511999990001'. A leading '+' other than +55 is taken
 * as an international number of 8 to 15 digits.
 */
export function normalizeWhatsappNumber(input: string): WhatsappNumber {
  const trimmed = input.trim();
  let digits = onlyDigits(trimmed);
  if (!digits) return { ok: false, problem: 'empty' };
  if (trimmed.startsWith('+') && !digits.startsWith('55')) {
    if (digits.length < 8) return { ok: false, problem: 'too_short' };
    if (digits.length > 15) return { ok: false, problem: 'too_long' };
    return { ok: true, number: digits };
  }
  // A trunk prefix: 0 + area (11 digits / 12 digits), or 0 + carrier (2 digits) + area.
  if (digits.startsWith('0')) {
    digits = digits.slice(1);
    if (digits.length === 12 || digits.length === 13) digits = digits.slice(2);
  }
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13))
    return brazilian(digits.slice(2, 4), digits.slice(4));
  if (digits.length === 10 || digits.length === 11) return brazilian(digits.slice(0, 2), digits.slice(2));
  return { ok: false, problem: digits.length < 10 ? 'too_short' : 'too_long' };
}

/** '5511999990001' → '+55 (11) 99999-0001'; other numbers as '+<digits>'. */
export function formatWhatsappNumber(number: string): string {
  const m = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(number);
  return m ? `+55 (${m[1]}) ${m[2]}-${m[3]}` : `+${number}`;
}
