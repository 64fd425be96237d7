// Links to profile photos that an <img> loads without the bearer header: /api/usuario/photo/<token>,
// where the token names the user and the photo's blob and carries an HMAC-SHA256 over both under a
// key derived from APP_KEY for this one purpose. A link cannot be forged, and stops working as soon
// as the photo is replaced or removed (it names one blob, and the blob's name is random).
import { purposeMac } from '../../security/crypto.js';

const mac = purposeMac('cofre:profile:photo-links:v1');

/** The blob key of a user's photo: random, never derived from the uploaded file's name. */
export const photoKey = (userId: number, id: string) => `usuarios/${userId}/foto-${id}.jpg`;

const KEY_PATTERN = /^usuarios\/(\d+)\/foto-([0-9a-f-]{36})\.jpg$/;

/** The relative URL serving this photo, or null when there is none. */
export function photoUrl(appKey: string, userId: number, key: string | null): string | null {
  const m = key ? KEY_PATTERN.exec(key) : null;
  if (!m || Number(m[1]) !== userId) return null;
  const body = `${userId}.${m[2]}`;
  return `/api/usuario/photo/${body}.${mac.sign(appKey, body).toString('base64url')}`;
}

/** The user and blob key a token names, when its signature holds. */
export function verifyPhotoToken(appKey: string, token: string): { userId: number; key: string } | null {
  const m = /^(\d{1,10})\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const [, user, id, signature] = m as unknown as [string, string, string, string];
  if (!mac.verify(appKey, `${user}.${id}`, Buffer.from(signature, 'base64url'))) return null;
  const userId = Number(user);
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  return { userId, key: photoKey(userId, id) };
}
