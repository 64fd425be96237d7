// react-admin's i18nProvider: complete react-admin messages plus the app's, pt-BR at start and
// English fetched when chosen.

import type { TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ptBRRa } from '../../i18n/ra/pt-BR';
import { loadAppDictionary, ptBRDictionary } from './messages';
import { getLanguage, localeOf } from './preferences';

const ptBR = { ...ptBRRa, ...ptBRDictionary } as TranslationMessages;

async function english(): Promise<TranslationMessages> {
  const [{ default: ra }, app] = await Promise.all([import('ra-language-english'), loadAppDictionary('en')]);
  return { ...ra, ...app } as TranslationMessages;
}

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? english() : ptBR),
  localeOf(getLanguage()),
  [
    { locale: 'pt-BR', name: 'Português (Brasil)' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: true },
);
