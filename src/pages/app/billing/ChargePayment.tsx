// The payment of one charge — a purchase's first installment, a renewal, an overdue invoice — in the
// three ways a company pays by itself: Pix (QR and "copia e cola", flipping to "Pago" by itself
// through the live events), boleto (line and PDF) or card. Choosing Pix or boleto on a charge made
// another way asks the API for it (POST /api/faturas/{id}/forma). Tells `onPaid` once it is paid.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { SELF_SERVICE_PAYMENT_FORMS, type SelfServicePaymentForm } from '../../../../common/constants';
import { billingApi, type FinancialRecordView } from '../../../providers/billingApi';
import { BoletoPanel } from './BoletoPanel';
import { CardForm } from './CardForm';
import { ChargeStatusChip } from './ChargeStatusChip';
import { PixPanel } from './PixPanel';
import { useBillingT } from './useBillingT';
import { useChargeWatch } from './useChargeWatch';

type Method = SelfServicePaymentForm;

const isMethod = (form: string): form is Method =>
  (SELF_SERVICE_PAYMENT_FORMS as readonly string[]).includes(form);

/** Whether the charge can be paid `method`'s way as it stands (a card needs nothing beforehand). */
const readyFor = (charge: FinancialRecordView, method: Method) =>
  method === 'credit_card' ||
  (charge.forma_pagamento === method && (method === 'pix' ? charge.pix : charge.boleto) !== null);

/**
 * The charge read again, unless it is older news than what is shown: a state only moves forward, so
 * a read that crossed the live event on the way ("pending" after "paid") does not undo it.
 */
const later = (shown: FinancialRecordView, read: FinancialRecordView) =>
  shown.status === 'paid' && (read.status === 'pending' || read.status === 'overdue')
    ? { ...read, status: shown.status }
    : read;

function Waiting() {
  const { t } = useBillingT();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      role="status"
      data-testid="charge-waiting"
    >
      <CircularProgress size={16} aria-hidden />
      <Typography variant="body2">{t('checkout.waiting')}</Typography>
    </Stack>
  );
}

export function ChargePayment({
  charge: initial,
  onPaid,
}: {
  charge: FinancialRecordView;
  onPaid(charge: FinancialRecordView): void;
}) {
  const { t, money, date } = useBillingT();
  const ids = useId();
  const [charge, setCharge] = useState(initial);
  const [method, setMethod] = useState<Method>(
    isMethod(initial.forma_pagamento) ? initial.forma_pagamento : 'pix',
  );
  const [preparing, setPreparing] = useState(false);
  const [prepareFailed, setPrepareFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const paid = charge.status === 'paid';
  const ready = readyFor(charge, method);

  useChargeWatch(charge.id, {
    active: !paid,
    poll: method === 'pix' && ready,
    onStatus: (status) => setCharge((c) => ({ ...c, status })),
    onCharge: (next) => setCharge((c) => later(c, next)),
  });

  const told = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once, when it turns paid.
  useEffect(() => {
    if (!paid || told.current) return;
    told.current = true;
    onPaid(charge);
  }, [paid]);

  // Pix or boleto chosen on a charge made another way: the API makes the new code.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    if (paid || ready || method === 'credit_card') return;
    let live = true;
    setPreparing(true);
    setPrepareFailed(false);
    billingApi
      .changeMethod(charge.id, method)
      .then(
        (next) => live && setCharge(next),
        () => live && setPrepareFailed(true),
      )
      .finally(() => live && setPreparing(false));
    return () => {
      live = false;
    };
  }, [charge.id, method, paid, ready, attempt]);

  const panel = () => {
    if (method === 'credit_card')
      return <CardForm charge={charge} onCharged={setCharge} onUseMethod={setMethod} />;
    if (preparing || (!ready && !prepareFailed))
      return <LinearProgress aria-label={t('checkout.preparing')} />;
    if (prepareFailed)
      return (
        <Alert
          severity="error"
          action={<Button onClick={() => setAttempt((a) => a + 1)}>{t('retry')}</Button>}
        >
          {t('checkout.prepare_failed')}
        </Alert>
      );
    if (method === 'pix' && charge.pix)
      return <PixPanel id={charge.id} value={charge.valor} pix={charge.pix} />;
    if (method === 'boleto' && charge.boleto) return <BoletoPanel boleto={charge.boleto} />;
    return null;
  };

  return (
    <Stack spacing={2} data-testid="charge-payment">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>
          {t('checkout.due', { value: money(charge.valor), date: date(charge.vencimento) })}
        </Typography>
        {paid ? (
          <Chip size="small" color="success" label={t('checkout.paid')} data-testid="charge-paid" />
        ) : (
          <ChargeStatusChip status={charge.status} />
        )}
      </Stack>
      {paid ? (
        <Alert severity="success" data-testid="charge-paid-alert">
          {t('checkout.paid_alert')}
        </Alert>
      ) : (
        <>
          <Tabs
            value={method}
            onChange={(_, next: Method) => setMethod(next)}
            aria-label={t('checkout.methods')}
            variant="fullWidth"
          >
            {SELF_SERVICE_PAYMENT_FORMS.map((m) => (
              <Tab
                key={m}
                value={m}
                label={t(`checkout.tab.${m}`)}
                id={`${ids}-tab-${m}`}
                aria-controls={`${ids}-panel`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${method}`}>
            {panel()}
          </Box>
          {method === 'pix' && ready && <Waiting />}
        </>
      )}
    </Stack>
  );
}
