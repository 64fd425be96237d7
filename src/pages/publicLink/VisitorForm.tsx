// The visitor's two steps on a public link: their name, e-mail and CPF → "Enviar código"; then the
// six-digit code e-mailed to them → "Continuar", which creates the document and opens their own
// signing page. A refusal shows at its field (a wrong code under the code), one the company must
// solve or a 429 in the alert; a refusal of their details takes them back to the first step.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isValidCpf } from '../../../common/validation';
import { maskCpf } from '../../components/masks';
import { RecaptchaBox, useRecaptcha } from '../../components/Recaptcha';
import { TextInput } from '../../components/TextInput';
import { HttpError } from '../../providers/http';
import { publicLinkApi } from '../../providers/publicLinkApi';
import { navigate } from '../../routes/navigation';
import { EMAIL_PATTERN, type FormErrors, usePublicForm } from '../auth/usePublicForm';
import { usePublicLinkT } from './usePublicLinkT';

const FIELDS = ['nome', 'email', 'cpf', 'codigo'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const DETAILS = ['nome', 'email', 'cpf'];

const digits6 = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** The details as the API takes them. */
const details = (v: Values) => ({ nome: v.nome.trim(), email: v.email.trim(), cpf: v.cpf });

export function VisitorForm({ token }: { token: string }) {
  const t = usePublicLinkT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  /** The server's messages last placed on fields: not repeated in the alert. */
  const [atFields, setAtFields] = useState<unknown[]>([]);
  const { form, field, alert, setAlert, busy, onSubmit } = usePublicForm(FIELDS, {
    nome: '',
    email: '',
    cpf: '',
    codigo: '',
  });
  const recaptcha = useRecaptcha();

  /** Messages of the shell's dictionary, or this page's already translated. */
  const checkDetails = (v: Values): FormErrors => {
    const e: FormErrors = {};
    if (!v.nome.trim()) e.nome = 'app.signup.required';
    if (!v.email.trim()) e.email = 'app.signup.required';
    else if (!EMAIL_PATTERN.test(v.email.trim())) e.email = 'app.signup.invalid_email';
    if (!v.cpf) e.cpf = 'app.signup.required';
    else if (!isValidCpf(v.cpf)) e.cpf = 'app.invite.invalid_cpf';
    return e;
  };
  const checkCode = (v: Values): FormErrors => (/^\d{6}$/.test(v.codigo) ? {} : { codigo: t('code_format') });

  /** Refusals the company must solve (409) go to the alert; a 422 on the details returns to them. */
  const refused = (err: unknown) => {
    if (!(err instanceof HttpError)) throw err;
    if (err.status === 409) {
      setAlert(err.message);
      return;
    }
    if (err.status === 422) {
      setAtFields(Object.values(err.body.errors ?? {}));
      if (Object.keys(err.body.errors ?? {}).some((f) => DETAILS.includes(f))) setSentTo(null);
    }
    throw err;
  };

  const askCode = onSubmit(
    checkDetails,
    async (v) => {
      const captcha = recaptcha.solved(setAlert);
      if (!captcha) return;
      try {
        const sent = await publicLinkApi.sendCode(token, { ...details(v), ...captcha });
        setSentTo(sent.enviado_para);
      } catch (err) {
        refused(err);
      }
    },
    recaptcha.reset,
  );
  const start = onSubmit(checkCode, async (v) => {
    try {
      const { url } = await publicLinkApi.start(token, { ...details(v), codigo: v.codigo });
      navigate(new URL(url, window.location.origin).pathname);
    } catch (err) {
      refused(err);
    }
  });

  // A refusal shown at its field is not repeated above the form.
  const shown = alert && !atFields.includes(alert) ? alert : null;

  return (
    <>
      {shown && (
        <Alert severity="error" sx={{ my: 1 }} role="alert">
          {shown}
        </Alert>
      )}
      {sentTo === null ? (
        <Box
          component="form"
          ref={form}
          onSubmit={(e) => void askCode(e)}
          noValidate
          data-testid="visitor-details"
        >
          <Typography sx={{ mb: 1 }}>{t('intro')}</Typography>
          <TextInput {...field('nome')} label={t('name')} autoComplete="name" />
          <TextInput {...field('email')} label={t('email')} type="email" autoComplete="email" />
          <TextInput
            {...field('cpf', { mask: maskCpf })}
            label={t('cpf')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
          />
          <RecaptchaBox recaptcha={recaptcha} />
          <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
            {t('send_code')}
          </Button>
        </Box>
      ) : (
        <Box
          component="form"
          ref={form}
          onSubmit={(e) => void start(e)}
          noValidate
          data-testid="visitor-code"
        >
          <Typography role="status" sx={{ mb: 1 }}>
            {t('code_sent', { email: sentTo })}
          </Typography>
          <TextInput
            {...field('codigo', { mask: digits6 })}
            label={t('code')}
            autoComplete="one-time-code"
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
            {t('continue')}
          </Button>
          <Button
            fullWidth
            onClick={() => {
              setAlert(null);
              setSentTo(null);
            }}
            disabled={busy}
            sx={{ mt: 1 }}
          >
            {t('change')}
          </Button>
        </Box>
      )}
    </>
  );
}
