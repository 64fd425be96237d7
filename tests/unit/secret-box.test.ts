import { describe, expect, it } from 'vitest';
import { newToken, secretBox, sha256Hex } from '../../server/security/crypto.js';

describe('secrets at rest', () => {
  const box = secretBox('k'.repeat(48));

  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a tampered box and another key', () => {
    const sealed = box.seal('segredo');
    const parts = sealed.split(':');
    const ct = Buffer.from(parts[3] ?? '', 'base64url');
    ct[0] = (ct[0] ?? 0) ^ 1;
    parts[3] = ct.toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow();
    expect(() => secretBox('z'.repeat(48)).open(sealed)).toThrow();
  });

  it('makes unguessable tokens and stores only their hash', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(sha256Hex(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
