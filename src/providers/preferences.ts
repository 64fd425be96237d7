// Language and skin: kept in their own localStorage keys (user_language, user_skin) so they
// survive logout, shared by the public pages and the admin app, and sent to the server when a
// user is signed in.
import { DEFAULT_LANGUAGE, DEFAULT_SKIN, type Language } from '../../common/constants';
import { isSkin } from '../themes/skins';
import { authApi } from './authApi';
import { hasSession } from './session';

export const LANGUAGE_KEY = 'user_language';
export const SKIN_KEY = 'user_skin';
export const CHAT_HIDDEN_KEY = 'hide_chat_widget';

type Listener = () => void;
const listeners = new Set<Listener>();
export const subscribePreferences = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const notify = () => {
  for (const l of listeners) l();
};

export const getLanguage = (): Language =>
  localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : DEFAULT_LANGUAGE;
export const getSkin = (): string => {
  const s = localStorage.getItem(SKIN_KEY);
  return isSkin(s) ? s : DEFAULT_SKIN;
};

/** Polyglot/react-admin locale code of a language. */
export const localeOf = (lang: Language) => (lang === 'en' ? 'en' : 'pt-BR');

export function setLanguage(lang: Language, sync = true): void {
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = localeOf(lang);
  if (sync && hasSession()) void authApi.changeLanguage(lang).catch(() => undefined);
  notify();
}

export function setSkin(skin: string, sync = true): void {
  if (!isSkin(skin)) return;
  localStorage.setItem(SKIN_KEY, skin);
  if (sync && hasSession()) void authApi.changeSkin(skin).catch(() => undefined);
  notify();
}

/**
 * Reconciles this browser's settings with the signed-in user's: a choice already made here (e.g.
 * English picked on the login page) wins and is saved on the server; a browser without one adopts
 * the user's saved settings.
 */
export function adoptUserPreferences(user: { language: string; skin: string }): void {
  const localLanguage = localStorage.getItem(LANGUAGE_KEY);
  if (localLanguage === null) {
    if (user.language === 'en' || user.language === 'pt_BR') setLanguage(user.language, false);
  } else if (localLanguage !== user.language) setLanguage(getLanguage());
  const localSkin = localStorage.getItem(SKIN_KEY);
  if (localSkin === null) {
    if (isSkin(user.skin)) setSkin(user.skin, false);
  } else if (localSkin !== user.skin) setSkin(getSkin());
}

export const isChatHidden = () => localStorage.getItem(CHAT_HIDDEN_KEY) === '1';
export function hideChat(): void {
  localStorage.setItem(CHAT_HIDDEN_KEY, '1');
  notify();
}
