// What a refused profile call says: the field errors (first message of each) and the message.
import { HttpError } from '../../../providers/http';

export type FieldErrors = Record<string, string>;

export function refusal(err: unknown): { message: string; fields: FieldErrors } | null {
  if (!(err instanceof HttpError) || (err.status !== 422 && err.status !== 413)) return null;
  const fields: FieldErrors = {};
  for (const [field, value] of Object.entries(err.body.errors ?? {}))
    fields[field] = Array.isArray(value) ? (value[0] ?? '') : String(value);
  return { message: err.body.message ?? err.message, fields };
}
