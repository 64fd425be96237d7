// Password reset (spec §2 '/api/password/reset/:token', the link of the recovery e-mail, which
// carries the address as ?email=): a new password, then back to the login.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../common/validation';
import { TextInput } from '../../components/TextInput';
import { toast } from '../../components/Toaster';
import { authApi } from '../../providers/authApi';
import type { ErrorBody } from '../../providers/errorCatalogue';
import { HttpError } from '../../providers/http';
import { useT } from '../../providers/publicI18n';
import { navigate, Link as RouterLink, useRouteParams, useSearchParam } from '../../routes/navigation';
import { PublicLayout } from './PublicLayout';

type Field = 'email' | 'password' | 'password_confirmation';
type Values = Record<Field, string>;
/** i18n keys (client checks) or the server's own text; both go through t(). */
type Errors = Partial<Record<string, string>>;

const FIELDS: Field[] = ['email', 'password', 'password_confirmation'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(v: Values): Errors {
  const e: Errors = {};
  if (!v.email.trim()) e.email = 'app.signup.required';
  else if (!EMAIL.test(v.email.trim())) e.email = 'app.signup.invalid_email';
  if (v.password.length < MIN_PASSWORD_LENGTH) e.password = 'app.signup.password_min';
  if (!v.password_confirmation) e.password_confirmation = 'app.signup.required';
  else if (v.password_confirmation !== v.password) e.password_confirmation = 'app.signup.password_mismatch';
  return e;
}

/** The first message of each field of a Laravel-shaped 422 body. */
function fieldMessages(errors: ErrorBody['errors']): Errors {
  const out: Errors = {};
  for (const [field, value] of Object.entries(errors ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first) out[field] = first;
  }
  return out;
}

export default function ResetPasswordPage() {
  const t = useT();
  const token = useRouteParams('/api/password/reset/:token').token ?? '';
  const initialEmail = useSearchParam('email') ?? '';
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({
    email: initialEmail,
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onChange = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const focusFirst = (found: Errors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      const res = await authApi.passwordReset({ ...values, email: values.email.trim(), token });
      toast(res.message, 'success');
      navigate('/login', { replace: true });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (err.status === 422) {
        const server = fieldMessages(err.body.errors);
        setErrors(server);
        focusFirst(server);
      }
      // Other failures (network, 5xx) were already toasted by the HTTP client.
      if ([422, 429, 404].includes(err.status)) setAlert(err.message);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(errors[name]) : undefined,
    fullWidth: true,
    required: true,
    margin: 'normal' as const,
    onChange: onChange(name),
  });

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
        <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
          {t('app.recovery.reset_submit')}
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/login">
            {t('app.recovery.back_to_login')}
          </Link>
        </Box>
      </Box>
    </PublicLayout>
  );
}
