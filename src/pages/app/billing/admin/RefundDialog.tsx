// "Estornar": refunds a provider's paid charge — all that is left of it (the amount left blank) or the
// amount typed ("49,90"), never more than what was paid less what was refunded already. The API's
// refusal shows in the dialog.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { parseMoney, toCents } from '../../../../../common/validation';
import { useFullScreenDialog } from '../../../../components/useFullScreenDialog';
import { adminBillingApi, type FinancialRecordView } from '../../../../providers/adminBillingApi';
import { HttpError } from '../../../../providers/http';
import { useBillingT } from '../useBillingT';

interface Props {
  record: FinancialRecordView;
  onClose(): void;
  /** The API's message once refunded. */
  onDone(message: string): void;
}

export function RefundDialog({ record, onClose, onDone }: Props) {
  const { t, money } = useBillingT();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const left = (toCents(record.valor) - toCents(record.estornado)) / 100;
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let valor: number | undefined;
    if (text.trim() !== '') {
      const parsed = parseMoney(text);
      if (parsed === null || parsed <= 0) return setError(t('admin.refund.invalid'));
      if (toCents(parsed) > toCents(left))
        return setError(t('admin.refund.too_much', { value: money(left) }));
      valor = parsed;
    }
    setBusy(true);
    setAlert(undefined);
    try {
      onDone((await adminBillingApi.refund(record.id, valor)).message);
    } catch (err) {
      if (!(err instanceof HttpError) || err.status !== 422) throw err;
      const field = err.body.errors?.valor;
      if (typeof field === 'string' && field) setError(field);
      else setAlert(err.message);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      data-testid="refund-dialog"
    >
      <form onSubmit={(e) => void submit(e).catch(() => setBusy(false))} noValidate>
        <DialogTitle id={titleId}>{t('admin.refund.title')}</DialogTitle>
        <DialogContent>
          {alert && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {alert}
            </Alert>
          )}
          <DialogContentText>
            {t('admin.refund.text', { company: record.empresa_nome, value: money(record.valor) })}
            {record.estornado > 0 && ` ${t('admin.refund.already', { value: money(record.estornado) })}`}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            label={t('admin.refund.value')}
            value={text}
            disabled={busy}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ?? t('admin.refund.max', { value: money(left) })}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
              htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'refund-value' },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="warning" disabled={busy}>
            {t('admin.refund.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
