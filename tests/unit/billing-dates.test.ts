// Subscription calendar: monthly due dates clamp to the month's end in Brasília's calendar, and a
// period ends 7 days, 15 days, one calendar month or one year after it starts, renewals keeping the
// day the run began.
import { describe, expect, it } from 'vitest';
import { brasiliaMonthStart, dueDate, periodEnd, renewalDay } from '../../server/modules/billing/dates.js';

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

  it('monthly renewals keep the day the run began: Jan 31 → Feb 28 → Mar 31, not the 28th for good', () => {
    const start = new Date('2027-01-31T15:00:00Z');
    const feb = periodEnd(start, 'monthly');
    expect(feb.toISOString()).toBe('2027-02-28T15:00:00.000Z');
    const day = renewalDay(feb, 31);
    expect(day).toBe(31);
    expect(periodEnd(feb, 'monthly', day).toISOString()).toBe('2027-03-31T15:00:00.000Z');
    // An end that was not clamped keeps its own day (a plan moved to the 15th stays on the 15th).
    expect(renewalDay(new Date('2027-03-15T15:00:00Z'), 31)).toBe(15);
    expect(renewalDay(new Date('2027-04-30T15:00:00Z'), 30)).toBe(30);
    expect(renewalDay(new Date('2027-04-30T15:00:00Z'), null)).toBe(30);
    // Yearly from Feb 29: Feb 28 in common years, Feb 29 again in the next leap year.
    const y2029 = periodEnd(new Date('2028-02-29T12:00:00Z'), 'yearly');
    expect(y2029.toISOString()).toBe('2029-02-28T12:00:00.000Z');
    let end = y2029;
    for (let i = 0; i < 3; i++) end = periodEnd(end, 'yearly', renewalDay(end, 29));
    expect(end.toISOString()).toBe('2032-02-29T12:00:00.000Z');
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
