// A new API key (POST /api/chave-api/cadastrar): its name, the permissions it carries — only those
// the caller holds are offered — and an optional expiry date. The whole key comes back once, handed
// to `onCreated` to be shown. The server's field errors land under the fields.
import KeyIcon from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { integrationsApi } from '../../src/providers/integrationsApi';
import { PermissionChecklist } from '../users/PermissionChecklist';
import { useFormErrors } from './formErrors';
import { useIntegrationsT } from './useIntegrationsT';
import '../users/messages';

interface Props {
  open: boolean;
  /** The caller's own permissions: all a key may be given. */
  grantable: readonly string[];
  onClose(): void;
  onCreated(key: string): void;
}

const BLANK = { nome: '', permissions: [] as string[], expires_at: '' };
const FIELDS = ['nome', 'permissions', 'expires_at'] as const;

/** Today as YYYY-MM-DD in the browser's time zone (the earliest expiry offered). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function ApiKeyDialog({ open, grantable, onClose, onCreated }: Props) {
  const translate = useTranslate();
  const t = useIntegrationsT();
  const fullScreen = useFullScreenDialog();
  const failed = useFormErrors(FIELDS);
  const [draft, setDraft] = useState(BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setDraft(BLANK);
    setErrors({});
    onClose();
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const nome = draft.nome.trim();
    const local: Record<string, string> = {};
    if (nome.length < 2)
      local.nome = translate(nome ? 'ra.validation.minLength' : 'ra.validation.required', { min: 2 });
    if (draft.permissions.length === 0) local.permissions = t('keys.create.permissions_required');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const res = await integrationsApi.createApiKey({
        nome,
        permissions: draft.permissions,
        expires_at: draft.expires_at || null,
      });
      setDraft(BLANK);
      onCreated(res.chave);
    } catch (err) {
      setErrors(failed(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="api-key-title"
    >
      <form onSubmit={(e) => void save(e)} noValidate>
        <DialogTitle id="api-key-title">{t('keys.create.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t('keys.create.intro')}</DialogContentText>
          <TextField
            name="nome"
            label={t('keys.fields.nome')}
            value={draft.nome}
            onChange={(ev) => setDraft((d) => ({ ...d, nome: ev.target.value }))}
            error={Boolean(errors.nome)}
            helperText={errors.nome}
            required
            autoFocus
            autoComplete="off"
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <PermissionChecklist
            value={draft.permissions}
            onChange={(permissions) => setDraft((d) => ({ ...d, permissions }))}
            grantable={grantable}
            onlyGrantable
            disabled={busy}
            label={t('keys.fields.permissions')}
            error={errors.permissions}
          />
          <TextField
            name="expires_at"
            type="date"
            label={t('keys.fields.expires_at')}
            value={draft.expires_at}
            onChange={(ev) => setDraft((d) => ({ ...d, expires_at: ev.target.value }))}
            error={Boolean(errors.expires_at)}
            helperText={errors.expires_at ?? t('keys.create.expires_help')}
            margin="dense"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" startIcon={<KeyIcon />} loading={busy}>
            {t('keys.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
