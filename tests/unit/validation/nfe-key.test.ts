import { describe, expect, it } from 'vitest';
import { explainNfeKey, isValidNfeKey } from '../../../common/validation';

/** Module 11 remainder over the digits, weights 2..9 cycling from the right (computed here). */
function mod11Rest(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits.charAt(i)) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  return sum % 11;
}

function nfeCheckDigit(first43: string): number {
  const rest = mod11Rest(first43);
  return rest < 2 ? 0 : 11 - rest;
}

interface KeyFields {
  uf: string;
  yymm: string;
  cnpj: string;
  model: string;
  series: string;
  number: string;
  emission: string;
  code: string;
}

const BASE: KeyFields = {
  uf: '35',
  yymm: '2407',
  cnpj: '11222333000181',
  model: '55',
  series: '001',
  number: '000000123',
  emission: '1',
  code: '10293847',
};

/** Assembles the first 43 digits and appends the check digit computed in this test. */
function buildKey(overrides: Partial<KeyFields> = {}): string {
  const f = { ...BASE, ...overrides };
  const first43 = `${f.uf}${f.yymm}${f.cnpj}${f.model}${f.series}${f.number}${f.emission}${f.code}`;
  expect(first43).toHaveLength(43);
  return `${first43}${nfeCheckDigit(first43)}`;
}

/** Replaces the last digit with a different one. */
function breakCheckDigit(key: string): string {
  const last = Number(key.slice(-1));
  return `${key.slice(0, -1)}${(last + 1) % 10}`;
}

const UF_CODES = [
  11, 12, 13, 14, 15, 16, 17, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 32, 33, 35, 41, 42, 43, 50, 51, 52, 53,
];

describe('NF-e key test helper', () => {
  it('reproduces the check digit of a published key (SP, 2017-04, DV 8)', () => {
    expect(nfeCheckDigit('3517045871652300011955001000000012100012345')).toBe(8);
  });

  it('assembles a 44-digit key', () => {
    expect(buildKey()).toMatch(/^352407112223330001815500100000012311029384[0-9]{2}$/);
  });
});

describe('isValidNfeKey / explainNfeKey', () => {
  it('accepts the assembled key', () => {
    const key = buildKey();
    expect(explainNfeKey(key)).toEqual({ valid: true });
    expect(isValidNfeKey(key)).toBe(true);
  });

  it('accepts a published key', () => {
    expect(isValidNfeKey('35170458716523000119550010000000121000123458')).toBe(true);
  });

  it('accepts spaces (the printed groups of 4) and surrounding whitespace', () => {
    const key = buildKey();
    const grouped = key.match(/.{4}/g)?.join(' ') ?? '';
    expect(grouped).toHaveLength(54);
    expect(isValidNfeKey(grouped)).toBe(true);
    expect(isValidNfeKey(`  ${key}\n`)).toBe(true);
  });

  it.each(['65', '59'])('accepts model %s', (model) => {
    expect(explainNfeKey(buildKey({ model }))).toEqual({ valid: true });
  });

  it.each([
    ['UF 99', { uf: '99' }, 'uf'],
    ['UF 00', { uf: '00' }, 'uf'],
    ['UF 34 (a gap in the IBGE codes)', { uf: '34' }, 'uf'],
    ['month 13', { yymm: '2413' }, 'month'],
    ['month 00', { yymm: '2400' }, 'month'],
    ['CNPJ with a wrong check digit', { cnpj: '11222333000182' }, 'cnpj'],
    ['CNPJ of zeros', { cnpj: '00000000000000' }, 'cnpj'],
    ['zero-padded CPF instead of CNPJ', { cnpj: '00052998224725' }, 'cnpj'],
    ['model 57', { model: '57' }, 'model'],
    ['model 00', { model: '00' }, 'model'],
  ] as const)('%s → %s', (_label, overrides, reason) => {
    // The check digit is recomputed for the changed fields, so only the named rule is broken.
    const key = buildKey(overrides);
    expect(explainNfeKey(key)).toEqual({ valid: false, reason });
    expect(isValidNfeKey(key)).toBe(false);
  });

  it('wrong check digit → check_digit', () => {
    const key = breakCheckDigit(buildKey());
    expect(explainNfeKey(key)).toEqual({ valid: false, reason: 'check_digit' });
    expect(isValidNfeKey(key)).toBe(false);
  });

  it('every wrong check digit is rejected and only the right one accepted', () => {
    const key = buildKey();
    for (let dv = 0; dv <= 9; dv++) {
      const candidate = `${key.slice(0, 43)}${dv}`;
      expect(isValidNfeKey(candidate)).toBe(candidate === key);
    }
  });

  it('a remainder of 0 or 1 gives check digit 0', () => {
    const found: string[] = [];
    for (let n = 0; n < 200 && found.length < 2; n++) {
      const code = String(10_000_000 + n);
      const key = buildKey({ code });
      if (mod11Rest(key.slice(0, 43)) < 2) found.push(key);
    }
    expect(found.length).toBeGreaterThan(0);
    for (const key of found) {
      expect(key.slice(-1)).toBe('0');
      expect(isValidNfeKey(key)).toBe(true);
      expect(isValidNfeKey(`${key.slice(0, 43)}1`)).toBe(false);
    }
  });

  it.each([
    ['43 digits', () => buildKey().slice(0, 43)],
    ['45 digits', () => `${buildKey()}0`],
    ['a letter', () => `${buildKey().slice(0, 10)}A${buildKey().slice(11)}`],
    ['dots as separators', () => buildKey().match(/.{4}/g)?.join('.') ?? ''],
    ['an NFe prefix', () => `NFe${buildKey()}`],
    ['empty', () => ''],
  ])('%s → length', (_label, make) => {
    expect(explainNfeKey(make())).toEqual({ valid: false, reason: 'length' });
  });

  it('accepts exactly the 27 IBGE state codes', () => {
    for (let code = 0; code <= 99; code++) {
      const uf = String(code).padStart(2, '0');
      expect(isValidNfeKey(buildKey({ uf })), uf).toBe(UF_CODES.includes(code));
    }
  });

  it('accepts months 01..12 for any year', () => {
    for (let month = 0; month <= 99; month++) {
      const yymm = `99${String(month).padStart(2, '0')}`;
      expect(isValidNfeKey(buildKey({ yymm })), yymm).toBe(month >= 1 && month <= 12);
    }
    expect(isValidNfeKey(buildKey({ yymm: '0001' }))).toBe(true);
  });

  it('reports the first broken rule when several are broken', () => {
    expect(explainNfeKey(breakCheckDigit(buildKey({ uf: '99', model: '57' })))).toEqual({
      valid: false,
      reason: 'uf',
    });
    expect(explainNfeKey(buildKey({ yymm: '2413', cnpj: '11222333000182' }))).toEqual({
      valid: false,
      reason: 'month',
    });
  });
});
