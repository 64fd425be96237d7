// Company API keys: `cofre_<prefix>_<secret>`. The prefix (random, 10 characters) is visible and
// finds the row; the whole key's SHA-256 is what is stored and compared (in constant time).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sha256Hex } from './crypto.js';

export const API_KEY_SCHEME = 'cofre_';
const PREFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const PREFIX_LENGTH = 10;
const KEY_PATTERN = /^cofre_([a-z2-9]{10})_([A-Za-z0-9_-]{43})$/;

export interface NewApiKey {
  /** The whole key, shown once. */
  key: string;
  /** `cofre_<prefix>`: shown in lists, never enough to authenticate. */
  prefix: string;
  hash: string;
}

export function newApiKey(): NewApiKey {
  const bytes = randomBytes(PREFIX_LENGTH);
  let id = '';
  for (const b of bytes) id += PREFIX_ALPHABET[b % PREFIX_ALPHABET.length];
  const prefix = `${API_KEY_SCHEME}${id}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: sha256Hex(key) };
}

/** True when a bearer token has the shape of an API key (then it is never tried as a JWT). */
export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_SCHEME);

/** The visible prefix of a well-formed key, or undefined. */
export function apiKeyPrefix(token: string): string | undefined {
  const m = KEY_PATTERN.exec(token);
  return m ? `${API_KEY_SCHEME}${m[1]}` : undefined;
}

export function apiKeyMatches(token: string, storedHash: string): boolean {
  const a = Buffer.from(sha256Hex(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
