// The skin: a menu of the skins with their colours (in the app bar from the sm breakpoint up,
// behind the user menu's "Tema" on phones).
import PaletteIcon from '@mui/icons-material/Palette';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { SKINS } from '../../common/constants';
import { getSkin, setSkin, subscribePreferences } from '../providers/preferences';
import { SKIN_COLOURS } from '../themes/skins';

/** A skin's main colour, for its swatch (also in the profile's preferences). */
export const swatch = (skin: string) => SKIN_COLOURS[skin.replace(/^skin-/, '').replace(/-light$/, '')]?.main;

/** The skins, as a menu open on `anchor`. */
export function SkinChoices({ anchor, onClose }: { anchor: HTMLElement | null; onClose(): void }) {
  const translate = useTranslate();
  const current = useSyncExternalStore(subscribePreferences, getSkin);
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {SKINS.map((skin) => (
        <MenuItem
          key={skin}
          selected={skin === current}
          data-skin={skin}
          onClick={() => {
            onClose();
            setSkin(skin);
          }}
        >
          <ListItemIcon>
            <Box
              sx={{
                width: 20,
                height: 20,
                borderRadius: '50%',
                bgcolor: swatch(skin),
                border: skin.endsWith('-light') ? '4px solid #eceff1' : 'none',
              }}
            />
          </ListItemIcon>
          {translate(`app.skin.${skin}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}

export function SkinMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        title={translate('app.skin.label')}
        color="inherit"
        aria-label={translate('app.skin.label')}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <PaletteIcon />
      </IconButton>
      <SkinChoices anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
