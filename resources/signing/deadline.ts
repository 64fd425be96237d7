// A signing process' deadline as the forms handle it: a day (YYYY-MM-DD) in Brasília, where the
// deadline ends at 23:59:59. The API rejects past days; the forms offer tomorrow onwards.
const ZONE = 'America/Sao_Paulo';

/** The intervals offered for automatic reminders, in days (the API takes 1 to 30). */
export const REMINDER_DAYS = [1, 2, 3, 5, 7, 15] as const;

/** The Brasília day (YYYY-MM-DD) of an instant. */
export function brasiliaDay(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: ZONE,
  }).format(date);
}

/** The first day a deadline may fall on in these forms: tomorrow in Brasília. */
export function tomorrow(now: Date = new Date()): string {
  const [y, m, d] = brasiliaDay(now).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

/** A day typed in a date field: YYYY-MM-DD (the field gives '' while incomplete). */
export const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
