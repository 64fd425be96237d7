// Terms of use back office (platform administrators only): request schemas shared by the API and
// the SPA, and the shapes the API answers. Messages are i18n keys; each side translates them.
import { z } from 'zod';
import { boolFilter, listQuery } from './list.js';

/** Terms of use: the back office's, platform administrators only (everyone accepts them elsewhere). */
export { termsApi } from '../resources/terms.js';

export const TERM_MIN_LENGTH = 20;
export const TERM_MAX_LENGTH = 100_000;

/**
 * The term's text, stored exactly as given (line breaks and spacing kept: it is shown as plain text
 * with its line breaks, never as HTML). Blank text is "required"; otherwise at least 20 characters
 * besides surrounding whitespace and at most 100 000.
 */
export const termText = z
  .string('validation.string')
  .max(TERM_MAX_LENGTH, 'validation.max.string')
  .check((ctx) => {
    const length = ctx.value.trim().length;
    if (length === 0) ctx.issues.push({ code: 'custom', input: ctx.value, message: 'validation.required' });
    else if (length < TERM_MIN_LENGTH)
      ctx.issues.push({
        code: 'too_small',
        origin: 'string',
        minimum: TERM_MIN_LENGTH,
        inclusive: true,
        input: ctx.value,
        message: 'validation.min.string',
      });
  });

export const termBody = z.object({ termo_descricao: termText });
export type TermBody = z.output<typeof termBody>;

export const TERM_STATUSES = ['draft', 'approved'] as const;
export type TermStatus = (typeof TERM_STATUSES)[number];

export const TERM_SORTS = ['created_at', 'approved_at'] as const;

export const termsListQuery = listQuery.extend({
  status: z.enum(TERM_STATUSES, 'validation.in').optional(),
  /** true: only soft-deleted terms (default: only live ones). */
  deleted: boolFilter,
});
export type TermsListQuery = z.output<typeof termsListQuery>;

export interface TermPerson {
  id: number;
  nome: string;
}

/** A term as the API shows it. */
export interface TermView {
  id: number;
  termo_descricao: string;
  status: TermStatus;
  approved_at: string | null;
  approved_by: TermPerson | null;
  created_by: TermPerson | null;
  /** How many users accepted it. */
  aceites: number;
  created_at: string;
  updated_at: string | null;
  deleted_at: string | null;
}

export interface TermAcceptanceView {
  user: { id: number; nome: string; email: string };
  accepted_at: string;
  ip: string | null;
}

/** GET /api/termo/{id}/detalhes: the term and its latest acceptances (newest first, at most 20). */
export interface TermDetails extends TermView {
  aceites_recentes: TermAcceptanceView[];
}

export const TERM_RECENT_ACCEPTANCES = 20;
