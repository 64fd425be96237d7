// A signatory's own account (spec §2 '/cadastro-signatario/:token'): from their signing link, with
// the name and e-mail prefilled (the e-mail is the link's and cannot change), an optional CPF and a
// password. The account is a restricted one (ambient S): it signs in to the inbox.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { isValidCpf } from '../../../common/validation';
import { maskCpf } from '../../components/masks';
import { RecaptchaBox, useRecaptcha } from '../../components/Recaptcha';
import { TextInput } from '../../components/TextInput';
import { HttpError } from '../../providers/http';
import { useT } from '../../providers/publicI18n';
import { type SignatoryRegistration, signingPublicApi } from '../../providers/signingPublicApi';
import { Link as RouterLink, useRouteParams } from '../../routes/navigation';
import { PublicLayout } from '../auth/PublicLayout';
import { type FormErrors, usePublicForm, validatePasswordPair } from '../auth/usePublicForm';
import { Loading } from './SigningLayout';
import { useSigningT } from './useSigningT';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; registration: SignatoryRegistration }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'done'; message: string };
const FIELDS = ['nome', 'documento', 'password', 'password_confirmation'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** Client checks, as keys of the shell's dictionary (the form's helper texts translate them). */
function validate(v: Values): FormErrors {
  const e: FormErrors = {};
  if (!v.nome.trim()) e.nome = 'app.signup.required';
  if (v.documento && !isValidCpf(v.documento)) e.documento = 'app.invite.invalid_cpf';
  return validatePasswordPair(v, e);
}

function LoginButton() {
  const { t } = useSigningT();
  return (
    <Button
      component={RouterLink}
      to="/login"
      variant="contained"
      fullWidth
      size="large"
      data-testid="register-login"
    >
      {t('register.go_login')}
    </Button>
  );
}

export default function SignatoryRegisterPage() {
  const appT = useT();
  const { t } = useSigningT();
  const token = useRouteParams('/cadastro-signatario/:token').token ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const { form, field, set, alert, setAlert, busy, onSubmit } = usePublicForm(FIELDS, {
    nome: '',
    documento: '',
    password: '',
    password_confirmation: '',
  });
  const recaptcha = useRecaptcha();

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per token (set is a fresh closure each render).
  const fetchRegistration = useCallback(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    signingPublicApi.registration(token).then(
      (registration) => {
        if (!live) return;
        setLoad({ kind: 'ready', registration });
        set('nome', registration.nome);
      },
      (err: unknown) => {
        if (!live) return;
        setLoad(
          err instanceof HttpError && [404, 410].includes(err.status)
            ? { kind: 'invalid' }
            : { kind: 'failed' },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [token]);
  useEffect(() => fetchRegistration(), [fetchRegistration]);

  const submit = onSubmit(
    validate,
    async (v) => {
      const captcha = recaptcha.solved(setAlert);
      if (!captcha) return;
      const res = await signingPublicApi.register({
        token,
        nome: v.nome.trim(),
        documento: v.documento || null,
        password: v.password,
        password_confirmation: v.password_confirmation,
        ...captcha,
      });
      setLoad({ kind: 'done', message: res.message || t('register.done') });
    },
    recaptcha.reset,
  );

  return (
    <PublicLayout title={appT('app.page.signatory_register')}>
      <Box data-testid="signatory-register-page">
        {load.kind === 'loading' && <Loading text={t('loading')} />}
        {load.kind === 'invalid' && (
          <>
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t('register.invalid')}
            </Alert>
            <LoginButton />
          </>
        )}
        {load.kind === 'failed' && (
          <Button onClick={() => fetchRegistration()} variant="contained" fullWidth>
            {t('retry')}
          </Button>
        )}
        {load.kind === 'done' && (
          <>
            <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="register-done">
              {load.message}
            </Alert>
            <LoginButton />
          </>
        )}
        {load.kind === 'ready' && load.registration.registrado && (
          <>
            <Alert severity="info" role="note" sx={{ mb: 2 }} data-testid="register-existing">
              {t('register.registered')}
            </Alert>
            <LoginButton />
          </>
        )}
        {load.kind === 'ready' && !load.registration.registrado && (
          <>
            <Typography sx={{ mb: 1 }}>{t('register.intro')}</Typography>
            {alert && (
              <Alert severity="error" sx={{ my: 1 }} role="alert">
                {alert}
              </Alert>
            )}
            <Box component="form" ref={form} onSubmit={(e) => void submit(e)} noValidate>
              <TextInput
                label={t('register.email')}
                name="email"
                type="email"
                autoComplete="username"
                value={load.registration.email}
                slotProps={{ htmlInput: { readOnly: true } }}
              />
              <TextInput {...field('nome')} label={t('register.name')} autoComplete="name" autoFocus />
              <TextInput
                {...field('documento', { required: false, mask: maskCpf })}
                label={t('register.cpf')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
              />
              <TextInput
                {...field('password')}
                label={t('register.password')}
                type="password"
                autoComplete="new-password"
              />
              <TextInput
                {...field('password_confirmation')}
                label={t('register.password_confirmation')}
                type="password"
                autoComplete="new-password"
              />
              <RecaptchaBox recaptcha={recaptcha} />
              <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
                {t('register.submit')}
              </Button>
            </Box>
          </>
        )}
      </Box>
    </PublicLayout>
  );
}
