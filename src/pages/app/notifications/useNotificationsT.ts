// Translation and relative times of the notifications popover and page, with their own dictionary
// (i18n/app/pages/notifications.ts) that travels in their chunks. Follows the app's language.
import { useMemo } from 'react';
import type { Language } from '../../../../common/constants';
import { notificationsPagesEn, notificationsPagesPtBR } from '../../../../i18n/app/pages/notifications';
import { type PageTranslate, usePageText } from '../../../providers/pageT';

export type NotificationsTranslate = PageTranslate;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

export function useNotificationsT(): {
  t: NotificationsTranslate;
  lang: Language;
  /** "5 minutes ago" in the app's language; "just now" under a minute. */
  ago: (iso: string, now?: number) => string;
  /** The full date and time, for a tooltip. */
  when: (iso: string) => string;
} {
  const { t, lang } = usePageText({ pt_BR: notificationsPagesPtBR, en: notificationsPagesEn });
  return useMemo(() => {
    const locale = lang === 'en' ? 'en-US' : 'pt-BR';
    const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    const dtf = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    const ago = (iso: string, now = Date.now()) => {
      const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
      for (const [unit, size] of UNITS)
        if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
      return t('just_now');
    };
    return { t, lang, ago, when: (iso: string) => dtf.format(new Date(iso)) };
  }, [t, lang]);
}
