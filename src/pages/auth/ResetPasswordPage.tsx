// Password reset (spec §2 '/api/password/reset/:token', the link of the recovery e-mail, which
// carries the address as ?email=): a new password, then back to the login.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RecaptchaBox, useRecaptcha } from '../../components/Recaptcha';
import { TextInput } from '../../components/TextInput';
import { toast } from '../../components/Toaster';
import { authApi } from '../../providers/authApi';
import { useT } from '../../providers/publicI18n';
import { navigate, useRouteParams, useSearchParam } from '../../routes/navigation';
import { FormActions } from './FormActions';
import { PublicLayout } from './PublicLayout';
import { EMAIL_PATTERN, type FormErrors, usePublicForm, validatePasswordPair } from './usePublicForm';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function validate(v: Values): FormErrors {
  const e: FormErrors = {};
  if (!v.email.trim()) e.email = 'app.signup.required';
  else if (!EMAIL_PATTERN.test(v.email.trim())) e.email = 'app.signup.invalid_email';
  return validatePasswordPair(v, e);
}

export default function ResetPasswordPage() {
  const t = useT();
  const token = useRouteParams('/api/password/reset/:token').token ?? '';
  const initialEmail = useSearchParam('email') ?? '';
  const { form, field, alert, setAlert, busy, onSubmit } = usePublicForm(FIELDS, {
    email: initialEmail,
    password: '',
    password_confirmation: '',
  });
  const recaptcha = useRecaptcha();
  const submit = onSubmit(
    validate,
    async (values) => {
      const captcha = recaptcha.solved(setAlert);
      if (!captcha) return;
      const res = await authApi.passwordReset({ ...values, email: values.email.trim(), token, ...captcha });
      toast(res.message, 'success');
      navigate('/login', { replace: true });
    },
    recaptcha.reset,
  );

  return (
    <PublicLayout title={t('app.recovery.reset_title')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('app.recovery.reset_help')}
      </Typography>
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {alert}
        </Alert>
      )}
      <Box component="form" ref={form} onSubmit={(e) => void submit(e)} noValidate>
        <TextInput
          {...field('email')}
          label={t('app.auth.email')}
          type="email"
          autoComplete="username"
          autoFocus={!initialEmail}
        />
        <TextInput
          {...field('password')}
          label={t('app.auth.password')}
          type="password"
          autoComplete="new-password"
          autoFocus={Boolean(initialEmail)}
        />
        <TextInput
          {...field('password_confirmation')}
          label={t('app.auth.password_confirmation')}
          type="password"
          autoComplete="new-password"
        />
        <RecaptchaBox recaptcha={recaptcha} />
        <FormActions submit="app.recovery.reset_submit" busy={busy} back="app.recovery.back_to_login" />
      </Box>
    </PublicLayout>
  );
}
