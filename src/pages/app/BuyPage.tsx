// 'comprar' and 'upgrade' (spec §2): reached from a 402 with its message (and module, for
// upgrades). Choosing and paying for a plan is added by the subscriptions work.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useT } from '../../providers/publicI18n';

export default function BuyPage() {
  const t = useT();
  const location = useLocation();
  const state = location.state as { message?: string; module?: string } | null;
  const upgrade = location.pathname === '/upgrade';
  return (
    <Box sx={{ py: 4, px: 2 }} data-testid={upgrade ? 'upgrade' : 'comprar'}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t(upgrade ? 'app.buy.upgrade_title' : 'app.buy.title')}
      </Typography>
      {state?.message && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {state.message}
        </Alert>
      )}
      {upgrade && state?.module && <Typography>{t('app.buy.module', { module: state.module })}</Typography>}
      <Typography color="text.secondary">{t('app.coming_soon')}</Typography>
    </Box>
  );
}
