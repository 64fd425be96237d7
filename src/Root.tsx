// The root of the SPA: theme (skin), translations, the shell's routing and toasts. Public pages load on their
// own; the admin app (react-admin) loads only when an authenticated route is opened.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { InitClientCheck } from './components/InitClientCheck';
import { ChunkBoundary, lazyPage } from './components/lazyPage';
import { PageLoader } from './components/PageLoader';
import { ScrollToTop } from './components/ScrollToTop';
import { Toaster } from './components/Toaster';
import { UiEvents } from './components/UiEvents';
import { getSkin, subscribePreferences } from './providers/preferences';
import { PublicI18nProvider } from './providers/publicI18n';
import { hasSession } from './providers/session';
import { navigate, usePathname } from './routes/navigation';
import { findRoute, PUBLIC_ROUTES } from './routes/public';
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

function Shell() {
  const pathname = usePathname();
  const publicRoute = findRoute(PUBLIC_ROUTES, pathname);
  // A signed-in user opening a public page that is not ignore-auth goes to the dashboard.
  const leave = publicRoute?.access === 'public' && hasSession();
  useEffect(() => {
    if (leave) navigate('/home', { replace: true });
  }, [leave]);
  if (leave) return null;
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
