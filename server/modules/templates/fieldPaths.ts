// Field errors where the client sees them: a template's form names its parts (`arquivo`, `definicao.…`)
// and using a template names the people (`pessoas.N.…`), while the code reused from the vault and
// signing names its own (`file`, `campos.N.…`, `signatarios.N.…`). Also the refusal of a body parsed
// by hand (a multipart field, a JSON part), in the same shape as a route's schema refusal.
import type { z } from 'zod';
import { type ApiMessageKey, isMessageKey, type MessageParams } from '../../../i18n/api/index.js';
import { type FieldError, HttpError } from '../../http/errors.js';

/** The same error with its fields renamed by `rename` (unchanged when it names none). */
export function renameFields(err: unknown, rename: (field: string) => string): unknown {
  if (!(err instanceof HttpError) || !Object.keys(err.fields).length) return err;
  const fields = Object.fromEntries(Object.entries(err.fields).map(([f, list]) => [rename(f), list]));
  return new HttpError(err.statusCode, err.key, err.params, fields, err.extra, err.headers);
}

/** Runs `work`, renaming the fields of what it throws. */
export async function withFieldNames<T>(work: Promise<T>, rename: (field: string) => string): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw renameFields(err, rename);
  }
}

/** `from` + the rest of the field → `to` + the same rest ('file' → 'arquivo', 'campos.2' → 'definicao.campos.2'). */
export const prefixed = (from: string, to: string) => (field: string) =>
  field === from || field.startsWith(`${from}.`) ? `${to}${field.slice(from.length)}` : field;

/** 422 with every issue of a failed parse on its field (under `prefix`), the first one as the message. */
export function issuesError(error: z.ZodError, prefix = ''): HttpError {
  const fields: Record<string, FieldError[]> = {};
  for (const issue of error.issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    const raw = issue as { code: string; minimum?: unknown; maximum?: unknown };
    // The shared schemas name their message keys; a type refusal without one is a missing value.
    const key: ApiMessageKey = isMessageKey(issue.message)
      ? issue.message
      : raw.code === 'invalid_type'
        ? 'validation.required'
        : 'validation.invalid';
    const params: MessageParams = {};
    if (typeof raw.minimum === 'number') params.min = raw.minimum;
    if (typeof raw.maximum === 'number') params.max = raw.maximum;
    fields[field] = [...(fields[field] ?? []), { key, params }];
  }
  const [first] = Object.values(fields);
  return new HttpError(422, first?.[0]?.key ?? 'errors.validation', first?.[0]?.params, fields);
}
