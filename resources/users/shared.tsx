// Small pieces the users views (and the company's team) share: the language for permission labels,
// how a CPF is shown, the status chip, validators, server field errors in the shape react-admin
// forms take, and refusals shown as a toast.
import Chip from '@mui/material/Chip';
import { useCallback } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import type { Language } from '../../common/constants';
import { isValidCpf, onlyDigits } from '../../common/validation';
import { maskCpf, maskDocument, phoneDigits } from '../../src/components/masks';
import { HttpError } from '../../src/providers/http';
import type { UserView } from '../../src/providers/usersApi';

export type UserRecord = UserView;

/** The app's language code (the one PERMISSION_LABELS and the formatters are keyed by). */
export const useLanguage = (): Language => (useLocale() === 'en' ? 'en' : 'pt_BR');

/** A stored CPF (digits) as people write it; anything else as it is. */
export const formatDocumento = (value: string | null | undefined): string => {
  if (!value) return '';
  const digits = onlyDigits(value);
  return digits.length === 11 ? maskCpf(digits) : maskDocument(value);
};

/** Active/inactive, worded for a user or (Ativa/Inativa) for a company. */
export function StatusChip({ active, of = 'user' }: { active: boolean; of?: 'user' | 'company' }) {
  const translate = useTranslate();
  const keys =
    of === 'company'
      ? ['resources.users.companies.active', 'resources.users.companies.inactive']
      : ['resources.users.status.active', 'resources.users.status.inactive'];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={translate((active ? keys[0] : keys[1]) ?? '')}
    />
  );
}

export const validateCpf = (value: unknown) =>
  typeof value === 'string' && value !== '' && !isValidCpf(value)
    ? 'resources.users.validation.cpf'
    : undefined;

export const validatePhone = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^[1-9]{2}9?\d{8}$/.test(phoneDigits(value))
    ? 'resources.users.validation.phone'
    : undefined;

/**
 * Form errors from a 422 of a call made outside react-admin's save (invites, company links): one
 * message per input, an item's error (e.g. `permissions.2`) shown on its list input.
 */
export function fieldErrors(errors: unknown): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first) out[field.split('.')[0] ?? field] ??= first;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The field errors of a failed call when it was a 422, else nothing (the catalogue has told the user). */
export const submissionErrors = (err: unknown) =>
  err instanceof HttpError && err.status === 422 ? fieldErrors(err.body.errors) : undefined;

/**
 * Wraps a call whose 403 the page handles itself (a permission the caller lacks, the owner
 * protected): the API's message as an error toast, the page left where it is. The failure is
 * passed on, so a dialog stays open.
 */
export function useRefusal() {
  const notify = useNotify();
  return useCallback(
    <T,>(call: Promise<T>): Promise<T> =>
      call.catch((err: unknown) => {
        if (err instanceof HttpError && err.status === 403)
          notify(err.message, { type: 'error', messageArgs: { _: err.message } });
        throw err;
      }),
    [notify],
  );
}
