// Request and response shapes of the user's own profile (GET /api/usuario/perfil, PUT /api/user,
// /api/usuario/email|phone|address, the photo and the password change). Messages are i18n keys.
import { z } from 'zod';
import { isValidDocument, MIN_PASSWORD_LENGTH, onlyDigits, stripDocumentMask } from '../validation/index.js';
import { email, idNumber, PHONE_CHARACTERS, personName, phone } from './fields.js';

export const PHONE_TYPES = ['celular', 'fixo', 'whatsapp'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

/** Most e-mails, phones or addresses one profile may hold (each). */
export const PROFILE_LIST_MAX = 20;

/** Optional text: trimmed, blank → null. */
const optionalText = (max: number) =>
  z
    .string('validation.string')
    .trim()
    .max(max, 'validation.max.string')
    .nullish()
    .transform((v) => (v ? v : null));

const requiredText = (max: number) =>
  z.string('validation.string').trim().min(1, 'validation.required').max(max, 'validation.max.string');

/** Absent stays undefined (unchanged), blank or null becomes null (cleared). */
const cleared = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/** CPF or CNPJ (the spec's 'document' rule), stored without mask; blank or null clears it. */
const optionalDocument = z
  .string('validation.string')
  .trim()
  .nullish()
  .refine((v) => !v || isValidDocument(v), 'validation.document')
  .transform((v) => (typeof v === 'string' ? stripDocumentMask(v).toUpperCase() : v))
  .transform(cleared);

/** A Brazilian phone (mask and +55 accepted), stored as the 10 or 11 digits; blank clears it. */
const optionalPhone = z
  .string('validation.string')
  .nullish()
  .refine((v) => typeof v !== 'string' || PHONE_CHARACTERS.test(v), 'validation.phone')
  .transform((v) => (typeof v === 'string' ? v.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '') : v))
  .transform(cleared)
  .refine((v) => !v || /^[1-9]{2}9?\d{8}$/.test(v), 'validation.phone');

/** PUT /api/user: a field left out keeps its value; null or '' clears documento and phone. */
export const updateUserBody = z.object({
  nome: personName,
  documento: optionalDocument,
  phone: optionalPhone,
});
export type UpdateUserBody = z.input<typeof updateUserBody>;
export type UpdateUserInput = z.output<typeof updateUserBody>;

/**
 * PUT /api/usuario/perfil/empresa-padrao: the company every login enters without asking (one of the
 * user's companies they may enter), or null to be asked at every sign-in ("Perguntar sempre").
 */
export const defaultCompanyBody = z.object({ empresa_padrao_id: idNumber.nullable() });
export type DefaultCompanyBody = z.input<typeof defaultCompanyBody>;

export const profileEmailBody = z.object({ email, descricao: optionalText(60) });
export type ProfileEmailBody = z.input<typeof profileEmailBody>;
export type ProfileEmailInput = z.output<typeof profileEmailBody>;

/** Digits with the country code: 55 + DDD + number (with or without 55 on input). */
export const profilePhoneBody = z.object({
  numero: phone.transform((digits) => `55${digits}`),
  tipo: z.enum(PHONE_TYPES, 'validation.in').default('celular'),
  descricao: optionalText(60),
});
export type ProfilePhoneBody = z.input<typeof profilePhoneBody>;
export type ProfilePhoneInput = z.output<typeof profilePhoneBody>;

export const profileAddressBody = z.object({
  descricao: optionalText(60),
  /** 8 digits; a mask (01310-100) is accepted. */
  cep: z
    .string('validation.string')
    .trim()
    .refine((s) => /^(\d{5}|\d{2}\.\d{3})-?\d{3}$/.test(s), 'validation.invalid')
    .transform((s) => onlyDigits(s)),
  logradouro: requiredText(200),
  numero: requiredText(20),
  complemento: optionalText(100),
  bairro: requiredText(100),
  estado_id: z.coerce
    .number('validation.integer')
    .int('validation.integer')
    .min(11, 'validation.min.numeric')
    .max(53, 'validation.max.numeric'),
  /** IBGE's 7-digit code of a municipality of estado_id (checked by the API). */
  municipio_id: z.coerce
    .number('validation.integer')
    .int('validation.integer')
    .min(1_000_000, 'validation.invalid')
    .max(9_999_999, 'validation.invalid'),
});
export type ProfileAddressBody = z.input<typeof profileAddressBody>;
export type ProfileAddressInput = z.output<typeof profileAddressBody>;

export const changePasswordBody = z
  .object({
    old_password: z.string('validation.string').min(1, 'validation.required'),
    password: z
      .string('validation.string')
      .min(MIN_PASSWORD_LENGTH, 'validation.password_min')
      .max(200, 'validation.max.string'),
    password_confirmation: z.string('validation.string'),
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: 'validation.password_confirmation',
    path: ['password_confirmation'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const profileEmail = z.object({
  id: z.number().int(),
  email: z.string(),
  descricao: z.string().nullable(),
});
export const profilePhone = z.object({
  id: z.number().int(),
  numero: z.string(),
  tipo: z.enum(PHONE_TYPES),
  descricao: z.string().nullable(),
});
export const profileAddress = z.object({
  id: z.number().int(),
  descricao: z.string().nullable(),
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string().nullable(),
  bairro: z.string(),
  estado_id: z.number().int(),
  municipio_id: z.number().int(),
  municipio_nome: z.string().nullable(),
  uf: z.string().nullable(),
});
export type ProfileEmail = z.infer<typeof profileEmail>;
export type ProfilePhone = z.infer<typeof profilePhone>;
export type ProfileAddress = z.infer<typeof profileAddress>;

export const profileSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  documento: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.string(),
  skin: z.string(),
  two_factor: z.boolean(),
  /** A link an <img> can load without the bearer header (signed; changes with the photo). */
  foto_url: z.string().nullable(),
  emails: z.array(profileEmail),
  telefones: z.array(profilePhone),
  enderecos: z.array(profileAddress),
  /** The companies the user may enter now (active link, active company), for "Empresa ao entrar". */
  empresas: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  /** The company every login enters without asking; null: asked at every sign-in (or none to ask). */
  empresa_padrao_id: z.number().int().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
