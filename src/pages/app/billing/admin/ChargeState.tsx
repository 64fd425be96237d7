// A charge's state as the administrator reads it: its status, "Baixa manual" when an administrator
// recorded the payment by hand, and what was refunded of it.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { FinancialRecordView } from '../../../../providers/adminBillingApi';
import { ChargeStatusChip } from '../ChargeStatusChip';
import { useBillingT } from '../useBillingT';
import { unbroken } from './Money';

export function ChargeState({ record }: { record: FinancialRecordView }) {
  const { t, money } = useBillingT();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <ChargeStatusChip status={record.status} />
      {record.baixa_manual && (
        <Chip size="small" variant="outlined" label={t('admin.manual')} data-testid="manual-payment" />
      )}
      {record.estornado > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {t('admin.refunded', { value: unbroken(money(record.estornado)) })}
        </Typography>
      )}
    </Box>
  );
}
