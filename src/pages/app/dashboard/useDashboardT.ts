// Translation and number formats of the dashboard, with its own dictionary
// (i18n/app/pages/dashboard.ts) that travels in the dashboard's chunk. Follows the app's language.
import { useMemo } from 'react';
import type { Language } from '../../../../common/constants';
import { dashboardPagesEn, dashboardPagesPtBR } from '../../../../i18n/app/pages/dashboard';
import { type PageTranslate, usePageText } from '../../../providers/pageT';

export type DashboardTranslate = PageTranslate;

export interface DashboardText {
  t: DashboardTranslate;
  lang: Language;
  /** A whole number with the language's separators (pt-BR: 1.234). */
  number: (value: number) => string;
  percent: (fraction: number) => string;
}

export function useDashboardT(): DashboardText {
  const { t, lang } = usePageText({ pt_BR: dashboardPagesPtBR, en: dashboardPagesEn });
  return useMemo(() => {
    const locale = lang === 'en' ? 'en-US' : 'pt-BR';
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    return { t, lang, number: (v: number) => whole.format(v), percent: (f: number) => pct.format(f) };
  }, [t, lang]);
}
