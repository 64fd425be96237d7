// The language: a menu of the languages (in the app bar from the sm breakpoint up, behind the user
// menu's "Idioma" on phones).
import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LANGUAGES } from '../../common/constants';
import { getLanguage, localeOf, setLanguage } from '../providers/preferences';

/** The languages, as a menu open on `anchor`. */
export function LanguageChoices({ anchor, onClose }: { anchor: HTMLElement | null; onClose(): void }) {
  const translate = useTranslate();
  const current = getLanguage();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((lang) => (
        <MenuItem
          key={lang}
          selected={lang === current}
          onClick={() => {
            onClose();
            setLanguage(lang);
          }}
          lang={localeOf(lang)}
        >
          {translate(`app.language.${lang}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}

export function LanguageMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        title={translate('app.language.label')}
        color="inherit"
        aria-label={translate('app.language.label')}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <LanguageChoices anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
