// react-admin's i18nProvider: complete react-admin messages plus the app's. pt-BR ships with the
// app; English is fetched when chosen — and before the provider is made when the user starts in
// English, because react-admin needs the starting language's messages synchronously.
import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resourcesPtBR } from '../../i18n/app/resources';
import { ptBRRa } from '../../i18n/ra/pt-BR';
import { RESOURCES } from '../../resources';
import type { ResourceManifest } from '../routes/resource';
import { interpolate } from './interpolate';
import { addResourceMessages, lateMessage, lateMessages } from './lateMessages';
import { loadAppDictionary, ptBRDictionary } from './messages';
import { getLanguage, localeOf } from './preferences';

// The route titles the manifests declare (tabs, page titles and menu entries need them before any page loads).
for (const { name, titles } of RESOURCES as readonly ResourceManifest[])
  if (titles) addResourceMessages(name, { pt_BR: { page: titles.pt_BR }, en: { page: titles.en } });

const ptBR = { ...ptBRRa, ...ptBRDictionary, ...resourcesPtBR } as TranslationMessages;

let english: TranslationMessages | undefined;
async function loadEnglish(): Promise<TranslationMessages> {
  if (!english) {
    const [{ default: ra }, app, { resourcesEn }] = await Promise.all([
      import('ra-language-english'),
      loadAppDictionary('en'),
      import('../../i18n/app/resources/en'),
    ]);
    english = { ...ra, ...app, ...resourcesEn } as TranslationMessages;
  }
  return english;
}

let provider: Promise<I18nProvider> | undefined;

/**
 * Polyglot's provider, which first reads the messages added after it was made (lateMessages.ts: the
 * dictionaries of resources loaded with their pages).
 */
export function withLateMessages(base: I18nProvider): I18nProvider {
  return {
    ...base,
    translate: (key, options = {}) => {
      const lang = base.getLocale() === 'en' ? 'en' : 'pt_BR';
      return lateMessage(lang, key) === undefined
        ? base.translate(key, options)
        : interpolate(lang, lateMessages(lang), key, options);
    },
  };
}

/** The provider, made once, with the current language's messages already at hand. */
export function i18nProviderReady(): Promise<I18nProvider> {
  provider ??= (getLanguage() === 'en' ? loadEnglish() : Promise.resolve(undefined)).then(() =>
    withLateMessages(
      polyglotI18nProvider(
        (locale) => (locale === 'en' ? (english ?? loadEnglish()) : ptBR),
        localeOf(getLanguage()),
        [
          { locale: 'pt-BR', name: 'Português (Brasil)' },
          { locale: 'en', name: 'English' },
        ],
        { allowMissing: true },
      ),
    ),
  );
  return provider;
}
