// What went wrong talking to a messaging gateway, sorted by what the caller should do about it.
// The message is the detail, never the API key.

export type GatewayErrorKind =
  /** 401/403 on a call that is not create: the key was refused. */
  | 'unauthorized'
  /** 404: the gateway does not know the instance. */
  | 'not_found'
  /** 403 on create: the instance name is already used. */
  | 'duplicate'
  /** 400 with `[{exists:false,…}]`: the number is not on WhatsApp. Never retry. */
  | 'invalid_number'
  /** 400 "Connection Closed" / "not connected" and the like: retry once the device is open. */
  | 'not_connected'
  /** 5xx (or 408/429): the gateway is down or overloaded. */
  | 'unavailable'
  /** No answer in time. */
  | 'timeout'
  /** Connection refused, reset or dropped before a response. */
  | 'unreachable'
  /** Any other 4xx (and redirects: the key is never sent elsewhere). */
  | 'bad_request'
  /** 2xx, but the body is not what the contract promises. */
  | 'invalid_response'
  /** A received file larger than the product keeps. */
  | 'too_large';

const TRANSIENT: ReadonlySet<GatewayErrorKind> = new Set([
  'not_connected',
  'unavailable',
  'timeout',
  'unreachable',
]);

export class GatewayError extends Error {
  constructor(
    readonly kind: GatewayErrorKind,
    /** The HTTP status, or null when no response came. */
    readonly status: number | null,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'GatewayError';
  }

  /** Worth trying again later: not_connected, unavailable, timeout, unreachable. */
  get transient(): boolean {
    return TRANSIENT.has(this.kind);
  }
}
