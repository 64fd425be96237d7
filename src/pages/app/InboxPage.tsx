import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../providers/publicI18n';

/** Documents waiting for the user's signature (filled by the signing work); empty until then. */
export default function InboxPage() {
  const t = useT();
  return (
    <Box sx={{ py: 4, px: 2 }} data-testid="inbox">
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t('app.page.inbox')}
      </Typography>
      <Typography color="text.secondary">{t('app.coming_soon')}</Typography>
    </Box>
  );
}
