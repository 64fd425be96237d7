// The public sign-up with e-mail confirmation (POST /api/cadastro-publico), offered on /sign-up
// beside the trial form: name, e-mail and mobile now; the mailed link (/confirmar-email/{token})
// leads to completing the account with CPF/CNPJ and a password.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { onlyDigits } from '../../../common/validation';
import { maskPhone } from '../../components/masks';
import { RecaptchaBox, useRecaptcha } from '../../components/Recaptcha';
import { TextInput } from '../../components/TextInput';
import { authApi } from '../../providers/authApi';
import { useT } from '../../providers/publicI18n';
import { FormActions } from './FormActions';
import { EMAIL_PATTERN, type FormErrors, usePublicForm } from './usePublicForm';

const FIELDS = ['name', 'email', 'phone'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const PHONE = /^[1-9]{2}9?\d{8}$/;

function validate(v: Values): FormErrors {
  const e: FormErrors = {};
  if (v.name.trim().length < 2) e.name = 'app.signup.required';
  if (!v.email.trim()) e.email = 'app.signup.required';
  else if (!EMAIL_PATTERN.test(v.email.trim())) e.email = 'app.signup.invalid_email';
  if (!v.phone) e.phone = 'app.signup.required';
  else if (!PHONE.test(onlyDigits(v.phone))) e.phone = 'app.signup.invalid_phone';
  return e;
}

export function PreRegisterForm() {
  const t = useT();
  const recaptcha = useRecaptcha();
  const [sent, setSent] = useState<string | null>(null);
  const { form, field, alert, setAlert, busy, onSubmit } = usePublicForm(FIELDS, {
    name: '',
    email: '',
    phone: '',
  });
  const submit = onSubmit(
    validate,
    async (values) => {
      const captcha = recaptcha.solved(setAlert);
      if (!captcha) return;
      const res = await authApi.preRegister({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone,
        ...captcha,
      });
      setSent(res.message);
    },
    recaptcha.reset,
  );

  if (sent)
    return (
      <Alert severity="success" role="status">
        {sent}
      </Alert>
    );
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('app.signup.pre_help')}
      </Typography>
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {alert}
        </Alert>
      )}
      <Box component="form" ref={form} onSubmit={(e) => void submit(e)} noValidate>
        <TextInput {...field('name')} label={t('app.signup.name')} autoComplete="name" />
        <TextInput {...field('email')} label={t('app.auth.email')} type="email" autoComplete="email" />
        <TextInput
          {...field('phone', { mask: maskPhone })}
          label={t('app.signup.phone')}
          type="tel"
          autoComplete="tel-national"
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <RecaptchaBox recaptcha={recaptcha} />
        <FormActions submit="app.signup.pre_submit" busy={busy} back="app.auth.have_account" />
      </Box>
    </>
  );
}
