// The address fields' texts: the `addresses` section of the profile page's dictionary
// (i18n/app/pages/profile.ts), shared by every address form (the profile's, the company's). It
// travels in the chunk of the page that shows an address, never with the first screen.
import { useCallback, useSyncExternalStore } from 'react';
import { profileEn, profilePtBR } from '../../../i18n/app/pages/profile';
import { interpolate } from '../../providers/interpolate';
import { getLanguage, subscribePreferences } from '../../providers/preferences';

export type AddressTranslate = (key: string) => string;

export function useAddressT(): AddressTranslate {
  const lang = useSyncExternalStore(subscribePreferences, getLanguage);
  return useCallback<AddressTranslate>(
    (key) => interpolate(lang, (lang === 'en' ? profileEn : profilePtBR).addresses, key),
    [lang],
  );
}
