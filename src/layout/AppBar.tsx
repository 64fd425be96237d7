// The app bar: the menu button, the page's title (pages portal it into #react-admin-title, as
// react-admin's <Title> does), the company's logo, the company (for people in several),
// notifications, language and skin (on phones, in the user menu instead), loading/refresh and the
// user menu.
import MenuIcon from '@mui/icons-material/Menu';
import MuiAppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useIsPhone } from '../components/list/useIsPhone';
import { CompanyLogo } from './CompanyLogo';
import { CompanySwitcher } from './CompanySwitcher';
import { LanguageMenu } from './LanguageMenu';
import { LiveUserUpdates } from './LiveUserUpdates';
import { LoadingIndicator } from './LoadingIndicator';
import { NotificationBell } from './NotificationBell';
import { SkinMenu } from './SkinMenu';
import { UserMenu } from './UserMenu';

export function AppBar({
  sidebarOpen,
  onToggleSidebar,
}: {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}) {
  const translate = useTranslate();
  const phone = useIsPhone();
  const menuLabel = translate(sidebarOpen ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <MuiAppBar position="sticky" color="secondary">
      <Toolbar variant="dense" disableGutters sx={{ px: 0.5, gap: 0.25, minHeight: { xs: 56, sm: 48 } }}>
        <IconButton title={menuLabel} color="inherit" aria-label={menuLabel} onClick={onToggleSidebar}>
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          color="inherit"
          id="react-admin-title"
          noWrap
          sx={{ flex: 1, minWidth: 0, fontSize: { xs: '1rem', sm: '1.25rem' } }}
        />
        <CompanyLogo />
        <CompanySwitcher />
        <NotificationBell />
        <LiveUserUpdates />
        {!phone && <LanguageMenu />}
        {!phone && <SkinMenu />}
        <LoadingIndicator />
        <UserMenu />
      </Toolbar>
    </MuiAppBar>
  );
}
