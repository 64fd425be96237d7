// One exchange with Asaas v3: the request with its key, name and time limit, the answer checked
// against the shape the caller expects, and each failure turned into the port's errors. What we sent
// never goes into an error (it may hold a card), and the key and the card number are scrubbed from
// whatever Asaas said back.
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { failureReason, isTimeout } from '../gateway/fetchFailure.js';
import { asaasErrorBody } from './asaasShapes.js';
import { CardDeclinedError, PaymentProviderError, PaymentProviderUnavailable } from './port.js';

export interface AsaasTransportOptions {
  baseUrl: string;
  apiKey: string;
  userAgent?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

let userAgentOnce: string | undefined;

/** 'Cofre/<version>' (package.json read once): Asaas requires a User-Agent naming the application. */
function defaultUserAgent(): string {
  userAgentOnce ??= readUserAgent();
  return userAgentOnce;
}

function readUserAgent(): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    const version = (pkg as { version?: unknown }).version;
    return typeof version === 'string' ? `Cofre/${version}` : 'Cofre';
  } catch {
    return 'Cofre';
  }
}
/** The card refusals of tokenizeCreditCard and payWithCreditCard (the rest of their 400s are ours). */
const DECLINE_CODES: ReadonlySet<string> = new Set(['invalid_action', 'invalid_creditCard']);

export interface AsaasRequest<T extends z.ZodType> {
  /** Names the call in error messages. */
  op: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under the base URL, with its query string; ids already encoded (see seg). */
  path: string;
  body?: Record<string, unknown>;
  /** What a 2xx body must look like. */
  answer: T;
  /** A 400 invalid_action / invalid_creditCard is a card refusal (CardDeclinedError). */
  card?: boolean;
  /** Scrubbed from Asaas's words too (the card number, which a careless answer might echo). */
  secrets?: readonly string[];
}

export type AsaasSend = <T extends z.ZodType>(req: AsaasRequest<T>) => Promise<z.infer<T>>;

export function createAsaasTransport(o: AsaasTransportOptions): AsaasSend {
  const baseUrl = o.baseUrl.replace(/\/+$/, '');
  const timeoutMs = o.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const userAgent = o.userAgent ?? defaultUserAgent();
  const doFetch = o.fetch ?? fetch;

  const scrub = (said: string, secrets: readonly string[] = []) => {
    let out = said;
    for (const s of [o.apiKey, ...secrets, ...secrets.map((x) => x.replace(/\D/g, ''))])
      if (s.length >= 8) out = out.split(s).join('***');
    return out;
  };

  return async (req) => {
    const withBody = req.method === 'POST' || req.method === 'PUT';
    let res: Response;
    let text: string;
    try {
      // One signal for the whole exchange: a server that sends headers and then stalls times out too.
      res = await doFetch(`${baseUrl}${req.path}`, {
        method: req.method,
        headers: {
          access_token: o.apiKey,
          'user-agent': userAgent,
          accept: 'application/json',
          // Only with a body: a JSON content type over an empty body is a 400 for some servers (Fastify's
          // among them, the simulator's), so GET and DELETE go without one and POST and PUT send at least {}.
          ...(withBody ? { 'content-type': 'application/json' } : {}),
        },
        body: withBody ? JSON.stringify(req.body ?? {}) : undefined,
        // A redirect would carry the key elsewhere.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      if (isTimeout(err)) throw new PaymentProviderUnavailable(`${req.op}: no answer in ${timeoutMs} ms`);
      throw new PaymentProviderUnavailable(
        scrub(`${req.op}: ${failureReason(err) || 'network error'}`, req.secrets),
      );
    }
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (res.status >= 200 && res.status < 300) {
      const parsed = req.answer.safeParse(data);
      // A 2xx we cannot read (a proxy's page, a half-written body) may still have done its work:
      // treat it as not knowing, so createCharge looks the charge up before creating another.
      if (!parsed.success) throw new PaymentProviderUnavailable(`${req.op}: unexpected response`);
      return parsed.data;
    }
    if (res.status >= 500 || res.status === 408 || res.status === 429)
      throw new PaymentProviderUnavailable(`${req.op}: HTTP ${res.status}`);
    const envelope = asaasErrorBody.safeParse(data);
    const first = envelope.success ? envelope.data.errors[0] : undefined;
    const said = envelope.success
      ? envelope.data.errors
          .map((e) => e.description ?? e.code ?? '')
          .filter(Boolean)
          .join('; ')
      : '';
    const description = scrub(said || `HTTP ${res.status}`, req.secrets).slice(0, 300);
    if (res.status === 401) throw new PaymentProviderError(401, 'invalid_access_token', description);
    const code = scrub(first?.code ?? (res.status === 404 ? 'not_found' : `http_${res.status}`), req.secrets);
    if (req.card && res.status === 400 && DECLINE_CODES.has(code))
      throw new CardDeclinedError(code, description);
    throw new PaymentProviderError(res.status, code, description);
  };
}

/** A path segment (an id Asaas gave, or ours). */
export const seg = (id: string) => encodeURIComponent(id);

export const isNotFound = (err: unknown) => err instanceof PaymentProviderError && err.status === 404;
