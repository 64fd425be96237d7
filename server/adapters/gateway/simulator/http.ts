// The simulator's HTTP plumbing: Evolution's error envelope, the `apikey` checks and body reading.
import type { FastifyRequest } from 'fastify';
import { isMintedToken, sameKey } from './keys.js';
import type { SimInstance, Simulator } from './state.js';

export type Json = Record<string, unknown>;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** `{"status":400,"error":"Bad Request","response":{"message":[…]}}` */
export const envelope = (status: number, messages: unknown[]) => ({
  status,
  error: REASONS[status] ?? 'Error',
  response: { message: messages },
});

/** Thrown by routes; the plugin's error handler answers it as the envelope. */
export class SimError extends Error {
  constructor(
    readonly status: number,
    readonly messages: unknown[],
  ) {
    super(messages.map((m) => (typeof m === 'string' ? m : JSON.stringify(m))).join('; '));
    this.name = 'SimError';
  }
}

export const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON body as an object ({} when absent or not an object). */
export const bodyOf = (req: FastifyRequest): Json => (isObj(req.body) ? req.body : {});

export const textOf = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export const apiKeyOf = (req: FastifyRequest): string | null => {
  const key = req.headers.apikey;
  return typeof key === 'string' && key !== '' ? key : null;
};

const unauthorized = () => new SimError(401, ['Unauthorized']);

export const isGlobalKey = (sim: Simulator, key: string | null) => sameKey(key, sim.globalKey);

/**
 * Anything under the simulator: 401 unless the key is the global key or a token this simulator minted.
 * Checked before routing, the outage switch and body parsing, so a caller without a credential learns
 * nothing (not which instances exist, not whether the gateway is "down").
 */
export function requireCredential(sim: Simulator, req: FastifyRequest): void {
  const key = apiKeyOf(req);
  if (!isGlobalKey(sim, key) && !isMintedToken(sim.globalKey, key)) throw unauthorized();
}

export function requireGlobalKey(sim: Simulator, req: FastifyRequest): void {
  if (!isGlobalKey(sim, apiKeyOf(req))) throw unauthorized();
}

/**
 * The instance named in the path. With the global key: 404 when unknown, as Evolution answers. With
 * another key: the instance's own token opens it; a token this simulator minted for an instance that
 * is gone (deleted, reset, restart) gets the 404 the product reads as "gone"; anything else gets 401.
 */
export function instanceOf(sim: Simulator, req: FastifyRequest): SimInstance {
  const name = (req.params as { instance?: string }).instance ?? '';
  const inst = sim.instances.get(name);
  const key = apiKeyOf(req);
  const missing = () => new SimError(404, [`The "${name}" instance does not exist`]);
  if (isGlobalKey(sim, key)) {
    if (!inst) throw missing();
    return inst;
  }
  if (inst && sameKey(key, inst.token)) return inst;
  if (!inst && isMintedToken(sim.globalKey, key)) throw missing();
  throw unauthorized();
}

/** The instance named in the path, for control calls (their global-key check already ran). */
export function controlInstance(sim: Simulator, req: FastifyRequest): SimInstance {
  const name = (req.params as { instance?: string }).instance ?? '';
  const inst = sim.instances.get(name);
  if (!inst) throw new SimError(404, [`The "${name}" instance does not exist`]);
  return inst;
}
