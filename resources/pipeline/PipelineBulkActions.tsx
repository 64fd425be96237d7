// What can be done to the selected processes at once: remind whose turn it is (signing.request), cancel
// with a reason (signing.manage) and download the signed PDFs as one zip. Each says how it went (the
// API's message) and lists the processes it left alone, with why; then the selection clears and the
// list reloads.
import CancelIcon from '@mui/icons-material/Cancel';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { saveFile } from '../../src/components/download';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { useAccess } from '../../src/providers/access';
import { type PipelineBulkResult, pipelineApi } from '../../src/providers/pipelineApi';

const R = 'resources.pipeline';
const MIN_REASON = 3;

type Ignored = PipelineBulkResult['ignorados'];

/** The processes an action left alone, and why. */
function LeftAlone({ items, onClose }: { items: Ignored; onClose(): void }) {
  const t = useTranslate();
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog open={items.length > 0} onClose={onClose} fullScreen={fullScreen} fullWidth>
      <DialogTitle>{t(`${R}.result.title`)}</DialogTitle>
      <DialogContent>
        <List dense data-testid="pipeline-ignored">
          {items.map((i, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a process may be listed once per signatory skipped.
            <ListItem key={`${i.id}-${n}`} disableGutters>
              <ListItemText primary={i.nome} secondary={i.motivo} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{t(`${R}.result.close`)}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function CancelDialog({
  count,
  busy,
  onClose,
  onConfirm,
}: {
  count: number;
  busy: boolean;
  onClose(): void;
  onConfirm(motivo: string): void;
}) {
  const t = useTranslate();
  const fullScreen = useFullScreenDialog();
  const [motivo, setMotivo] = useState('');
  const valid = motivo.trim().length >= MIN_REASON;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} fullWidth>
      <DialogTitle>{t(`${R}.cancel.title`, { smart_count: count })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t(`${R}.cancel.text`)}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={t(`${R}.cancel.reason`)}
          helperText={t(`${R}.cancel.reason_help`)}
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'pipeline-cancel-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={busy}>
          {t(`${R}.cancel.back`)}
        </MuiButton>
        <MuiButton
          color="error"
          variant="contained"
          disabled={!valid || busy}
          onClick={() => onConfirm(motivo.trim())}
          data-testid="pipeline-cancel-confirm"
        >
          {t(`${R}.cancel.confirm`)}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

export function PipelineBulkActions() {
  const { selectedIds, onUnselectItems } = useListContext();
  const { can } = useAccess();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [ignored, setIgnored] = useState<Ignored>([]);
  const ids = selectedIds.map(Number);

  /** Runs a bulk call; a refusal was already shown by the HTTP client. */
  const run = async (call: () => Promise<{ message: string; data: PipelineBulkResult }>) => {
    setBusy(true);
    try {
      const { message, data } = await call();
      notify(message, { type: data.feitos ? 'success' : 'info' });
      setIgnored(data.ignorados);
      onUnselectItems();
      refresh();
    } catch {
      // Shown by the HTTP client's error catalogue.
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  const zip = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await pipelineApi.signedZip(ids);
      saveFile(blob, fileName);
    } catch {
      // Shown by the HTTP client's error catalogue (422: none of them is signed).
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {can('signing.request') && (
        <Button
          label={`${R}.actions.remind`}
          onClick={() => void run(() => pipelineApi.remind(ids))}
          disabled={busy}
        >
          <NotificationsActiveIcon />
        </Button>
      )}
      {can('signing.manage') && (
        <Button label={`${R}.actions.cancel`} onClick={() => setAsking(true)} disabled={busy}>
          <CancelIcon />
        </Button>
      )}
      <Button label={`${R}.actions.zip`} onClick={() => void zip()} disabled={busy}>
        <FolderZipIcon />
      </Button>
      {asking && (
        <CancelDialog
          count={ids.length}
          busy={busy}
          onClose={() => setAsking(false)}
          onConfirm={(motivo) => void run(() => pipelineApi.cancel(ids, motivo))}
        />
      )}
      <LeftAlone items={ignored} onClose={() => setIgnored([])} />
    </>
  );
}
