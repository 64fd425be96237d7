// Translation for "Meus dados" (the profile's section and the administrators' requests page) with its
// own dictionary (i18n/app/pages/lgpd.ts), which travels in those pages' chunks. Follows the language
// picked anywhere in the app; `date` writes a moment as that language does.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { lgpdEn, lgpdPtBR } from '../../../../i18n/app/pages/lgpd';
import { formatDateTime } from '../../../providers/format';
import { interpolate } from '../../../providers/interpolate';
import { getLanguage, subscribePreferences } from '../../../providers/preferences';

export type LgpdTranslate = (key: string, options?: Record<string, unknown>) => string;

export function useLgpdT(): { t: LgpdTranslate; date(value: string): string } {
  const lang = useSyncExternalStore(subscribePreferences, getLanguage);
  const t = useCallback<LgpdTranslate>(
    (key, options) => interpolate(lang, lang === 'en' ? lgpdEn : lgpdPtBR, key, options),
    [lang],
  );
  return useMemo(() => ({ t, date: (value: string) => formatDateTime(value, lang) }), [t, lang]);
}
