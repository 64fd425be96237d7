// Dates and times on the signing pages: DD/MM/AAAA HH:MM in Brasília time (America/Sao_Paulo),
// as the certificate prints them, whatever the reader's own time zone.
import type { Language } from '../../../common/constants';

const ZONE = 'America/Sao_Paulo';

export function dateTime(value: string | null | undefined, lang: Language, seconds = false): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = lang === 'en' ? 'en-GB' : 'pt-BR';
  const day = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: ZONE,
  }).format(date);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: seconds ? '2-digit' : undefined,
    hourCycle: 'h23',
    timeZone: ZONE,
  }).format(date);
  return `${day} ${time}`;
}

/** Only the time (HH:MM), in Brasília time. */
export function timeOnly(value: string, lang: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ZONE,
  }).format(date);
}

/**
 * A deadline's day, DD/MM/AAAA: a day as written (YYYY-MM-DD) or the Brasília day of an instant
 * (a deadline ends at 23:59:59 of its day there).
 */
export function deadlineDay(value: string | null | undefined, lang: Language): string {
  if (!value) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: day ? 'UTC' : ZONE,
  }).format(date);
}
