// A purchase's order before paying: what is bought, the price, the credit an upgrade gets for what
// is left of the current plan's paid period (pedido.credito off pedido.valor_cheio), the total to
// pay, the installments, the payment form, the acceptance and POST /api/confirmar-plano/{token}.
// Already paid at confirmation (a zero-value upgrade): the identity is fetched again at once.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshIdentity } from '../../../layout/LiveUserUpdates';
import { billingApi, type ConfirmResponse, type OrderResponse } from '../../../providers/billingApi';
import { HttpError } from '../../../providers/http';
import { useBillingT } from './useBillingT';

/** The message of a refusal the purchase shows itself (null: the catalogue said it). */
export const errorMessage = (err: unknown) =>
  err instanceof HttpError && typeof err.body.message === 'string' ? err.body.message : null;

export function ConfirmOrder({
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
      if (result.data.pago) await refreshIdentity(client);
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
        {t('checkout.summary_title')}
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
      <Typography sx={{ mt: 1 }}>
        {t('payment_form')}: {t(`payment.${pedido.forma_pagamento}`)}
      </Typography>
      {pedido.credito > 0 && (
        <Stack sx={{ mt: 1 }} data-testid="order-credit">
          <Typography>{t('checkout.price', { value: money(pedido.valor_cheio) })}</Typography>
          <Typography color="success.main">
            {t('checkout.credit', { value: money(pedido.credito) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('checkout.credit_hint')}
          </Typography>
        </Stack>
      )}
      <Typography fontWeight="bold" sx={{ mt: 1 }} data-testid="order-total">
        {t('checkout.to_pay', { value: money(pedido.valor) })}
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
