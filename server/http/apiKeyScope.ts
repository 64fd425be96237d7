// Where an API key may not go, and how often it may call. A key is a company's machine acting
// inside the company: the person's own session, password, second factor, profile, notifications,
// terms and live stream stay with the person, and keys never mint keys.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** Route patterns (as registered) a key is refused on: exact, or a prefix when ending in '*'. */
export const KEY_REFUSED_ROUTES = [
  '/api/login',
  '/api/logout',
  '/api/refresh-token',
  '/api/auth/*',
  '/api/user',
  '/api/usuario/perfil*',
  '/api/usuario/password*',
  '/api/usuario/photo*',
  '/api/usuario/email*',
  '/api/usuario/phone*',
  '/api/usuario/address*',
  '/api/usuario/change-*',
  '/api/usuario/notification*',
  '/api/usuario/meus-dados',
  '/api/usuario/exclusao',
  '/api/usuario/reenviar-confirmacao',
  '/api/usuario/company',
  '/api/termos/aceitar',
  '/api/termos/pendentes',
  '/api/eventos',
  '/api/chaves-api*',
  '/api/chave-api/*',
] as const;

export function keyRefusedOn(routeUrl: string): boolean {
  return KEY_REFUSED_ROUTES.some((p) =>
    p.endsWith('*') ? routeUrl.startsWith(p.slice(0, -1)) : routeUrl === p,
  );
}

export interface RateLimiter {
  /** Counts one call of `key`; throws 429 with Retry-After when its window is full. */
  take(key: number): void;
}

/** A fixed one-minute window per key, in this process's memory. */
export function perKeyRateLimit(perMinute: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<number, { start: number; count: number }>();
  return {
    take(key) {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= 60_000) {
        // Forget finished windows now and then, so idle keys do not pile up.
        if (windows.size > 10_000) for (const [k, v] of windows) if (t - v.start >= 60_000) windows.delete(k);
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count > perMinute) {
        const retryAfter = Math.max(1, Math.ceil((w.start + 60_000 - t) / 1000));
        throw new HttpError(
          429,
          'api_keys.rate_limited',
          { seconds: retryAfter },
          {},
          {},
          { 'retry-after': String(retryAfter) },
        );
      }
    },
  };
}

/** The route a request matched (its registered pattern). */
export const routeOf = (req: FastifyRequest) => req.routeOptions.url ?? req.url;
