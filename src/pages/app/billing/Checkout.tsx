// What 'comprar' and 'upgrade' share: the page's frame, the choice cards, the available plans, the
// purchase's state (usePurchase), the form that places the order (payment form, installments and
// the button), then its steps: choose → the order's summary with the credit and the acceptance
// (POST /api/confirmar-plano/{token}) → the payment of its first charge (Pix, boleto or card) →
// done. Once paid the identity is fetched again, so the menu, the plan and the guards follow at
// once; the page's heading follows the step (never "Escolha um plano" over a finished purchase).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { billingApi, type ConfirmResponse, type OrderResponse } from '../../../providers/billingApi';
import { ConfirmOrder, errorMessage } from './OrderSummary';
import { DEFAULT_PAYMENT, type Payment, PaymentOptions } from './PaymentOptions';
import { PayOrder } from './PayOrder';
import { PurchaseDone } from './PurchaseDone';
import { useBillingT } from './useBillingT';
import { useLoaded } from './useLoaded';

/** Where a purchase stands: choosing, confirming the order, paying its first charge, done. */
export type PurchaseStep = 'choose' | 'confirm' | 'pay' | 'done';

/**
 * A purchase page: its title (the choice's own, then each step's) and, while choosing, the message it
 * was reached with (a 402's).
 */
export function PurchasePage({
  testId,
  title,
  step = 'choose',
  message,
  children,
}: {
  testId: string;
  title: string;
  step?: PurchaseStep;
  message?: string;
  children: ReactNode;
}) {
  const { t } = useBillingT();
  return (
    <Box sx={{ py: 3, px: 2 }} data-testid={testId}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {step === 'choose' ? title : t(`checkout.step_title.${step}`)}
      </Typography>
      {message && step === 'choose' && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="billing-message">
          {message}
        </Alert>
      )}
      {children}
    </Box>
  );
}

/** A plan or add-on to choose, outlined in the primary colour once chosen. */
export function ChoiceCard({
  width,
  chosen,
  onChoose,
  testId,
  children,
}: {
  width: number;
  chosen: boolean;
  onChoose: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useBillingT();
  return (
    <Card
      variant="outlined"
      sx={{ width, borderColor: chosen ? 'primary.main' : undefined }}
      data-testid={testId}
    >
      <CardContent>{children}</CardContent>
      <CardActions>
        <Button variant={chosen ? 'contained' : 'outlined'} onClick={onChoose}>
          {chosen ? t('chosen') : t('choose')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The plans on sale. */
export function useAvailablePlans() {
  const { value, failed, retry } = useLoaded(billingApi.availablePlans);
  return { plans: value ?? null, failed, retry };
}

/** The company's own plan and its add-ons (null: none). */
export function useCompanyPlan() {
  const { value, failed, retry } = useLoaded(billingApi.companyPlan);
  return { plan: value, failed, retry };
}

/** A purchase's state: the payment chosen, the order placed, its confirmation, then its payment. */
export function usePurchase() {
  const [payment, setPayment] = useState<Payment>(DEFAULT_PAYMENT);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderResponse | null>(null);
  const [result, setResult] = useState<ConfirmResponse | null>(null);
  /** The charge paid on the payment step (null: none yet, or paid at confirmation). */
  const [paidNow, setPaidNow] = useState<number | null>(null);
  const step: PurchaseStep = !order
    ? 'choose'
    : !result
      ? 'confirm'
      : result.data.pago || !result.data.cobranca || paidNow !== null
        ? 'done'
        : 'pay';

  /** Places the order `buy` makes with the payment chosen; its error is shown by PurchaseForm. */
  const place = async (buy: (payment: Payment) => Promise<OrderResponse>) => {
    setBusy(true);
    setError(null);
    try {
      setOrder(await buy(payment));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return {
    payment,
    setPayment,
    busy,
    error,
    clearError: () => setError(null),
    place,
    order,
    setOrder,
    result,
    setResult,
    paidNow,
    setPaidNow,
    step,
  };
}

export type Purchase = ReturnType<typeof usePurchase>;

/**
 * The purchase's steps: the page's own choice (children) until an order is placed, then its
 * confirmation, the payment of its first charge, and the success view with a way on to `goOnTo`.
 */
export function PurchaseSteps({
  purchase,
  goOnTo,
  children,
}: {
  purchase: Purchase;
  goOnTo: string;
  children: ReactNode;
}) {
  const { step, order, result } = purchase;
  if (step === 'done' && result)
    return <PurchaseDone result={result} paidNow={purchase.paidNow} goOnTo={goOnTo} />;
  if (step === 'pay' && result?.data.cobranca && order)
    return <PayOrder order={order} charge={result.data.cobranca} onPaid={purchase.setPaidNow} />;
  if (step === 'confirm' && order)
    return (
      <ConfirmOrder order={order} onBack={() => purchase.setOrder(null)} onConfirmed={purchase.setResult} />
    );
  return <>{children}</>;
}

/**
 * The form that places the order: the page's own fields (children), the payment form and
 * installments of `total` (once known), the error and the button.
 */
export function PurchaseForm({
  purchase,
  total,
  submitLabel,
  onSubmit,
  children,
}: {
  purchase: Purchase;
  total: number | undefined;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Stack spacing={2}>
        {children}
        {total !== undefined && (
          <PaymentOptions total={total} value={purchase.payment} onChange={purchase.setPayment} />
        )}
        {purchase.error && <Alert severity="error">{purchase.error}</Alert>}
        <Box>
          <Button variant="contained" onClick={onSubmit} disabled={purchase.busy || total === undefined}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
