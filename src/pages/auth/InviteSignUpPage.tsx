// Sign-up by invite (spec §2 '/cadastrar-usuario/:token'): shows which company invited which
// e-mail, then either creates the account (name, optional CPF, password) or, when the e-mail
// already has one, asks for its password. Either way the person ends signed in to that company.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { isValidCpf } from '../../../common/validation';
import { maskCpf } from '../../components/masks';
import { RecaptchaBox, useRecaptcha } from '../../components/Recaptcha';
import { TextInput } from '../../components/TextInput';
import { authApi } from '../../providers/authApi';
import { HttpError } from '../../providers/http';
import { useT } from '../../providers/publicI18n';
import { Link as RouterLink, useRouteParams } from '../../routes/navigation';
import { FormActions } from './FormActions';
import { PublicLayout } from './PublicLayout';
import { enterApp } from './signedIn';
import { type FormErrors, usePublicForm, validatePasswordPair } from './usePublicForm';

type Invite = Awaited<ReturnType<typeof authApi.invite>>['data'];
type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; invite: Invite }
  | { kind: 'invalid' }
  | { kind: 'failed' };
const FIELDS = ['nome', 'documento', 'password', 'password_confirmation'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function validate(v: Values, existing: boolean): FormErrors {
  if (existing) return v.password ? {} : { password: 'app.signup.required' };
  const e: FormErrors = {};
  if (!v.nome.trim()) e.nome = 'app.signup.required';
  if (v.documento && !isValidCpf(v.documento)) e.documento = 'app.invite.invalid_cpf';
  return validatePasswordPair(v, e);
}

export default function InviteSignUpPage() {
  const t = useT();
  const token = useRouteParams('/cadastrar-usuario/:token').token ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const { form, field, set, alert, setAlert, busy, onSubmit } = usePublicForm(FIELDS, {
    nome: '',
    documento: '',
    password: '',
    password_confirmation: '',
  });
  const recaptcha = useRecaptcha();

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per token (set is a fresh closure each render).
  const fetchInvite = useCallback(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    authApi.invite(token).then(
      (res) => {
        if (!live) return;
        setLoad({ kind: 'ready', invite: res.data });
        if (res.data.nome) set('nome', res.data.nome);
      },
      (err: unknown) => {
        if (!live) return;
        // A 404 is an invalid invite; other failures were already toasted by the HTTP client.
        setLoad(err instanceof HttpError && err.status === 404 ? { kind: 'invalid' } : { kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => fetchInvite(), [fetchInvite]);

  const submit = (invite: Invite) =>
    onSubmit(
      (v) => validate(v, invite.account_exists),
      async (values) => {
        const captcha = recaptcha.solved(setAlert);
        if (!captcha) return;
        // An existing account only proves its password; the API still wants a name and a confirmation.
        enterApp(
          await authApi.inviteSignUp(
            invite.account_exists
              ? {
                  token,
                  nome: invite.nome || invite.email,
                  documento: null,
                  password: values.password,
                  password_confirmation: values.password,
                  ...captcha,
                }
              : {
                  token,
                  nome: values.nome.trim(),
                  documento: values.documento || null,
                  password: values.password,
                  password_confirmation: values.password_confirmation,
                  ...captcha,
                },
          ),
        );
      },
      recaptcha.reset,
    );

  return (
    <PublicLayout title={t('app.invite.title')}>
      {load.kind === 'loading' && (
        <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('app.loading')}</Typography>
        </Box>
      )}
      {load.kind === 'invalid' && (
        <>
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {t('app.invite.invalid')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="outlined" fullWidth>
            {t('app.recovery.back_to_login')}
          </Button>
        </>
      )}
      {load.kind === 'failed' && (
        <Button onClick={() => fetchInvite()} variant="contained" fullWidth>
          {t('app.retry')}
        </Button>
      )}
      {load.kind === 'ready' && (
        <>
          <Typography sx={{ mb: 1 }}>
            {t('app.invite.help', { company: load.invite.empresa.nome })}
          </Typography>
          {load.invite.account_exists && (
            <Alert severity="info" sx={{ mb: 1 }} role="note">
              {t('app.invite.existing')}
            </Alert>
          )}
          {alert && (
            <Alert severity="error" sx={{ my: 1 }} role="alert">
              {alert}
            </Alert>
          )}
          <Box component="form" ref={form} onSubmit={(e) => void submit(load.invite)(e)} noValidate>
            <TextInput
              label={t('app.auth.email')}
              name="email"
              type="email"
              autoComplete="username"
              value={load.invite.email}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            {!load.invite.account_exists && (
              <>
                <TextInput {...field('nome')} label={t('app.invite.name')} autoComplete="name" autoFocus />
                <TextInput
                  {...field('documento', { required: false, mask: maskCpf })}
                  label={t('app.invite.cpf')}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
                />
              </>
            )}
            <TextInput
              {...field('password')}
              label={t('app.auth.password')}
              type="password"
              autoComplete={load.invite.account_exists ? 'current-password' : 'new-password'}
              autoFocus={load.invite.account_exists}
            />
            {!load.invite.account_exists && (
              <TextInput
                {...field('password_confirmation')}
                label={t('app.auth.password_confirmation')}
                type="password"
                autoComplete="new-password"
              />
            )}
            <RecaptchaBox recaptcha={recaptcha} />
            <FormActions submit="app.invite.submit" busy={busy} back="app.recovery.back_to_login" />
          </Box>
        </>
      )}
    </PublicLayout>
  );
}
