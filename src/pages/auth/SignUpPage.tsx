// Trial sign-up (spec §2 '/sign-up'): the person's name, the company's name, CPF/CNPJ, phone,
// e-mail, password and the acceptance of the current terms, checked here with the shared
// validators before the call; the server's field errors land on the same fields. A successful
// sign-up opens the session and goes to the dashboard (the e-mail is confirmed by a mailed link).
// The same page offers the public sign-up with e-mail confirmation first (PreRegisterForm).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { isValidDocument, MIN_PASSWORD_LENGTH, onlyDigits } from '../../../common/validation';
import { maskDocument, maskPhone } from '../../components/masks';
import { RecaptchaBox, useRecaptcha } from '../../components/Recaptcha';
import { TextInput } from '../../components/TextInput';
import { useCnpjLookup } from '../../components/useCnpjLookup';
import { authApi } from '../../providers/authApi';
import { useClientSettings } from '../../providers/clientSettings';
import { useT } from '../../providers/publicI18n';
import { FormActions } from './FormActions';
import { PreRegisterForm } from './PreRegisterForm';
import { PublicLayout } from './PublicLayout';
import { enterApp } from './signedIn';
import { acceptedTerm, TermsConsent, useCurrentTerm } from './TermsConsent';
import { EMAIL_PATTERN, type FormErrors, usePublicForm } from './usePublicForm';

const FIELDS = ['name', 'company_name', 'document', 'phone', 'email', 'password', 'accept_terms'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = {
  name: '',
  company_name: '',
  document: '',
  phone: '',
  email: '',
  password: '',
  accept_terms: '',
};
/** Area code (no zero) and an 8-digit number, a 9 in front for mobiles, as the API checks it. */
const PHONE = /^[1-9]{2}9?\d{8}$/;

function validate(v: Values): FormErrors {
  const e: FormErrors = {};
  if (!v.name.trim()) e.name = 'app.signup.required';
  if (!v.company_name.trim()) e.company_name = 'app.signup.required';
  if (!v.document) e.document = 'app.signup.required';
  else if (!isValidDocument(v.document)) e.document = 'app.signup.invalid_document';
  if (!v.phone) e.phone = 'app.signup.required';
  else if (!PHONE.test(onlyDigits(v.phone))) e.phone = 'app.signup.invalid_phone';
  if (!v.email.trim()) e.email = 'app.signup.required';
  else if (!EMAIL_PATTERN.test(v.email.trim())) e.email = 'app.signup.invalid_email';
  if (v.password.length < MIN_PASSWORD_LENGTH) e.password = 'app.signup.password_min';
  if (!v.accept_terms) e.accept_terms = 'app.signup.terms_required';
  return e;
}

/**
 * A complete, valid numeric CNPJ asks the company registry (JSONP, loaded on demand so the lookup
 * is not in this page's bundle) and fills the company's name with the razão social — unless the
 * user has typed a name of their own. Alphanumeric CNPJs and failed lookups leave the form as it is.
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
  const [withEmailFirst, setWithEmailFirst] = useState(false);
  return (
    <PublicLayout title={t(withEmailFirst ? 'app.signup.pre_title' : 'app.signup.title')}>
      {!withEmailFirst && client && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('app.signup.subtitle', { days: client.trial_days })}
        </Typography>
      )}
      {withEmailFirst ? <PreRegisterForm /> : <TrialSignUpForm />}
      <Box sx={{ mt: 1, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={() => setWithEmailFirst((v) => !v)}>
          {t(withEmailFirst ? 'app.signup.trial_link' : 'app.signup.pre_link')}
        </Link>
      </Box>
    </PublicLayout>
  );
}

function TrialSignUpForm() {
  const t = useT();
  const recaptcha = useRecaptcha();
  const term = useCurrentTerm();
  const { form, field, values, set, errors, alert, setAlert, busy, onSubmit } = usePublicForm(FIELDS, EMPTY);
  useCnpjName(values.document, values.company_name, (name) => set('company_name', name));

  const submit = onSubmit(
    validate,
    async (values) => {
      const captcha = recaptcha.solved(setAlert);
      if (!captcha) return;
      enterApp(
        await authApi.registerTrial({
          name: values.name.trim(),
          company_name: values.company_name.trim(),
          document: values.document,
          phone: values.phone,
          email: values.email.trim(),
          password: values.password,
          ...acceptedTerm(term),
          ...captcha,
        }),
      );
    },
    recaptcha.reset,
  );

  return (
    <>
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {alert}
        </Alert>
      )}
      <Box component="form" ref={form} onSubmit={(e) => void submit(e)} noValidate>
        <TextInput {...field('name')} label={t('app.signup.name')} autoComplete="name" />
        <TextInput
          {...field('company_name')}
          label={t('app.signup.company_name')}
          autoComplete="organization"
        />
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
        <TermsConsent
          checked={values.accept_terms === '1'}
          onChange={(checked) => set('accept_terms', checked ? '1' : '')}
          term={term}
          error={errors.accept_terms ? t(errors.accept_terms) : undefined}
        />
        <RecaptchaBox recaptcha={recaptcha} />
        <FormActions submit="app.signup.submit" busy={busy} back="app.auth.have_account" />
      </Box>
    </>
  );
}
