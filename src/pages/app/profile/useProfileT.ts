// Translation for the profile page with its own dictionary (i18n/app/pages/profile.ts), which
// travels in this page's chunk. Follows the language picked anywhere in the app.
import { useCallback, useSyncExternalStore } from 'react';
import { profileEn, profilePtBR } from '../../../../i18n/app/pages/profile';
import { interpolate } from '../../../providers/interpolate';
import { getLanguage, subscribePreferences } from '../../../providers/preferences';

export type ProfileTranslate = (key: string, options?: Record<string, unknown>) => string;

export function useProfileT(): ProfileTranslate {
  const lang = useSyncExternalStore(subscribePreferences, getLanguage);
  return useCallback<ProfileTranslate>(
    (key, options) => interpolate(lang, lang === 'en' ? profileEn : profilePtBR, key, options),
    [lang],
  );
}
