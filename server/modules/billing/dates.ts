// Calendar arithmetic of subscriptions: due dates in Brasília's calendar (UTC−3 all year since
// 2019) and the end of a paid period by periodicity.
import type { Periodicity } from '../../../common/constants.js';

const OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** Today's date in Brasília, YYYY-MM-DD. */
export const brasiliaDate = (now: Date): string =>
  new Date(now.getTime() - OFFSET_MS).toISOString().slice(0, 10);

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * `months` calendar months after `base`, on `day` (by default `base`'s) clamped to the month's last
 * day (Jan 31 + 1 → Feb 28; Feb 28 + 1 on day 31 → Mar 31).
 */
export function addMonths(base: Date, months: number, day = base.getUTCDate()): Date {
  const y = base.getUTCFullYear();
  const m = base.getUTCMonth() + months;
  const d = new Date(base.getTime());
  d.setUTCDate(1);
  d.setUTCFullYear(y, m, Math.min(day, lastDayOf(y, m)));
  return d;
}

/**
 * The day a renewal from `end` keeps: `anchor` (the day the run began) when `end` is a month's last
 * day short of it — it was clamped, as Feb 28 for a run begun on the 31st — else `end`'s own day.
 */
export function renewalDay(end: Date, anchor: number | null): number {
  const day = end.getUTCDate();
  const clamped = day === lastDayOf(end.getUTCFullYear(), end.getUTCMonth());
  return anchor !== null && anchor > day && clamped ? anchor : day;
}

/** The due date (YYYY-MM-DD) of installment `index` (0-based): monthly from `start`'s day. */
export function dueDate(start: Date, index: number): string {
  const local = new Date(start.getTime() - OFFSET_MS);
  return addMonths(local, index).toISOString().slice(0, 10);
}

/**
 * When a period bought at `from` ends: 7 or 15 days, one calendar month or one year later (months
 * on `day`, by default `from`'s, clamped to shorter months).
 */
export function periodEnd(from: Date, periodicity: Periodicity, day = from.getUTCDate()): Date {
  switch (periodicity) {
    case 'weekly':
      return new Date(from.getTime() + 7 * DAY_MS);
    case 'fortnightly':
      return new Date(from.getTime() + 15 * DAY_MS);
    case 'monthly':
      return addMonths(from, 1, day);
    case 'yearly':
      return addMonths(from, 12, day);
  }
}

/** The first instant of `now`'s calendar month in Brasília. */
export function brasiliaMonthStart(now = new Date()): Date {
  const local = new Date(now.getTime() - OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) + OFFSET_MS);
}

/** The last instant of a Brasília calendar day (YYYY-MM-DD); an impossible date gives an invalid Date. */
export const endOfBrasiliaDay = (day: string): Date => new Date(`${day}T23:59:59.999-03:00`);

/** A moment's Brasília date as people write it, day first in both languages: 31/12/2026. */
export const brasiliaDay = (d: Date): string =>
  new Date(d.getTime() - OFFSET_MS).toISOString().slice(0, 10).split('-').reverse().join('/');
