// "Faturas" ('/faturas', subscription.manage): where the company stands with its subscription, every
// charge with its actions (pay by Pix, boleto or card; the boleto's PDF, the receipt, the NFS-e), and
// the billing details. Reached from the menu, the late-payment banner ("Pagar agora" opens the charge:
// ?pagar=<id>) and a 402 SUSPENDED (its message on top). Follows the live 'billing.charge' event.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ChargeStatus } from '../../../../common/constants';
import { usePageLoad } from '../../../components/list/usePageLoad';
import { refreshIdentity } from '../../../layout/LiveUserUpdates';
import { billingApi } from '../../../providers/billingApi';
import { useRealtime } from '../../../providers/realtime';
import { BillingDetailsForm } from './BillingDetailsForm';
import { ChargeList, PER_PAGE } from './ChargeList';
import { InvoiceSummary } from './InvoiceSummary';
import { PayDialog } from './PayDialog';
import { useBillingT } from './useBillingT';
import { CHARGE_EVENT } from './useChargeWatch';
import { useLoaded } from './useLoaded';

export default function FaturasPage() {
  const { t } = useBillingT();
  const client = useQueryClient();
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message;
  const [params, setParams] = useSearchParams();
  const paying = Number(params.get('pagar')) || null;
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ChargeStatus | ''>('');

  const sub = useLoaded(billingApi.subscription);
  const charges = usePageLoad(
    () => billingApi.charges({ page, perPage: PER_PAGE, ...(status ? { status } : {}) }),
    [page, status],
  );
  const reload = () => {
    sub.retry();
    charges.reload();
  };
  useRealtime(CHARGE_EVENT, reload);

  const pay = (id: number) => setParams({ pagar: String(id) }, { replace: true });
  const close = () => setParams({}, { replace: true });

  return (
    <Box sx={{ py: 3, px: { xs: 1, sm: 2 } }} data-testid="invoices">
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('invoices.title')}
      </Typography>
      {message && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="billing-message">
          {message}
        </Alert>
      )}
      <Stack spacing={3} sx={{ maxWidth: 1100 }}>
        {sub.failed ? (
          <Alert severity="error" action={<Button onClick={sub.retry}>{t('retry')}</Button>}>
            {t('invoices.summary_failed')}
          </Alert>
        ) : sub.value ? (
          <InvoiceSummary sub={sub.value} onPay={pay} />
        ) : (
          <LinearProgress aria-label={t('loading')} />
        )}
        <ChargeList
          page={page}
          status={status}
          data={charges.data}
          failed={charges.failed}
          canPay={sub.value?.pagamentos !== false}
          onPage={setPage}
          onStatus={(next) => {
            setPage(1);
            setStatus(next);
          }}
          onRetry={charges.reload}
          onPay={pay}
        />
        {sub.value && <BillingDetailsForm details={sub.value.dados_cobranca} />}
      </Stack>
      <PayDialog
        id={paying}
        onClose={close}
        onPaid={() => {
          reload();
          void refreshIdentity(client);
        }}
      />
    </Box>
  );
}
