// Translation for "Meus dados" (the profile's section and the administrators' requests page) with its
// own dictionary (i18n/app/pages/lgpd.ts), which travels in those pages' chunks. Follows the language
// picked anywhere in the app; `date` writes a moment as that language does.
import { useMemo } from 'react';
import { lgpdEn, lgpdPtBR } from '../../../../i18n/app/pages/lgpd';
import { formatDateTime } from '../../../providers/format';
import { type PageTranslate, usePageText } from '../../../providers/pageT';

export type LgpdTranslate = PageTranslate;

export function useLgpdT(): { t: LgpdTranslate; date(value: string): string } {
  const { t, lang } = usePageText({ pt_BR: lgpdPtBR, en: lgpdEn });
  return useMemo(() => ({ t, date: (value: string) => formatDateTime(value, lang) }), [t, lang]);
}
