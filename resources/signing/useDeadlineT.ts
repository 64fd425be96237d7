// Translation of a signing process' deadline with its own dictionary (i18n/app/pages/signingDeadline.ts),
// which travels in the signing dialogs' chunk rather than the first screen's. Follows the language
// picked anywhere in the app.
import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '../../common/constants';
import { signingDeadlineEn, signingDeadlinePtBR } from '../../i18n/app/pages/signingDeadline';
import { interpolate } from '../../src/providers/interpolate';
import { getLanguage, subscribePreferences } from '../../src/providers/preferences';

export type DeadlineT = (key: string, options?: Record<string, unknown>) => string;

export function useDeadlineT(): { t: DeadlineT; lang: Language } {
  const lang = useSyncExternalStore(subscribePreferences, getLanguage);
  const t = useCallback<DeadlineT>(
    (key, options) =>
      interpolate(lang, lang === 'en' ? signingDeadlineEn : signingDeadlinePtBR, key, options),
    [lang],
  );
  return { t, lang };
}
