// Spec §8, the global response catalogue: a pure mapping from an HTTP failure to what the user
// sees. Messages are i18n keys (or the server's own text) so both languages follow.

export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
  reason?: string;
  module?: string;
  permission?: string;
  terms?: unknown[];
}

export type CatalogueAction =
  | { kind: 'logout'; message: string }
  | {
      kind: 'navigate';
      to: 'upgrade' | 'comprar' | 'invoices' | '403' | 'notFound' | '451';
      closeTab: boolean;
      state: Record<string, unknown>;
    }
  | { kind: 'toast'; level: 'error' | 'warning'; message: string; args?: Record<string, unknown> }
  | { kind: 'none' };

/** The first validation message of a Laravel-shaped body, else the body's message. */
export function firstMessage(body: ErrorBody | undefined): string | undefined {
  const errors = body?.errors;
  if (errors)
    for (const value of Object.values(errors)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (first) return first;
    }
  return body?.message || undefined;
}

/** status 0 = the request never got an answer (network failure). */
export function catalogue(status: number, body: ErrorBody | undefined): CatalogueAction {
  switch (status) {
    case 0:
      return { kind: 'toast', level: 'error', message: 'app.http.network' };
    case 401:
      return { kind: 'logout', message: 'app.http.session_closed' };
    case 402:
      // A suspended account (a charge unpaid past the grace period) pays on "Faturas"; the page the
      // user was on stays open, as reading and downloading still work while suspended.
      if (body?.reason === 'SUSPENDED')
        return { kind: 'navigate', to: 'invoices', closeTab: false, state: { message: body.message } };
      return body?.reason === 'UPGRADE_PLAN'
        ? {
            kind: 'navigate',
            to: 'upgrade',
            closeTab: true,
            state: { message: body.message, module: body.module },
          }
        : { kind: 'navigate', to: 'comprar', closeTab: true, state: { message: body?.message } };
    case 403:
      return {
        kind: 'navigate',
        to: '403',
        closeTab: true,
        state: { message: body?.message, permission: body?.permission },
      };
    case 404:
      return { kind: 'navigate', to: 'notFound', closeTab: false, state: { message: 'app.http.not_found' } };
    case 406:
      return {
        kind: 'toast',
        level: 'warning',
        message: 'app.http.not_acceptable',
        args: { status, message: body?.message ?? '' },
      };
    case 419:
      return { kind: 'toast', level: 'error', message: 'app.http.connection_error' };
    case 422:
    case 429:
      return { kind: 'toast', level: 'error', message: firstMessage(body) ?? 'app.http.validation' };
    case 451:
      return {
        kind: 'navigate',
        to: '451',
        closeTab: false,
        state: { message: body?.message, terms: body?.terms ?? [] },
      };
    case 503:
      // The server says it is briefly out of reach (its database restarting, say): try again soon.
      return { kind: 'toast', level: 'warning', message: 'app.http.unavailable' };
    default:
      if (status >= 500) return { kind: 'toast', level: 'error', message: 'app.http.server_error' };
      return { kind: 'toast', level: 'error', message: firstMessage(body) ?? 'app.http.server_error' };
  }
}
