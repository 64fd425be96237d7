// The side menu, built from the routes the signed-in user may open: a menu of links, the current
// page's marked; with the column closed only the icons show, each named by its label (aria-label,
// and the browser's own tooltip).
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
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import type { ReactElement } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { canOpen } from '../providers/canAccess';
import { APP_ROUTES } from '../routes/table';

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
        const current = isCurrent(pathname, route.path);
        return (
          <MenuItem
            key={item.route}
            component={Link}
            to={route.path}
            selected={current}
            aria-current={current ? 'page' : undefined}
            aria-label={compact ? label : undefined}
            title={compact ? label : undefined}
            onClick={onNavigate}
            sx={{ minHeight: 44, color: 'text.secondary', '&.Mui-selected': { color: 'text.primary' } }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>{item.icon}</ListItemIcon>
            {compact ? null : <ListItemText>{label}</ListItemText>}
          </MenuItem>
        );
      })}
    </MenuList>
  );
}
