// The frame of every public page: the brand, a card with the page, and the language switch.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { useClientSettings } from '../../providers/clientSettings';
import { useT } from '../../providers/publicI18n';
import { LanguageSwitch } from './LanguageSwitch';

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
      <LanguageSwitch />
    </Box>
  );
}
