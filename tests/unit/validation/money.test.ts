import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from '../../../common/validation';

describe('parseMoney', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1234', 1234],
    ['-R$ 10,00', -10],
    ['R$ -10,00', -10],
    [' R$\u00a01.234,5 ', 1234.5],
    ['R$1.234,56', 1234.56],
    ['R$ 1.234', 1234],
    ['1.234.567,89', 1234567.89],
    ['0,5', 0.5],
    ['0,01', 0.01],
    ['1,005', 1.01], // rounded half away from zero, not floating-point 1.00
    ['1,004', 1],
    ['1,999', 2],
    ['-1.234,567', -1234.57],
    ['0,004', 0],
  ] as const)('%j → %d', (value, expected) => {
    expect(parseMoney(value)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(parseMoney('-0,00'), 0)).toBe(true);
    expect(Object.is(parseMoney('-R$ 0,001'), 0)).toBe(true);
  });

  it.each([
    'abc',
    '1,2,3',
    '',
    '   ',
    'R$',
    '-',
    '1.23', // '.' groups thousands: not three digits after it
    '10.5',
    '1.2345,00',
    '12,',
    ',50',
    '--10',
    '-R$ -10,00',
    '+10',
    '1e3',
    'R$ 1 234,56',
    'R$ 1.234,56 extra',
    'US$ 10',
    '12,34,56',
    '99999999999999999999,00',
  ])('%j → null', (value) => {
    expect(parseMoney(value)).toBeNull();
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.56, 'R$ 1.234,56'],
    [-1234.56, '-R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [0.5, 'R$ 0,50'],
    [0.05, 'R$ 0,05'],
    [1, 'R$ 1,00'],
    [100, 'R$ 100,00'],
    [999.99, 'R$ 999,99'],
    [1000, 'R$ 1.000,00'],
    [1234567.891, 'R$ 1.234.567,89'],
    [1_000_000_000, 'R$ 1.000.000.000,00'],
    [1.005, 'R$ 1,01'],
    [999.995, 'R$ 1.000,00'],
    [-10, '-R$ 10,00'],
    [-0.001, 'R$ 0,00'],
    [-0, 'R$ 0,00'],
  ] as const)('%d → %j', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('uses a normal space, never NBSP', () => {
    const text = formatMoney(1234.56);
    expect(text.charAt(2)).toBe(' ');
    expect(text).not.toMatch(/\u00a0|\u202f/);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('throws for %d', (value) => {
    expect(() => formatMoney(value)).toThrow(RangeError);
  });
});

describe('money round trips', () => {
  it.each([0, 0.01, 0.1, 0.99, 1, 12.3, 999.99, 1000, 1234.56, 98765.43, 1234567.89, -0.01, -1234.56])(
    'parseMoney(formatMoney(%d)) returns the same value',
    (value) => {
      expect(parseMoney(formatMoney(value))).toBe(value);
    },
  );

  it.each(['R$ 0,00', 'R$ 0,01', 'R$ 1.234,56', '-R$ 10,00', 'R$ 1.000.000,00', 'R$ 999,90'])(
    'formatMoney(parseMoney(%j)) gives the same text',
    (text) => {
      const value = parseMoney(text);
      expect(value).not.toBeNull();
      expect(formatMoney(value ?? Number.NaN)).toBe(text);
    },
  );

  it('round trips every cent value from 0,00 to 20,00', () => {
    for (let cents = 0; cents <= 2000; cents++) {
      const value = cents / 100;
      const text = formatMoney(value);
      expect(text).toBe(`R$ ${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`);
      expect(parseMoney(text)).toBe(value);
    }
  });
});
