// A webhook endpoint made or changed (POST /api/webhook/cadastrar, PUT /api/webhook/{id}/editar): its
// address, a description, the events it receives and whether it is on. One the platform disabled
// after failures says so, and saving it switched on turns it back on. A new endpoint's signing
// secret comes back once, handed to `onSaved` to be shown. The server's field errors (e.g. an
// address on a private network) land under the fields.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { integrationsApi, type WebhookDraft, type WebhookView } from '../../src/providers/integrationsApi';
import { EventChecklist } from './EventChecklist';
import { useFormErrors } from './formErrors';
import { useIntegrationsT } from './useIntegrationsT';
import { isFailing } from './WebhookStatusChip';

interface Props {
  open: boolean;
  /** The endpoint being changed; null: a new one. */
  webhook: WebhookView | null;
  onClose(): void;
  /** `segredo`: a new endpoint's secret, to be shown once. */
  onSaved(saved: { data: WebhookView; segredo?: string }): void;
}

const BLANK = { url: '', descricao: '', eventos: [] as string[], ativo: true };
const FIELDS = ['url', 'descricao', 'eventos', 'ativo'] as const;

const draftOf = (w: WebhookView | null) =>
  w ? { url: w.url, descricao: w.descricao ?? '', eventos: w.eventos, ativo: w.ativo } : BLANK;

export function WebhookDialog({ open, webhook, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const it = useIntegrationsT();
  const t = (key: string, args?: Record<string, unknown>) => it(`webhooks.${key}`, args);
  const fullScreen = useFullScreenDialog();
  const failed = useFormErrors(FIELDS);
  const [draft, setDraft] = useState(BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(webhook));
    setErrors({});
  }, [open, webhook]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const url = draft.url.trim();
    const local: Record<string, string> = {};
    if (!url) local.url = translate('ra.validation.required');
    if (draft.eventos.length === 0) local.eventos = t('form.events_required');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const body: WebhookDraft = {
      url,
      descricao: draft.descricao.trim() || null,
      eventos: draft.eventos,
      ativo: draft.ativo,
    };
    setBusy(true);
    try {
      onSaved(
        webhook
          ? await integrationsApi.updateWebhook(webhook.id, body)
          : await integrationsApi.createWebhook(body),
      );
    } catch (err) {
      setErrors(failed(err));
    } finally {
      setBusy(false);
    }
  };

  const text = (name: 'url' | 'descricao') => ({
    name,
    label: t(`fields.${name}`),
    value: draft[name],
    onChange: (ev: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: ev.target.value })),
    error: Boolean(errors[name]),
    fullWidth: true,
    margin: 'dense' as const,
    autoComplete: 'off',
  });

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="webhook-form-title"
    >
      <form onSubmit={(e) => void save(e)} noValidate>
        <DialogTitle id="webhook-form-title">{t(webhook ? 'form.edit' : 'form.create')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t('form.intro')}</DialogContentText>
          {webhook && isFailing(webhook) && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {t('disabled_edit', { reason: webhook.desativado_motivo })}
            </Alert>
          )}
          <TextField
            {...text('url')}
            type="url"
            required
            autoFocus
            helperText={errors.url ?? t('form.url_help')}
            slotProps={{ htmlInput: { maxLength: 500, inputMode: 'url', spellCheck: false } }}
          />
          <TextField
            {...text('descricao')}
            helperText={errors.descricao}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <EventChecklist
            value={draft.eventos}
            onChange={(eventos) => setDraft((d) => ({ ...d, eventos }))}
            disabled={busy}
            error={errors.eventos}
          />
          <FormControlLabel
            control={
              <Switch
                name="ativo"
                checked={draft.ativo}
                onChange={(ev) => setDraft((d) => ({ ...d, ativo: ev.target.checked }))}
              />
            }
            label={t('fields.ativo')}
          />
          <FormHelperText error={Boolean(errors.ativo)} sx={{ mt: 0 }}>
            {errors.ativo ?? t('form.ativo_help')}
          </FormHelperText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('form.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
