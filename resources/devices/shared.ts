// Small pieces the devices pages share: the name's rules, the language for dates, a number as people read it, the
// time of a message, and whether a live event is about a given device.
import { maxLength, minLength, required, useLocale } from 'react-admin';
import type { Language } from '../../common/constants';
import type { RealtimeEvents } from '../../common/schemas/messaging';
import { formatWhatsappNumber } from '../../common/validation/whatsapp';

/** A device's name, as the API takes it (2 to 120 characters). */
export const nameRules = [required(), minLength(2), maxLength(120)];

export const useLanguage = (): Language => (useLocale() === 'en' ? 'en' : 'pt_BR');

/** '5511999990001' → '+55 (11) 99999-0001'; nothing for no number. */
export const displayNumber = (number: string | null | undefined): string =>
  number ? formatWhatsappNumber(number) : '';

const ZONE = 'America/Sao_Paulo';
const locale = (lang: Language) => (lang === 'en' ? 'en-GB' : 'pt-BR');

/** A message's time: hours and minutes today, else the date as well. */
export function messageTime(value: string, lang: Language, now = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(d);
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', timeZone: ZONE };
  const options: Intl.DateTimeFormatOptions =
    day(date) === day(now) ? time : { ...time, day: '2-digit', month: '2-digit', year: '2-digit' };
  return new Intl.DateTimeFormat(locale(lang), options).format(date);
}

/** The route's id is the numeric id (or the uuid): does an event concern that device? */
export const isDevice = (event: Pick<RealtimeEvents['device'], 'id' | 'uuid'>, routeId: string | undefined) =>
  routeId !== undefined && (String(event.id) === routeId || event.uuid === routeId);
