import { describe, expect, it } from 'vitest';
import {
  isValidFilterText,
  MAX_INSTALLMENTS,
  MIN_FILTER_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../../common/validation';

describe('constants', () => {
  it('match the spec', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(MAX_INSTALLMENTS).toBe(60);
    expect(MIN_FILTER_LENGTH).toBe(3);
  });
});

describe('isValidFilterText', () => {
  it.each([
    ['abcd', true],
    ['joão', true],
    ['  abcd  ', true],
    ['abc', false], // must be LONGER than 3
    ['  abc  ', false], // surrounding whitespace does not count
    ['', false],
    ['    ', false],
  ] as const)('%j → %s', (value, expected) => {
    expect(isValidFilterText(value)).toBe(expected);
  });
});
