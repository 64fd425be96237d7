// Links to adopted and saved marks that an <img> loads without a session (the signer's page, the
// inbox, the owner's process view, the profile): /api/marca/<token>, where the token names the
// mark's blob (a random id), an expiry, and an HMAC-SHA256 over both under a key derived from
// APP_KEY for this one purpose. A link cannot be forged, stops working when it expires, and a mark
// since replaced or removed answers 404 (its blob is gone and no row names it).
import { purposeMac } from '../../../security/crypto.js';

const mac = purposeMac('cofre:signing:mark-links:v1');

/** How long a mark's link works: a signer may keep the page open for a working day. */
export const MARK_LINK_TTL_SECONDS = 12 * 60 * 60;

/** The blob key of a mark (adopted or saved): random, never derived from anything the user sent. */
export const markKey = (id: string) => `marcas/${id}.png`;

const KEY_PATTERN = /^marcas\/([0-9a-f-]{36})\.png$/;

/** The relative URL serving this mark until `now` + MARK_LINK_TTL_SECONDS. */
export function markUrl(appKey: string, key: string, now = Date.now()): string {
  const m = KEY_PATTERN.exec(key);
  if (!m) throw new Error(`not a mark's blob key: ${key}`);
  const exp = Math.floor(now / 1000) + MARK_LINK_TTL_SECONDS;
  const body = `${m[1]}.${exp}`;
  return `/api/marca/${body}.${mac.sign(appKey, body).toString('base64url')}`;
}

/** The blob key a token names, when its signature holds and it has not expired. */
export function verifyMarkToken(appKey: string, token: string, now = Date.now()): string | null {
  const m = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const [, id, exp, signature] = m as unknown as [string, string, string, string];
  if (!mac.verify(appKey, `${id}.${exp}`, Buffer.from(signature, 'base64url'))) return null;
  if (Number(exp) * 1000 <= now) return null;
  return markKey(id);
}
