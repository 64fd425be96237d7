// Sign-up by invite (spec §2 '/cadastrar-usuario/:token'): shows which company invited which
// e-mail, then either creates the account (name, optional CPF, password) or, when the e-mail
// already has one, asks for its password. Either way the person ends signed in to that company.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { isValidCpf, MIN_PASSWORD_LENGTH } from '../../../common/validation';
import { maskCpf, maskInput } from '../../components/masks';
import { TextInput } from '../../components/TextInput';
import { toast } from '../../components/Toaster';
import { authApi } from '../../providers/authApi';
import { forgetIdentity } from '../../providers/authProvider';
import type { ErrorBody } from '../../providers/errorCatalogue';
import { HttpError } from '../../providers/http';
import { useT } from '../../providers/publicI18n';
import { saveTokens } from '../../providers/session';
import { navigate, Link as RouterLink, useRouteParams } from '../../routes/navigation';
import { PublicLayout } from './PublicLayout';

type Invite = Awaited<ReturnType<typeof authApi.invite>>['data'];
type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; invite: Invite }
  | { kind: 'invalid' }
  | { kind: 'failed' };
type Field = 'nome' | 'documento' | 'password' | 'password_confirmation';
type Values = Record<Field, string>;
/** i18n keys (client checks) or the server's own text; both go through t(). */
type Errors = Partial<Record<string, string>>;

const FIELDS: Field[] = ['nome', 'documento', 'password', 'password_confirmation'];

function validate(v: Values, existing: boolean): Errors {
  const e: Errors = {};
  if (existing) {
    if (!v.password) e.password = 'app.signup.required';
    return e;
  }
  if (!v.nome.trim()) e.nome = 'app.signup.required';
  if (v.documento && !isValidCpf(v.documento)) e.documento = 'app.invite.invalid_cpf';
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

export default function InviteSignUpPage() {
  const t = useT();
  const token = useRouteParams('/cadastrar-usuario/:token').token ?? '';
  const form = useRef<HTMLFormElement>(null);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [values, setValues] = useState<Values>({
    nome: '',
    documento: '',
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fetchInvite = useCallback(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    authApi.invite(token).then(
      (res) => {
        if (!live) return;
        setLoad({ kind: 'ready', invite: res.data });
        setValues((v) => ({ ...v, nome: v.nome || res.data.nome || '' }));
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

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const onChange = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => set(field, e.target.value);
  const onCpf = (e: ChangeEvent<HTMLInputElement>) =>
    set('documento', maskInput(e.target, values.documento, maskCpf, (e.nativeEvent as InputEvent).inputType));

  const focusFirst = (found: Errors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (e: FormEvent, invite: Invite) => {
    e.preventDefault();
    setAlert(null);
    const existing = invite.account_exists;
    const found = validate(values, existing);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      // An existing account only proves its password; the API still wants a name and a confirmation.
      const res = await authApi.inviteSignUp(
        existing
          ? {
              token,
              nome: invite.nome || invite.email,
              documento: null,
              password: values.password,
              password_confirmation: values.password,
            }
          : {
              token,
              nome: values.nome.trim(),
              documento: values.documento || null,
              password: values.password,
              password_confirmation: values.password_confirmation,
            },
      );
      saveTokens(res);
      forgetIdentity();
      toast(res.message, 'success');
      navigate('/home', { replace: true });
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

  const field = (name: Field, required = true) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(errors[name]) : undefined,
    fullWidth: true,
    required,
    margin: 'normal' as const,
    onChange: onChange(name),
  });

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
          <Box component="form" ref={form} onSubmit={(e) => void submit(e, load.invite)} noValidate>
            <TextInput
              label={t('app.auth.email')}
              name="email"
              type="email"
              autoComplete="username"
              value={load.invite.email}
              fullWidth
              margin="normal"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            {!load.invite.account_exists && (
              <>
                <TextInput {...field('nome')} label={t('app.invite.name')} autoComplete="name" autoFocus />
                <TextInput
                  {...field('documento', false)}
                  label={t('app.invite.cpf')}
                  onChange={onCpf}
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
            <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
              {t('app.invite.submit')}
            </Button>
            <Box sx={{ mt: 2, textAlign: 'center' }}>
              <Link component={RouterLink} to="/login">
                {t('app.recovery.back_to_login')}
              </Link>
            </Box>
          </Box>
        </>
      )}
    </PublicLayout>
  );
}
