// Pre-registrations back office (platform administrators only): the list's filters, shared by the
// API and the SPA, and the shape the API answers.
import type { z } from 'zod';
import { boolFilter, dateFilter, listQuery, textFilter } from './list.js';

/**
 * Pre-registrations: platform administrators only; they come from the public form, never created or edited
 * here.
 */
export { preRegistrationsApi } from '../resources/preRegistrations.js';

export const PRE_REGISTRATION_SORTS = ['name', 'email', 'confirmed', 'created_at'] as const;

export const preRegistrationsListQuery = listQuery.extend({
  name: textFilter,
  email: textFilter,
  /** Compared by its digits when it has any (phones are stored as digits). */
  phone: textFilter,
  confirmed: boolFilter,
  /** Created on or after (a bare date: from its start, UTC). */
  created_from: dateFilter,
  /** Created on or before (a bare date: up to its end, UTC). */
  created_to: dateFilter,
  /** true: only soft-deleted pre-registrations (default: only live ones). */
  deleted: boolFilter,
});
export type PreRegistrationsListQuery = z.output<typeof preRegistrationsListQuery>;

/** A pre-registration as the API shows it (never its confirmation token). */
export interface PreRegistrationView {
  id: number;
  name: string;
  email: string;
  phone: string;
  confirmed: boolean;
  confirmed_at: string | null;
  /** The pre-registration became an account (POST /api/usuario/confirmar). */
  completed: boolean;
  created_at: string;
  deleted_at: string | null;
}
