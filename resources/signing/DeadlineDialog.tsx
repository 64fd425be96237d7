// Sets the deadline of a waiting signing process, or moves it ("Prorrogar prazo"): a day from
// tomorrow on, until its end in Brasília. The API's 422 on `prazo` shows under the field; any other
// refusal it explains (409: the process has just ended) shows above it.
import Alert from '@mui/material/Alert';
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
import { deadlineDay } from '../../src/pages/signing/dates';
import { HttpError } from '../../src/providers/http';
import { type SigningProcess, signingApi } from '../../src/providers/signingApi';
import { brasiliaDay, isDay, tomorrow } from './deadline';
import { useDeadlineT } from './useDeadlineT';

interface Props {
  process: Pick<SigningProcess, 'arquivo_id' | 'nome' | 'prazo'>;
  onClose(): void;
  onDone(updated: SigningProcess): void;
}

export function DeadlineDialog({ process, onClose, onDone }: Props) {
  const translate = useTranslate();
  const { t, lang } = useDeadlineT();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const firstDay = tomorrow();
  const current = process.prazo ? brasiliaDay(process.prazo) : '';
  const [day, setDay] = useState(current >= firstDay ? current : '');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const title = t(process.prazo ? 'dialog.extend' : 'dialog.set');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isDay(day) || day < firstDay) {
      setError(t('prazo_min'));
      return;
    }
    setBusy(true);
    setAlert(undefined);
    let updated: SigningProcess;
    try {
      updated = await signingApi.setDeadline(process.arquivo_id, day, [409, 422]);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const field = err.body.errors?.prazo;
        setError(typeof field === 'string' ? field : err.message);
      } else if (err instanceof HttpError && err.status === 409) setAlert(err.message);
      setBusy(false);
      return;
    }
    setBusy(false);
    onDone(updated);
  };

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="deadline-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {alert && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="deadline-alert">
              {alert}
            </Alert>
          )}
          <DialogContentText>
            {process.prazo
              ? t('dialog.extend_text', { name: process.nome, date: deadlineDay(process.prazo, lang) })
              : t('dialog.set_text', { name: process.nome })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            type="date"
            margin="normal"
            label={t('dialog.field')}
            value={day}
            disabled={busy}
            onChange={(e) => {
              setDay(e.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ?? t('prazo_help')}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: firstDay, 'data-testid': 'deadline-input' },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || day === ''}
            data-testid="deadline-confirm"
          >
            {t('dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
