// "Pagar" on "Faturas" (an open charge, a renewal, the banner's "Pagar agora"): the charge read again
// (GET /api/faturas/{id}, with its current Pix or boleto) and paid in a dialog — the whole screen on
// phones. It stays open once paid, saying so, until closed.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useIsPhone } from '../../../components/list/useIsPhone';
import { billingApi, type FinancialRecordView } from '../../../providers/billingApi';
import { ChargePayment } from './ChargePayment';
import { useBillingT } from './useBillingT';

export function PayDialog({
  id,
  onClose,
  onPaid,
}: {
  /** The charge to pay (null: closed). */
  id: number | null;
  onClose(): void;
  onPaid(charge: FinancialRecordView): void;
}) {
  const { t, money } = useBillingT();
  const phone = useIsPhone();
  const [charge, setCharge] = useState<FinancialRecordView | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setCharge(null);
    setFailed(false);
    if (id === null) return;
    let live = true;
    billingApi.charge(id, [404]).then(
      (found) => live && setCharge(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id]);

  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="pay-dialog-title"
    >
      <DialogTitle id="pay-dialog-title">
        {charge ? t('invoices.pay_title', { value: money(charge.valor) }) : t('invoices.pay')}
      </DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="error">{t('invoices.charge_failed')}</Alert>
        ) : charge ? (
          <ChargePayment key={charge.id} charge={charge} onPaid={onPaid} />
        ) : (
          <LinearProgress aria-label={t('loading')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('invoices.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
