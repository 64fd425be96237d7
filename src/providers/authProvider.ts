// react-admin's authProvider over the session of ./session and the Auth calls of ./authApi.
import type { AuthProvider, UserIdentity } from 'ra-core';
import { LOGOUT_DELAY_MS } from '../../common/constants';
import { authApi, type Identity, type LoginInput } from './authApi';
import type { AccessIdentity } from './canAccess';
import { setFlash } from './flash';
import { refreshSession } from './http';
import { adoptUserPreferences } from './preferences';
import { clearSession, hasSession, isExpired, startSession } from './session';
import { clearTabs } from './tabs';

let identityPromise: Promise<Identity> | null = null;

/** The signed-in user, fetched once per session (forgotten at login, logout and "user updated"). */
export function currentIdentity(): Promise<Identity> {
  // Without a session there is nobody to ask about (and a 401 would say "session closed").
  if (!hasSession()) return Promise.reject(new Error('no session'));
  identityPromise ??= authApi.identity().then(
    (u) => {
      adoptUserPreferences(u);
      return u;
    },
    (err) => {
      identityPromise = null;
      throw err;
    },
  );
  return identityPromise;
}
export const forgetIdentity = () => {
  identityPromise = null;
};

export const accessIdentity = (u: Pick<Identity, 'ambient' | 'permissoes'>): AccessIdentity => ({
  ambient: u.ambient,
  permissions: u.permissoes,
});

/** What react-admin is given to redirect without showing a message of its own. */
export interface AuthRedirect {
  redirectTo: string;
  message: false;
  logoutUser: boolean;
}
const redirectToLogin = (): AuthRedirect => ({ redirectTo: '/login', message: false, logoutUser: false });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function signIn(input: LoginInput): Promise<void> {
  startSession(await authApi.login(input), input.remember);
  forgetIdentity();
}

export async function signOut(): Promise<void> {
  if (hasSession()) {
    await authApi.logout().catch(() => undefined);
    // Spec §4: storage and cookies are cleared 500 ms after logout, then the login page greets.
    await sleep(LOGOUT_DELAY_MS);
    clearSession();
    clearTabs();
    setFlash({ message: 'app.auth.logout_success', level: 'success' });
  }
  forgetIdentity();
}

export const authProvider: AuthProvider = {
  login: (params: LoginInput) => signIn(params),
  async logout() {
    await signOut();
    return '/login';
  },
  async checkAuth() {
    if (!hasSession()) {
      // A session that has just ended is on its way to the login page with the message saying why.
      setFlash({ message: 'app.auth.entry_not_allowed', level: 'warning' }, { keep: true });
      return Promise.reject(redirectToLogin());
    }
    if (isExpired() && !(await refreshSession())) return Promise.reject(redirectToLogin());
  },
  // The HTTP layer has already carried out the catalogue's action; never log out from here.
  checkError: async () => undefined,
  async getIdentity(): Promise<UserIdentity> {
    const u = await currentIdentity();
    // react-admin's user menu shows `avatar` (the profile photo) in the app bar.
    return { ...u, id: u.id, fullName: u.nome, avatar: u.foto_url ?? undefined };
  },
  async getPermissions() {
    return (await currentIdentity()).permissoes;
  },
  // The rules come with the resources' manifests, which the login page does not load: the admin
  // app's provider adds them (resourceAccess.ts).
};
