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
// the vault list refreshes (the file is now waiting). What stops a send shows at the top, brought into
// view and focused (RequestProblems); an unconfirmed e-mail is said there before anything is typed,
// and a send refused for it keeps the dialog as typed. A company with no one but the sender starts on
// external people; a WhatsApp signatory with no connected device gets "Conectar WhatsApp" in place
// (ConnectDeviceDialog, over this one).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { usesWhatsapp } from '../../common/signing';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { HttpError } from '../../src/providers/http';
import { type SigningProcess, signingApi } from '../../src/providers/signingApi';
import type { FileView } from '../../src/providers/vaultApi';
import { useDevicePermissions } from '../devices/useDevicePermissions';
import { ConnectDeviceDialog } from './ConnectDeviceDialog';
import { isDay, tomorrow } from './deadline';
import { fromInputs } from './fields/editorFields';
import { RequestStepActions } from './fields/RequestStepActions';
import { useEditorT } from './fields/useEditorT';
import { useRequestDraft } from './fields/useRequestDraft';
import { useRequestFields } from './fields/useRequestFields';
import { type OptionValues, RequestOptionsFields } from './RequestOptionsFields';
import { RequestProblems, useRevealTop } from './RequestProblems';
import { SignatoryList } from './SignatoryList';
import {
  blankRowsAs,
  type DraftErrors,
  draftBody,
  draftsFromBody,
  fieldProblems,
  fieldsTouched,
  newDraft,
  optionsFromBody,
  otherErrors,
  type RequestOptions,
  requestBody,
  requestStart,
  type SignatoryDraft,
  serverErrors,
  validateDrafts,
} from './signatoryDrafts';
import { UnconfirmedEmailNotice } from './UnconfirmedEmailNotice';
import { useDeadlineT } from './useDeadlineT';
import { useRequestChoices } from './useRequestChoices';
import { useRoundsT } from './useRoundsT';

const FieldEditor = lazy(() => import('./fields/FieldEditor'));

/** The options a dialog starts with: those of the process sent again, or none. */
const startOptions = (previous: SigningProcess | undefined): RequestOptions => ({
  sequencial: previous?.sequencial ?? false,
  mensagem: previous?.mensagem ?? '',
  prazo: '',
  lembrete: '',
});
/** The error path of each option. */
const OPTION_PATHS: Record<keyof OptionValues, string> = {
  mensagem: 'mensagem',
  prazo: 'prazo',
  lembrete: 'lembrete_dias',
};

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
  const [options, setOptions] = useState<RequestOptions>(() => startOptions(previous));
  const { t: dt } = useDeadlineT();
  const rt = useRoundsT();
  const firstDay = tomorrow();
  const choices = useRequestChoices(drafts.some((d) => usesWhatsapp(d.canal)));
  const { members, devices } = choices;
  const canConnect = useDevicePermissions().manage;
  /** The row whose "Conectar WhatsApp" is open, or null. */
  const [connecting, setConnecting] = useState<number | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  /** The API refused the send for an unconfirmed e-mail: its message. */
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const top = useRevealTop();
  /** The rows' kind was picked (by the sender, or once for a company of one). */
  const kindSettled = useRef(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.signing.${key}`, args);
  const text = (message: string) => translate(message, { _: message });
  const fields = useRequestFields(file, () => start.fields, drafts, members);
  const pdfUrl = useCallback(
    async () => (await signingApi.fileUrl(file.id, { disposition: 'inline', versao: 'original' })).url,
    [file.id],
  );
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
        setOptions(restored);
      },
      onRejected: (all, keys) => fields.reject(serverErrors(all), keys),
    },
  );

  // A company with no one but the sender: the rows nobody was picked for are external people (once
  // the draft is in; a blank row is the same draft either way).
  useEffect(() => {
    if (!choices.alone || !draft.ready || kindSettled.current) return;
    kindSettled.current = true;
    setDrafts((rows) => blankRowsAs(rows, 'external'));
  }, [choices.alone, draft.ready]);

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
    if ('kind' in change) kindSettled.current = true;
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

  const setOption = (field: keyof OptionValues, value: string) => {
    setOptions((o) => ({ ...o, [field]: value }));
    setErrors(({ [OPTION_PATHS[field]]: _gone, ...rest }) => rest);
  };

  /** The signatories and options as the browser checks them; on a problem, back to them. */
  const signatoriesOk = () => {
    const found = validateDrafts(drafts, options.mensagem);
    const { prazo } = options;
    if (prazo !== '' && (!isDay(prazo) || prazo < firstDay)) found.prazo = dt('prazo_min');
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    setStep('signatories');
    top.reveal();
    return false;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !signatoriesOk()) return;
    const problem = fields.check();
    if (problem) return showField(problem);
    const { campos, keys } = fields.toSend();
    setBusy(true);
    setRefused(null);
    draft.stop();
    try {
      const body = {
        ...requestBody(drafts, options.sequencial, options.mensagem),
        ...(options.prazo ? { prazo: options.prazo } : {}),
        ...(options.lembrete ? { lembrete_dias: Number(options.lembrete) } : {}),
        ...(campos.length > 0 ? { campos } : {}),
      };
      // A refusal keeps the dialog as typed, its reason at the top (403 would leave the page).
      const sent = await signingApi.request(file.id, body, [403, 422]);
      notify('resources.signing.request.sent', { type: 'success' });
      onSent(sent);
    } catch (err) {
      draft.resume();
      if (!(err instanceof HttpError)) return;
      if (err.status === 403) {
        if (err.body.code === 'EMAIL_UNVERIFIED') setRefused(err.message);
        else setErrors({ signatarios: err.message });
        top.reveal();
      } else if (err.status === 422) {
        const { first, rest } = fields.reject(serverErrors(err.body.errors), keys);
        setErrors(first || Object.keys(rest).length > 0 ? rest : { signatarios: err.message });
        if (first && Object.keys(rest).length === 0) showField(first);
        else {
          setStep('signatories');
          top.reveal();
        }
      }
    } finally {
      setBusy(false);
    }
  };

  /** Drops the draft and starts over from where the dialog began. */
  const discard = () =>
    draft.discard(() => {
      const fresh = requestStart(previous, choices.alone ? 'external' : 'internal');
      setDrafts(fresh.rows);
      fields.reset(fresh.fields);
      setOptions(startOptions(previous));
      setErrors({});
    });

  const general = [...otherErrors(errors).map(text), ...fields.messages];
  return (
    <>
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
            <div ref={top.ref}>
              <UnconfirmedEmailNotice refused={refused} />
              <RequestProblems general={general} problems={fieldProblems(errors)} drafts={drafts} />
            </div>
            {!draft.ready ? (
              <LinearProgress />
            ) : step === 'fields' && fields.pages ? (
              <Suspense fallback={<LinearProgress />}>
                <FieldEditor
                  pdfUrl={pdfUrl}
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
                <SignatoryList
                  drafts={drafts}
                  sequential={options.sequencial}
                  members={members}
                  devices={devices}
                  errors={errors}
                  disabled={busy}
                  newKind={choices.alone ? 'external' : undefined}
                  onSequential={(sequencial) => setOptions((o) => ({ ...o, sequencial }))}
                  onChange={patch}
                  onRows={setRows}
                  onConnectDevice={canConnect ? setConnecting : undefined}
                />
                <RequestOptionsFields
                  values={options}
                  firstDay={firstDay}
                  errors={errors}
                  disabled={busy}
                  onChange={setOption}
                />
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
      {connecting !== null && (
        <ConnectDeviceDialog
          devices={devices}
          onClose={() => {
            setConnecting(null);
            choices.reloadDevices();
          }}
          onConnected={(device) => {
            choices.connected(device);
            const index = drafts.findIndex((d) => d.key === connecting);
            if (index >= 0) patch(index, { device });
            setConnecting(null);
          }}
        />
      )}
    </>
  );
}
