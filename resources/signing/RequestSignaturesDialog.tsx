// "Solicitar assinaturas" for a draft file, or "Enviar novamente" for a denied, cancelled or expired
// one (prefilled with that process's signatories, order, message and fields): the signatories
// (company users or external people) with the act asked of each and how each is reached (e-mail,
// WhatsApp from one of the company's devices, listed once a row uses WhatsApp, or both), in order or
// all at once, an optional message, an optional deadline (a day, until its end in Brasília) and
// automatic reminders; then, for a PDF, "Próximo: posicionar campos" shows the pages where each
// signatory signs, initials and fills in (optional: a request without fields is sent as before).
// What is typed and placed is kept as the file's draft as it goes, and the dialog opens on it. The
// browser checks what it can; the API's 422 errors land on the same fields (`signatarios.0.email`,
// `signatarios.0.device_id`, `prazo`, a field's box for `campos.0.areas.0`). Sent: toast, close, and
// the vault list refreshes (the file is now waiting).
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
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
import { fromInputs } from './fields/editorFields';
import { RequestStepActions } from './fields/RequestStepActions';
import { useEditorT } from './fields/useEditorT';
import { useRequestDraft } from './fields/useRequestDraft';
import { useRequestFields } from './fields/useRequestFields';
import { SignatoryFields } from './SignatoryFields';
import {
  type DraftErrors,
  draftBody,
  draftsFromBody,
  fieldsTouched,
  MESSAGE_MAX,
  moveDraft,
  newDraft,
  optionsFromBody,
  otherErrors,
  requestBody,
  requestStart,
  rowErrors,
  type SignatoryDraft,
  serverErrors,
  validateDrafts,
} from './signatoryDrafts';
import { useDeadlineT } from './useDeadlineT';
import { useRoundsT } from './useRoundsT';

const FieldEditor = lazy(() => import('./fields/FieldEditor'));

interface Props {
  /** Without a MIME type, whether it is a PDF is learnt from its pages. */
  file: Pick<FileView, 'id' | 'nome'> & Partial<Pick<FileView, 'mime'>>;
  /** The denied, cancelled or expired process sent again (a new round of the same file). */
  previous?: SigningProcess;
  onClose(): void;
  /** Sent: the new process as the API answered it. */
  onSent(process: SigningProcess): void;
}

export function RequestSignaturesDialog({ file, previous, onClose, onSent }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const { t: et } = useEditorT();
  const [start] = useState(() => requestStart(previous));
  const [drafts, setDrafts] = useState<SignatoryDraft[]>(start.rows);
  const [step, setStep] = useState<'signatories' | 'fields'>('signatories');
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
  const fields = useRequestFields(file, () => start.fields, drafts, members);
  const options = { sequencial: sequential, mensagem: message, prazo: deadline, lembrete: reminder };
  const draft = useRequestDraft(
    file.id,
    { body: draftBody(drafts, options, fields.toKeep.campos), keys: fields.toKeep.keys },
    {
      restore: (body) => {
        const rows = draftsFromBody(body);
        const restored = optionsFromBody(body);
        setDrafts(rows.length > 0 ? rows : [newDraft()]);
        fields.reset(
          fromInputs(
            body.campos,
            rows.map((r) => r.key),
          ),
        );
        setSequential(restored.sequencial);
        setMessage(restored.mensagem);
        setDeadline(restored.prazo);
        setReminder(restored.lembrete);
      },
      onRejected: (all, keys) => fields.reject(serverErrors(all), keys),
    },
  );

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

  /** Shows a field in the editor, selected and focused (a problem sent the sender there). */
  const showField = (at: { key: number; area: number | null }) => {
    if (!fields.pages) return;
    fields.show(at.key, at.area);
    setStep('fields');
  };

  /** Rows change their paths when they move or go: their errors are dropped rather than misplaced. */
  const setRows = (next: SignatoryDraft[]) => {
    setDrafts(next);
    setErrors({});
    // A signatory taken off the list takes their fields along.
    fields.history.keepOwners(next.map((d) => d.key));
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

  /** The signatories and options as the browser checks them; on a problem, back to them. */
  const signatoriesOk = () => {
    const found = validateDrafts(drafts, message);
    if (deadline !== '' && (!isDay(deadline) || deadline < firstDay)) found.prazo = dt('prazo_min');
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    setStep('signatories');
    return false;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !signatoriesOk()) return;
    const problem = fields.check();
    if (problem) return showField(problem);
    const { campos, keys } = fields.toSend();
    setBusy(true);
    draft.stop();
    try {
      const body = {
        ...requestBody(drafts, sequential, message),
        ...(deadline ? { prazo: deadline } : {}),
        ...(reminder ? { lembrete_dias: Number(reminder) } : {}),
        ...(campos.length > 0 ? { campos } : {}),
      };
      const sent = await signingApi.request(file.id, body, [422]);
      notify('resources.signing.request.sent', { type: 'success' });
      onSent(sent);
    } catch (err) {
      draft.resume();
      if (err instanceof HttpError && err.status === 422) {
        const { first, rest } = fields.reject(serverErrors(err.body.errors), keys);
        setErrors(first || Object.keys(rest).length > 0 ? rest : { signatarios: err.message });
        if (Object.keys(rest).length > 0) setStep('signatories');
        else if (first) showField(first);
      }
    } finally {
      setBusy(false);
    }
  };

  /** Drops the draft and starts over from where the dialog began. */
  const discard = () =>
    draft.discard(() => {
      const fresh = requestStart(previous);
      setDrafts(fresh.rows);
      fields.reset(fresh.fields);
      setSequential(previous?.sequencial ?? false);
      setMessage(previous?.mensagem ?? '');
      setDeadline('');
      setReminder('');
      setErrors({});
    });

  const general = [...otherErrors(errors).map(text), ...fields.messages];
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={step === 'fields' ? 'lg' : 'md'}
      fullScreen={fullScreen}
      data-testid="signing-request-dialog"
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
          {step === 'fields' ? et('title') : previous ? rt('send_again_title') : t('request.title')}
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
                <div key={m}>{m}</div>
              ))}
            </Alert>
          )}
          {!draft.ready ? (
            <LinearProgress />
          ) : step === 'fields' && fields.pages ? (
            <Suspense fallback={<LinearProgress />}>
              <FieldEditor
                fileId={file.id}
                fileName={file.nome}
                pages={fields.pages}
                signatories={fields.signatories}
                history={fields.history}
                errors={fields.errors}
                reveal={fields.revealed}
                disabled={busy}
              />
            </Suspense>
          ) : (
            <>
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
            </>
          )}
        </DialogContent>
        <RequestStepActions
          step={step}
          hasFields={fields.pages !== null}
          draft={draft}
          busy={busy}
          labels={{
            cancel: translate('ra.action.cancel'),
            send: previous ? rt('send_again') : t('request.send'),
          }}
          onCancel={onClose}
          onBack={() => setStep('signatories')}
          onNext={() => signatoriesOk() && setStep('fields')}
          onDiscard={discard}
        />
      </Box>
    </Dialog>
  );
}
