// A charge's state and the company's situation as chips, in the words a payer uses (Pendente, Vencida,
// Paga…; Ativo, Em atraso, Suspenso…).
import Chip from '@mui/material/Chip';
import type { BillingState, ChargeStatus } from '../../../../common/constants';
import { useBillingT } from './useBillingT';

type Color = 'default' | 'success' | 'warning' | 'error' | 'info';

const CHARGE_COLOR: Record<ChargeStatus, Color> = {
  pending: 'warning',
  overdue: 'error',
  paid: 'success',
  refunded: 'default',
  chargeback: 'error',
  cancelled: 'default',
};

const SITUATION_COLOR: Record<BillingState, Color> = {
  trial: 'info',
  active: 'success',
  past_due: 'warning',
  suspended: 'error',
  cancelled: 'default',
  none: 'default',
};

export function ChargeStatusChip({ status }: { status: ChargeStatus }) {
  const { t } = useBillingT();
  return (
    <Chip
      size="small"
      color={CHARGE_COLOR[status]}
      label={t(`invoices.status.${status}`)}
      data-testid="charge-status"
    />
  );
}

export function SituationChip({ situation }: { situation: BillingState }) {
  const { t } = useBillingT();
  return (
    <Chip
      size="small"
      color={SITUATION_COLOR[situation]}
      label={t(`invoices.situation.${situation}`)}
      data-testid="billing-situation"
    />
  );
}
