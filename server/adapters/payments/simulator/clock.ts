// The simulator's time: the real clock plus what /_control/clock/advance added, read in Brasília
// (UTC−3, no daylight saving since 2019) because Asaas's dates and timestamps carry no zone and mean
// Brasília's calendar. Calendar days are YYYY-MM-DD strings, computed in UTC to stay zone-free.

const BRASILIA_OFFSET_MS = -3 * 3600_000;
const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export class SimClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advanceDays(days: number): void {
    this.offsetMs += days * DAY_MS;
  }
}

/** The instant as Brasília's wall clock, in a Date whose UTC fields hold it. */
const wall = (d: Date) => new Date(d.getTime() + BRASILIA_OFFSET_MS);

/** YYYY-MM-DD in Brasília. */
export const brDate = (d: Date): string => wall(d).toISOString().slice(0, 10);

/** `YYYY-MM-DD HH:mm:ss` in Brasília, Asaas's timestamp form. */
export const brTimestamp = (d: Date): string => wall(d).toISOString().slice(0, 19).replace('T', ' ');

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isDate(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

export const addDays = (date: string, days: number): string =>
  new Date(utc(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from a to b (b − a). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((utc(b).getTime() - utc(a).getTime()) / DAY_MS);

/** The same day n months later, held to the month's last day (01-31 + 1 month → 02-28). */
export function addMonths(date: string, months: number): string {
  const d = utc(date);
  const day = d.getUTCDate();
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

/** DD/MM/YYYY, for the pages and PDFs. */
export const ptDate = (date: string): string => date.split('-').reverse().join('/');
