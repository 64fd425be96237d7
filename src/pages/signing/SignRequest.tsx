// What the signer does: fill their fields in (the button waits for the required ones), read the
// consent and tick it, type the one-time code when one is asked, then perform the act (the button
// says which) with the fields' values — or decline, with a reason. A field the API refuses shows its
// message on the page and takes the focus; nothing typed is lost.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import type { SignerView } from '../../../common/schemas/signing';
import { actLabel } from '../../../common/signing';
import { HttpError } from '../../providers/http';
import { signingPublicApi } from '../../providers/signingPublicApi';
import { GUIDE_STATUS_ID } from './fields/FieldGuide';
import { fieldErrors } from './fields/model';
import { useSignerFields } from './fields/SignerFields';
import { CODE_LENGTH, SignCode } from './SignCode';
import { lowerFirst, useSigningT } from './useSigningT';

// The refusal dialog loads when asked for: most signers never open it.
const DenyDialog = lazy(() => import('./DenyDialog').then((m) => ({ default: m.DenyDialog })));

interface Props {
  token: string;
  view: SignerView;
  onChanged(view: SignerView): void;
  onLinkGone(err: HttpError): void;
}

export function SignRequest({ token, view, onChanged, onLinkGone }: Props) {
  const { t, lang } = useSigningT();
  const [consent, setConsent] = useState(false);
  const [code, setCode] = useState('');
  const [consentError, setConsentError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [denying, setDenying] = useState(false);
  const fields = useSignerFields();
  const act = actLabel(lang, view.signatario.tipo);
  const needsCode = view.signatario.exige_codigo;
  // The checkbox's own <input> (a variable: MUI's slot type does not list data attributes).
  const consentInput = {
    'aria-describedby': consentError ? 'sign-consent-error' : undefined,
    'data-testid': 'sign-consent',
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const noConsent = consent ? null : t('sign.consent_required');
    const noCode = needsCode && code.length !== CODE_LENGTH ? t('sign.code.required') : null;
    setConsentError(noConsent);
    setCodeError(noCode);
    if (noConsent || noCode) {
      document
        .querySelector<HTMLInputElement>(noConsent ? '[data-testid="sign-consent"]' : '[name="codigo"]')
        ?.focus();
      return;
    }
    setBusy(true);
    try {
      const campos = fields.values();
      onChanged(
        await signingPublicApi.act(token, {
          consentimento: true,
          ...(needsCode ? { codigo: code } : {}),
          ...(campos ? { campos } : {}),
        }),
      );
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (err.status === 404 || err.status === 410) return onLinkGone(err);
      const errors = err.body.errors ?? {};
      if (err.status === 422 && errors.codigo) {
        setCodeError(String(errors.codigo));
        document.querySelector<HTMLInputElement>('[name="codigo"]')?.focus();
      } else if (err.status === 422 && errors.consentimento) setConsentError(String(errors.consentimento));
      // Shown on the fields themselves (and the first one focused).
      else if (err.status === 422 && fields.showErrors(fieldErrors(errors))) return;
      else if (err.status === 422 || err.status === 429) setAlert(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ mt: 3 }}>
      <Box
        sx={{
          border: 1,
          borderColor: consentError ? 'error.main' : 'divider',
          borderRadius: 1,
          p: { xs: 1, sm: 2 },
        }}
      >
        <FormControlLabel
          sx={{ alignItems: 'flex-start', m: 0 }}
          control={
            <Checkbox
              checked={consent}
              onChange={(e) => {
                setConsent(e.target.checked);
                if (e.target.checked) setConsentError(null);
              }}
              disabled={busy}
              sx={{ mt: -0.5, p: 1.25 }}
              slotProps={{ input: consentInput }}
            />
          }
          label={t('sign.consent', { ato: lowerFirst(act), nome: view.signatario.nome })}
        />
        {consentError && (
          <FormHelperText error id="sign-consent-error">
            {consentError}
          </FormHelperText>
        )}
      </Box>
      {needsCode && (
        <SignCode
          token={token}
          sentBefore={view.codigo_enviado_em}
          via={view.signatario.codigo_por}
          value={code}
          onChange={(v) => {
            setCode(v);
            if (codeError) setCodeError(null);
          }}
          error={codeError}
          disabled={busy}
          onLinkGone={onLinkGone}
        />
      )}
      {alert && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="sign-alert">
          {alert}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy || !fields.ready}
        aria-busy={busy}
        aria-describedby={fields.ready ? undefined : GUIDE_STATUS_ID}
        sx={{ mt: 2, minHeight: 52, fontSize: '1.05rem' }}
        data-testid="sign-submit"
      >
        {busy ? t('sign.working') : act}
      </Button>
      <Button
        onClick={() => setDenying(true)}
        color="error"
        variant="outlined"
        size="large"
        fullWidth
        disabled={busy}
        sx={{ mt: 1.5, minHeight: 48 }}
        data-testid="sign-deny"
      >
        {t('sign.deny')}
      </Button>
      {denying && (
        <Suspense fallback={null}>
          <DenyDialog
            token={token}
            fileId={view.documento.id}
            onClose={() => setDenying(false)}
            onDenied={(v) => {
              setDenying(false);
              onChanged(v);
            }}
            onLinkGone={onLinkGone}
          />
        </Suspense>
      )}
    </Box>
  );
}
