// The app bar's user menu: the person (photo and, from the sm breakpoint up, name), their profile,
// on phones the language and the skin (which the wider bar shows as buttons of their own), and
// signing out.
import AccountCircle from '@mui/icons-material/AccountCircle';
import PaletteIcon from '@mui/icons-material/Palette';
import PersonIcon from '@mui/icons-material/Person';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import TranslateIcon from '@mui/icons-material/Translate';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type MouseEvent, type ReactElement, useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useIsPhone } from '../components/list/useIsPhone';
import { LanguageChoices } from './LanguageMenu';
import { SkinChoices } from './SkinMenu';

export function UserMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  // The button, and which of its menus is open (the language and skin ones open from it too).
  const [button, setButton] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<'user' | 'language' | 'skin' | null>(null);
  const close = () => setOpen(null);
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
    'aria-controls': open === 'user' ? 'user-menu' : undefined,
    onClick: (e: MouseEvent<HTMLElement>) => {
      setButton(e.currentTarget);
      setOpen('user');
    },
  };
  const preference = (kind: 'language' | 'skin', icon: ReactElement) => (
    <MenuItem aria-haspopup="menu" onClick={() => setOpen(kind)}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(`app.${kind}.label`)}</ListItemText>
    </MenuItem>
  );
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
        anchorEl={button}
        open={open === 'user'}
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
        {phone && preference('language', <TranslateIcon fontSize="small" />)}
        {phone && preference('skin', <PaletteIcon fontSize="small" />)}
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
      {phone && <LanguageChoices anchor={open === 'language' ? button : null} onClose={close} />}
      {phone && <SkinChoices anchor={open === 'skin' ? button : null} onClose={close} />}
    </>
  );
}
