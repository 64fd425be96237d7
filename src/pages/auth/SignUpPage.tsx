// Trial sign-up (spec §2 '/sign-up'): first the company — its document (a CNPJ, whose lookup fills
// the legal and trade names that follow it, saying when it could not; or the CPF of someone working
// on their own), its legal and trade names — then the person: name, their own CPF (unless the
// company's document is it), phone, e-mail and password; and, when the platform has approved terms,
// their acceptance. Checked here with the shared validators before the call; the server's field
// errors land on the same fields. A successful sign-up opens the session and goes to the dashboard
// (the e-mail is confirmed by a mailed link). The same page offers the public sign-up with e-mail
// confirmation first (PreRegisterForm).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { MIN_PASSWORD_LENGTH, onlyDigits } from '../../../common/validation';
import { maskCpf, maskDocument, maskPhone } from '../../components/masks';
import { RecaptchaBox, useRecaptcha } from '../../components/Recaptcha';
import { TextInput } from '../../components/TextInput';
import { useCnpjLookup } from '../../components/useCnpjLookup';
import { authApi } from '../../providers/authApi';
import { useClientSettings } from '../../providers/clientSettings';
import { useT } from '../../providers/publicI18n';
import { documentHelp, isOwnCpf, personCpf, validateDocuments } from './CompanyDocument';
import { FormActions } from './FormActions';
import { PreRegisterForm } from './PreRegisterForm';
import { PublicLayout } from './PublicLayout';
import { referrerRefused, useReferrer } from './referral';
import { enterApp } from './signedIn';
import { acceptedTerm, type TermState, TermsConsent, termsToAccept, useCurrentTerm } from './TermsConsent';
import { EMAIL_PATTERN, type FormErrors, usePublicForm } from './usePublicForm';
import { useSignUpT } from './useSignUpT';

const FIELDS = [
  'document',
  'company_name',
  'trade_name',
  'name',
  'cpf',
  'phone',
  'email',
  'password',
  'accept_terms',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = {
  document: '',
  company_name: '',
  trade_name: '',
  name: '',
  cpf: '',
  phone: '',
  email: '',
  password: '',
  accept_terms: '',
};
/** Area code (no zero) and an 8-digit number, a 9 in front for mobiles, as the API checks it. */
const PHONE = /^[1-9]{2}9?\d{8}$/;

function validate(v: Values, terms: TermState): FormErrors {
  const e: FormErrors = {};
  validateDocuments(v, e);
  if (!v.company_name.trim()) e.company_name = 'app.signup.required';
  if (!v.name.trim()) e.name = 'app.signup.required';
  if (!v.phone) e.phone = 'app.signup.required';
  else if (!PHONE.test(onlyDigits(v.phone))) e.phone = 'app.signup.invalid_phone';
  if (!v.email.trim()) e.email = 'app.signup.required';
  else if (!EMAIL_PATTERN.test(v.email.trim())) e.email = 'app.signup.invalid_email';
  if (v.password.length < MIN_PASSWORD_LENGTH) e.password = 'validation.password_min';
  if (termsToAccept(terms) && !v.accept_terms) e.accept_terms = 'app.signup.terms_required';
  return e;
}

/**
 * A complete, valid numeric CNPJ asks the company registry (JSONP, loaded on demand so the lookup
 * is not in this page's bundle) and fills the legal and trade names that follow it — each unless the
 * person typed one of their own. Answers where the lookup stands, for the page to say it.
 */
function useCnpjNames(values: Values, set: (name: 'company_name' | 'trade_name', value: string) => void) {
  const filled = useRef({ company_name: '', trade_name: '' });
  return useCnpjLookup(values.document, (found) => {
    const fill = (name: 'company_name' | 'trade_name', value: string) => {
      const typed = values[name].trim();
      if (!value || (typed && values[name] !== filled.current[name])) return;
      filled.current[name] = value;
      set(name, value);
    };
    fill('company_name', found.razao_social);
    fill('trade_name', found.nome_fantasia);
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

function Section({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

function TrialSignUpForm() {
  const t = useT();
  const ts = useSignUpT();
  const recaptcha = useRecaptcha();
  const terms = useCurrentTerm();
  const { form, field, values, set, errors, alert, setAlert, busy, onSubmit } = usePublicForm(FIELDS, EMPTY);
  const lookup = useCnpjNames(values, set);
  const documentField = field('document', { mask: maskDocument });
  // A referral link (/sign-up?empresa=12) sends the referring company; an unknown one never blocks.
  const referrer = useReferrer();

  const submit = onSubmit(
    (v) => validate(v, terms.state),
    async (values) => {
      const captcha = recaptcha.solved(setAlert);
      if (!captcha) return;
      const signedUp = await authApi
        .registerTrial({
          name: values.name.trim(),
          company_name: values.company_name.trim(),
          ...(values.trade_name.trim() ? { trade_name: values.trade_name.trim() } : {}),
          document: values.document,
          ...personCpf(values),
          phone: values.phone,
          email: values.email.trim(),
          password: values.password,
          ...acceptedTerm(terms.state),
          ...referrer.body,
          ...captcha,
        })
        .catch((err: unknown) => {
          if (!referrerRefused(err)) throw err;
          referrer.drop();
          recaptcha.reset();
          setAlert(ts('referral_invalid'));
          return null;
        });
      if (signedUp) enterApp(signedUp);
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
        <Section>{ts('company_section')}</Section>
        <TextInput
          {...documentField}
          helperText={documentHelp(values.document, lookup, documentField.helperText, ts)}
          label={ts('company_document')}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 18 } }}
        />
        <TextInput
          {...field('company_name')}
          label={t('app.signup.company_name')}
          autoComplete="organization"
        />
        <TextInput {...field('trade_name', { required: false })} label={ts('trade_name')} />
        <Section>{ts('person_section')}</Section>
        <TextInput {...field('name')} label={t('app.signup.name')} autoComplete="name" />
        {!isOwnCpf(values.document) && (
          <TextInput
            {...field('cpf', { mask: maskCpf })}
            label={ts('cpf')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 14 } }}
          />
        )}
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
          state={terms.state}
          retry={terms.retry}
          checked={values.accept_terms === '1'}
          onChange={(checked) => set('accept_terms', checked ? '1' : '')}
          error={errors.accept_terms ? t(errors.accept_terms) : undefined}
        />
        <RecaptchaBox recaptcha={recaptcha} />
        <FormActions submit="app.signup.submit" busy={busy} back="app.auth.have_account" />
      </Box>
    </>
  );
}
