// The side menu, built from the routes the signed-in user may open: a menu of links, the current
// page's marked; with the column closed only the icons show, each named by its label (aria-label,
// and the browser's own tooltip). "Conversas" (the WhatsApp inbox) stands where the device's
// conversations route is listed.
import MenuList from '@mui/material/MenuList';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { canOpen } from '../providers/canAccess';
import { APP_ROUTES, routeNamed } from '../routes/table';
import { ChatsMenuEntries } from './ChatsMenuEntries';
import { MenuEntry } from './MenuEntry';
import { MENU_ICONS } from './menuIcons';

/** The routes with a place in the menu, in its order (from the route table and the resources' manifests). */
const ITEMS = APP_ROUTES.filter((r) => r.menu).sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));

const isCurrent = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** `compact`: only the icons (the closed column); `onNavigate`: after an entry is chosen (closes the phone's drawer). */
export function AppMenu({ compact, onNavigate }: { compact: boolean; onNavigate: () => void }) {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const { pathname } = useLocation();
  if (!identity) return null;
  const who = {
    ambient: (identity.ambient ?? null) as 'A' | 'S' | null,
    permissions: (identity.permissoes as string[]) ?? [],
  };
  return (
    <MenuList aria-label={translate('app.menu.label')} sx={{ py: 0.5 }}>
      {ITEMS.map((route) => {
        if (!route.menu || !canOpen(who, route)) return null;
        const label = translate(route.menu.label);
        const Icon = MENU_ICONS[route.menu.icon];
        if (route.name === 'deviceMessages') {
          const devices = routeNamed('devices');
          return (
            <ChatsMenuEntries
              key={route.name}
              label={label}
              icon={<Icon />}
              pathname={pathname}
              compact={compact}
              onNavigate={onNavigate}
              devicesPath={canOpen(who, devices) ? devices.path : null}
            />
          );
        }
        return (
          <MenuEntry
            key={route.name}
            to={route.path}
            label={label}
            icon={<Icon />}
            selected={isCurrent(pathname, route.path)}
            compact={compact}
            onNavigate={onNavigate}
          />
        );
      })}
    </MenuList>
  );
}
