// Calendar arithmetic of subscriptions: due dates in Brasília's calendar (UTC−3 all year since
// 2019) and the end of a paid period by periodicity.
import type { Periodicity } from '../../../common/constants.js';

const OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** Today's date in Brasília, YYYY-MM-DD. */
export const brasiliaDate = (now: Date): string =>
  new Date(now.getTime() - OFFSET_MS).toISOString().slice(0, 10);

/** `months` calendar months after `base`, clamped to the month's last day (Jan 31 + 1 → Feb 28). */
export function addMonths(base: Date, months: number): Date {
  const y = base.getUTCFullYear();
  const m = base.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(base.getTime());
  d.setUTCDate(1);
  d.setUTCFullYear(y, m, Math.min(base.getUTCDate(), lastDay));
  return d;
}

/** The due date (YYYY-MM-DD) of installment `index` (0-based): monthly from `start`'s day. */
export function dueDate(start: Date, index: number): string {
  const local = new Date(start.getTime() - OFFSET_MS);
  return addMonths(local, index).toISOString().slice(0, 10);
}

/** When a period bought at `from` ends: 7 or 15 days, one calendar month or one year later. */
export function periodEnd(from: Date, periodicity: Periodicity): Date {
  switch (periodicity) {
    case 'weekly':
      return new Date(from.getTime() + 7 * DAY_MS);
    case 'fortnightly':
      return new Date(from.getTime() + 15 * DAY_MS);
    case 'monthly':
      return addMonths(from, 1);
    case 'yearly':
      return addMonths(from, 12);
  }
}

/** The first instant of `now`'s calendar month in Brasília. */
export function brasiliaMonthStart(now = new Date()): Date {
  const local = new Date(now.getTime() - OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) + OFFSET_MS);
}
