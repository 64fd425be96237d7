// Completes a confirmed pre-registration (spec §2 '/usuario/registrar/:tokenId' and
// '/usuario/cadastrar/:tokenId'): the company's document and the person's CPF apart, a password and,
// when the platform has approved terms, their acceptance (as in the trial sign-up) turn it into a
// trial account, signed in.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { maskCpf, maskDocument } from '../../components/masks';
import { RecaptchaBox, useRecaptcha } from '../../components/Recaptcha';
import { TextInput } from '../../components/TextInput';
import { authApi } from '../../providers/authApi';
import { useT } from '../../providers/publicI18n';
import { matchRoute, usePathname } from '../../routes/navigation';
import { documentHelp, isOwnCpf, personCpf, validateDocuments } from './CompanyDocument';
import { FormActions } from './FormActions';
import { PublicLayout } from './PublicLayout';
import { enterApp } from './signedIn';
import { acceptedTerm, type TermState, TermsConsent, termsToAccept, useCurrentTerm } from './TermsConsent';
import { type FormErrors, usePublicForm, validatePasswordPair } from './usePublicForm';
import { useSignUpT } from './useSignUpT';

const FIELDS = ['document', 'cpf', 'password', 'password_confirmation', 'accept_terms'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function validate(v: Values, terms: TermState): FormErrors {
  const e: FormErrors = {};
  validateDocuments(v, e);
  validatePasswordPair(v, e);
  if (termsToAccept(terms) && !v.accept_terms) e.accept_terms = 'app.signup.terms_required';
  return e;
}

export default function CompleteRegistrationPage() {
  const t = useT();
  const pathname = usePathname();
  const tokenId =
    matchRoute('/usuario/registrar/:tokenId', pathname)?.tokenId ??
    matchRoute('/usuario/cadastrar/:tokenId', pathname)?.tokenId ??
    '';
  const ts = useSignUpT();
  const terms = useCurrentTerm();
  const { form, field, values, set, errors, alert, setAlert, busy, onSubmit } = usePublicForm(FIELDS, {
    document: '',
    cpf: '',
    password: '',
    password_confirmation: '',
    accept_terms: '',
  });
  const recaptcha = useRecaptcha();
  const documentField = field('document', { mask: maskDocument });
  const submit = onSubmit(
    (v) => validate(v, terms.state),
    async (values) => {
      const captcha = recaptcha.solved(setAlert);
      if (!captcha) return;
      enterApp(
        await authApi.completeRegistration({
          token: tokenId,
          document: values.document,
          ...personCpf(values),
          password: values.password,
          password_confirmation: values.password_confirmation,
          ...acceptedTerm(terms.state),
          ...captcha,
        }),
      );
    },
    recaptcha.reset,
  );

  return (
    <PublicLayout title={t('app.page.user_register')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {ts('complete_help')}
      </Typography>
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {alert}
        </Alert>
      )}
      <Box component="form" ref={form} onSubmit={(e) => void submit(e)} noValidate>
        <TextInput
          {...documentField}
          helperText={documentHelp(values.document, 'idle', documentField.helperText, ts)}
          label={ts('company_document')}
          autoFocus
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 18 } }}
        />
        {!isOwnCpf(values.document) && (
          <TextInput
            {...field('cpf', { mask: maskCpf })}
            label={ts('cpf')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 14 } }}
          />
        )}
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
        <TermsConsent
          state={terms.state}
          retry={terms.retry}
          checked={values.accept_terms === '1'}
          onChange={(checked) => set('accept_terms', checked ? '1' : '')}
          error={errors.accept_terms ? t(errors.accept_terms) : undefined}
        />
        <RecaptchaBox recaptcha={recaptcha} />
        <FormActions submit="app.confirm.complete" busy={busy} back="app.auth.have_account" />
      </Box>
    </PublicLayout>
  );
}
