import { describe, expect, it } from 'vitest';
import { isValidCpf } from '../../../common/validation';

/** CPF check digit computed here, independently of the implementation (weights n+1 down to 2). */
function cpfDigit(base: string): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base.charAt(i)) * (base.length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function withCheckDigits(base9: string): string {
  const d1 = cpfDigit(base9);
  return `${base9}${d1}${cpfDigit(`${base9}${d1}`)}`;
}

describe('isValidCpf', () => {
  it('the test helper reproduces the check digits of known CPFs', () => {
    expect(withCheckDigits('529982247')).toBe('52998224725');
    expect(withCheckDigits('111444777')).toBe('11144477735');
    expect(withCheckDigits('123456789')).toBe('12345678909');
  });

  it.each([
    '529.982.247-25',
    '52998224725',
    '111.444.777-35',
    '11144477735',
    '123.456.789-09',
    ' 529 982 247 25 ',
    '5299.82247-25', // the mask may sit anywhere
  ])('accepts %j', (value) => {
    expect(isValidCpf(value)).toBe(true);
  });

  it.each([
    ['wrong second check digit', '529.982.247-24'],
    ['wrong first check digit', '529.982.247-15'],
    ['swapped check digits', '529.982.247-52'],
    ['10 digits', '5299822472'],
    ['12 digits', '529982247250'],
    ['a letter', '529.982.247-2A'],
    ['only letters', 'abcdefghijk'],
    ['a slash', '529/982/247-25'],
    ['another symbol', '529.982.247_25'],
    ['empty', ''],
    ['only mask', '...-'],
    ['non-ASCII digits', '٥٢٩٩٨٢٢٤٧٢٥'],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isValidCpf(value)).toBe(false);
  });

  it.each(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])(
    'rejects the repeated sequence of %s even though its check digits compute',
    (digit) => {
      const repeated = digit.repeat(11);
      // Every repeated CPF passes the module 11 check, so only the blacklist can reject it.
      expect(withCheckDigits(digit.repeat(9))).toBe(repeated);
      expect(isValidCpf(repeated)).toBe(false);
    },
  );

  it('agrees with the reference on generated bases, and rejects every other check-digit pair', () => {
    for (const base of ['000000001', '100200300', '987654321', '314159265', '271828182']) {
      const valid = withCheckDigits(base);
      expect(isValidCpf(valid)).toBe(true);
      for (let dv = 0; dv < 100; dv++) {
        const candidate = `${base}${String(dv).padStart(2, '0')}`;
        expect(isValidCpf(candidate)).toBe(candidate === valid);
      }
    }
  });
});
