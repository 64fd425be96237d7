// react-admin's i18nProvider: complete react-admin messages plus the app's. pt-BR ships with the
// app; English is fetched when chosen — and before the provider is made when the user starts in
// English, because react-admin needs the starting language's messages synchronously.
import Polyglot from 'node-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ptBRRa } from '../../i18n/ra/pt-BR';
import { RESOURCES } from '../../resources';
import { type ResourceManifest, titleMessages } from '../routes/resource';
import { addResourceMessages, lateMessage } from './lateMessages';
import { loadAppDictionary, ptBRDictionary } from './messages';
import { getLanguage, localeOf } from './preferences';

// The route titles the manifests declare (tabs, page titles and menu entries need them before any page loads).
for (const { name, titles } of RESOURCES as readonly ResourceManifest[])
  if (titles) addResourceMessages(name, { pt_BR: titleMessages(titles.pt_BR), en: titleMessages(titles.en) });

const ptBR = { ...ptBRRa, ...ptBRDictionary } as TranslationMessages;

let english: TranslationMessages | undefined;
async function loadEnglish(): Promise<TranslationMessages> {
  if (!english) {
    const [{ default: ra }, app] = await Promise.all([
      import('ra-language-english'),
      loadAppDictionary('en'),
    ]);
    english = { ...ra, ...app } as TranslationMessages;
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
      const late = lateMessage(lang, key);
      // Polyglot's own rules (pt-BR: 0 is plural), so a text reads the same wherever its dictionary lives.
      return late === undefined
        ? base.translate(key, options)
        : Polyglot.transformPhrase(late, options, base.getLocale());
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
