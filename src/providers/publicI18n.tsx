// Translation for the whole SPA shell without react-admin: pt-BR loaded with the app, English on
// demand. The admin app builds its react-admin i18nProvider from the same dictionaries.
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Language } from '../../common/constants';
import { interpolate } from './interpolate';
import { type Dictionary, loadAppDictionary, ptBRDictionary } from './messages';
import { getLanguage, subscribePreferences } from './preferences';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

interface I18nValue {
  t: Translate;
  lang: Language;
}

const I18nContext = createContext<I18nValue>({
  t: (key, options) => interpolate('pt_BR', ptBRDictionary, key, options),
  lang: 'pt_BR',
});

export function PublicI18nProvider({ children }: { children: ReactNode }) {
  const lang = useSyncExternalStore(subscribePreferences, getLanguage);
  const [dict, setDict] = useState<{ lang: Language; phrases: Dictionary }>({
    lang: 'pt_BR',
    phrases: ptBRDictionary,
  });
  useEffect(() => {
    let live = true;
    void loadAppDictionary(lang).then((phrases) => live && setDict({ lang, phrases }));
    return () => {
      live = false;
    };
  }, [lang]);
  const value = useMemo<I18nValue>(() => {
    return { t: (key, options) => interpolate(dict.lang, dict.phrases, key, options), lang: dict.lang };
  }, [dict]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useT = () => useContext(I18nContext).t;
export const useLang = () => useContext(I18nContext).lang;
