// Links to company logos that load without a session (the SPA's <img>, the public signing page,
// invitation e-mails): /api/empresa/logo/<token>, where the token names the company and the logo's
// blob and carries an HMAC-SHA256 over both under a key derived from APP_KEY for this one purpose.
// A link cannot be forged or guessed, and stops working once the logo is replaced or removed.
import { purposeMac } from '../../security/crypto.js';

const mac = purposeMac('cofre:companies:logo-links:v1');

/** The blob key of a company's logo: random, never derived from the uploaded file's name. */
export const logoKey = (empresaId: number, id: string) => `empresas/${empresaId}/logo-${id}.png`;

const KEY_PATTERN = /^empresas\/(\d+)\/logo-([0-9a-f-]{36})\.png$/;

/** The relative URL serving this logo, or null when there is none. */
export function logoUrl(appKey: string, empresaId: number, key: string | null): string | null {
  const m = key ? KEY_PATTERN.exec(key) : null;
  if (!m || Number(m[1]) !== empresaId) return null;
  const body = `${empresaId}.${m[2]}`;
  return `/api/empresa/logo/${body}.${mac.sign(appKey, body).toString('base64url')}`;
}

/** The company and blob key a token names, when its signature holds. */
export function verifyLogoToken(appKey: string, token: string): { empresaId: number; key: string } | null {
  const m = /^(\d{1,10})\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const [, company, id, signature] = m as unknown as [string, string, string, string];
  if (!mac.verify(appKey, `${company}.${id}`, Buffer.from(signature, 'base64url'))) return null;
  const empresaId = Number(company);
  if (!Number.isSafeInteger(empresaId) || empresaId <= 0) return null;
  return { empresaId, key: logoKey(empresaId, id) };
}
