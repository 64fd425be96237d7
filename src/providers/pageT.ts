// Translation with a page's own dictionary (i18n/app/pages/*.ts), which travels in that page's chunk
// rather than the first screen's: the app's language (picked anywhere in the app, kept by
// preferences.ts) and a stable `t(key, options)` over the dictionary of that language.
import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '../../common/constants';
import { interpolate, type Phrases } from './interpolate';
import { getLanguage, subscribePreferences } from './preferences';

export type PageTranslate = (key: string, options?: Record<string, unknown>) => string;

/** A page's dictionary in each language. */
export interface PageDictionaries {
  pt_BR: Phrases;
  en: Phrases;
}

/** The app's language, following every change of it. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribePreferences, getLanguage);
}

/** `t` over `dictionaries` in `lang`: the same function while the language and dictionaries stay. */
export function useTranslateIn(lang: Language, { pt_BR, en }: PageDictionaries): PageTranslate {
  return useCallback<PageTranslate>(
    (key, options) => interpolate(lang, lang === 'en' ? en : pt_BR, key, options),
    [lang, pt_BR, en],
  );
}

/** `t` over a page's dictionaries in the app's language. */
export function usePageT(dictionaries: PageDictionaries): PageTranslate {
  return useTranslateIn(useLanguage(), dictionaries);
}

/** `t` and the language it speaks, for pages that also format numbers and dates. */
export function usePageText(dictionaries: PageDictionaries): { t: PageTranslate; lang: Language } {
  const lang = useLanguage();
  return { t: useTranslateIn(lang, dictionaries), lang };
}
