import { isValidCnpj as libIsValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { stripDocumentMask } from './digits';

/** 12 base characters [0-9A-Z] followed by 2 numeric check digits (IN RFB 2.229/2024). */
const CNPJ_SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/**
 * CNPJ validation, numeric (14 digits) and alphanumeric (IN RFB 2.229/2024, in force since July
 * 2026). The mask (whitespace, '.', '/', '-') is stripped wherever it sits and lowercase letters
 * are read as uppercase.
 *
 * The module 11 check digits are delegated to @brazilian-utils `isValidCnpj(value, { version: 2 })`,
 * whose checksum was verified against an independent implementation (see the unit tests).
 *
 * Repeated sequences: a base (first 12 characters) made of a single repeated character is
 * rejected. That covers the classic numeric blacklist 00000000000000 … 99999999999999 and its
 * alphanumeric analogue (e.g. AAAAAAAAAAAA45), which the library accepts by design under
 * version 2; it also rejects numeric forms such as 11111111111180, which pass the checksum.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = stripDocumentMask(value).toUpperCase();
  if (!CNPJ_SHAPE.test(cnpj)) return false;
  const base = cnpj.slice(0, 12);
  if (base === base.charAt(0).repeat(12)) return false;
  return libIsValidCnpj(cnpj, { version: 2 });
}
