import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatPercent } from '../../src/providers/format';

describe('dates and money per language', () => {
  it('writes dates DD/MM/AAAA in São Paulo time in pt-BR', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('05/03/2026');
    // 01:30 UTC on 1 Jan is still 31 Dec in São Paulo.
    expect(formatDate('2026-01-01T01:30:00Z')).toBe('31/12/2025');
    expect(formatDateTime('2026-03-05T15:07:00Z')).toBe('05/03/2026, 12:07');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes money R$ 1.234,56 in pt-BR', () => {
    expect(formatCurrency(1234.56)).toBe('R$ 1.234,56');
    expect(formatCurrency(0.5)).toBe('R$ 0,50');
    expect(formatCurrency(1234.56, 'en')).toBe('R$1,234.56');
  });

  it('writes percentages with two decimals (spec §9): 12,35% in pt-BR, 12.35% in English', () => {
    expect(formatPercent(0.12345)).toBe('12,35%');
    expect(formatPercent(0.25)).toBe('25,00%');
    expect(formatPercent(1)).toBe('100,00%');
    expect(formatPercent(0.12345, 'en')).toBe('12.35%');
    expect(formatPercent(0.004, 'en')).toBe('0.40%');
  });
});
