// The authenticated area: react-admin with the app's providers, layout and every route of spec §2
// under its guard. Loaded only when such a route is opened.
import { use, useSyncExternalStore } from 'react';
import { Admin, CustomRoutes, memoryStore, Notification, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { TOAST_DURATION_MS } from '../../common/constants';
import { AppLayout } from '../layout/AppLayout';
import { AdminNotFound } from '../pages/errors/AdminNotFound';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { i18nProviderReady } from '../providers/i18nProvider';
import { getSkin, subscribePreferences } from '../providers/preferences';
import { APP_ROUTES } from '../routes/table';
import { skinTheme } from '../themes/skins';
import { pageFor } from './pages';
import { gated } from './RouteGate';

const AppNotification = () => <Notification autoHideDuration={TOAST_DURATION_MS} />;
const store = memoryStore();
const RESOURCES = [
  'plans',
  'servers',
  'users',
  'companies',
  'terms',
  'preRegistrations',
  'devices',
  'messages',
];

export default function AdminApp() {
  const skin = useSyncExternalStore(subscribePreferences, getSkin);
  const i18nProvider = use(i18nProviderReady());
  // History-mode URLs (spec §2): react-admin would use a hash router by default.
  return (
    <BrowserRouter>
      <Admin
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        theme={skinTheme(skin)}
        layout={AppLayout}
        notification={AppNotification}
        catchAll={AdminNotFound}
        loginPage={false}
        store={store}
        requireAuth
        disableTelemetry
      >
        {/* Resources are declared for react-admin's contexts and labels; their pages are the custom routes. */}
        {RESOURCES.map((name) => (
          <Resource key={name} name={name} />
        ))}
        <CustomRoutes>
          {APP_ROUTES.map((route) => {
            const Page = pageFor(route.name);
            return <Route key={route.name} path={route.path} element={gated(route, <Page />)} />;
          })}
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
