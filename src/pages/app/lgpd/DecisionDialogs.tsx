// The administrator's two decisions on a deletion request: completing it (after a confirmation that
// says what is erased and what stays, and that it cannot be undone) or refusing it with a reason the
// person will see.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useFullScreenDialog } from '../../../components/useFullScreenDialog';
import type { AdminDeletionRequestView } from '../../../providers/lgpdApi';
import { useLgpdT } from './useLgpdT';

export type Decision = { kind: 'complete' | 'refuse'; request: AdminDeletionRequestView };

export function DecisionDialog({
  decision,
  busy,
  error,
  onClose,
  onComplete,
  onRefuse,
}: {
  decision: Decision | null;
  busy: boolean;
  error: string | null;
  onClose(): void;
  onComplete(request: AdminDeletionRequestView): void;
  onRefuse(request: AdminDeletionRequestView, motivo: string): void;
}) {
  const { t } = useLgpdT();
  const fullScreen = useFullScreenDialog();
  const [motivo, setMotivo] = useState('');
  const [short, setShort] = useState(false);
  const refusing = decision?.kind === 'refuse';
  const name = decision?.request.nome ?? '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!decision) return;
    if (decision.kind === 'complete') return onComplete(decision.request);
    if (motivo.trim().length < 3) return setShort(true);
    onRefuse(decision.request, motivo.trim());
  };

  return (
    <Dialog
      open={decision !== null}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      aria-labelledby="lgpd-decision-title"
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onExited: () => {
            setMotivo('');
            setShort(false);
          },
        },
      }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="lgpd-decision-title">
          {t(refusing ? 'admin.refuse_title' : 'admin.complete_title', { name })}
        </DialogTitle>
        <DialogContent>
          {refusing ? (
            <TextField
              name="motivo"
              label={t('admin.refuse_reason')}
              value={motivo}
              onChange={(e) => {
                setMotivo(e.target.value);
                setShort(false);
              }}
              error={short}
              helperText={short ? t('admin.reason_short') : t('admin.refuse_hint')}
              required
              fullWidth
              multiline
              minRows={2}
              margin="dense"
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          ) : (
            <DialogContentText>{t('admin.complete_text')}</DialogContentText>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={refusing ? 'primary' : 'error'} disabled={busy}>
            {t(refusing ? 'admin.refuse' : 'admin.complete')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
