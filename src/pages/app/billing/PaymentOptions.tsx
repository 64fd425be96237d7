// The payment form and installments pickers of a purchase, with the installments the total splits
// into (the shared rule: rounded down to the cent, the last absorbing the difference). A company pays
// by itself only through the payment provider: Pix, boleto or card (money and cheque are the manual
// payments an administrator records).
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import {
  INSTALLMENT_PAYMENT_FORMS,
  SELF_SERVICE_PAYMENT_FORMS,
  type SelfServicePaymentForm,
} from '../../../../common/constants';
import { installmentLimit, splitInstallments } from '../../../../common/validation';
import { useBillingT } from './useBillingT';

export interface Payment {
  forma_pagamento: SelfServicePaymentForm;
  parcelas: number;
}

/** Pix first: paid in seconds, so the purchase is active at once. */
export const DEFAULT_PAYMENT: Payment = { forma_pagamento: 'pix', parcelas: 1 };

const canSplit = (form: SelfServicePaymentForm) => INSTALLMENT_PAYMENT_FORMS.includes(form);

export function PaymentOptions({
  total,
  value,
  onChange,
}: {
  total: number;
  value: Payment;
  onChange: (next: Payment) => void;
}) {
  const { t, money } = useBillingT();
  const counts = canSplit(value.forma_pagamento)
    ? Array.from({ length: installmentLimit(total) }, (_, i) => i + 1)
    : [1];
  // A smaller total (fewer add-ons, another plan) may allow fewer installments than were chosen.
  const tooMany = value.parcelas > counts.length;
  useEffect(() => {
    if (tooMany) onChange({ ...value, parcelas: counts.length });
  }, [tooMany, counts.length, value, onChange]);
  const parts = splitInstallments(total, Math.min(value.parcelas, counts.length));
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl sx={{ minWidth: 220 }} size="small">
          <InputLabel id="billing-payment-form">{t('payment_form')}</InputLabel>
          <Select
            labelId="billing-payment-form"
            label={t('payment_form')}
            value={value.forma_pagamento}
            onChange={(e) => {
              const form = e.target.value as SelfServicePaymentForm;
              onChange({ forma_pagamento: form, parcelas: canSplit(form) ? value.parcelas : 1 });
            }}
            data-testid="billing-payment-form"
          >
            {SELF_SERVICE_PAYMENT_FORMS.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`payment.${f}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl sx={{ minWidth: 220 }} size="small" disabled={counts.length === 1}>
          <InputLabel id="billing-installments">{t('installments')}</InputLabel>
          <Select
            labelId="billing-installments"
            label={t('installments')}
            value={Math.min(value.parcelas, counts.length)}
            onChange={(e) => onChange({ ...value, parcelas: Number(e.target.value) })}
            data-testid="billing-installments"
          >
            {counts.map((n) => (
              <MenuItem key={n} value={n}>
                {t('installment_option', { n, value: money(splitInstallments(total, n)[0] ?? 0) })}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <div>
        <Typography fontWeight="bold" data-testid="billing-total">
          {t('total', { value: money(total) })}
        </Typography>
        {parts.length > 1 &&
          parts
            .map((v, i) => ({ n: i + 1, v }))
            .map(({ n, v }) => (
              <Typography key={n} variant="body2" color="text.secondary">
                {t('installment_row', { n, value: money(v) })}
              </Typography>
            ))}
      </div>
    </Stack>
  );
}
