// The SPA's one HTTP client: bearer token on every call, the session refreshed when its expiry
// has passed, and every failure mapped through the spec §8 catalogue (unless the caller handles
// that status itself, like the login form does with its refusals).

import { catalogue, type ErrorBody, firstMessage } from './errorCatalogue';
import { emitUiEvent } from './events';
import {
  accessToken,
  clearSession,
  hasSession,
  isExpired,
  REFRESH_IN_COOKIE,
  saveTokens,
  type Tokens,
} from './session';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody & Record<string, unknown>,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** false: send no token and never refresh (public calls). */
  auth?: boolean;
  /** Statuses the caller shows itself ('all' for every failure); the catalogue stays silent for them. */
  handle?: number[] | 'all';
  /** Extra request headers. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export const currentLanguage = () => (localStorage.getItem('user_language') === 'en' ? 'en' : 'pt-BR');

const handles = (opts: Pick<RequestOptions, 'handle'>, status: number) =>
  opts.handle === 'all' || (opts.handle?.includes(status) ?? false);

let refreshing: Promise<boolean> | null = null;

/**
 * True once a session of this page has ended without the user signing out: its renewal failed or
 * a call was answered 401. The user has then been sent to the login page with the one message that
 * says why (spec §4 'Ops, você foi desconectado.', §8 'Sua sessão foi encerrada…'); until a new
 * session starts, what the old one still had under way (calls waiting on the renewal, answers
 * arriving late, a page's queries before it unmounts) ends quietly instead of saying it again.
 */
let sessionEnded = false;

/** The session is over and the user has been told: what follows fails without a word. */
const ended = () => sessionEnded && !hasSession();

/** What a call of an ended session gets instead of being sent: the 401 the server would answer. */
const endedCall = () => new HttpError(401, {}, 'session ended');

/** How close to its expiry a token refused with 401 is taken for expired (JWT seconds, latency). */
const EXPIRY_MARGIN_MS = 10_000;

/**
 * Renews the session once, however many calls are waiting on it. The refresh token is the
 * HttpOnly cookie the browser sends to this one path; the answer rotates it and brings a new
 * access token. Without a session there is nothing to renew (false, and no call).
 */
export function refreshSession(): Promise<boolean> {
  if (!refreshing && !hasSession()) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const res = await fetch('/api/refresh-token', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          'accept-language': currentLanguage(),
          ...REFRESH_IN_COOKIE,
        },
      });
      if (!res.ok) throw new Error(String(res.status));
      saveTokens((await res.json()) as Tokens);
      emitUiEvent({ kind: 'toast', level: 'success', message: 'app.session.renewed' });
      return true;
    } catch {
      // A session that ended meanwhile (another call's 401, a sign-out) has already said so.
      if (hasSession()) {
        clearSession();
        sessionEnded = true;
        emitUiEvent({ kind: 'logout', message: 'app.session.disconnected' });
      }
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

function buildUrl(path: string, query?: RequestOptions['query']) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** How many times a GET answered 503 is tried again before the failure is shown. */
const UNAVAILABLE_RETRIES = 2;
const MAX_RETRY_WAIT_MS = 5000;

/** Retry-After in seconds (the server sends seconds), within 0.2–5 s; 1 s when absent. */
export function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  if (!header || !Number.isFinite(seconds)) return 1000;
  return Math.min(MAX_RETRY_WAIT_MS, Math.max(200, seconds * 1000));
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const useAuth = opts.auth !== false;
  if (useAuth && hasSession() && isExpired()) await refreshSession();
  const token = useAuth ? accessToken() : undefined;
  if (useAuth && !token && ended()) throw endedCall();
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
    ...opts.headers,
  };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }

  const method = opts.method ?? 'GET';
  const send = async (bearer: string | undefined): Promise<Response> => {
    const sent = bearer ? { ...headers, authorization: `Bearer ${bearer}` } : headers;
    for (let attempt = 1; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(buildUrl(path, opts.query), { method, headers: sent, body, signal: opts.signal });
      } catch (err) {
        if ((err as Error).name === 'AbortError') throw err;
        if (!handles(opts, 0)) emitUiEvent(catalogue(0, undefined));
        throw new HttpError(0, {}, 'network');
      }
      // 503: the server is briefly out of reach (its database restarting, say). A read is safe to
      // repeat, so it is tried again after the wait the server asks for; a write is not repeated
      // behind the user's back.
      if (res.status !== 503 || method !== 'GET' || attempt > UNAVAILABLE_RETRIES) return res;
      await res.arrayBuffer().catch(() => undefined);
      await pause(retryAfterMs(res.headers.get('retry-after')), opts.signal);
    }
  };
  let res = await send(token);
  if (res.status === 401 && token) {
    const next = await tokenAfterRefusal(token);
    if (next !== undefined) await res.arrayBuffer().catch(() => undefined);
    if (next === null) throw endedCall();
    if (next) res = await send(next);
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (res.ok) return data as T;
  throw failedResponse(res.status, data, opts);
}

/**
 * After a 401 to a call sent with `sent`: the token to send it once more with (the session was
 * renewed meanwhile, or the refused token was at its expiry and is renewed now, spec §4); null when
 * the session has ended and the user has been told; undefined when the 401 stands (spec §8).
 */
async function tokenAfterRefusal(sent: string): Promise<string | null | undefined> {
  const current = accessToken();
  if (current && current !== sent) return current;
  if (!current) return ended() ? null : undefined;
  if (!isExpired(Date.now() + EXPIRY_MARGIN_MS)) return undefined;
  return (await refreshSession()) ? (accessToken() ?? null) : null;
}

/** A failed answer as the HttpError callers get, after the spec §8 catalogue has had its say. */
export function failedResponse(
  status: number,
  data: unknown,
  opts: Pick<RequestOptions, 'handle'> = {},
): HttpError {
  const errorBody = (data && typeof data === 'object' ? data : {}) as ErrorBody & Record<string, unknown>;
  // react-admin places server errors on form fields from { field: 'message' }: keep each field's first.
  if (errorBody.errors)
    errorBody.errors = Object.fromEntries(
      Object.entries(errorBody.errors).map(([field, value]) => [
        field,
        Array.isArray(value) ? (value[0] ?? '') : value,
      ]),
    );
  if (!handles(opts, status)) {
    const action = catalogue(status, errorBody);
    if (action.kind !== 'logout') emitUiEvent(action);
    else if (!ended()) {
      // The first 401 ends the session and says so; the ones that follow were already said.
      clearSession();
      sessionEnded = true;
      emitUiEvent(action);
    }
  }
  return new HttpError(
    status,
    errorBody,
    status === 0 ? 'network' : (firstMessage(errorBody) ?? `HTTP ${status}`),
  );
}
