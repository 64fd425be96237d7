// Trial sign-up (spec §2 '/sign-up'): name, CPF/CNPJ, phone, e-mail and password, checked here
// with the shared validators before the call; the server's field errors land on the same fields.
// A successful sign-up opens the session and goes to the dashboard.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { isValidDocument, MIN_PASSWORD_LENGTH, onlyDigits } from '../../../common/validation';
import { type Mask, maskDocument, maskInput, maskPhone } from '../../components/masks';
import { TextInput } from '../../components/TextInput';
import { toast } from '../../components/Toaster';
import { authApi } from '../../providers/authApi';
import { forgetIdentity } from '../../providers/authProvider';
import { useClientSettings } from '../../providers/clientSettings';
import type { ErrorBody } from '../../providers/errorCatalogue';
import { HttpError } from '../../providers/http';
import { useLang, useT } from '../../providers/publicI18n';
import { saveTokens } from '../../providers/session';
import { navigate, Link as RouterLink } from '../../routes/navigation';
import { PublicLayout } from './PublicLayout';

type Field = 'name' | 'document' | 'phone' | 'email' | 'password';
type Values = Record<Field, string>;
/** i18n keys (client checks) or the server's own text; both go through t(). */
type Errors = Partial<Record<string, string>>;

const FIELDS: Field[] = ['name', 'document', 'phone', 'email', 'password'];
const EMPTY: Values = { name: '', document: '', phone: '', email: '', password: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Area code (no zero) and an 8-digit number, a 9 in front for mobiles, as the API checks it. */
const PHONE = /^[1-9]{2}9?\d{8}$/;

function validate(v: Values): Errors {
  const e: Errors = {};
  if (!v.name.trim()) e.name = 'app.signup.required';
  if (!v.document) e.document = 'app.signup.required';
  else if (!isValidDocument(v.document)) e.document = 'app.signup.invalid_document';
  if (!v.phone) e.phone = 'app.signup.required';
  else if (!PHONE.test(onlyDigits(v.phone))) e.phone = 'app.signup.invalid_phone';
  if (!v.email.trim()) e.email = 'app.signup.required';
  else if (!EMAIL.test(v.email.trim())) e.email = 'app.signup.invalid_email';
  if (v.password.length < MIN_PASSWORD_LENGTH) e.password = 'app.signup.password_min';
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

interface Grecaptcha {
  ready(cb: () => void): void;
  render(el: HTMLElement, options: { sitekey: string }): number;
  getResponse(widget?: number): string;
  reset(widget?: number): void;
}
const grecaptcha = () => (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
const RECAPTCHA_SCRIPT_ID = 'recaptcha-v2';

/** Google reCAPTCHA v2, loaded only when the deployment has a site key. */
function useRecaptcha(siteKey: string | null | undefined, hl: string) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!siteKey || !el) return;
    const render = () =>
      grecaptcha()?.ready(() => {
        if (widget.current === null) widget.current = grecaptcha()?.render(el, { sitekey: siteKey }) ?? null;
      });
    if (grecaptcha()) render();
    else if (!document.getElementById(RECAPTCHA_SCRIPT_ID)) {
      const script = document.createElement('script');
      script.id = RECAPTCHA_SCRIPT_ID;
      script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${hl}`;
      script.async = true;
      script.onload = render;
      document.head.appendChild(script);
    }
  }, [siteKey, hl]);
  return {
    box,
    token: () => (widget.current === null ? '' : (grecaptcha()?.getResponse(widget.current) ?? '')),
    reset: () => widget.current !== null && grecaptcha()?.reset(widget.current),
  };
}

export default function SignUpPage() {
  const t = useT();
  const lang = useLang();
  const client = useClientSettings();
  const siteKey = client?.recaptcha_site_key;
  const recaptcha = useRecaptcha(siteKey, lang === 'en' ? 'en' : 'pt-BR');
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const onChange = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => set(field, e.target.value);
  const onMasked = (field: Field, mask: Mask) => (e: ChangeEvent<HTMLInputElement>) =>
    set(field, maskInput(e.target, values[field], mask, (e.nativeEvent as InputEvent).inputType));

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
    const captcha = siteKey ? recaptcha.token() : undefined;
    if (siteKey && !captcha) {
      setAlert(t('app.signup.recaptcha_required'));
      return;
    }
    setBusy(true);
    try {
      const res = await authApi.registerTrial({
        name: values.name.trim(),
        document: values.document,
        phone: values.phone,
        email: values.email.trim(),
        password: values.password,
        ...(captcha ? { grecaptcha: captcha } : {}),
      });
      saveTokens(res);
      forgetIdentity();
      toast(res.message, 'success');
      navigate('/home', { replace: true });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (siteKey) recaptcha.reset();
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
  });

  return (
    <PublicLayout title={t('app.signup.title')}>
      {client && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('app.signup.subtitle', { days: client.trial_days })}
        </Typography>
      )}
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {alert}
        </Alert>
      )}
      <Box component="form" ref={form} onSubmit={(e) => void submit(e)} noValidate>
        <TextInput
          {...field('name')}
          label={t('app.signup.name')}
          autoComplete="name"
          onChange={onChange('name')}
        />
        <TextInput
          {...field('document')}
          label={t('app.signup.document')}
          onChange={onMasked('document', maskDocument)}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 18 } }}
        />
        <TextInput
          {...field('phone')}
          label={t('app.signup.phone')}
          type="tel"
          autoComplete="tel-national"
          onChange={onMasked('phone', maskPhone)}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <TextInput
          {...field('email')}
          label={t('app.auth.email')}
          type="email"
          autoComplete="email"
          onChange={onChange('email')}
        />
        <TextInput
          {...field('password')}
          label={t('app.auth.password')}
          type="password"
          autoComplete="new-password"
          onChange={onChange('password')}
        />
        {siteKey && <Box ref={recaptcha.box} sx={{ mt: 2, maxWidth: '100%', overflowX: 'auto' }} />}
        <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
          {t('app.signup.submit')}
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/login">
            {t('app.auth.have_account')}
          </Link>
        </Box>
      </Box>
    </PublicLayout>
  );
}
