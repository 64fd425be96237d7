// The simulator's HTTP plumbing: Asaas's error body, the `access_token` check, and readers that take a
// JSON body apart defensively (a body of the wrong shape is a 400 in Asaas's words, never a 500).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export type Json = Record<string, unknown>;

/** `{"errors":[{"code":"…","description":"…"}]}` */
export const errorsBody = (code: string, description: string) => ({ errors: [{ code, description }] });

/** Thrown by routes; the plugin's error handler answers it in Asaas's shape. */
export class AsaasError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`${status} ${code}: ${description}`);
    this.name = 'AsaasError';
  }
}

export const badRequest = (code: string, description: string) => new AsaasError(400, code, description);
export const notFound = (description: string) => new AsaasError(404, 'not_found', description);
export const invalidAction = (description: string) => new AsaasError(400, 'invalid_action', description);

export const INVALID_KEY = errorsBody('invalid_access_token', 'A chave de API fornecida é inválida');

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The `access_token` header equals the key (constant time: both sides hashed first). */
export function hasKey(req: FastifyRequest, apiKey: string): boolean {
  const given = req.headers.access_token;
  if (typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(given), digest(apiKey));
}

export const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON body as an object ({} when absent or not an object). */
export const bodyOf = (req: FastifyRequest): Json => (isObj(req.body) ? req.body : {});

export const queryOf = (req: FastifyRequest): Record<string, string> => {
  const out: Record<string, string> = {};
  if (isObj(req.query)) for (const [k, v] of Object.entries(req.query)) if (typeof v === 'string') out[k] = v;
  return out;
};

export const paramOf = (req: FastifyRequest, name: string): string => {
  const params = req.params;
  const v = isObj(params) ? params[name] : undefined;
  return typeof v === 'string' ? v : '';
};

/** A trimmed non-empty string, or null. */
export const textOf = (v: unknown): string | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
};

export const boolOf = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);

/** A number sent as a number or a numeric string; null otherwise. */
export const numberOf = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/** `{object:'list', hasMore, totalCount, limit, offset, data}` over `offset`/`limit` (≤ 100, default 10). */
export function page<T>(req: FastifyRequest, all: T[]) {
  const q = queryOf(req);
  const offset = Math.max(0, Math.trunc(numberOf(q.offset) ?? 0));
  const limit = Math.min(100, Math.max(1, Math.trunc(numberOf(q.limit) ?? 10)));
  const data = all.slice(offset, offset + limit);
  return {
    object: 'list',
    hasMore: offset + data.length < all.length,
    totalCount: all.length,
    limit,
    offset,
    data,
  };
}
