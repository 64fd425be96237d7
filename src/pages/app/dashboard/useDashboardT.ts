// Translation and number formats of the dashboard, with its own dictionary
// (i18n/app/pages/dashboard.ts) that travels in the dashboard's chunk. Follows the app's language.
import { useMemo } from 'react';
import type { Language } from '../../../../common/constants';
import { dashboardPagesEn, dashboardPagesPtBR } from '../../../../i18n/app/pages/dashboard';
import { formatPercent } from '../../../providers/format';
import { type PageTranslate, usePageText } from '../../../providers/pageT';

export type DashboardTranslate = PageTranslate;

export interface DashboardText {
  t: DashboardTranslate;
  lang: Language;
  /** A whole number with the language's separators (pt-BR: 1.234). */
  number: (value: number) => string;
  /** A fraction as a percentage with two decimals (spec §9: pt-BR 12,35%). */
  percent: (fraction: number) => string;
}

export function useDashboardT(): DashboardText {
  const { t, lang } = usePageText({ pt_BR: dashboardPagesPtBR, en: dashboardPagesEn });
  return useMemo(() => {
    const locale = lang === 'en' ? 'en-US' : 'pt-BR';
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return {
      t,
      lang,
      number: (v: number) => whole.format(v),
      percent: (f: number) => formatPercent(f, lang),
    };
  }, [t, lang]);
}
