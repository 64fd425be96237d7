// Request and response shapes of the companies back office (platform administrators) and of a
// company's own data as its members holding 'company.manage' edit it.
import { z } from 'zod';
import { PERIODICITIES } from '../constants.js';
import { isValidCnpj, isValidDocument, onlyDigits, stripDocumentMask } from '../validation/index.js';
import { email, id, phone } from './fields.js';
import { boolFilter, listQuery, listResponse } from './list.js';

/**
 * Companies in the back office: platform administrators (companies are created by registering; a member
 * holding company.manage reads and edits their own through the company's data page).
 */
export { companiesApi } from '../resources/companies.js';

/** Columns the company list sorts by. */
export const COMPANY_SORTS = ['razao_social', 'nome_fantasia', 'documento', 'created_at'] as const;

export const companyListQuery = listQuery.extend({
  status: boolFilter,
  /** true: only soft-deleted companies; otherwise only live ones. */
  deleted: boolFilter,
  /** Only the companies this company referred (signed up through its link, `/sign-up?empresa=<id>`). */
  indicada_por: id.optional(),
});
export type CompanyListQuery = z.output<typeof companyListQuery>;

/** A document as stored: the mask removed, letters upper-cased. */
export const unmaskDocument = (value: string) => stripDocumentMask(value).toUpperCase();

/** Optional text: blank means none (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.max.string')
    .nullish()
    .transform((s) => (s ? s : null));

/** A contact field: absent leaves it as it is; '' or null clears it. */
const keptOrCleared = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

const text = (max: number) => z.string('validation.string').trim().max(max, 'validation.max.string');

/** The company's e-mail, phone and address (the municipality must belong to the state: the API checks). */
export const companyContactFields = {
  email: keptOrCleared(email),
  telefone: keptOrCleared(phone),
  /** 8 digits; a mask (01310-100) is accepted. */
  cep: keptOrCleared(
    z
      .string('validation.string')
      .trim()
      .refine((s) => /^(\d{5}|\d{2}\.\d{3})-?\d{3}$/.test(s), 'validation.invalid')
      .transform((s) => onlyDigits(s)),
  ),
  logradouro: keptOrCleared(text(200)),
  numero: keptOrCleared(text(20)),
  complemento: keptOrCleared(text(100)),
  bairro: keptOrCleared(text(100)),
  estado_id: keptOrCleared(
    z.coerce
      .number('validation.integer')
      .int('validation.integer')
      .min(11, 'validation.min.numeric')
      .max(53, 'validation.max.numeric'),
  ),
  /** IBGE's 7-digit code of a municipality of estado_id. */
  municipio_id: keptOrCleared(
    z.coerce
      .number('validation.integer')
      .int('validation.integer')
      .min(1_000_000, 'validation.invalid')
      .max(9_999_999, 'validation.invalid'),
  ),
};

/**
 * PUT /api/empresa/{id}/editar. A company's own member (company.manage) edits the names and the
 * contact fields; their documento and cnpj_matriz, when sent, must be the current ones (absent:
 * kept). A platform administrator edits everything, as always.
 */
export const companyUpdateBody = z.object({
  ...companyContactFields,
  razao_social: z.string().trim().min(1, 'validation.required').max(200, 'validation.max.string'),
  nome_fantasia: optionalText(200),
  /**
   * The company's CNPJ, numeric or alphanumeric, mask accepted. A CPF passes this shape check, but
   * the service keeps it only when it is the company's current documento (trials opened by a person).
   */
  documento: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine(isValidDocument, 'companies.cnpj_invalid')
    .transform(unmaskDocument),
  /** The head office's CNPJ: another company's documento. */
  cnpj_matriz: z
    .string()
    .trim()
    .nullish()
    .refine((s) => !s || isValidCnpj(s), 'companies.cnpj_invalid')
    .transform((s) => (s ? unmaskDocument(s) : null)),
});
export type CompanyUpdateBody = z.input<typeof companyUpdateBody>;

export const companyView = z.object({
  id: z.number().int(),
  razao_social: z.string(),
  nome_fantasia: z.string().nullable(),
  documento: z.string(),
  cnpj_matriz: z.string().nullable(),
  status: z.boolean(),
  /** The company's owner (who created it, or to whom they handed it), if known. */
  owner: z.object({ id: z.number().int(), nome: z.string(), email: z.string() }).nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  estado_id: z.number().int().nullable(),
  municipio_id: z.number().int().nullable(),
  /** Names from the embedded IBGE data, for display. */
  municipio_nome: z.string().nullable(),
  uf: z.string().nullable(),
  /** The logo's link (loads without a session), or null when the company has none. */
  logo_url: z.string().nullable(),
  /** The trial's end (the same instant as teste_ate, under its older name). */
  trial_ends_at: z.string().nullable(),
  /** When the trial ends or ended (null: none set). While the company has a plan, the plan decides. */
  teste_ate: z.string().nullable(),
  plano: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  /** The plan's periodicity and when its period ends (null: no end, or no plan). */
  plano_periodicidade: z.enum(PERIODICITIES).nullable(),
  plano_expira_em: z.string().nullable(),
  /** Whether the company may use the product now: a plan in force, or a trial running. */
  assinatura_ativa: z.boolean(),
  /** How many users are actively linked to the company. */
  usuarios: z.number().int(),
  /** The company whose referral link it signed up through (`company_id` of the sign-up), if any. */
  indicada_por: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  /** How many live companies signed up through this company's referral link. */
  indicadas: z.number().int(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export type CompanyView = z.infer<typeof companyView>;

export const companyListResponse = listResponse(companyView);
export const companyResponse = z.object({ data: companyView });
export const companySavedResponse = z.object({ message: z.string(), data: companyView });
