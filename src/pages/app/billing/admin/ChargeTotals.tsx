// The sums over every charge the filters match (not only the page shown): total, paid, open and
// overdue — two by two on a phone, in one row on a laptop.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChargeTotals as Totals } from '../../../../providers/adminBillingApi';
import { useBillingT } from '../useBillingT';
import { Money } from './Money';

const KEYS = ['valor', 'pago', 'em_aberto', 'vencido'] as const;

export function ChargeTotals({ totals }: { totals: Totals }) {
  const { t } = useBillingT();
  return (
    <Box
      component="section"
      aria-label={t('admin.totals.label')}
      data-testid="charge-totals"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1, mb: 2 }}
    >
      {KEYS.map((key) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`total-${key}`}>
          <Typography variant="body2" color="text.secondary">
            {t(`admin.totals.${key}`)}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            <Money value={totals[key]} />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
