import { describe, expect, it } from 'vitest';
import { splitInstallments } from '../../../common/validation';

/** Sum in integer cents: every installment must itself be a whole number of cents. */
function sumCents(values: number[]): number {
  let sum = 0;
  for (const v of values) {
    const cents = Math.round(v * 100);
    expect(Math.abs(v * 100 - cents)).toBeLessThan(1e-6);
    sum += cents;
  }
  return sum;
}

describe('splitInstallments', () => {
  it('splits 100 in 3 with the last installment absorbing the difference', () => {
    expect(splitInstallments(100, 3)).toEqual([33.33, 33.33, 33.34]);
  });

  it('splits 10 in 60', () => {
    const parts = splitInstallments(10, 60);
    expect(parts).toHaveLength(60);
    expect(parts.slice(0, 59).every((p) => p === 0.16)).toBe(true);
    expect(parts[59]).toBe(0.56);
    expect(sumCents(parts)).toBe(1000);
  });

  it.each([
    [100, 1, [100]],
    [100, 4, [25, 25, 25, 25]],
    [0.01, 2, [0, 0.01]],
    [0, 3, [0, 0, 0]],
    [1234.56, 7, [176.36, 176.36, 176.36, 176.36, 176.36, 176.36, 176.4]],
    [0.1, 3, [0.03, 0.03, 0.04]],
    [99.99, 2, [49.99, 50]],
  ] as const)('splitInstallments(%d, %i) → %j', (total, n, expected) => {
    expect(splitInstallments(total, n)).toEqual(expected);
  });

  it('rounds a total with more than 2 decimals to the cent first', () => {
    expect(splitInstallments(10.005, 2)).toEqual([5, 5.01]);
  });

  it('always sums to the total, to the cent, with installments rounded down', () => {
    const totals = [0.01, 0.07, 0.1, 0.3, 1, 9.99, 10, 33.33, 100, 123.45, 999.99, 1234.56, 100000.01];
    for (const total of totals) {
      for (let n = 1; n <= 60; n++) {
        const parts = splitInstallments(total, n);
        const totalCents = Math.round(total * 100);
        expect(parts).toHaveLength(n);
        expect(sumCents(parts), `${total} / ${n}`).toBe(totalCents);
        const floor = Math.floor(totalCents / n);
        for (const part of parts.slice(0, -1)) expect(Math.round(part * 100)).toBe(floor);
      }
    }
  });

  it.each([
    ['n = 61', 100, 61],
    ['n = 0', 100, 0],
    ['n = -1', 100, -1],
    ['n = 2.5', 100, 2.5],
    ['n = NaN', 100, Number.NaN],
    ['n = Infinity', 100, Number.POSITIVE_INFINITY],
    ['negative total', -1, 3],
    ['NaN total', Number.NaN, 3],
    ['infinite total', Number.POSITIVE_INFINITY, 3],
  ])('throws a RangeError for %s', (_label, total, n) => {
    expect(() => splitInstallments(total, n)).toThrow(RangeError);
  });
});
