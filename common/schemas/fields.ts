// Field schemas shared by the API (request validation) and the SPA (forms).
// Messages are i18n keys ('validation.*'); each side translates them.
import { z } from 'zod';
import { LANGUAGES, SKINS } from '../constants.js';
import { isValidCpf, isValidDocument, MIN_PASSWORD_LENGTH, stripDocumentMask } from '../validation/index.js';

/** E-mail with every whitespace removed (spec §3), lower-cased. */
export const email = z
  .string()
  .transform((s) => s.replace(/\s+/g, '').toLowerCase())
  .pipe(z.email('validation.email').max(254, 'validation.max.string'));

export const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, 'validation.password_min')
  .max(200, 'validation.max.string');

export const personName = z.string().trim().min(2, 'validation.min.string').max(200, 'validation.max.string');

/** CPF or CNPJ by the spec's 'document' rule; stored without mask. */
export const documentNumber = z
  .string()
  .trim()
  .refine(isValidDocument, 'validation.document')
  .transform((s) => stripDocumentMask(s).toUpperCase());

export const cpf = z
  .string()
  .trim()
  .refine(isValidCpf, 'validation.cpf')
  .transform((s) => stripDocumentMask(s));

/** What a typed phone may hold besides digits: its mask ('+55 (11) 98765-4321'). */
export const PHONE_CHARACTERS = /^[\d\s()+.-]*$/;

/** Brazilian phone with area code: 10 or 11 digits (mask and +55 accepted). */
export const phone = z
  .string()
  .refine((s) => PHONE_CHARACTERS.test(s), 'validation.phone')
  .transform((s) => s.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, ''))
  .refine((s) => /^[1-9]{2}9?\d{8}$/.test(s), 'validation.phone');

export const language = z.enum(LANGUAGES, 'validation.in');
export const skin = z.enum(SKINS as unknown as [string, ...string[]], 'validation.in');

/** A row id: a positive integer that fits PostgreSQL's integer (a larger one would fail the query). */
export const id = z.coerce
  .number()
  .int('validation.integer')
  .positive('validation.min.numeric')
  .max(2_147_483_647, 'validation.max.numeric');

/** A row id sent as a JSON number (not text to coerce), with the same range as `id`. */
export const idNumber = z
  .number('validation.integer')
  .int('validation.integer')
  .positive('validation.min.numeric')
  .max(2_147_483_647, 'validation.max.numeric');

/** A six-digit one-time code. */
export const otpCode = z
  .string()
  .transform((s) => s.replace(/\s+/g, ''))
  .refine((s) => /^\d{6}$/.test(s), 'auth.otp_invalid');
