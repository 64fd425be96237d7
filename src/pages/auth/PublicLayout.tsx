// The frame of every public page: the brand, a card with the page, and the language switch.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { LANGUAGES } from '../../../common/constants';
import { useClientSettings } from '../../providers/clientSettings';
import { setLanguage } from '../../providers/preferences';
import { useLang, useT } from '../../providers/publicI18n';

export function PublicLayout({
  title,
  children,
  wide,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const client = useClientSettings();
  useEffect(() => {
    document.title = `${title} · ${client?.app_name ?? t('app.name')}`;
  }, [title, client, t]);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        px: 2,
        py: 4,
      }}
    >
      <Typography component="p" variant="h4" sx={{ fontWeight: 700, color: 'primary.main', mb: 2 }}>
        {client?.app_name ?? t('app.name')}
      </Typography>
      <Paper elevation={2} sx={{ width: '100%', maxWidth: wide ? 560 : 420, p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
      <Box component="nav" aria-label={t('app.language.label')} sx={{ mt: 2, display: 'flex', gap: 1 }}>
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
    </Box>
  );
}
