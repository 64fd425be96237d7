// Request and response shapes of the companies back office (platform administrators only).
import { z } from 'zod';
import { isValidCnpj, isValidDocument, stripDocumentMask } from '../validation/index.js';
import { boolFilter, listQuery, listResponse } from './list.js';

/** Columns the company list sorts by. */
export const COMPANY_SORTS = ['razao_social', 'nome_fantasia', 'created_at'] as const;

export const companyListQuery = listQuery.extend({
  status: boolFilter,
  /** true: only soft-deleted companies; otherwise only live ones. */
  deleted: boolFilter,
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

export const companyUpdateBody = z.object({
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
  trial_ends_at: z.string().nullable(),
  plano: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  /** How many users are actively linked to the company. */
  usuarios: z.number().int(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export type CompanyView = z.infer<typeof companyView>;

export const companyListResponse = listResponse(companyView);
export const companyResponse = z.object({ data: companyView });
export const companySavedResponse = z.object({ message: z.string(), data: companyView });
