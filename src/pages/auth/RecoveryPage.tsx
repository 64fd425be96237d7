// Password recovery (spec §2 '/password/recovery'): asks for the e-mail and shows the server's
// answer, which is the same whether or not the address has an account.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { RecaptchaBox, useRecaptcha } from '../../components/Recaptcha';
import { TextInput } from '../../components/TextInput';
import { authApi } from '../../providers/authApi';
import { HttpError } from '../../providers/http';
import { useT } from '../../providers/publicI18n';
import { FormActions } from './FormActions';
import { PublicLayout } from './PublicLayout';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function RecoveryPage() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  /** i18n key (client check) or the server's own text. */
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const recaptcha = useRecaptcha();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const address = email.trim();
    const problem = !address
      ? 'app.signup.required'
      : EMAIL.test(address)
        ? null
        : 'app.signup.invalid_email';
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    const captcha = recaptcha.solved((message) => setResult({ ok: false, message }));
    if (!captcha) return;
    setBusy(true);
    try {
      const res = await authApi.passwordEmail(address, captcha);
      setResult({ ok: true, message: res.message });
      recaptcha.reset();
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      recaptcha.reset();
      const field = err.body.errors?.email;
      if (err.status === 422 && field) setError((Array.isArray(field) ? field[0] : field) ?? err.message);
      // Other failures (network, 5xx) were already toasted by the HTTP client.
      if ([422, 429, 404].includes(err.status)) setResult({ ok: false, message: err.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicLayout title={t('app.recovery.title')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('app.recovery.help')}
      </Typography>
      {result && (
        <Alert
          severity={result.ok ? 'success' : 'error'}
          sx={{ mb: 2 }}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.message}
        </Alert>
      )}
      <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
        <TextInput
          inputRef={input}
          label={t('app.auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ? t(error) : undefined}
          required
          autoFocus
        />
        <RecaptchaBox recaptcha={recaptcha} />
        <FormActions submit="app.recovery.submit" busy={busy} back="app.recovery.back_to_login" />
      </Box>
    </PublicLayout>
  );
}
