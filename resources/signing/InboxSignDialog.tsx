// A document from the inbox, to act on while signed in: the document itself with the signer's
// fields over its pages and the guide through them (as on the public signing page; the marks may
// come from the profile, and a new one may be kept there), who asks what of whom, the other parties,
// the consent, the one-time code (by e-mail or WhatsApp) when the sender asked for one, and the act's
// button (labelled with the act; it waits for the required fields) or "Recusar" with a reason. A
// field the API refuses shows its message on the page and takes the focus. A 410 (the process'
// deadline passed) replaces it all with the API's message; closing then drops the item from the
// inbox.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Marks, SignerField } from '../../common/schemas/signatureFields';
import { lowerFirst } from '../../common/signing';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { FieldGuide, GUIDE_STATUS_ID } from '../../src/pages/signing/fields/FieldGuide';
import { FieldLayer } from '../../src/pages/signing/fields/FieldOverlay';
import { reveal } from '../../src/pages/signing/fields/focusField';
import { fieldErrors } from '../../src/pages/signing/fields/model';
import {
  type MarkAdopter,
  SignerFieldsProvider,
  useSignerFields,
} from '../../src/pages/signing/fields/SignerFields';
import { HttpError } from '../../src/providers/http';
import {
  type CodeSent,
  type InboxItem,
  markForm,
  type SignerView,
  signingApi,
} from '../../src/providers/signingApi';
import { DocumentPreview } from './DocumentPreview';
import { ReasonDialog } from './ReasonDialog';
import { CODE_LENGTH, SignerCodeField } from './SignerCodeField';
import { SignerParties } from './SignerParties';
import { useActLabels } from './useActLabels';

interface Props {
  item: Pick<InboxItem, 'arquivo_id' | 'nome'>;
  onClose(): void;
  /** Acted (signed or refused): the item leaves the inbox. */
  onDone(): void;
}

const NO_FIELDS: SignerField[] = [];
const NO_MARKS: Marks = { assinatura: null, rubrica: null };

/** Signed in, marks are adopted on the file: made here (and kept in the profile when asked) or the profile's. */
function inboxAdopter(id: number, view: SignerView | null): MarkAdopter {
  // The adoption dialog shows these refusals itself.
  const handle = [409, 410, 413, 422];
  return {
    adopt: async (tipo, image, origem, save) =>
      (
        await signingApi.adoptMark(
          id,
          tipo,
          markForm(image, origem, save ? { salvar_no_perfil: '1' } : {}),
          handle,
        )
      ).marca,
    adoptSaved: async (tipo) => (await signingApi.adoptSavedMark(id, tipo, [404, ...handle])).marca,
    saved: view?.marcas_perfil,
    canSaveToProfile: true,
  };
}

/** Loads what the signer is asked; the fields' state lives around the dialog (the act's button reads it). */
export function InboxSignDialog(props: Props) {
  const id = props.item.arquivo_id;
  const [view, setView] = useState<SignerView | null>(null);
  /** The API's 410 message: the deadline passed, nothing can be done here any more. */
  const [ended, setEnded] = useState<string | null>(null);
  const close = useRef(props.onClose);
  close.current = props.onClose;

  useEffect(() => {
    let live = true;
    signingApi.signerView(id, [410]).then(
      (v) => live && setView(v),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof HttpError && err.status === 410) setEnded(err.message);
        else close.current();
      },
    );
    return () => {
      live = false;
    };
  }, [id]);

  return (
    <SignerFieldsProvider
      campos={view?.campos ?? NO_FIELDS}
      marks={view?.marcas ?? NO_MARKS}
      nome={view?.signatario.nome ?? ''}
      editable={Boolean(view?.pode_agir) && ended === null}
      adopter={inboxAdopter(id, view)}
    >
      <SignDialog {...props} view={view} ended={ended} setEnded={setEnded} />
    </SignerFieldsProvider>
  );
}

function SignDialog({
  item,
  onClose,
  onDone,
  view,
  ended,
  setEnded,
}: Props & { view: SignerView | null; ended: string | null; setEnded(message: string): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const acts = useActLabels();
  const titleId = useId();
  const fullScreen = useFullScreenDialog('md');
  const fields = useSignerFields();
  const [consent, setConsent] = useState(false);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [errors, setErrors] = useState<{ codigo?: string; consentimento?: string; other?: string }>({});
  const [busy, setBusy] = useState(false);
  const [denying, setDenying] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.signing.sign.${key}`, args);
  const id = item.arquivo_id;
  /** Shows a 410's message in place; true when it was one. */
  const endedBy = (err: unknown) => {
    if (!(err instanceof HttpError && err.status === 410)) return false;
    setEnded(err.message);
    return true;
  };

  const sendCode = async () => {
    setBusy(true);
    try {
      setSent(await signingApi.sendCode(id, [410]));
      setErrors(({ codigo: _gone, ...rest }) => rest);
    } catch (err) {
      // Others are shown by the HTTP client (429: wait before asking again).
      endedBy(err);
    } finally {
      setBusy(false);
    }
  };

  const sign = async () => {
    if (!view) return;
    setBusy(true);
    try {
      await signingApi.sign(id, view.signatario.exige_codigo ? code : undefined, [410, 422], fields.values());
      notify('resources.signing.sign.done', {
        type: 'success',
        messageArgs: { act: acts.past(view.signatario.tipo), name: view.documento.nome },
      });
      onDone();
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const refused = err.body.errors ?? {};
        const field = (name: string) =>
          typeof refused[name] === 'string' ? (refused[name] as string) : undefined;
        const known = { codigo: field('codigo'), consentimento: field('consentimento') };
        // Refused fields show on the page (the first one focused).
        if (known.codigo || known.consentimento) setErrors(known);
        else if (!fields.showErrors(fieldErrors(refused))) setErrors({ other: err.message });
      } else endedBy(err);
      setBusy(false);
    }
  };

  const needsCode = view?.signatario.exige_codigo ?? false;
  const canAct = Boolean(view?.pode_agir) && ended === null;
  const dismiss = ended === null ? onClose : onDone;
  const ready = consent && (!needsCode || code.length === CODE_LENGTH) && fields.ready;
  const act = view ? acts.act(view.signatario.tipo) : '';

  return (
    <>
      <Dialog
        open
        onClose={busy ? undefined : dismiss}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
        fullScreen={fullScreen}
        data-testid="inbox-sign-dialog"
      >
        <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
          {view?.documento.nome ?? item.nome}
        </DialogTitle>
        <DialogContent dividers>
          {ended !== null ? (
            <Alert severity="warning" role="alert" data-testid="inbox-ended">
              {ended}
            </Alert>
          ) : !view ? (
            <LinearProgress />
          ) : (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Box>
                <Typography>
                  {t(view.remetente ? 'asked_by' : 'asked', {
                    sender: view.remetente?.nome ?? '',
                    company: view.empresa.nome,
                    act,
                  })}
                </Typography>
                {view.mensagem && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ mt: 0.5, wordBreak: 'break-word' }}
                  >
                    {t('message', { text: view.mensagem })}
                  </Typography>
                )}
              </Box>
              <DocumentPreview
                url={view.documento_url}
                mime={view.documento.mime}
                name={view.documento.nome}
                paginas={view.documento.paginas}
                overlay={
                  fields.pages.size
                    ? (page, size) => <FieldLayer page={page} ratio={size.altura / size.largura} />
                    : undefined
                }
              />
              <FieldGuide onFinish={() => reveal(document.querySelector('[data-testid="inbox-consent"]'))} />
              <SignerParties view={view} />
              {view.pode_agir ? (
                <Box sx={{ display: 'grid', gap: 1.5 }}>
                  {errors.other && <Alert severity="error">{errors.other}</Alert>}
                  {needsCode && (
                    <SignerCodeField
                      code={code}
                      onCode={(value) => {
                        setCode(value);
                        setErrors(({ codigo: _gone, ...rest }) => rest);
                      }}
                      sentBefore={view.codigo_enviado_em}
                      sent={sent}
                      via={view.signatario.codigo_por}
                      error={errors.codigo}
                      disabled={busy}
                      onSend={() => void sendCode()}
                    />
                  )}
                  <Box>
                    <FormControlLabel
                      disabled={busy}
                      control={
                        <Checkbox
                          checked={consent}
                          onChange={(e) => {
                            setConsent(e.target.checked);
                            setErrors(({ consentimento: _gone, ...rest }) => rest);
                          }}
                          slotProps={{ input: { 'data-testid': 'inbox-consent' } as object }}
                        />
                      }
                      label={t('consent', { ato: lowerFirst(act), nome: view.signatario.nome })}
                    />
                    {errors.consentimento && <FormHelperText error>{errors.consentimento}</FormHelperText>}
                  </Box>
                </Box>
              ) : (
                <Alert severity="info">{t('cannot_act')}</Alert>
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={dismiss} disabled={busy}>
            {translate('ra.action.close')}
          </Button>
          <Box sx={{ flex: 1 }} />
          {canAct && (
            <>
              <Button color="error" disabled={busy} onClick={() => setDenying(true)} data-testid="inbox-deny">
                {t('deny')}
              </Button>
              <Button
                variant="contained"
                disabled={busy || !ready}
                aria-describedby={fields.ready ? undefined : GUIDE_STATUS_ID}
                onClick={() => void sign()}
                data-testid="inbox-submit"
              >
                {act}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
      {denying && view && (
        <ReasonDialog
          title={t('deny_title')}
          text={t('deny_text', { name: view.documento.nome })}
          confirm={t('deny')}
          run={(motivo) =>
            signingApi.deny(id, motivo, [410, 422]).catch((err: unknown) => {
              if (endedBy(err)) setDenying(false);
              throw err;
            })
          }
          onClose={() => setDenying(false)}
          onDone={() => {
            setDenying(false);
            notify('resources.signing.sign.denied', { type: 'success' });
            onDone();
          }}
        />
      )}
    </>
  );
}
