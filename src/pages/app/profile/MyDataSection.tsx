// The profile's "Meus dados" tab (LGPD): download everything the platform keeps about me (a zip),
// and ask for my account to be deleted — after a dialog saying what is anonymised and what the law
// keeps — or cancel the request while it waits.
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { saveFile } from '../../../components/download';
import { type DeletionState, lgpdApi } from '../../../providers/lgpdApi';
import { useLgpdT } from '../lgpd/useLgpdT';
import { DeletionDialog } from './DeletionDialog';
import { refusal } from './formErrors';

function DownloadMyData() {
  const { t } = useLgpdT();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await lgpdApi.downloadMyData();
      saveFile(blob, fileName);
      notify(t('export.done', { name: fileName }), { type: 'success' });
    } catch {
      // The HTTP layer has told the user (e.g. too many downloads: 429).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-testid="my-data-export">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('export.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('export.text')}</Typography>
      <Button
        variant="contained"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? t('export.busy') : t('export.button')}
      </Button>
    </Box>
  );
}

function AccountDeletion() {
  const { t, date } = useLgpdT();
  const notify = useNotify();
  const [state, setState] = useState<DeletionState | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    lgpdApi.deletionState().then(setState, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const ask = async (motivo: string) => {
    setBusy(true);
    setError(null);
    try {
      const res = await lgpdApi.requestDeletion(motivo);
      setState((s) => (s ? { ...s, data: res.data } : s));
      setOpen(false);
      notify(res.message, { type: 'success' });
    } catch (err) {
      const r = refusal(err);
      if (r) setError(r.fields.motivo ?? r.message);
      else setOpen(false);
      // A 409 (already pending in another tab) was toasted: show the state as it is.
      load();
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    setBusy(true);
    try {
      const res = await lgpdApi.cancelDeletion();
      setState((s) => (s ? { ...s, data: res.data } : s));
      notify(res.message, { type: 'success' });
    } catch {
      load();
    } finally {
      setBusy(false);
    }
  };

  const request = state?.data ?? null;
  return (
    <Box data-testid="my-data-deletion">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('deletion.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('deletion.text')}</Typography>
      {failed && (
        <Alert severity="error" action={<Button onClick={load}>{t('admin.retry')}</Button>}>
          {t('deletion.load_failed')}
        </Alert>
      )}
      {!state && !failed && <CircularProgress aria-label={t('deletion.loading')} />}
      {request?.status === 'refused' && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="deletion-refused">
          {t('deletion.refused', {
            date: date(request.decidido_em ?? request.created_at),
            reason: request.resposta ?? '',
          })}
        </Alert>
      )}
      {request?.status === 'pending' ? (
        <Stack spacing={1} data-testid="deletion-pending">
          <Alert severity="info">{t('deletion.pending', { date: date(request.created_at) })}</Alert>
          <Box>
            <Button variant="outlined" disabled={busy} onClick={() => void cancel()}>
              {t('deletion.cancel')}
            </Button>
          </Box>
        </Stack>
      ) : (
        state && (
          <Button
            variant="outlined"
            color="error"
            onClick={() => {
              setError(null);
              setOpen(true);
            }}
          >
            {t('deletion.button')}
          </Button>
        )
      )}
      <DeletionDialog
        open={open}
        busy={busy}
        error={error}
        onClose={() => setOpen(false)}
        onConfirm={(motivo) => void ask(motivo)}
      />
    </Box>
  );
}

export function MyDataSection() {
  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <DownloadMyData />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <AccountDeletion />
      </Paper>
    </Stack>
  );
}
