// Completes a confirmed pre-registration (spec §2 '/usuario/registrar/:tokenId' and
// '/usuario/cadastrar/:tokenId'): CPF/CNPJ, a password and the acceptance of the current terms (as
// in the trial sign-up) turn it into a trial account, signed in.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isValidDocument } from '../../../common/validation';
import { maskDocument } from '../../components/masks';
import { RecaptchaBox, useRecaptcha } from '../../components/Recaptcha';
import { TextInput } from '../../components/TextInput';
import { authApi } from '../../providers/authApi';
import { useT } from '../../providers/publicI18n';
import { matchRoute, usePathname } from '../../routes/navigation';
import { FormActions } from './FormActions';
import { PublicLayout } from './PublicLayout';
import { enterApp } from './signedIn';
import { acceptedTerm, TermsConsent, useCurrentTerm } from './TermsConsent';
import { type FormErrors, usePublicForm, validatePasswordPair } from './usePublicForm';

const FIELDS = ['document', 'password', 'password_confirmation', 'accept_terms'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function validate(v: Values): FormErrors {
  const e: FormErrors = {};
  if (!v.document) e.document = 'app.signup.required';
  else if (!isValidDocument(v.document)) e.document = 'app.signup.invalid_document';
  validatePasswordPair(v, e);
  if (!v.accept_terms) e.accept_terms = 'app.signup.terms_required';
  return e;
}

export default function CompleteRegistrationPage() {
  const t = useT();
  const pathname = usePathname();
  const tokenId =
    matchRoute('/usuario/registrar/:tokenId', pathname)?.tokenId ??
    matchRoute('/usuario/cadastrar/:tokenId', pathname)?.tokenId ??
    '';
  const term = useCurrentTerm();
  const { form, field, values, set, errors, alert, setAlert, busy, onSubmit } = usePublicForm(FIELDS, {
    document: '',
    password: '',
    password_confirmation: '',
    accept_terms: '',
  });
  const recaptcha = useRecaptcha();
  const submit = onSubmit(
    validate,
    async (values) => {
      const captcha = recaptcha.solved(setAlert);
      if (!captcha) return;
      enterApp(
        await authApi.completeRegistration({
          token: tokenId,
          document: values.document,
          password: values.password,
          password_confirmation: values.password_confirmation,
          ...acceptedTerm(term),
          ...captcha,
        }),
      );
    },
    recaptcha.reset,
  );

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
          {...field('document', { mask: maskDocument })}
          label={t('app.signup.document')}
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
        <TermsConsent
          checked={values.accept_terms === '1'}
          onChange={(checked) => set('accept_terms', checked ? '1' : '')}
          term={term}
          error={errors.accept_terms ? t(errors.accept_terms) : undefined}
        />
        <RecaptchaBox recaptcha={recaptcha} />
        <FormActions submit="app.confirm.complete" busy={busy} back="app.auth.have_account" />
      </Box>
    </PublicLayout>
  );
}
