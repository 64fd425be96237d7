import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '../../../common/validation';

/**
 * Check digits of the CNPJ per IN RFB 2.229/2024, computed here independently of the
 * implementation: each character is worth its ASCII code minus 48 ('0'..'9' → 0..9,
 * 'A' → 17 … 'Z' → 42), module 11 with weights 2..9 cycling from the right; rest < 2 → 0.
 */
function cnpjDigit(base: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = base.length - 1; i >= 0; i--) {
    sum += (base.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function withCheckDigits(base12: string): string {
  const d1 = cnpjDigit(base12);
  return `${base12}${d1}${cnpjDigit(`${base12}${d1}`)}`;
}

describe('isValidCnpj — numeric', () => {
  it('the test helper reproduces the check digits of known numeric CNPJs', () => {
    expect(withCheckDigits('112223330001')).toBe('11222333000181');
    expect(withCheckDigits('114447770001')).toBe('11444777000161');
    expect(withCheckDigits('123456780001')).toBe('12345678000195');
  });

  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '11.444.777/0001-61',
    '11444777000161',
    '12.345.678/0001-95',
    ' 11 222 333 0001 81 ',
    '1.1222333/000181', // the mask may sit anywhere
  ])('accepts %j', (value) => {
    expect(isValidCnpj(value)).toBe(true);
  });

  it.each([
    ['wrong second check digit', '11.222.333/0001-82'],
    ['wrong first check digit', '11.222.333/0001-71'],
    ['all zeros', '00000000000000'],
    ['all zeros, masked', '00.000.000/0000-00'],
    ['13 digits', '1122233300018'],
    ['15 digits', '112223330001810'],
    ['an extra letter', '11222333000181X'],
    ['another symbol', '11.222.333_0001-81'],
    ['empty', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isValidCnpj(value)).toBe(false);
  });

  it.each(['1', '2', '3', '4', '5', '6', '7', '8', '9'])('rejects repeated sequences of %s', (digit) => {
    expect(isValidCnpj(digit.repeat(14))).toBe(false);
    // A repeated base with its own (correct) check digits is rejected as well.
    const repeatedBase = withCheckDigits(digit.repeat(12));
    expect(isValidCnpj(repeatedBase)).toBe(false);
  });

  it('11111111111180 passes the checksum but is rejected as a repeated base', () => {
    expect(withCheckDigits('111111111111')).toBe('11111111111180');
    expect(isValidCnpj('11111111111180')).toBe(false);
  });
});

describe('isValidCnpj — alphanumeric (IN RFB 2.229/2024)', () => {
  it("computes the Receita Federal's published example 12ABC34501DE35 by hand", () => {
    // DV1: 1·5 + 2·4 + A(17)·3 + B(18)·2 + C(19)·9 + 3·8 + 4·7 + 5·6 + 0·5 + 1·4 + D(20)·3 + E(21)·2
    //    = 459; 459 mod 11 = 8; 11 - 8 = 3
    // DV2: 1·6 + 2·5 + 17·4 + 18·3 + 19·2 + 3·9 + 4·8 + 5·7 + 0·6 + 1·5 + 20·4 + 21·3 + 3·2
    //    = 424; 424 mod 11 = 6; 11 - 6 = 5
    expect(cnpjDigit('12ABC34501DE')).toBe(3);
    expect(cnpjDigit('12ABC34501DE3')).toBe(5);
    expect(withCheckDigits('12ABC34501DE')).toBe('12ABC34501DE35');
  });

  it.each([
    '12ABC34501DE35',
    '12.ABC.345/01DE-35',
    '12abc34501de35', // lowercase read as uppercase
    '12.abc.345/01de-35',
    'Q0SLFMBD7VX439', // example from the @brazilian-utils docs, checked against the helper below
    'Q0.SLF.MBD/7VX4-39',
  ])('accepts %j', (value) => {
    expect(isValidCnpj(value)).toBe(true);
  });

  it('the library docs example Q0SLFMBD7VX439 matches the official algorithm', () => {
    expect(withCheckDigits('Q0SLFMBD7VX4')).toBe('Q0SLFMBD7VX439');
  });

  it.each([
    ['wrong second check digit', '12ABC34501DE36'],
    ['wrong first check digit', '12ABC34501DE45'],
    ['swapped check digits', '12ABC34501DE53'],
    ['wrong check digit, lowercase', '12abc34501de36'],
    ['a letter in the check digits', '12ABC34501DE3A'],
    ['a non-alphanumeric character in the base', '12@BC34501DE35'],
    ['an accented letter', '12ÁBC34501DE35'],
    ['11 base characters', '12ABC3450DE35'],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isValidCnpj(value)).toBe(false);
  });

  it("rejects a character outside [0-9A-Z] even when its 'ASCII - 48' value gives matching digits", () => {
    // '@' is ASCII 64 → 16: compute check digits as if it were allowed; the shape must still fail.
    expect(isValidCnpj(withCheckDigits('12@BC34501DE'))).toBe(false);
  });

  it.each(['A', 'Z'])('rejects a repeated base of %s with correct check digits', (letter) => {
    const value = withCheckDigits(letter.repeat(12));
    expect(isValidCnpj(value)).toBe(false);
  });

  it('accepts exactly one check-digit pair per base, the one the official algorithm gives', () => {
    for (const base of [
      '12ABC34501DE',
      'ABCDEFGHIJKL',
      '00000000000A',
      'ZZZZZZZZZZZ1',
      '9Z8Y7X6W5V4U',
      '112223330001',
    ]) {
      const valid = withCheckDigits(base);
      for (let dv = 0; dv < 100; dv++) {
        const candidate = `${base}${String(dv).padStart(2, '0')}`;
        expect(isValidCnpj(candidate), candidate).toBe(candidate === valid);
      }
    }
  });
});
