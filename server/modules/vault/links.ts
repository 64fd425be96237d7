// Signed, expiring download links: the token in /api/blob/<token> is the only credential, so it
// carries the file, its company, the disposition and the expiry (and, for a sealed PDF, the language
// its download is named in), and an HMAC-SHA256 over them under a key derived from APP_KEY for this
// one purpose. Tokens cannot be forged or altered, and stop working at their expiry.
import type { Language } from '../../../common/constants.js';
import { purposeMac } from '../../security/crypto.js';

export type Disposition = 'inline' | 'attachment';

export interface LinkPayload {
  fileId: number;
  empresaId: number;
  disposition: Disposition;
  /** Expiry, in seconds since the epoch. */
  exp: number;
  /** The sealed PDF of a completed signing process instead of the original. */
  sealed?: boolean;
  /** The language of the download's name ("Contrato (assinado).pdf" / "(signed)"); absent: pt-BR. */
  lang?: Language;
}

export type LinkCheck =
  | { ok: true; payload: LinkPayload }
  | { ok: false; reason: 'invalid' | 'expired'; payload?: LinkPayload };

const mac = purposeMac('cofre:vault:download-links:v1');

/** A token for this file, company, disposition and expiry. */
export function signLink(appKey: string, payload: LinkPayload): string {
  const body = Buffer.from(
    JSON.stringify({
      f: payload.fileId,
      e: payload.empresaId,
      d: payload.disposition === 'inline' ? 'i' : 'a',
      x: payload.exp,
      ...(payload.sealed ? { v: 's' } : {}),
      ...(payload.lang === 'en' ? { l: 'en' } : {}),
    }),
  ).toString('base64url');
  return `${body}.${mac.sign(appKey, body).toString('base64url')}`;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** Checks a token's signature (in constant time) and then its expiry. */
export function verifyLink(appKey: string, token: string, now = Date.now()): LinkCheck {
  const parts = token.split('.');
  if (parts.length !== 2) return { ok: false, reason: 'invalid' };
  const [body, signature] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]{1,512}$/.test(body) || !/^[A-Za-z0-9_-]{43}$/.test(signature))
    return { ok: false, reason: 'invalid' };
  if (!mac.verify(appKey, body, Buffer.from(signature, 'base64url'))) return { ok: false, reason: 'invalid' };
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const p = raw as { f?: unknown; e?: unknown; d?: unknown; x?: unknown; v?: unknown; l?: unknown };
  if (
    !isId(p.f) ||
    !isId(p.e) ||
    (p.d !== 'i' && p.d !== 'a') ||
    typeof p.x !== 'number' ||
    !Number.isFinite(p.x) ||
    (p.v !== undefined && p.v !== 's') ||
    (p.l !== undefined && p.l !== 'en')
  )
    return { ok: false, reason: 'invalid' };
  const payload: LinkPayload = {
    fileId: p.f,
    empresaId: p.e,
    disposition: p.d === 'i' ? 'inline' : 'attachment',
    exp: p.x,
    ...(p.v === 's' ? { sealed: true } : {}),
    ...(p.l === 'en' ? { lang: 'en' as const } : {}),
  };
  if (now >= payload.exp * 1000) return { ok: false, reason: 'expired', payload };
  return { ok: true, payload };
}
