// Contacts: a company's address book (people it signs with and messages). The API declaration and
// request schemas, shared with the SPA; messages are i18n keys, each side translates them.
import { z } from 'zod';
import { normalizeWhatsappNumber } from '../validation/whatsapp.js';
import { documentNumber, email, personName, phone } from './fields.js';
import { boolFilter, listQuery } from './list.js';

export { contactsApi } from '../resources/contacts.js';

export const CONTACT_TAGS_MAX = 10;
export const CONTACT_TAG_LENGTH = 40;
/** Rows one import may hold. */
export const CONTACT_IMPORT_MAX = 2000;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** Blank or absent: null (so an edit clears it). */
const optional = <T extends z.ZodType>(s: T) =>
  z.preprocess(blankToNull, s.nullish()).transform((v) => v ?? null);
const text = (max: number) => z.string().trim().max(max, 'validation.max.string');

/** A Brazilian mobile (DDD + 9 digits starting with 9), stored as digits with the country code 55. */
export const mobile = phone
  .refine((s) => /^\d{2}9\d{8}$/.test(s) && normalizeWhatsappNumber(s).ok, 'contacts.mobile_invalid')
  .transform((s) => `55${s}`);

export const contactBody = z
  .object({
    nome: personName,
    email: optional(email),
    celular: optional(mobile),
    documento: optional(documentNumber),
    empresa: optional(text(200)),
    tags: z
      .array(z.string().trim().min(1, 'contacts.tag_invalid').max(CONTACT_TAG_LENGTH, 'contacts.tag_invalid'))
      .max(CONTACT_TAGS_MAX, 'contacts.tags_max')
      .default([])
      .transform((tags) => [...new Set(tags)]),
    observacoes: optional(text(2000)),
  })
  .superRefine((c, ctx) => {
    if (!c.email && !c.celular)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'contacts.email_or_mobile' });
  });
export type ContactBody = z.output<typeof contactBody>;

export const CONTACT_SORTABLE = ['nome', 'created_at'] as const;

export const contactsListQuery = listQuery.extend({
  /** Only contacts carrying this tag (any case). */
  tag: z.string().trim().max(CONTACT_TAG_LENGTH, 'validation.max.string').optional(),
  /** true: only soft-deleted contacts (default: only live ones). */
  deleted: boolFilter,
});
export type ContactsListQuery = z.output<typeof contactsListQuery>;

export type ContactView = ContactBody & {
  id: number;
  created_at: string;
  updated_at: string | null;
  deleted_at: string | null;
};

/** What became of one row of an import (linha: its line in the sheet, the header being line 1). */
export type ContactImportRow = {
  linha: number;
  status: 'criado' | 'atualizado' | 'ignorado' | 'recusado';
  id?: number;
  motivo?: string;
};

export type ContactImportResult = Record<'criados' | 'atualizados' | 'ignorados' | 'recusados', number> & {
  linhas: ContactImportRow[];
};
