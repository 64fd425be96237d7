// A confirmed order's payment step: its first charge (ChargePayment: Pix, boleto or card). Once paid
// the identity is fetched again (the plan or modules are active now) before the success view.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { refreshIdentity } from '../../../layout/LiveUserUpdates';
import type { FinancialRecordView, OrderResponse } from '../../../providers/billingApi';
import { ChargePayment } from './ChargePayment';
import { useBillingT } from './useBillingT';

export function PayOrder({
  order,
  charge,
  onPaid,
}: {
  order: OrderResponse;
  charge: FinancialRecordView;
  /** The charge paid (its id). */
  onPaid(id: number): void;
}) {
  const { t, money } = useBillingT();
  const client = useQueryClient();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }} data-testid="billing-pay">
      <Typography sx={{ mb: 1 }}>
        {t('checkout.pay_intro', { id: order.pedido.id, value: money(charge.valor) })}
      </Typography>
      {charge.parcelas > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('checkout.installment_note', { n: charge.parcela, total: charge.parcelas })}
        </Typography>
      )}
      <ChargePayment
        charge={charge}
        onPaid={async (paid) => {
          await refreshIdentity(client);
          onPaid(paid.id);
        }}
      />
    </Paper>
  );
}
