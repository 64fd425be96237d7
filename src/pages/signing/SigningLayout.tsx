// The frame of the public signing pages: the deployment's brand, a card as wide as the page needs
// (phone first: thin margins at 360 px, a comfortable column on a desktop) and the language switch.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { useClientSettings } from '../../providers/clientSettings';
import { useT } from '../../providers/publicI18n';
import { LanguageSwitch } from '../auth/LanguageSwitch';

export function SigningLayout({
  title,
  heading,
  children,
  testId,
  loading,
}: {
  /** The browser tab's title. */
  title: string;
  /** The card's heading (defaults to the title). */
  heading?: ReactNode;
  children: ReactNode;
  testId: string;
  /**
   * The content is still coming: the card keeps a screen's height, so what follows it (the
   * language switch) is not pushed down the screen when the content arrives (a layout shift).
   */
  loading?: boolean;
}) {
  const t = useT();
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
        sx={{
          width: '100%',
          maxWidth: 720,
          p: { xs: 2, sm: 4 },
          minWidth: 0,
          overflowWrap: 'anywhere',
          minHeight: loading ? '100vh' : undefined,
        }}
      >
        <Typography component="h1" variant="h5" sx={{ mb: 2, fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
          {heading ?? title}
        </Typography>
        {children}
      </Paper>
      <LanguageSwitch />
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
