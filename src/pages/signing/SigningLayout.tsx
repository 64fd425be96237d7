// The frame of the public signing pages: the deployment's brand, a card as wide as the page needs
// (phone first: thin margins at 360 px, a comfortable column on a desktop) and the language switch.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { LANGUAGES } from '../../../common/constants';
import { useClientSettings } from '../../providers/clientSettings';
import { setLanguage } from '../../providers/preferences';
import { useT } from '../../providers/publicI18n';
import { useSigningT } from './useSigningT';

export function SigningLayout({
  title,
  heading,
  children,
  testId,
}: {
  /** The browser tab's title. */
  title: string;
  /** The card's heading (defaults to the title). */
  heading?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const t = useT();
  const { lang } = useSigningT();
  const client = useClientSettings();
  const brand = client?.app_name ?? t('app.name');
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
  return (
    <Box
      component="main"
      data-testid={testId}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        bgcolor: 'background.default',
        px: { xs: 1, sm: 2 },
        py: { xs: 2, sm: 4 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        {client?.logo_url && (
          <Box component="img" src={client.logo_url} alt="" sx={{ height: 36, width: 'auto' }} />
        )}
        <Typography component="p" variant="h5" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {brand}
        </Typography>
      </Box>
      <Paper
        elevation={2}
        sx={{ width: '100%', maxWidth: 720, p: { xs: 2, sm: 4 }, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        <Typography component="h1" variant="h5" sx={{ mb: 2, fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
          {heading ?? title}
        </Typography>
        {children}
      </Paper>
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
    </Box>
  );
}

/** A spinner with its words, announced politely. */
export function Loading({ text }: { text: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}
