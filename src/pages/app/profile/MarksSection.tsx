// The profile's "Assinatura e rubrica" (GET /api/usuario/marcas): the saved signature and rubrica a
// person reuses when signing signed in. Each is made or replaced in the adoption dialog (drawn, typed
// or uploaded; PUT /api/usuario/marca/{tipo}, whose refusals show in the dialog) and removed after a
// confirmation. The dialog, with its pad and font, loads only when first opened.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { MARK_TYPES, type MarkType } from '../../../../common/signatureFields';
import type { MarkOrigin } from '../../../components/signature/AdoptMarkDialog';
import { useFullScreenDialog } from '../../../components/useFullScreenDialog';
import { type Marks, type MarkView, profileApi } from '../../../providers/profileApi';
import { markForm } from '../../../providers/signingApi';
import { SavedMark } from './SavedMark';
import { useProfileT } from './useProfileT';

const AdoptMarkDialog = lazy(() => import('../../../components/signature/AdoptMarkDialog'));

export function MarksSection({ nome }: { nome: string }) {
  const t = useProfileT();
  const notify = useNotify();
  const fullScreen = useFullScreenDialog();
  const [marks, setMarks] = useState<Marks | null>(null);
  const [failed, setFailed] = useState(false);
  /** The mark the adoption dialog is for (kept while it closes, so its title does not change). */
  const [editing, setEditing] = useState<{ tipo: MarkType; open: boolean } | null>(null);
  const [removing, setRemoving] = useState<MarkType | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    profileApi.marks().then(setMarks, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const put = (tipo: MarkType, mark: MarkView | null) => setMarks((m) => (m ? { ...m, [tipo]: mark } : m));

  const save = (tipo: MarkType) => async (image: Blob, origem: MarkOrigin) => {
    const res = await profileApi.saveMark(tipo, markForm(image, origem));
    notify(res.message, { type: 'success' });
    return res.data;
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const res = await profileApi.removeMark(removing);
      put(removing, null);
      notify(res.message, { type: 'success' });
    } catch {
      // The HTTP layer has told the user.
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <Paper sx={{ p: 2 }} data-testid="profile-marks">
      <Typography component="h2" variant="h6">
        {t('marks.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('marks.hint')}
      </Typography>
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={load}>
              {t('retry')}
            </Button>
          }
        >
          {t('marks.load_failed')}
        </Alert>
      )}
      {!marks && !failed && <CircularProgress aria-label={t('loading')} />}
      {marks && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {MARK_TYPES.map((tipo) => (
            <SavedMark
              key={tipo}
              tipo={tipo}
              mark={marks[tipo]}
              disabled={busy}
              onEdit={() => setEditing({ tipo, open: true })}
              onRemove={() => setRemoving(tipo)}
            />
          ))}
        </Stack>
      )}

      {editing && (
        <Suspense fallback={null}>
          <AdoptMarkDialog
            open={editing.open}
            tipo={editing.tipo}
            nome={nome}
            adopt={save(editing.tipo)}
            onClose={() => setEditing({ ...editing, open: false })}
            onAdopted={(mark) => {
              put(editing.tipo, mark);
              setEditing({ ...editing, open: false });
            }}
          />
        </Suspense>
      )}

      <Dialog
        fullScreen={fullScreen}
        open={removing !== null}
        onClose={() => !busy && setRemoving(null)}
        aria-labelledby="remove-mark-title"
      >
        <DialogTitle id="remove-mark-title">
          {removing && t(`marks.confirm_remove_title.${removing}`)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('marks.confirm_remove')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void remove()} disabled={busy}>
            {t('actions.remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
