// Translation, money and dates of the subscription pages, with their own dictionary
// (i18n/app/pages/billing.ts) that travels in their chunks. Follows the app's language.
import { useMemo } from 'react';
import { formatBytes } from '../../../../common/bytes';
import type { Language } from '../../../../common/constants';
import { billingPagesEn, billingPagesPtBR } from '../../../../i18n/app/pages/billing';
import { formatCurrency, formatDate, formatDateTime } from '../../../providers/format';
import { type PageTranslate, usePageText } from '../../../providers/pageT';

export type BillingTranslate = PageTranslate;

const MB = 1024 * 1024;

export function useBillingT(): {
  t: BillingTranslate;
  lang: Language;
  /** BRL in the language's format (pt-BR: R$ 1.234,56). */
  money: (value: number) => string;
  /** A date (ISO date-time, or YYYY-MM-DD taken as that calendar day). */
  date: (value: string) => string;
  /** A moment with its time (a Pix code's expiry). */
  dateTime: (value: string) => string;
  /** Megabytes (as plans set storage) the way the dashboard shows sizes: '10 GB'. */
  megabytes: (mb: number) => string;
  /** What an add-on adds: '+1 dispositivo', '+5 usuários', '+1 GB de armazenamento'. */
  addon: (module: string, quantity: number) => string;
} {
  const { t, lang } = usePageText({ pt_BR: billingPagesPtBR, en: billingPagesEn });
  return useMemo(
    () => ({
      t,
      lang,
      money: (value: number) => formatCurrency(value, lang),
      date: (value: string) =>
        formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00-03:00` : value, lang),
      dateTime: (value: string) => formatDateTime(value, lang),
      megabytes: (mb: number) => formatBytes(mb * MB, lang),
      addon: (module: string, quantity: number) =>
        module === 'storage'
          ? t('addon.storage', { size: formatBytes(quantity * MB, lang) })
          : t(`addon.${module}`, { smart_count: quantity }),
    }),
    [t, lang],
  );
}

/** The i18n key of a fin_status code. */
export const finStatusKey = (status: number) =>
  status === -1 ? 'in_arrears' : status === 0 ? 'received' : status === 2 ? 'paid' : 'opened';
