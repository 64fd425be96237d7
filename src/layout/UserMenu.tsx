// The app bar's user menu: the person (photo and, from the sm breakpoint up, name), their profile
// and signing out.
import AccountCircle from '@mui/icons-material/AccountCircle';
import PersonIcon from '@mui/icons-material/Person';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type MouseEvent, useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useIsPhone } from '../components/list/useIsPhone';

export function UserMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const { identity } = useGetIdentity();
  const phone = useIsPhone();
  const label = translate('ra.auth.user_menu');
  const picture = identity?.avatar ? (
    <Avatar src={identity.avatar} alt="" sx={{ width: 24, height: 24 }} />
  ) : (
    <AccountCircle />
  );
  const opener = {
    title: label,
    color: 'inherit' as const,
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? 'user-menu' : undefined,
    onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
  };
  return (
    <>
      {!phone && identity?.fullName ? (
        <Button {...opener} startIcon={picture} sx={{ textTransform: 'none', ml: 0.5, maxWidth: 220 }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {identity.fullName}
          </span>
        </Button>
      ) : (
        <IconButton {...opener}>{picture}</IconButton>
      )}
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        disableScrollLock
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={Link} to="/profile" onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.page.profile')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('ra.auth.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
