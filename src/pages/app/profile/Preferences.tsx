// Language and skin, as the app bar's menus set them (kept in this browser and on the server).
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { LANGUAGES, type Language, SKINS } from '../../../../common/constants';
import { swatch } from '../../../layout/SkinMenu';
import {
  getLanguage,
  getSkin,
  localeOf,
  setLanguage,
  setSkin,
  subscribePreferences,
} from '../../../providers/preferences';
import { useProfileT } from './useProfileT';

export function Preferences() {
  const t = useProfileT();
  const translate = useTranslate();
  const language = useSyncExternalStore(subscribePreferences, getLanguage);
  const skin = useSyncExternalStore(subscribePreferences, getSkin);
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Typography component="h2" variant="h6">
        {t('preferences.title')}
      </Typography>
      <TextField
        select
        name="language"
        label={translate('app.language.label')}
        value={language}
        onChange={(e) => setLanguage(e.target.value as Language)}
      >
        {LANGUAGES.map((lang) => (
          <MenuItem key={lang} value={lang} lang={localeOf(lang)}>
            {translate(`app.language.${lang}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="skin"
        label={translate('app.skin.label')}
        value={skin}
        onChange={(e) => setSkin(e.target.value)}
      >
        {SKINS.map((s) => (
          <MenuItem key={s} value={s} data-skin={s}>
            <Box
              component="span"
              sx={{
                display: 'inline-block',
                verticalAlign: 'middle',
                width: 16,
                height: 16,
                mr: 1,
                borderRadius: '50%',
                bgcolor: swatch(s),
                border: s.endsWith('-light') ? '3px solid #eceff1' : 'none',
              }}
            />
            {translate(`app.skin.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
