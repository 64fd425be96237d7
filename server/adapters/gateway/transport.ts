// One exchange with a messaging gateway speaking Evolution API v2 (/work/shared/gateway-contract.md):
// the request with its key and time limit, the answer parsed, and each failure turned into a
// GatewayError whose kind tells the caller whether to retry; the API key never appears in it.
import { GatewayError } from './errors.js';
import { failureReason, isTimeout } from './fetchFailure.js';
import { isObj } from './shapes.js';

export interface GatewayOptions {
  baseUrl: string;
  globalKey: string;
  /** Per call; a send's typing delay is added to it. Default 30000. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** The message(s) of an error envelope `{status,error,response:{message:[…]}}` (or looser shapes). */
function envelopeMessages(data: unknown): unknown[] {
  if (!isObj(data)) return [];
  const source = isObj(data.response) ? data.response.message : (data.message ?? data.error);
  if (Array.isArray(source)) return source;
  return source === undefined || source === null ? [] : [source];
}

const NOT_CONNECTED =
  /connection (closed|lost|terminated|failure)|not connected|disconnected|instance is not open|closed connection/i;

function failure(op: string, status: number, data: unknown, text: string): GatewayError {
  const messages = envelopeMessages(data);
  const said = messages.length
    ? messages.map((m) => (typeof m === 'string' ? m : JSON.stringify(m))).join('; ')
    : text.trim();
  const detail = `${op}: HTTP ${status}${said ? ` ${said.slice(0, 300)}` : ''}`;
  if (status === 401) return new GatewayError('unauthorized', status, detail);
  if (status === 403) return new GatewayError(op === 'create' ? 'duplicate' : 'unauthorized', status, detail);
  if (status === 404) return new GatewayError('not_found', status, detail);
  if (status === 400 && messages.some((m) => isObj(m) && m.exists === false))
    return new GatewayError('invalid_number', status, detail);
  if (status === 400 && NOT_CONNECTED.test(said)) return new GatewayError('not_connected', status, detail);
  if (status >= 500 || status === 408 || status === 429)
    return new GatewayError('unavailable', status, detail);
  return new GatewayError('bad_request', status, detail);
}

type Method = 'GET' | 'POST' | 'DELETE';
export interface Reply {
  status: number;
  data: unknown;
}

/** What every call shares: the gateway's address and global key, and the exchange itself. */
export abstract class EvolutionTransport {
  private readonly baseUrl: string;
  protected readonly globalKey: string;
  private readonly timeoutMs: number;

  constructor(opts: GatewayOptions) {
    this.baseUrl = opts.baseUrl.replace(/\/+$/, '');
    this.globalKey = opts.globalKey;
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** One exchange: the 2xx status and body parsed (null when empty or not JSON), or a GatewayError. */
  protected async call(
    op: string,
    method: Method,
    path: string,
    key: string,
    body?: unknown,
    extraMs = 0,
  ): Promise<Reply> {
    let res: Response;
    let text: string;
    try {
      // One signal for the whole exchange, so a gateway that sends headers and then stalls times out too.
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          apikey: key,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs + Math.max(0, extraMs)),
      });
      text = await res.text();
    } catch (err) {
      if (isTimeout(err)) throw new GatewayError('timeout', null, `${op}: no answer in time`);
      throw new GatewayError(
        'unreachable',
        null,
        this.scrub(`${op}: ${failureReason(err) || 'unknown error'}`, key),
      );
    }
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (res.status >= 200 && res.status < 300) return { status: res.status, data };
    throw this.scrubbed(failure(op, res.status, data, text), key);
  }

  protected scrub(text: string, key: string): string {
    let out = text;
    for (const k of [key, this.globalKey]) if (k.length >= 4) out = out.split(k).join('***');
    return out;
  }

  private scrubbed(err: GatewayError, key: string): GatewayError {
    const detail = this.scrub(err.detail, key);
    return detail === err.detail ? err : new GatewayError(err.kind, err.status, detail);
  }
}

export const seg = (instance: string) => encodeURIComponent(instance);
export const invalid = (op: string, reply: Reply) =>
  new GatewayError('invalid_response', reply.status, `${op}: unexpected response`);
export const throwInvalid = (op: string, reply: Reply): never => {
  throw invalid(op, reply);
};
