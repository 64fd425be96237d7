// Refusing the document: a reason is required (3 characters or more); the denial ends the process
// for everyone, so the dialog says so before it is confirmed.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useId, useState } from 'react';
import type { SignerView } from '../../../common/schemas/signing';
import { HttpError } from '../../providers/http';
import { signingPublicApi } from '../../providers/signingPublicApi';
import { useSigningT } from './useSigningT';

export const REASON_MIN = 3;

interface Props {
  token: string;
  fileId: number;
  onClose(): void;
  onDenied(view: SignerView): void;
  onLinkGone(err: HttpError): void;
}

export function DenyDialog({ token, fileId, onClose, onDenied, onLinkGone }: Props) {
  const { t } = useSigningT();
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (motivo.trim().length < REASON_MIN) {
      setError(t('sign.deny_reason_required'));
      return;
    }
    setBusy(true);
    try {
      onDenied(await signingPublicApi.deny(fileId, token, motivo.trim()));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (err.status === 404 || err.status === 410) onLinkGone(err);
      else if (err.status === 422 && err.body.errors?.motivo) setError(String(err.body.errors.motivo));
      else if (err.status === 422 || err.status === 429) setAlert(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={`${id}-title`}>{t('sign.deny_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('sign.deny_text')}</DialogContentText>
          {alert && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {alert}
            </Alert>
          )}
          <FormControl fullWidth required error={Boolean(error)} margin="dense">
            <InputLabel htmlFor={`${id}-reason`}>{t('sign.deny_reason')}</InputLabel>
            <OutlinedInput
              id={`${id}-reason`}
              name="motivo"
              label={`${t('sign.deny_reason')} *`}
              value={motivo}
              onChange={(e) => {
                setMotivo(e.target.value);
                if (error) setError(null);
              }}
              multiline
              minRows={3}
              autoFocus
              inputProps={{
                maxLength: 1000,
                'aria-describedby': error ? `${id}-error` : undefined,
                'data-testid': 'sign-deny-reason',
              }}
            />
            {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
          </FormControl>
        </DialogContent>
        <DialogActions
          disableSpacing
          sx={{
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            alignItems: 'stretch',
            gap: 1,
            px: 3,
            pb: 2,
          }}
        >
          <Button onClick={onClose} disabled={busy} size="large">
            {t('sign.deny_cancel')}
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={busy}
            size="large"
            data-testid="sign-deny-confirm"
          >
            {t('sign.deny_confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
