import PersonIcon from '@mui/icons-material/Person';
import { forwardRef } from 'react';
import {
  LoadingIndicator,
  Logout,
  MenuItemLink,
  AppBar as RaAppBar,
  UserMenu,
  useUserMenu,
} from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { LiveUserUpdates } from './LiveUserUpdates';
import { NotificationBell } from './NotificationBell';
import { SkinMenu } from './SkinMenu';

const ProfileItem = forwardRef<HTMLAnchorElement>((_props, ref) => {
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItemLink
      ref={ref}
      to="/profile"
      primaryText="app.page.profile"
      leftIcon={<PersonIcon />}
      onClick={onClose}
    />
  );
});

export function AppBar() {
  return (
    <RaAppBar
      color="secondary"
      toolbar={
        <>
          <NotificationBell />
          <LiveUserUpdates />
          <LanguageMenu />
          <SkinMenu />
          <LoadingIndicator />
        </>
      }
      userMenu={
        <UserMenu>
          <ProfileItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}
