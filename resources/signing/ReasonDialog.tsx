// Asks why before an act that needs a reason (cancel a process, remove a signatory, refuse a
// document): 3 to 1000 characters; the API's 422 on `motivo` shows under the field.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { HttpError } from '../../src/providers/http';

export const REASON_MIN = 3;
export const REASON_MAX = 1000;

interface Props<T> {
  title: string;
  text: string;
  confirm: string;
  /** Runs the act with 422 left to this dialog; resolves to what the API answered. */
  run(motivo: string): Promise<T>;
  onClose(): void;
  onDone(result: T): void;
}

export function ReasonDialog<T>({ title, text, confirm, run, onClose, onDone }: Props<T>) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const motivo = reason.trim();
    if (motivo.length < REASON_MIN) {
      setError(translate('resources.signing.reason.too_short', { min: REASON_MIN }));
      return;
    }
    setBusy(true);
    let result: T;
    try {
      result = await run(motivo);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const field = err.body.errors?.motivo;
        setError(typeof field === 'string' ? field : err.message);
      }
      setBusy(false);
      return;
    }
    setBusy(false);
    onDone(result);
  };

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            multiline
            minRows={3}
            margin="normal"
            label={translate('resources.signing.reason.label')}
            value={reason}
            disabled={busy}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={
              error ?? translate('resources.signing.reason.help', { min: REASON_MIN, max: REASON_MAX })
            }
            slotProps={{ htmlInput: { maxLength: REASON_MAX, 'data-testid': 'reason-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="warning"
            disabled={busy || reason.trim() === ''}
            data-testid="reason-confirm"
          >
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
