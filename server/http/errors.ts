// Typed HTTP errors. Services throw these; the one error handler shapes them into
// { message, errors?, ...extra } in the request's language.
import type { ApiMessageKey, MessageParams } from '../../i18n/api/index.js';

export interface FieldError {
  key: ApiMessageKey;
  params?: MessageParams;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ApiMessageKey,
    readonly params: MessageParams = {},
    /** Field errors, translated the same way; the first one is what the SPA toasts. */
    readonly fields: Record<string, FieldError[]> = {},
    /** Extra JSON members (codes, lists) merged into the body. */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers. */
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'HttpError';
  }
}

/** 422 with the message on one field, Laravel-style. */
export const fieldError = (
  field: string,
  key: ApiMessageKey,
  params: MessageParams = {},
  extra: Record<string, unknown> = {},
) => new HttpError(422, key, params, { [field]: [{ key, params }] }, extra);

export const notFound = () => new HttpError(404, 'errors.not_found');
export const unauthenticated = () => new HttpError(401, 'errors.unauthenticated');
export const forbidden = (permission?: string) =>
  permission
    ? new HttpError(403, 'errors.forbidden_permission', { permission }, {}, { permission })
    : new HttpError(403, 'errors.forbidden');
