// The empty state of an area whose feature lands in later work: its title and a short note.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useT } from '../../providers/publicI18n';
import { APP_ROUTES, findRoute } from '../../routes/table';

export default function ComingSoonPage() {
  const t = useT();
  const route = findRoute(APP_ROUTES, useLocation().pathname);
  return (
    <Box sx={{ py: 4, px: 2 }} data-testid="coming-soon">
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {route ? t(route.title) : ''}
      </Typography>
      <Typography color="text.secondary">{t('app.coming_soon')}</Typography>
    </Box>
  );
}
