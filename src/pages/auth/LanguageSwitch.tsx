// The language switch under every public page's card: one button per language, the current one
// outlined and pressed.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LANGUAGES } from '../../../common/constants';
import { setLanguage } from '../../providers/preferences';
import { useLang, useT } from '../../providers/publicI18n';

export function LanguageSwitch() {
  const t = useT();
  const lang = useLang();
  return (
    <Box
      component="nav"
      aria-label={t('app.language.label')}
      sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {LANGUAGES.map((l) => (
        <Button
          key={l}
          size="small"
          variant={l === lang ? 'outlined' : 'text'}
          aria-pressed={l === lang}
          onClick={() => setLanguage(l)}
          lang={l === 'en' ? 'en' : 'pt-BR'}
        >
          {t(`app.language.${l}`)}
        </Button>
      ))}
    </Box>
  );
}
