// The secrets of signing: a signatory's personal link token (32 random bytes; only its SHA-256 is
// stored), the six-digit one-time code (stored as an HMAC under a key derived from APP_KEY, bound
// to the signatory) and the public verification code printed on the certificate.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { purposeMac } from '../../security/crypto.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new personal link token and the hash kept in the database. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Link tokens are base64url of 32 bytes; anything else is refused before touching the database. */
export const isLinkToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const codeMac = purposeMac('cofre:signing:codes:v1');

export const hashCode = (appKey: string, signatoryId: number, code: string) =>
  codeMac.sign(appKey, `${signatoryId}:${code}`).toString('hex');

export const codeMatches = (appKey: string, signatoryId: number, code: string, stored: string) =>
  codeMac.verify(appKey, `${signatoryId}:${code}`, Buffer.from(stored.trim(), 'hex'));

/** Letters and digits that cannot be mistaken for one another when typed from paper. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 16-character public verification code (80 bits). */
export function newVerificationCode(): string {
  const bytes = randomBytes(16);
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export const isVerificationCode = (code: string) => /^[A-Z2-9]{16}$/.test(code);
