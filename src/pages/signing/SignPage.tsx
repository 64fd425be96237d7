// The signer's page (spec §2 '/assinar/:token', public): opened from the personal link e-mailed to
// each signatory, phone first. Shows who asks what, on which document (with a preview), the other
// parties, then the consent, the one-time code when asked, and the act — or why there is nothing
// to do (done, declined, not their turn yet, the process ended, its deadline passed, the link expired
// or unknown). The signer's fields lie over the document's pages: filled in while they may act,
// shown as filled afterwards.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { SignerView } from '../../../common/schemas/signing';
import { actLabel } from '../../../common/signing';
import { HttpError } from '../../providers/http';
import { useT } from '../../providers/publicI18n';
import { markForm } from '../../providers/signingApi';
import { type DeadlinePassed, deadlinePassed, signingPublicApi } from '../../providers/signingPublicApi';
import { useRouteParams } from '../../routes/navigation';
import { DocumentSection, Sender } from './DocumentSummary';
import { reveal } from './fields/focusField';
import { type MarkAdopter, SignerFieldsProvider } from './fields/SignerFields';
import { PartiesList } from './PartiesList';
import { Loading, SigningLayout } from './SigningLayout';
import { DeadlineOutcome, SignOutcome, signState } from './SignOutcome';
import { SignRequest } from './SignRequest';
import { useSigningT } from './useSigningT';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; view: SignerView; justActed: boolean }
  | { kind: 'expired' }
  | { kind: 'deadline'; gone: DeadlinePassed }
  | { kind: 'unknown' }
  | { kind: 'failed' };

/** Why a link answered 404 or 410: unknown, expired, or its process' deadline passed. */
function gone(err: HttpError): Load {
  const deadline = deadlinePassed(err);
  if (deadline) return { kind: 'deadline', gone: deadline };
  return err.status === 410 ? { kind: 'expired' } : { kind: 'unknown' };
}

export default function SignPage() {
  const appT = useT();
  const { t, lang } = useSigningT();
  const token = useRouteParams('/assinar/:token').token ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  const fetchView = useCallback(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    signingPublicApi.view(token).then(
      // A transition: React renders the whole page in slices that leave the main thread free
      // (one long task otherwise, on a slow phone).
      (view) => live && startTransition(() => setLoad({ kind: 'ready', view, justActed: false })),
      (err: unknown) => {
        if (!live) return;
        // 404/410 are this page's to explain; other failures were already toasted.
        setLoad(err instanceof HttpError && [404, 410].includes(err.status) ? gone(err) : { kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);
  useEffect(() => fetchView(), [fetchView]);

  const changed = (view: SignerView) => {
    setLoad({ kind: 'ready', view, justActed: true });
    window.scrollTo({ top: 0 });
  };
  const linkGone = (err: HttpError) => {
    setLoad(gone(err));
    window.scrollTo({ top: 0 });
  };

  const title = appT('app.page.sign');
  if (load.kind !== 'ready')
    return (
      <SigningLayout
        title={title}
        heading={(load.kind === 'deadline' && load.gone.documento.nome) || undefined}
        testId="sign-page"
        loading={load.kind === 'loading'}
      >
        {load.kind === 'loading' && <Loading text={t('loading')} />}
        {load.kind === 'deadline' && <DeadlineOutcome gone={load.gone} />}
        {load.kind === 'expired' && (
          <Alert severity="warning" role="alert" data-testid="sign-expired">
            {t('sign.expired')}
          </Alert>
        )}
        {load.kind === 'unknown' && (
          <Alert severity="error" role="alert" data-testid="sign-unknown">
            {t('sign.unknown')}
          </Alert>
        )}
        {load.kind === 'failed' && (
          <>
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t('load_failed')}
            </Alert>
            <Button onClick={() => fetchView()} variant="contained" fullWidth size="large">
              {t('retry')}
            </Button>
          </>
        )}
      </SigningLayout>
    );

  const { view, justActed } = load;
  const state = signState(view);
  // The link's token adopts the signer's marks.
  const adopter: MarkAdopter = {
    adopt: async (tipo, image, origem) =>
      (await signingPublicApi.adoptMark(token, tipo, markForm(image, origem))).marca,
  };
  return (
    <SigningLayout title={title} heading={view.documento.nome} testId="sign-page">
      <SignerFieldsProvider
        campos={view.campos}
        marks={view.marcas}
        nome={view.signatario.nome}
        editable={state === 'act'}
        adopter={adopter}
      >
        <Box data-state={state}>
          {state === 'act' ? (
            <Box>
              <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {t('sign.asked')}
              </Typography>
              <Typography
                component="p"
                variant="h5"
                color="primary"
                sx={{ fontWeight: 600 }}
                data-testid="sign-act-label"
              >
                {actLabel(lang, view.signatario.tipo)}
              </Typography>
            </Box>
          ) : (
            <SignOutcome state={state} view={view} token={token} justActed={justActed} />
          )}
          <Sender view={view} />
          <DocumentSection
            view={view}
            onFieldsDone={() => reveal(document.querySelector('[data-testid="sign-consent"]'))}
          />
          <PartiesList partes={view.partes} sequencial={view.sequencial} />
          {state === 'act' && (
            <SignRequest token={token} view={view} onChanged={changed} onLinkGone={linkGone} />
          )}
        </Box>
      </SignerFieldsProvider>
    </SigningLayout>
  );
}
