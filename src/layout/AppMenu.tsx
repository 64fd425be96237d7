// The side menu, built from the routes the signed-in user may open: a menu of links, the current
// page's marked; with the column closed only the icons show, each named by its label (aria-label,
// and the browser's own tooltip). "Conversas" (the WhatsApp inbox) stands where the device's
// conversations route is listed.
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DevicesIcon from '@mui/icons-material/Devices';
import DnsIcon from '@mui/icons-material/Dns';
import FolderIcon from '@mui/icons-material/Folder';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InboxIcon from '@mui/icons-material/Inbox';
import IntegrationIcon from '@mui/icons-material/IntegrationInstructions';
import MessageIcon from '@mui/icons-material/Message';
import PeopleIcon from '@mui/icons-material/People';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import MenuList from '@mui/material/MenuList';
import type { ReactElement } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { canOpen } from '../providers/canAccess';
import { APP_ROUTES } from '../routes/table';
import { ChatsMenuEntries } from './ChatsMenuEntries';
import { MenuEntry } from './MenuEntry';

const ITEMS: { route: string; label: string; icon: ReactElement }[] = [
  { route: 'dashboard', label: 'app.menu.dashboard', icon: <DashboardIcon /> },
  { route: 'inbox', label: 'app.menu.inbox', icon: <InboxIcon /> },
  { route: 'vault', label: 'app.menu.vault', icon: <FolderIcon /> },
  { route: 'vaultDeleted', label: 'app.menu.deleted_files', icon: <DeleteSweepIcon /> },
  { route: 'audit', label: 'app.menu.audit', icon: <HistoryIcon /> },
  { route: 'team', label: 'app.menu.team', icon: <PeopleIcon /> },
  { route: 'integrations', label: 'app.menu.integrations', icon: <IntegrationIcon /> },
  { route: 'companyData', label: 'app.menu.company_data', icon: <BusinessIcon /> },
  { route: 'devices', label: 'app.menu.devices', icon: <DevicesIcon /> },
  { route: 'deviceMessages', label: 'app.menu.chats', icon: <WhatsAppIcon /> },
  { route: 'messages', label: 'app.menu.messages', icon: <MessageIcon /> },
  { route: 'plan', label: 'app.menu.plan', icon: <WorkspacesIcon /> },
  { route: 'financial', label: 'app.menu.financial', icon: <ReceiptLongIcon /> },
  { route: 'plans', label: 'app.menu.plans', icon: <WorkspacesIcon /> },
  { route: 'servers', label: 'app.menu.servers', icon: <DnsIcon /> },
  { route: 'users', label: 'app.menu.users', icon: <PeopleIcon /> },
  { route: 'companies', label: 'app.menu.companies', icon: <BusinessIcon /> },
  { route: 'terms', label: 'app.menu.terms', icon: <GavelIcon /> },
  { route: 'preRegistrations', label: 'app.menu.pre_registrations', icon: <HowToRegIcon /> },
  { route: 'lgpdRequests', label: 'app.menu.lgpd_requests', icon: <PrivacyTipIcon /> },
  { route: 'adminFinancial', label: 'app.menu.admin_financial', icon: <ReceiptLongIcon /> },
];

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
      {ITEMS.map((item) => {
        const route = APP_ROUTES.find((r) => r.name === item.route);
        if (!route || !canOpen(who, route)) return null;
        const label = translate(item.label);
        if (item.route === 'deviceMessages') {
          const devices = APP_ROUTES.find((r) => r.name === 'devices');
          return (
            <ChatsMenuEntries
              key={item.route}
              label={label}
              icon={item.icon}
              pathname={pathname}
              compact={compact}
              onNavigate={onNavigate}
              devicesPath={devices && canOpen(who, devices) ? devices.path : null}
            />
          );
        }
        return (
          <MenuEntry
            key={item.route}
            to={route.path}
            label={label}
            icon={item.icon}
            selected={isCurrent(pathname, route.path)}
            compact={compact}
            onNavigate={onNavigate}
          />
        );
      })}
    </MenuList>
  );
}
