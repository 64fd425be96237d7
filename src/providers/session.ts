// The session kept in the browser (spec §4 and §9): access token and its expiry in cookies for
// 365 days, the refresh token for 7 days; expiry = now + expires_in; the 'remember' flag in
// localStorage is false when a refresh token is given, true otherwise. Language and skin live in
// their own localStorage keys and survive logout.
import Cookies from 'js-cookie';
import { ACCESS_COOKIE_DAYS, REFRESH_COOKIE_DAYS } from '../../common/constants';

export const ACCESS_COOKIE = 'access_token';
export const EXPIRY_COOKIE = 'token_expiry';
export const REFRESH_COOKIE = 'refresh_token';
export const REMEMBER_KEY = 'remember';
/** Keys that outlive a logout. */
export const PERSISTENT_KEYS = ['user_language', 'user_skin', 'hide_chat_widget'] as const;

export interface Tokens {
  access_token: string;
  refresh_token?: string | null;
  expires_in: number;
}

const cookieOptions = (days: number) => ({
  expires: days,
  path: '/',
  sameSite: 'strict' as const,
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

export function saveTokens(tokens: Tokens, now = Date.now()): void {
  Cookies.set(ACCESS_COOKIE, tokens.access_token, cookieOptions(ACCESS_COOKIE_DAYS));
  Cookies.set(EXPIRY_COOKIE, String(now + tokens.expires_in * 1000), cookieOptions(ACCESS_COOKIE_DAYS));
  if (tokens.refresh_token)
    Cookies.set(REFRESH_COOKIE, tokens.refresh_token, cookieOptions(REFRESH_COOKIE_DAYS));
  localStorage.setItem(REMEMBER_KEY, tokens.refresh_token ? 'false' : 'true');
}

export const accessToken = (): string | undefined => Cookies.get(ACCESS_COOKIE);
export const refreshToken = (): string | undefined => Cookies.get(REFRESH_COOKIE);
export const tokenExpiry = (): number => Number(Cookies.get(EXPIRY_COOKIE) ?? 0);
export const hasSession = (): boolean => Boolean(accessToken());
export const isExpired = (now = Date.now()): boolean => tokenExpiry() <= now;

/** Clears cookies and local storage, keeping the user's language and skin. */
export function clearSession(): void {
  for (const name of [ACCESS_COOKIE, EXPIRY_COOKIE, REFRESH_COOKIE]) Cookies.remove(name, { path: '/' });
  const kept = PERSISTENT_KEYS.map((k) => [k, localStorage.getItem(k)] as const);
  localStorage.clear();
  for (const [k, v] of kept) if (v !== null) localStorage.setItem(k, v);
}
