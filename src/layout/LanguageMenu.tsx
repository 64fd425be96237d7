import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LANGUAGES, type Language } from '../../common/constants';
import { getLanguage, localeOf, setLanguage } from '../providers/preferences';

export function LanguageMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = getLanguage();
  const choose = (lang: Language) => {
    setAnchor(null);
    setLanguage(lang);
  };
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
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lang) => (
          <MenuItem key={lang} selected={lang === current} onClick={() => choose(lang)} lang={localeOf(lang)}>
            {translate(`app.language.${lang}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
