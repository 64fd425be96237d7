// Completes a confirmed pre-registration (spec §2 '/usuario/registrar/:tokenId' and
// '/usuario/cadastrar/:tokenId'): CPF/CNPJ and a password turn it into a trial account, signed in.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { isValidDocument, MIN_PASSWORD_LENGTH } from '../../../common/validation';
import { maskDocument, maskInput } from '../../components/masks';
import { TextInput } from '../../components/TextInput';
import { toast } from '../../components/Toaster';
import { authApi } from '../../providers/authApi';
import { forgetIdentity } from '../../providers/authProvider';
import type { ErrorBody } from '../../providers/errorCatalogue';
import { HttpError } from '../../providers/http';
import { useT } from '../../providers/publicI18n';
import { saveTokens } from '../../providers/session';
import { matchRoute, navigate, Link as RouterLink, usePathname } from '../../routes/navigation';
import { PublicLayout } from './PublicLayout';

type Field = 'document' | 'password' | 'password_confirmation';
type Values = Record<Field, string>;
/** i18n keys (client checks) or the server's own text; both go through t(). */
type Errors = Partial<Record<string, string>>;

const FIELDS: Field[] = ['document', 'password', 'password_confirmation'];
const EMPTY: Values = { document: '', password: '', password_confirmation: '' };

function validate(v: Values): Errors {
  const e: Errors = {};
  if (!v.document) e.document = 'app.signup.required';
  else if (!isValidDocument(v.document)) e.document = 'app.signup.invalid_document';
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

export default function CompleteRegistrationPage() {
  const t = useT();
  const pathname = usePathname();
  const tokenId =
    matchRoute('/usuario/registrar/:tokenId', pathname)?.tokenId ??
    matchRoute('/usuario/cadastrar/:tokenId', pathname)?.tokenId ??
    '';
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
  const onDocument = (e: ChangeEvent<HTMLInputElement>) =>
    set(
      'document',
      maskInput(e.target, values.document, maskDocument, (e.nativeEvent as InputEvent).inputType),
    );

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
      const res = await authApi.completeRegistration({ token: tokenId, ...values });
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
    <PublicLayout title={t('app.page.user_register')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('app.confirm.complete_help')}
      </Typography>
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {alert}
        </Alert>
      )}
      <Box component="form" ref={form} onSubmit={(e) => void submit(e)} noValidate>
        <TextInput
          {...field('document')}
          label={t('app.signup.document')}
          onChange={onDocument}
          autoFocus
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 18 } }}
        />
        <TextInput
          {...field('password')}
          label={t('app.auth.password')}
          type="password"
          autoComplete="new-password"
        />
        <TextInput
          {...field('password_confirmation')}
          label={t('app.auth.password_confirmation')}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
          {t('app.confirm.complete')}
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
