// A finished purchase: paid (now, or at confirmation when nothing was left to pay), the plan and
// when its period ends (from the identity, fetched again after the payment), the charges the order
// made, and the ways on: back to work, or to "Faturas".
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetIdentity } from 'react-admin';
import { useNavigate } from 'react-router';
import type { Identity } from '../../../../common/schemas/auth';
import type { ConfirmResponse } from '../../../providers/billingApi';
import { ChargeStatusChip } from './ChargeStatusChip';
import { useBillingT } from './useBillingT';

export function PurchaseDone({
  result,
  paidNow,
  goOnTo,
}: {
  result: ConfirmResponse;
  /** The charge paid on the payment step, if any. */
  paidNow: number | null;
  goOnTo: string;
}) {
  const { t, money, date } = useBillingT();
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  const { data } = result;
  // After a payment the identity carries the plan as it is now; the confirmation's, when paid there.
  const plan = (identity as Partial<Identity> | undefined)?.empresa?.plano ?? data.empresa.plano;
  const ends = plan?.expira_em ?? data.expira_em;
  return (
    <Paper sx={{ p: 3, maxWidth: 640 }} data-testid="billing-success">
      {paidNow !== null && data.cobranca && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography>
            {t('checkout.due', { value: money(data.cobranca.valor), date: date(data.cobranca.vencimento) })}
          </Typography>
          <Chip size="small" color="success" label={t('checkout.paid')} data-testid="charge-paid" />
        </Stack>
      )}
      <Alert severity="success" sx={{ mb: 2 }}>
        {paidNow !== null ? `${t('checkout.paid_alert')} ` : ''}
        {data.tipo === 'plano' ? t('success_plan') : t('success_modules')}
      </Alert>
      {plan && <Typography>{t('current_plan', { plan: plan.nome })}</Typography>}
      {ends && <Typography>{t('success_expires', { date: date(ends) })}</Typography>}
      <Box sx={{ mt: 2 }}>
        {data.financeiro.map((r) => (
          <Stack
            key={r.id}
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('parcela_of', { n: r.parcela, total: r.parcelas })} — {money(r.valor)} — {date(r.vencimento)}
            </Typography>
            <ChargeStatusChip status={r.id === paidNow ? 'paid' : r.status} />
          </Stack>
        ))}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => navigate(goOnTo)}>
          {t('go_on')}
        </Button>
        <Button onClick={() => navigate('/faturas')}>{t('checkout.see_invoices')}</Button>
      </Stack>
    </Paper>
  );
}
