// The confirmation before asking for the account to be deleted: what is erased or anonymised, what
// the law requires to keep (and how the account then appears), an optional reason.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useFullScreenDialog } from '../../../components/useFullScreenDialog';
import { useLgpdT } from '../lgpd/useLgpdT';

export function DeletionDialog({
  open,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  /** The server's refusal, shown above the buttons. */
  error: string | null;
  onClose(): void;
  onConfirm(motivo: string): void;
}) {
  const { t } = useLgpdT();
  const fullScreen = useFullScreenDialog();
  const [motivo, setMotivo] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm(motivo);
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      aria-labelledby="deletion-dialog-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setMotivo('') } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="deletion-dialog-title">{t('dialog.title')}</DialogTitle>
        <DialogContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('dialog.erased_title')}
          </Typography>
          <Typography sx={{ mb: 2 }} data-testid="deletion-erased">
            {t('dialog.erased')}
          </Typography>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('dialog.kept_title')}
          </Typography>
          <Typography sx={{ mb: 2 }} data-testid="deletion-kept">
            {t('dialog.kept')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('dialog.hint')}
          </Typography>
          <TextField
            name="motivo"
            label={t('dialog.reason')}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dialog.back')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {t('dialog.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
