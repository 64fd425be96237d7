// Trial sign-up (spec §2 '/sign-up'): name, CPF/CNPJ, phone, e-mail and password, checked here
// with the shared validators before the call; the server's field errors land on the same fields.
// A successful sign-up opens the session and goes to the dashboard.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { isValidDocument, MIN_PASSWORD_LENGTH, onlyDigits } from '../../../common/validation';
import { maskDocument, maskPhone } from '../../components/masks';
import { RecaptchaBox, useRecaptcha } from '../../components/Recaptcha';
import { TextInput } from '../../components/TextInput';
import { useCnpjLookup } from '../../components/useCnpjLookup';
import { authApi } from '../../providers/authApi';
import { useClientSettings } from '../../providers/clientSettings';
import { useT } from '../../providers/publicI18n';
import { FormActions } from './FormActions';
import { PublicLayout } from './PublicLayout';
import { enterApp } from './signedIn';
import { EMAIL_PATTERN, type FormErrors, usePublicForm } from './usePublicForm';

const FIELDS = ['name', 'document', 'phone', 'email', 'password'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { name: '', document: '', phone: '', email: '', password: '' };
/** Area code (no zero) and an 8-digit number, a 9 in front for mobiles, as the API checks it. */
const PHONE = /^[1-9]{2}9?\d{8}$/;

function validate(v: Values): FormErrors {
  const e: FormErrors = {};
  if (!v.name.trim()) e.name = 'app.signup.required';
  if (!v.document) e.document = 'app.signup.required';
  else if (!isValidDocument(v.document)) e.document = 'app.signup.invalid_document';
  if (!v.phone) e.phone = 'app.signup.required';
  else if (!PHONE.test(onlyDigits(v.phone))) e.phone = 'app.signup.invalid_phone';
  if (!v.email.trim()) e.email = 'app.signup.required';
  else if (!EMAIL_PATTERN.test(v.email.trim())) e.email = 'app.signup.invalid_email';
  if (v.password.length < MIN_PASSWORD_LENGTH) e.password = 'app.signup.password_min';
  return e;
}

/**
 * A complete, valid numeric CNPJ asks the company registry (JSONP, loaded on demand so the lookup
 * is not in this page's bundle) and fills the name with the razão social — unless the user has
 * typed a name of their own. Alphanumeric CNPJs and failed lookups leave the form as it is.
 */
function useCnpjName(document: string, name: string, fill: (name: string) => void) {
  const filled = useRef('');
  useCnpjLookup(document, (found) => {
    if (!found.razao_social || (name.trim() && name !== filled.current)) return;
    filled.current = found.razao_social;
    fill(found.razao_social);
  });
}

export default function SignUpPage() {
  const t = useT();
  const client = useClientSettings();
  const recaptcha = useRecaptcha();
  const { form, field, values, set, alert, setAlert, busy, onSubmit } = usePublicForm(FIELDS, EMPTY);
  useCnpjName(values.document, values.name, (name) => set('name', name));

  const submit = onSubmit(
    validate,
    async (values) => {
      const captcha = recaptcha.solved(setAlert);
      if (!captcha) return;
      enterApp(
        await authApi.registerTrial({
          name: values.name.trim(),
          document: values.document,
          phone: values.phone,
          email: values.email.trim(),
          password: values.password,
          ...captcha,
        }),
      );
    },
    recaptcha.reset,
  );

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
        <TextInput {...field('name')} label={t('app.signup.name')} autoComplete="name" />
        <TextInput
          {...field('document', { mask: maskDocument })}
          label={t('app.signup.document')}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 18 } }}
        />
        <TextInput
          {...field('phone', { mask: maskPhone })}
          label={t('app.signup.phone')}
          type="tel"
          autoComplete="tel-national"
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <TextInput {...field('email')} label={t('app.auth.email')} type="email" autoComplete="email" />
        <TextInput
          {...field('password')}
          label={t('app.auth.password')}
          type="password"
          autoComplete="new-password"
        />
        <RecaptchaBox recaptcha={recaptcha} />
        <FormActions submit="app.signup.submit" busy={busy} back="app.auth.have_account" />
      </Box>
    </PublicLayout>
  );
}
