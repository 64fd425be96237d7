// The simulator's credentials: its global key and the instance tokens it mints, compared in constant time.
// A token carries a MAC under the global key, so the simulator recognises its own tokens without keeping
// them: after a reset or a restart (the mounted simulator forgets its instances) the product, holding a
// token of an instance that is gone, still gets the contract's 404 and treats it as gone, while a caller
// with no credential at all gets 401 and learns nothing about which instances exist.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Equal keys, in constant time: both sides are hashed first, so neither content nor length leaks. */
export function sameKey(given: string | null, expected: string): boolean {
  if (given === null) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

// 32 upper-case hex characters, as before: 12 of nonce, 20 of MAC (80 bits).
const NONCE_HEX = 12;
const TOKEN = /^[0-9A-F]{32}$/;

const macOf = (globalKey: string, nonce: string) =>
  createHmac('sha256', globalKey)
    .update(`gateway-sim instance token:${nonce}`)
    .digest('hex')
    .slice(0, 32 - NONCE_HEX)
    .toUpperCase();

/** A new instance token, recognisable later by isMintedToken under the same global key. */
export function mintToken(globalKey: string): string {
  const nonce = randomBytes(NONCE_HEX / 2)
    .toString('hex')
    .toUpperCase();
  return `${nonce}${macOf(globalKey, nonce)}`;
}

/** True when the key is a token this simulator's global key minted (its instance may be gone). */
export function isMintedToken(globalKey: string, key: string | null): boolean {
  if (key === null || !TOKEN.test(key)) return false;
  return sameKey(key.slice(NONCE_HEX), macOf(globalKey, key.slice(0, NONCE_HEX)));
}
