// The session kept in the browser (spec §4 and §9): access token and its expiry in cookies for
// 365 days; expiry = now + expires_in. The refresh token never reaches page scripts: the server
// keeps it in an HttpOnly cookie sent only to POST /api/refresh-token (see http.ts refreshSession).
// The 'remember' flag in localStorage records whether the user asked to be remembered at sign-in.
// Language and skin live in their own localStorage keys and survive logout.
import Cookies from 'js-cookie';
import { ACCESS_COOKIE_DAYS, SESSION_COOKIE_HEADER } from '../../common/constants';

export const ACCESS_COOKIE = 'access_token';
export const EXPIRY_COOKIE = 'token_expiry';
export const REMEMBER_KEY = 'remember';
/** Keys that outlive a logout. */
export const PERSISTENT_KEYS = [
  'user_language',
  'user_skin',
  'hide_chat_widget',
  'first_steps_hidden',
] as const;
/** Sent on the calls that open or renew a session: the refresh token comes back as the HttpOnly cookie. */
export const REFRESH_IN_COOKIE = { [SESSION_COOKIE_HEADER]: '1' };

/** The readable refresh-token cookie earlier versions kept; dropped wherever a browser still holds it. */
const LEGACY_REFRESH_COOKIE = 'refresh_token';
if (typeof document !== 'undefined') Cookies.remove(LEGACY_REFRESH_COOKIE, { path: '/' });

/** What the SPA keeps of a session answer (the refresh token is in the HttpOnly cookie). */
export interface Tokens {
  access_token: string;
  expires_in: number;
}

const cookieOptions = (days: number) => ({
  expires: days,
  path: '/',
  sameSite: 'strict' as const,
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

/** Stores a new access token (at sign-in and at every refresh). */
export function saveTokens(tokens: Tokens, now = Date.now()): void {
  Cookies.set(ACCESS_COOKIE, tokens.access_token, cookieOptions(ACCESS_COOKIE_DAYS));
  Cookies.set(EXPIRY_COOKIE, String(now + tokens.expires_in * 1000), cookieOptions(ACCESS_COOKIE_DAYS));
}

/** A session just opened (login, sign-up, accepted invite) and whether the user chose "remember me". */
export function startSession(tokens: Tokens, remember: boolean): void {
  saveTokens(tokens);
  localStorage.setItem(REMEMBER_KEY, String(remember));
}

export const accessToken = (): string | undefined => Cookies.get(ACCESS_COOKIE);
export const tokenExpiry = (): number => Number(Cookies.get(EXPIRY_COOKIE) ?? 0);
export const hasSession = (): boolean => Boolean(accessToken());
export const isExpired = (now = Date.now()): boolean => tokenExpiry() <= now;

/** Clears cookies and local storage, keeping the user's language and skin. */
export function clearSession(): void {
  for (const name of [ACCESS_COOKIE, EXPIRY_COOKIE, LEGACY_REFRESH_COOKIE])
    Cookies.remove(name, { path: '/' });
  const kept = PERSISTENT_KEYS.map((k) => [k, localStorage.getItem(k)] as const);
  localStorage.clear();
  for (const [k, v] of kept) if (v !== null) localStorage.setItem(k, v);
}
