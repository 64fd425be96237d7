// "Solicitar assinaturas" for a draft file, or "Enviar novamente" for a denied, cancelled or expired
// one (prefilled with that process's signatories, order and message): the signatories (company users
// or external people) with the act asked of each and how each is reached (e-mail, WhatsApp from one
// of the company's devices, listed once a row uses WhatsApp, or both), in order or all at once, an
// optional message, an optional deadline (a day, until its end in Brasília) and automatic reminders.
// The browser checks what it can; the API's 422 errors land on the same fields
// (`signatarios.0.email`, `signatarios.0.device_id`, `prazo`). Sent: toast, close, and the vault list
// refreshes (the file is now waiting).
import AddIcon from '@mui/icons-material/Add';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { SIGNATORIES_MAX, usesWhatsapp } from '../../common/signing';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { HttpError } from '../../src/providers/http';
import {
  type CompanyMember,
  type SenderDevice,
  type SigningProcess,
  signingApi,
} from '../../src/providers/signingApi';
import type { FileView } from '../../src/providers/vaultApi';
import { isDay, REMINDER_DAYS, tomorrow } from './deadline';
import { SignatoryFields } from './SignatoryFields';
import {
  type DraftErrors,
  draftsFrom,
  fieldsTouched,
  MESSAGE_MAX,
  moveDraft,
  newDraft,
  requestBody,
  type SignatoryDraft,
  serverErrors,
  validateDrafts,
} from './signatoryDrafts';
import { useDeadlineT } from './useDeadlineT';
import { useRoundsT } from './useRoundsT';

interface Props {
  file: Pick<FileView, 'id' | 'nome'>;
  /** The denied, cancelled or expired process sent again (a new round of the same file). */
  previous?: SigningProcess;
  onClose(): void;
  /** Sent: the new process as the API answered it. */
  onSent(process: SigningProcess): void;
}

/** The errors of row `index`, by field name. */
const rowErrors = (errors: DraftErrors, index: number) => {
  const prefix = `signatarios.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
};

/** Errors the fields do not show (the list itself, a field this form lacks), for the alert. */
const ROW_FIELDS = /^signatarios\.\d+\.(user_id|nome|email|phone|cpf|tipo|canal|device_id|idioma)$/;
const OWN_FIELDS = ['mensagem', 'prazo', 'lembrete_dias'];
const otherErrors = (errors: DraftErrors) =>
  Object.entries(errors)
    .filter(([path]) => !OWN_FIELDS.includes(path) && !ROW_FIELDS.test(path))
    .map(([, message]) => message);

export function RequestSignaturesDialog({ file, previous, onClose, onSent }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const [drafts, setDrafts] = useState<SignatoryDraft[]>(() => {
    const earlier = previous ? draftsFrom(previous) : [];
    return earlier.length > 0 ? earlier : [newDraft()];
  });
  const [sequential, setSequential] = useState(previous?.sequencial ?? false);
  const [message, setMessage] = useState(previous?.mensagem ?? '');
  /** The last day to sign (YYYY-MM-DD) or ''; reminders every N days or ''. */
  const [deadline, setDeadline] = useState('');
  const [reminder, setReminder] = useState('');
  const { t: dt } = useDeadlineT();
  const rt = useRoundsT();
  const firstDay = tomorrow();
  const [members, setMembers] = useState<CompanyMember[] | null>(null);
  /** The company's devices, listed once a row uses WhatsApp; null until then or when not listed. */
  const [devices, setDevices] = useState<SenderDevice[] | null>(null);
  const needsDevices = drafts.some((d) => usesWhatsapp(d.canal));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.signing.${key}`, args);
  const text = (message: string) => translate(message, { _: message });

  useEffect(() => {
    let live = true;
    signingApi.members().then(
      (list) => live && setMembers(list),
      () => live && setMembers([]),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!needsDevices) return;
    let live = true;
    signingApi.senderDevices().then(
      (list) => live && setDevices(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needsDevices]);

  /** Rows change their paths when they move or go: their errors are dropped rather than misplaced. */
  const setRows = (next: SignatoryDraft[]) => {
    setDrafts(next);
    setErrors({});
  };
  const patch = (index: number, change: Partial<SignatoryDraft>) => {
    setDrafts((list) => list.map((d, i) => (i === index ? { ...d, ...change } : d)));
    setErrors((all) => {
      const prefix = `signatarios.${index}.`;
      const stale = fieldsTouched(change);
      const kept = Object.fromEntries(
        Object.entries(all).filter(
          ([path]) => !(path.startsWith(prefix) && stale.includes(path.slice(prefix.length))),
        ),
      );
      // A kind switch changes which fields the row has.
      return 'kind' in change
        ? Object.fromEntries(Object.entries(kept).filter(([p]) => !p.startsWith(prefix)))
        : kept;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problems = validateDrafts(drafts, message);
    if (deadline !== '' && (!isDay(deadline) || deadline < firstDay)) problems.prazo = dt('prazo_min');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const body = {
        ...requestBody(drafts, sequential, message),
        ...(deadline ? { prazo: deadline } : {}),
        ...(reminder ? { lembrete_dias: Number(reminder) } : {}),
      };
      const sent = await signingApi.request(file.id, body, [422]);
      notify('resources.signing.request.sent', { type: 'success' });
      onSent(sent);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const fields = serverErrors(err.body.errors);
        setErrors(Object.keys(fields).length > 0 ? fields : { signatarios: err.message });
      }
    } finally {
      setBusy(false);
    }
  };

  const general = otherErrors(errors);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      data-testid="signing-request-dialog"
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
          {previous ? rt('send_again_title') : t('request.title')}
          <Typography variant="body2" color="text.secondary">
            {file.nome}
          </Typography>
        </DialogTitle>
        <DialogContent dividers>
          {previous && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="signing-send-again-help">
              {rt('send_again_help')}
            </Alert>
          )}
          {general.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {general.map((m) => (
                <div key={m}>{text(m)}</div>
              ))}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ flex: 1 }}>
              {t('request.signatories')}
            </Typography>
            <FormControlLabel
              disabled={busy}
              control={
                <Switch
                  checked={sequential}
                  onChange={(e) => setSequential(e.target.checked)}
                  slotProps={{ input: { 'data-testid': 'signing-sequential' } as object }}
                />
              }
              label={t('fields.sequencial')}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t(sequential ? 'request.sequential_help' : 'request.parallel_help')}
          </Typography>
          <Box component="ol" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
            {drafts.map((draft, index) => (
              <SignatoryFields
                key={draft.key}
                draft={draft}
                index={index}
                count={drafts.length}
                sequential={sequential}
                members={members}
                devices={devices}
                errors={rowErrors(errors, index)}
                disabled={busy}
                onChange={(change) => patch(index, change)}
                onMove={(by) => setRows(moveDraft(drafts, index, by))}
                onRemove={() => setRows(drafts.filter((_d, i) => i !== index))}
              />
            ))}
          </Box>
          <Button
            startIcon={<AddIcon />}
            sx={{ mt: 1.5 }}
            disabled={busy || drafts.length >= SIGNATORIES_MAX}
            onClick={() => setRows([...drafts, newDraft(drafts.at(-1)?.kind)])}
            data-testid="signatory-add"
          >
            {t('request.add')}
          </Button>
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            label={t('fields.mensagem')}
            value={message}
            disabled={busy}
            onChange={(e) => {
              setMessage(e.target.value);
              setErrors(({ mensagem: _gone, ...rest }) => rest);
            }}
            error={Boolean(errors.mensagem)}
            helperText={errors.mensagem ? text(errors.mensagem) : t('request.message_help')}
            slotProps={{ htmlInput: { maxLength: MESSAGE_MAX, 'data-testid': 'signing-message' } }}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextField
              type="date"
              margin="normal"
              label={dt('prazo')}
              value={deadline}
              disabled={busy}
              onChange={(e) => {
                setDeadline(e.target.value);
                setErrors(({ prazo: _gone, ...rest }) => rest);
              }}
              error={Boolean(errors.prazo)}
              helperText={errors.prazo ? text(errors.prazo) : dt('prazo_help')}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: firstDay, 'data-testid': 'signing-deadline' },
              }}
            />
            <TextField
              select
              margin="normal"
              label={dt('lembrete')}
              value={reminder}
              disabled={busy}
              onChange={(e) => {
                setReminder(e.target.value);
                setErrors(({ lembrete_dias: _gone, ...rest }) => rest);
              }}
              error={Boolean(errors.lembrete_dias)}
              helperText={errors.lembrete_dias ? text(errors.lembrete_dias) : dt('lembrete_help')}
              slotProps={{
                inputLabel: { shrink: true },
                select: { native: true },
                htmlInput: { 'data-testid': 'signing-reminder' },
              }}
            >
              <option value="">{dt('lembrete_none')}</option>
              {REMINDER_DAYS.map((days) => (
                <option key={days} value={days}>
                  {dt('lembrete_every', { smart_count: days })}
                </option>
              ))}
            </TextField>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendIcon />}
            disabled={busy}
            data-testid="signing-send"
          >
            {previous ? rt('send_again') : t('request.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
