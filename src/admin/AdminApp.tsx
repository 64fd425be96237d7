// The authenticated area: react-admin with the app's providers, layout and every route of spec §2
// under its guard. Loaded only when such a route is opened.

import { use } from 'react';
import {
  AccessDenied,
  AuthenticationError,
  CoreAdminContext,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  memoryStore,
  Notification,
  Resource,
} from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { TOAST_DURATION_MS } from '../../common/constants';
import { RESOURCES } from '../../resources';
import { lazyPage } from '../components/lazyPage';
import { AppLayout } from '../layout/AppLayout';
import { AdminNotFound } from '../pages/errors/AdminNotFound';
import { authProvider } from '../providers/authProvider';
import { dataProvider, registerResourceRoutes } from '../providers/dataProvider';
import { i18nProviderReady } from '../providers/i18nProvider';
import { withResourceAccess } from '../providers/resourceAccess';
import { usePathname } from '../routes/navigation';
import { findRoute } from '../routes/public';
import { dataResources } from '../routes/resource';
import { APP_ROUTES } from '../routes/table';
import { pageFor } from './pages';
import { gated } from './RouteGate';

const PublicNotFound = lazyPage(() => import('../pages/errors/PublicNotFound'));
const AppNotification = () => <Notification autoHideDuration={TOAST_DURATION_MS} />;
const store = memoryStore();
registerResourceRoutes(dataResources(RESOURCES));
const appAuthProvider = withResourceAccess(authProvider);
/** react-admin's resources: each manifest's, and the others its folder serves (e.g. the vault's files). */
const DATA_RESOURCES = RESOURCES.flatMap((m) => [
  ...(m.api ? [{ name: m.name, recordRepresentation: m.recordRepresentation }] : []),
  ...Object.keys(m.data ?? {}).map((name) => ({ name, recordRepresentation: undefined })),
]);

/** The admin app's paths: its routes plus what nests below them (e.g. react-admin's own views). */
const isAppPath = (pathname: string) =>
  findRoute(APP_ROUTES, pathname) !== undefined ||
  APP_ROUTES.some((r) => !r.path.includes(':') && pathname.startsWith(`${r.path}/`));

/** Any path the public shell has not: the admin app's, or the public not-found page. */
export default function AdminApp() {
  return isAppPath(usePathname()) ? <AdminShell /> : <PublicNotFound />;
}

function AdminShell() {
  const i18nProvider = use(i18nProviderReady());
  // History-mode URLs (spec §2): react-admin would use a hash router by default.
  // <Admin> is react-admin's context and UI with every default page imported (its login form, which
  // brings the whole form library, and its English messages): the two halves are composed here with
  // only the pages this app shows, so the first screen loads none of those. The theme (the user's skin)
  // comes from the shell (src/Root.tsx).
  return (
    <BrowserRouter>
      <CoreAdminContext
        authProvider={appAuthProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
      >
        <CoreAdminUI
          layout={AppLayout}
          catchAll={AdminNotFound}
          error={ErrorPage}
          loading={LoadingPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          loginPage={false}
          requireAuth
          disableTelemetry
        >
          {/* Resources are declared for react-admin's contexts and labels; their pages are the custom routes. */}
          {DATA_RESOURCES.map(({ name, recordRepresentation }) => (
            <Resource key={name} name={name} recordRepresentation={recordRepresentation} />
          ))}
          <CustomRoutes>
            {APP_ROUTES.map((route) => {
              const Page = pageFor(route.name);
              return <Route key={route.name} path={route.path} element={gated(route, <Page />)} />;
            })}
          </CustomRoutes>
        </CoreAdminUI>
        <AppNotification />
      </CoreAdminContext>
    </BrowserRouter>
  );
}
