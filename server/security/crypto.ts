// Small crypto helpers: opaque tokens (stored only as SHA-256), MACs under keys derived from
// APP_KEY per purpose, and authenticated encryption of secrets at rest (AES-256-GCM under APP_KEY).
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** An unguessable URL-safe token (256 bits). */
export const newToken = () => randomBytes(32).toString('base64url');

export interface PurposeMac {
  /** HMAC-SHA256 of `body` under this purpose's key. */
  sign(appKey: string, body: string): Buffer;
  /** Whether `signature` is the MAC of `body`, compared in constant time. */
  verify(appKey: string, body: string, signature: Buffer): boolean;
}

/**
 * MACs under a key derived from APP_KEY (HKDF-SHA256) for one purpose, e.g.
 * 'cofre:vault:download-links:v1': what is signed for one purpose never verifies for another.
 */
export function purposeMac(purpose: string): PurposeMac {
  const keys = new Map<string, Buffer>();
  const keyOf = (appKey: string) => {
    let key = keys.get(appKey);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', appKey, 'cofre', purpose, 32));
      keys.set(appKey, key);
    }
    return key;
  };
  const sign = (appKey: string, body: string) => createHmac('sha256', keyOf(appKey)).update(body).digest();
  return {
    sign,
    verify(appKey, body, signature) {
      const expected = sign(appKey, body);
      return signature.length === expected.length && timingSafeEqual(signature, expected);
    },
  };
}

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(appKey: string): SecretBox {
  const key = createHash('sha256').update(`cofre:secret-box:${appKey}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        ct.toString('base64url'),
      ].join(':');
    },
    open(sealed) {
      const [version, iv, tag, ct] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || ct === undefined)
        throw new Error('Unknown sealed secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
