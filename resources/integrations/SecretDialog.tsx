// A secret shown this one time (a new API key, a webhook's signing secret): a warning that it will
// not be shown again, the secret in a block that wraps on a phone, and a copy button. Only the
// button closes it (not a stray tap outside), and the secret leaves the page with the dialog.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { useIntegrationsT } from './useIntegrationsT';

export interface ShownSecret {
  value: string;
  /** The dialog's title, the warning and the secret's label, translated. */
  title: string;
  warning: string;
  label: string;
}

export function SecretDialog({ secret, onClose }: { secret: ShownSecret | null; onClose(): void }) {
  const t = useIntegrationsT();
  const notify = useNotify();
  const fullScreen = useFullScreenDialog();
  // Kept while the dialog fades out, so its text does not blank; dropped once it has gone.
  const [shown, setShown] = useState<ShownSecret | null>(secret);
  useEffect(() => {
    if (secret) setShown(secret);
  }, [secret]);

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.value);
      notify('app.copied', { type: 'info' });
    } catch {
      notify(t('secret.copy_failed'), { type: 'warning' });
    }
  };

  return (
    <Dialog
      open={secret !== null}
      onClose={(_e, reason) => reason !== 'backdropClick' && onClose()}
      slotProps={{ transition: { onExited: () => setShown(null) } }}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="secret-title"
    >
      <DialogTitle id="secret-title">{shown?.title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {shown?.warning}
        </Alert>
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {shown?.label}
        </Typography>
        <Box
          component="code"
          data-testid="secret"
          sx={{
            display: 'block',
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: '0.9375rem',
            overflowWrap: 'anywhere',
            wordBreak: 'break-all',
            userSelect: 'all',
          }}
        >
          {shown?.value}
        </Box>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ mt: 1 }}>
          {t('secret.copy')}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
