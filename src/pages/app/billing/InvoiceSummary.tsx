// "Faturas"' first card: where the company stands (GET /api/empresa/assinatura) — the plan and its
// cycle, the price, the situation (ativo, em atraso, suspenso; em teste, cancelado), the paid period
// or the trial's end, the next charge, the card kept for renewals, the open charge with "Pagar agora",
// when access will be suspended or the subscription cancelled, and the late fine and interest.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkBase } from 'react-admin';
import type { SubscriptionView } from '../../../providers/billingApi';
import { SituationChip } from './ChargeStatusChip';
import { useBillingT } from './useBillingT';

export function InvoiceSummary({ sub, onPay }: { sub: SubscriptionView; onPay(id: number): void }) {
  const { t, lang, money, date } = useBillingT();
  const percent = (n: number) =>
    new Intl.NumberFormat(lang === 'en' ? 'en' : 'pt-BR', { maximumFractionDigits: 3 }).format(n);
  const open = sub.em_aberto;
  const line = (testId: string, text: string, color?: string) => (
    <Typography variant="body2" color={color} data-testid={testId}>
      {text}
    </Typography>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="invoices-summary">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ mr: 'auto' }}>
          {t('invoices.subscription')}
        </Typography>
        <SituationChip situation={sub.situacao} />
      </Stack>
      <Stack spacing={0.5}>
        <Typography fontWeight="bold" data-testid="invoices-plan">
          {sub.plano
            ? `${sub.plano.nome}${sub.periodicidade ? ` · ${t(`period.${sub.periodicidade}`)}` : ''}`
            : t('invoices.no_plan')}
        </Typography>
        {sub.valor !== null &&
          sub.periodicidade &&
          line(
            'invoices-price',
            t('invoices.price', { value: money(sub.valor), per: t(`per_period.${sub.periodicidade}`) }),
          )}
        {sub.situacao === 'trial' &&
          sub.teste_ate &&
          line('invoices-trial', t('invoices.trial_until', { date: date(sub.teste_ate) }))}
        {sub.plano &&
          sub.expira_em &&
          line('invoices-valid', t('invoices.valid_until', { date: date(sub.expira_em) }))}
        {line(
          'invoices-next',
          sub.proxima_cobranca
            ? t('invoices.next_charge', {
                date: date(sub.proxima_cobranca.data),
                value: money(sub.proxima_cobranca.valor),
              })
            : t('invoices.no_next_charge'),
        )}
        {sub.cartao &&
          line(
            'invoices-card',
            t('invoices.card_on_file', { final: sub.cartao.final, brand: sub.cartao.bandeira }),
          )}
        {line(
          'invoices-fees',
          t('invoices.late_fees', { fine: percent(sub.multa_pct), interest: percent(sub.juros_pct) }),
          'text.secondary',
        )}
      </Stack>
      {open && (
        <Alert
          severity={sub.situacao === 'suspended' || open.status === 'overdue' ? 'error' : 'warning'}
          sx={{ mt: 2 }}
          data-testid="invoices-open"
          action={
            sub.pagamentos && (
              <Button color="inherit" variant="outlined" size="small" onClick={() => onPay(open.id)}>
                {t('invoices.pay_now')}
              </Button>
            )
          }
        >
          <Typography variant="body2">
            {t('invoices.open_charge', { value: money(open.valor), date: date(open.vencimento) })}
          </Typography>
          {sub.suspende_em && sub.situacao === 'past_due' && (
            <Typography variant="body2">
              {t('invoices.suspends_on', { date: date(sub.suspende_em) })}
            </Typography>
          )}
          {sub.suspende_em && sub.situacao === 'suspended' && (
            <Typography variant="body2">
              {t('invoices.suspended_since', { date: date(sub.suspende_em) })}
            </Typography>
          )}
          {sub.cancela_em && (
            <Typography variant="body2">
              {t('invoices.cancels_on', { date: date(sub.cancela_em) })}
            </Typography>
          )}
        </Alert>
      )}
      {!sub.pagamentos && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('invoices.manual_only')}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <Button component={LinkBase} to="/plano" size="small">
          {t('plan_title')}
        </Button>
      </Box>
    </Paper>
  );
}
