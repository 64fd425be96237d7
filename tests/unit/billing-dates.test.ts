// Subscription calendar: monthly due dates clamp to the month's end in Brasília's calendar, and a
// period ends 7 days, 15 days, one calendar month or one year after it starts.
import { describe, expect, it } from 'vitest';
import { brasiliaMonthStart, dueDate, periodEnd } from '../../server/modules/billing/dates.js';

describe('billing dates', () => {
  it('due dates are monthly from the Brasília day, clamped to shorter months', () => {
    // 31 Jan 2026, 23:30 in Brasília is already 1 Feb in UTC.
    const start = new Date('2026-02-01T02:30:00Z');
    expect([0, 1, 2, 3].map((i) => dueDate(start, i))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('periods end 7 days, 15 days, a calendar month or a year later', () => {
    const from = new Date('2026-01-31T15:00:00Z');
    expect(periodEnd(from, 'weekly').toISOString()).toBe('2026-02-07T15:00:00.000Z');
    expect(periodEnd(from, 'fortnightly').toISOString()).toBe('2026-02-15T15:00:00.000Z');
    expect(periodEnd(from, 'monthly').toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(periodEnd(new Date('2028-02-29T12:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T12:00:00.000Z',
    );
  });

  it('the calendar month starts at midnight in Brasília', () => {
    expect(brasiliaMonthStart(new Date('2026-12-01T02:00:00Z')).toISOString()).toBe(
      '2026-11-01T03:00:00.000Z',
    );
    expect(brasiliaMonthStart(new Date('2026-12-01T03:00:00Z')).toISOString()).toBe(
      '2026-12-01T03:00:00.000Z',
    );
  });
});
