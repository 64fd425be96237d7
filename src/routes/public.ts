// The public pages of spec §2 (no login needed) and the small helpers the shell routes with. Apart
// from the route table of the authenticated area (table.ts), which carries every resource's
// manifest: the public bundle and the login page do not.
import { matchRoute } from './navigation';
import type { RouteDef } from './types';

export const PUBLIC_ROUTES: RouteDef[] = [
  { name: 'login', path: '/login', access: 'public', title: 'app.page.login' },
  { name: 'root', path: '/', access: 'public', title: 'app.page.login' },
  { name: 'signUp', path: '/sign-up', access: 'public', title: 'app.page.sign_up' },
  {
    name: 'confirmEmail',
    path: '/confirmar-email/:tokenId',
    access: 'ignoreAuth',
    title: 'app.page.confirm_email',
  },
  {
    name: 'userRegister',
    path: '/usuario/registrar/:tokenId',
    access: 'ignoreAuth',
    title: 'app.page.user_register',
  },
  {
    name: 'userSignUp',
    path: '/usuario/cadastrar/:tokenId',
    access: 'ignoreAuth',
    title: 'app.page.user_register',
  },
  { name: 'recovery', path: '/password/recovery', access: 'public', title: 'app.page.recovery' },
  // The link of a recovery e-mail: it opens (and sets the password) also where someone is signed in.
  { name: 'reset', path: '/api/password/reset/:token', access: 'ignoreAuth', title: 'app.page.reset' },
  {
    name: 'inviteSignUp',
    path: '/cadastrar-usuario/:token',
    access: 'ignoreAuth',
    title: 'app.page.invite_sign_up',
  },
  { name: 'sign', path: '/assinar/:token', access: 'ignoreAuth', title: 'app.page.sign' },
  { name: 'verify', path: '/verificar', access: 'ignoreAuth', title: 'app.page.verify' },
  { name: 'verifyCode', path: '/verificar/:codigo', access: 'ignoreAuth', title: 'app.page.verify' },
  {
    name: 'signatoryRegister',
    path: '/cadastro-signatario/:token',
    access: 'ignoreAuth',
    title: 'app.page.signatory_register',
  },
  { name: 'publicLink', path: '/m/:token', access: 'ignoreAuth', title: 'app.page.public_link' },
];

/** Where each kind of user lands after login. */
export const landingPath = (ambient: 'A' | 'S' | null | undefined) =>
  ambient === 'A' ? '/planos' : ambient === 'S' ? '/inbox' : '/home';

export const findRoute = (routes: RouteDef[], pathname: string): RouteDef | undefined =>
  routes.find((r) => matchRoute(r.path, pathname) !== null);
