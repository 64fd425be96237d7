// Translation for the public signing pages with their own dictionary (i18n/app/pages/signing.ts),
// which travels in these pages' chunks rather than in the login page's bundle. Follows the language
// picked anywhere in the app.
import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '../../../common/constants';
import { signingPagesEn, signingPagesPtBR } from '../../../i18n/app/pages/signing';
import { interpolate } from '../../providers/interpolate';
import { getLanguage, subscribePreferences } from '../../providers/preferences';

export type SigningTranslate = (key: string, options?: Record<string, unknown>) => string;

export function useSigningT(): { t: SigningTranslate; lang: Language } {
  const lang = useSyncExternalStore(subscribePreferences, getLanguage);
  const t = useCallback<SigningTranslate>(
    (key, options) => interpolate(lang, lang === 'en' ? signingPagesEn : signingPagesPtBR, key, options),
    [lang],
  );
  return { t, lang };
}

export { lowerFirst } from '../../../common/signing';
