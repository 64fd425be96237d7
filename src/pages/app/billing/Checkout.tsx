// What 'comprar' and 'upgrade' share: the page's frame, the choice cards, the available plans, the
// purchase's state (usePurchase), the form that places the order (payment form, installments and
// the button), then its last steps: the order's summary with the acceptance and
// POST /api/confirmar-plano/{token}; then the success view (the plan's end, the records written).
// After a confirmation the identity is fetched again, so the menu, the plan and the guards follow
// at once.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { refreshIdentity } from '../../../layout/LiveUserUpdates';
import { billingApi, type ConfirmResponse, type OrderResponse } from '../../../providers/billingApi';
import { HttpError } from '../../../providers/http';
import { DEFAULT_PAYMENT, type Payment, PaymentOptions } from './PaymentOptions';
import { finStatusKey, useBillingT } from './useBillingT';

const errorMessage = (err: unknown) =>
  err instanceof HttpError && typeof err.body.message === 'string' ? err.body.message : null;

/** A purchase page: its title and the message it was reached with (a 402's). */
export function PurchasePage({
  testId,
  title,
  message,
  children,
}: {
  testId: string;
  title: string;
  message?: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ py: 3, px: 2 }} data-testid={testId}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {message && (
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

/** What `load` answers (GET once; `retry` asks again after a failure); undefined while loading. */
export function useLoaded<T>(load: () => Promise<T>) {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a reload; `load` is a module-level call.
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => {
        if (!live) return;
        setValue(loaded);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return { value, failed, retry: () => setAttempt((a) => a + 1) };
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

/** A purchase's state: the payment chosen, the order placed, then its confirmation. */
export function usePurchase() {
  const [payment, setPayment] = useState<Payment>(DEFAULT_PAYMENT);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderResponse | null>(null);
  const [result, setResult] = useState<ConfirmResponse | null>(null);

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
  };
}

export type Purchase = ReturnType<typeof usePurchase>;

/**
 * The purchase's steps: the page's own choice (children) until an order is placed, then its
 * confirmation, then the success view with a way on to `goOnTo`.
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
  if (purchase.result) return <PurchaseDone result={purchase.result} goOnTo={goOnTo} />;
  if (purchase.order)
    return (
      <ConfirmOrder
        order={purchase.order}
        onBack={() => purchase.setOrder(null)}
        onConfirmed={purchase.setResult}
      />
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

function ConfirmOrder({
  order,
  onBack,
  onConfirmed,
}: {
  order: OrderResponse;
  onBack: () => void;
  onConfirmed: (result: ConfirmResponse) => void;
}) {
  const { t, money, date, addon } = useBillingT();
  const client = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { pedido } = order;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await billingApi.confirm(order.token_id);
      await refreshIdentity(client);
      onConfirmed(result);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 640 }} data-testid="billing-confirm">
      <Typography component="h2" variant="h6" gutterBottom>
        {t('confirm_title')}
      </Typography>
      <Typography color="text.secondary">{t('order_summary', { id: pedido.id })}</Typography>
      {pedido.plano && pedido.tipo === 'plano' && (
        <Typography sx={{ mt: 1 }}>
          {pedido.plano.nome}
          {pedido.periodicidade ? ` — ${t(`period.${pedido.periodicidade}`)}` : ''}
        </Typography>
      )}
      {pedido.itens.map((item) => (
        <Typography key={item.adicional_id} sx={{ mt: 1 }}>
          {item.nome} ({addon(item.modulo, item.quantidade)}) — {money(item.valor)}
        </Typography>
      ))}
      <Typography sx={{ mt: 1 }}>{t(`payment.${pedido.forma_pagamento}`)}</Typography>
      <Typography fontWeight="bold" sx={{ mt: 1 }}>
        {t('total', { value: money(pedido.valor) })}
      </Typography>
      {pedido.parcelas.length > 1 &&
        pedido.parcelas.map((p) => (
          <Typography key={p.parcela} variant="body2" color="text.secondary">
            {t('installment_row', { n: p.parcela, value: money(p.valor) })} — {date(p.vencimento)}
          </Typography>
        ))}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('order_expires', { date: date(pedido.expires_at) })}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <FormControlLabel
        sx={{ mt: 2 }}
        control={<Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />}
        label={t('accept')}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button onClick={onBack} disabled={busy}>
          {t('back')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={!accepted || busy}>
          {t('confirm')}
        </Button>
      </Stack>
    </Paper>
  );
}

function PurchaseDone({ result, goOnTo }: { result: ConfirmResponse; goOnTo: string }) {
  const { t, money, date } = useBillingT();
  const navigate = useNavigate();
  const { data } = result;
  return (
    <Paper sx={{ p: 3, maxWidth: 640 }} data-testid="billing-success">
      <Alert severity="success" sx={{ mb: 2 }}>
        {data.tipo === 'plano' ? t('success_plan') : t('success_modules')}
      </Alert>
      {data.empresa.plano && <Typography>{t('current_plan', { plan: data.empresa.plano.nome })}</Typography>}
      {data.expira_em && <Typography>{t('success_expires', { date: date(data.expira_em) })}</Typography>}
      <Box sx={{ mt: 2 }}>
        {data.financeiro.map((r) => (
          <Typography key={r.id} variant="body2" color="text.secondary">
            {t('parcela_of', { n: r.parcela, total: r.parcelas })} — {money(r.valor)} — {date(r.vencimento)} —{' '}
            {t(`fin_status.${finStatusKey(r.fin_status)}`)}
          </Typography>
        ))}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button variant="contained" onClick={() => navigate(goOnTo)}>
          {t('go_on')}
        </Button>
        <Button onClick={() => navigate('/financeiro')}>{t('see_records')}</Button>
      </Stack>
    </Paper>
  );
}
