// MACs under keys derived from APP_KEY per purpose (download, media and photo links, signing codes):
// a MAC verifies only for its own purpose, body and APP_KEY, and the derivation does not drift —
// one-time codes already stored as MACs must keep matching after any change to this code.
import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode } from '../../server/modules/signing/tokens.js';
import { purposeMac } from '../../server/security/crypto.js';

const APP_KEY = 'chave-de-teste-com-32-caracteres!';

describe('purposeMac', () => {
  const links = purposeMac('cofre:test:links:v1');

  it('verifies its own MAC and refuses another body, purpose or APP_KEY', () => {
    const mac = links.sign(APP_KEY, '7.1700000000');
    expect(mac).toHaveLength(32);
    expect(links.verify(APP_KEY, '7.1700000000', mac)).toBe(true);
    expect(links.verify(APP_KEY, '8.1700000000', mac)).toBe(false);
    expect(purposeMac('cofre:test:other:v1').verify(APP_KEY, '7.1700000000', mac)).toBe(false);
    expect(links.verify(`${APP_KEY}x`, '7.1700000000', mac)).toBe(false);
  });

  it('refuses a MAC with one bit changed, or of another length', () => {
    const mac = links.sign(APP_KEY, 'corpo');
    const flipped = Buffer.from(mac);
    flipped[31] = (flipped[31] ?? 0) ^ 1;
    expect(links.verify(APP_KEY, 'corpo', flipped)).toBe(false);
    expect(links.verify(APP_KEY, 'corpo', mac.subarray(0, 31))).toBe(false);
    expect(links.verify(APP_KEY, 'corpo', Buffer.alloc(0))).toBe(false);
  });

  it('keeps the stored one-time codes valid (known answer of the derivation)', () => {
    const stored = 'b176f8a113701604fc8f549e3e416331605cfa32eacc2ec58258da3ba95860df';
    expect(hashCode(APP_KEY, 42, '123456')).toBe(stored);
    expect(codeMatches(APP_KEY, 42, '123456', ` ${stored}\n`)).toBe(true);
    expect(codeMatches(APP_KEY, 42, '123457', stored)).toBe(false);
    expect(codeMatches(APP_KEY, 43, '123456', stored)).toBe(false);
    expect(codeMatches(APP_KEY, 42, '123456', 'não é hex')).toBe(false);
  });
});
