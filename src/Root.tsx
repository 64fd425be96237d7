// The root of the SPA: theme (skin), translations, the shell's routing and toasts. Public pages load on their
// own; the admin app (react-admin) loads only when an authenticated route is opened.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useEffect, useReducer, useSyncExternalStore } from 'react';
import { InitClientCheck } from './components/InitClientCheck';
import { ChunkBoundary, lazyPage } from './components/lazyPage';
import { PageLoader } from './components/PageLoader';
import { ScrollToTop } from './components/ScrollToTop';
import { Toaster } from './components/Toaster';
import { UiEvents } from './components/UiEvents';
import { refreshSession } from './providers/http';
import { getSkin, subscribePreferences } from './providers/preferences';
import { PublicI18nProvider } from './providers/publicI18n';
import { hasSession, isExpired } from './providers/session';
import { navigate, usePathname } from './routes/navigation';
import { findRoute, PUBLIC_ROUTES } from './routes/public';
import type { RouteDef } from './routes/types';
import { skinTheme } from './themes/skins';

const AdminApp = lazyPage(() => import('./admin/AdminApp'));
const PublicNotFound = lazyPage(() => import('./pages/errors/PublicNotFound'));
const VerifyPage = lazyPage(() => import('./pages/signing/VerifyPage'));
const publicPages: Record<string, ReturnType<typeof lazyPage>> = {
  login: lazyPage(() => import('./pages/auth/LoginPage')),
  root: lazyPage(() => import('./pages/auth/LoginPage')),
  signUp: lazyPage(() => import('./pages/auth/SignUpPage')),
  confirmEmail: lazyPage(() => import('./pages/auth/ConfirmEmailPage')),
  userRegister: lazyPage(() => import('./pages/auth/CompleteRegistrationPage')),
  userSignUp: lazyPage(() => import('./pages/auth/CompleteRegistrationPage')),
  recovery: lazyPage(() => import('./pages/auth/RecoveryPage')),
  reset: lazyPage(() => import('./pages/auth/ResetPasswordPage')),
  inviteSignUp: lazyPage(() => import('./pages/auth/InviteSignUpPage')),
  sign: lazyPage(() => import('./pages/signing/SignPage')),
  verify: VerifyPage,
  verifyCode: VerifyPage,
  signatoryRegister: lazyPage(() => import('./pages/signing/SignatoryRegisterPage')),
  publicLink: lazyPage(() => import('./pages/publicLink/PublicLinkPage')),
};

/**
 * Spec §2: a signed-in user opening a public page that is not ignore-auth (the login, sign-up,
 * recovery) goes to the start page (/home: the dashboard of company users; the route's guard takes
 * admins to their landing page and signatories to their inbox). A session past its expiry is
 * renewed first (spec §4); when it cannot be, the user is signed out and stays on the login page
 * with 'Ops, você foi desconectado.' (the renewal's own logout). True while leaving or renewing.
 */
function useLeaveWhenSignedIn(route: RouteDef | undefined): boolean {
  const leave = route?.access === 'public' && hasSession();
  const [, renewalFailed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!leave) return;
    let live = true;
    void (async () => {
      const signedIn = !isExpired() || (await refreshSession());
      if (!live) return;
      if (signedIn) navigate('/home', { replace: true });
      // Signed out now: show the page (the logout has gone to the login page, maybe this one).
      else renewalFailed();
    })();
    return () => {
      live = false;
    };
  }, [leave]);
  return leave;
}

function Shell() {
  const pathname = usePathname();
  const publicRoute = findRoute(PUBLIC_ROUTES, pathname);
  const leaving = useLeaveWhenSignedIn(publicRoute);
  if (leaving) return isExpired() ? <PageLoader /> : null;
  if (publicRoute) {
    const Page = publicPages[publicRoute.name] ?? PublicNotFound;
    return <Page />;
  }
  // Every other path is the admin app's (which shows the public not-found page for one it has not).
  return <AdminApp />;
}

export function Root() {
  const skin = useSyncExternalStore(subscribePreferences, getSkin);
  return (
    <ThemeProvider theme={skinTheme(skin)}>
      <CssBaseline />
      <PublicI18nProvider>
        <UiEvents />
        <InitClientCheck />
        <ScrollToTop />
        <ChunkBoundary>
          <Suspense fallback={<PageLoader />}>
            <Shell />
          </Suspense>
        </ChunkBoundary>
        <Toaster />
      </PublicI18nProvider>
    </ThemeProvider>
  );
}
