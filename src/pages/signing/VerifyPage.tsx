// The public verification page (/verificar, /verificar/:codigo): anyone uploads a PDF — or opens
// the link or QR code printed on a certificate — and sees whether it is a completed document of
// this platform, whether its digital seal is intact, who signed it and whether its event chain holds.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../providers/http';
import { useT } from '../../providers/publicI18n';
import { signingPublicApi, type VerificationResult } from '../../providers/signingPublicApi';
import { useRouteParams } from '../../routes/navigation';
import { Loading, SigningLayout } from './SigningLayout';
import { useSigningT } from './useSigningT';
import { VerifyDropzone } from './VerifyDropzone';
import { DocumentFacts, Seal, Verdict } from './VerifyResult';
import { Events, Signatories } from './VerifyTrail';

type State =
  | { kind: 'idle' }
  | { kind: 'checking'; name: string }
  | { kind: 'result'; result: VerificationResult; byCode: string | null }
  | { kind: 'failed'; message: string | null };

/** What a code that matches nothing answers with (the API's 404). */
const NOT_FOUND: VerificationResult = {
  encontrado: false,
  correspondencia: null,
  sha256: null,
  selo: null,
  documento: null,
  signatarios: [],
  eventos: [],
  cadeia: null,
};

export default function VerifyPage() {
  const appT = useT();
  const { t } = useSigningT();
  const codigo = useRouteParams('/verificar/:codigo').codigo ?? null;
  const [state, setState] = useState<State>(codigo ? { kind: 'checking', name: codigo } : { kind: 'idle' });
  const pending = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!codigo) {
      setState({ kind: 'idle' });
      return;
    }
    let live = true;
    setState({ kind: 'checking', name: codigo });
    signingPublicApi.verifyCode(codigo).then(
      (result) => live && setState({ kind: 'result', result, byCode: codigo }),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof HttpError && err.status === 404)
          setState({ kind: 'result', result: NOT_FOUND, byCode: codigo });
        else setState({ kind: 'failed', message: null });
      },
    );
    return () => {
      live = false;
    };
  }, [codigo]);

  useEffect(() => () => pending.current?.abort(), []);

  const check = async (file: File) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setState({ kind: 'checking', name: file.name });
    try {
      const result = await signingPublicApi.verifyFile(file, controller.signal);
      setState({ kind: 'result', result, byCode: null });
    } catch (err) {
      if (controller.signal.aborted) return;
      // Refusals the API explains (too big, wrong kind, throttled) show here; others were toasted.
      setState({
        kind: 'failed',
        message: err instanceof HttpError && err.status !== 0 ? err.message : null,
      });
    } finally {
      if (pending.current === controller) pending.current = null;
    }
  };

  const dropzone = <VerifyDropzone onFile={(f) => void check(f)} disabled={state.kind === 'checking'} />;
  return (
    <SigningLayout title={appT('app.page.verify')} testId="verify-page">
      {state.kind !== 'result' && (
        <>
          <Typography sx={{ mb: 2 }}>{t('verify.intro')}</Typography>
          {state.kind === 'failed' && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="verify-error">
              {state.message ?? t('load_failed')}
            </Alert>
          )}
          {state.kind === 'checking' ? (
            <Loading text={t('verify.checking', { nome: state.name })} />
          ) : (
            dropzone
          )}
        </>
      )}
      {state.kind === 'result' && (
        <>
          <Verdict result={state.result} byCode={state.byCode} />
          {state.result.selo && <Seal selo={state.result.selo} />}
          {(state.result.documento || state.result.sha256) && <DocumentFacts result={state.result} />}
          {state.result.encontrado && <Signatories signatarios={state.result.signatarios} />}
          {state.result.encontrado && <Events eventos={state.result.eventos} cadeia={state.result.cadeia} />}
          <Box sx={{ mt: 4 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('verify.another')}
            </Typography>
            {dropzone}
          </Box>
        </>
      )}
    </SigningLayout>
  );
}
