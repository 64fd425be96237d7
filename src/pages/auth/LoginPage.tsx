// Login (spec §2 '/login' and '/'): e-mail, password and remember-me; then, when the account asks
// for it, a company picker and the one-time code. Refusals show the server's message in place.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { TextInput } from '../../components/TextInput';
import type { CompanyChoice } from '../../providers/authApi';
import { signIn } from '../../providers/authProvider';
import { HttpError } from '../../providers/http';
import { useT } from '../../providers/publicI18n';
import { useFlash } from '../../providers/useFlash';
import { navigate, Link as RouterLink } from '../../routes/navigation';
import { PublicLayout } from './PublicLayout';

type Step = 'credentials' | 'company' | 'otp';

// Only accounts of several companies see it: its radio list stays out of the login's chunks.
const CompanyPicker = lazy(() => import('./CompanyPicker'));

export default function LoginPage() {
  const t = useT();
  useFlash();
  const [step, setStep] = useState<Step>('credentials');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [companies, setCompanies] = useState<CompanyChoice[]>([]);
  const [empresaId, setEmpresaId] = useState<number | undefined>();
  // The company entered last (preselected in the picker), and "Entrar sempre nesta empresa".
  const [lastCompany, setLastCompany] = useState<number | undefined>();
  const [rememberCompany, setRememberCompany] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = async (
    extra: { empresa_id?: number; lembrar_empresa?: boolean; token_otp?: string } = {},
  ) => {
    setBusy(true);
    setError(null);
    const chosen = extra.empresa_id ?? empresaId;
    // Sent with the company only (the one-time code's attempt too, so the choice survives it).
    const lembrar = chosen !== undefined && (extra.lembrar_empresa ?? rememberCompany);
    try {
      await signIn({
        email,
        password,
        remember,
        empresa_id: chosen,
        ...(lembrar ? { lembrar_empresa: true } : {}),
        token_otp: extra.token_otp,
      });
      navigate('/home', { replace: true });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      const body = err.body as {
        code?: string;
        companies?: CompanyChoice[];
        ultima_empresa_id?: number | null;
      };
      if (body.code === 'COMPANY_REQUIRED') {
        setCompanies(body.companies ?? []);
        if (body.ultima_empresa_id != null) setLastCompany(body.ultima_empresa_id);
        setStep('company');
        if (chosen !== undefined) setError(err.message);
      } else if (body.code === 'OTP_REQUIRED') {
        setStep('otp');
      } else {
        if (body.code === 'SELECTED_COMPANY_DISABLED' && body.companies) setCompanies(body.companies);
        setError(err.status === 0 ? t('app.http.network') : err.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const submitCredentials = (e: FormEvent) => {
    e.preventDefault();
    setEmpresaId(undefined);
    void attempt({});
  };
  const chooseCompany = (id: number, always: boolean) => {
    setEmpresaId(id);
    setRememberCompany(always);
    void attempt({ empresa_id: id, lembrar_empresa: always });
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    void attempt({ token_otp: code });
  };
  const restart = () => {
    setStep('credentials');
    setCode('');
    setEmpresaId(undefined);
    setLastCompany(undefined);
    setRememberCompany(false);
    setError(null);
  };

  return (
    <PublicLayout
      title={t(
        step === 'otp'
          ? 'app.auth.otp_title'
          : step === 'company'
            ? 'app.auth.company_title'
            : 'app.page.login',
      )}
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      {step === 'credentials' && (
        <Box component="form" onSubmit={submitCredentials} noValidate>
          <TextInput
            label={t('app.auth.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            autoFocus
          />
          <TextInput
            label={t('app.auth.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <FormControlLabel
            control={
              <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} name="remember" />
            }
            label={t('app.auth.remember')}
          />
          <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
            {t('app.auth.sign_in')}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, gap: 2, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to="/password/recovery">
              {t('app.auth.forgot_password')}
            </Link>
            <Link component={RouterLink} to="/sign-up">
              {t('app.auth.create_account')}
            </Link>
          </Box>
        </Box>
      )}
      {step === 'company' && (
        <>
          <Typography sx={{ mb: 1 }}>{t('app.auth.company_help')}</Typography>
          <Suspense fallback={null}>
            <CompanyPicker
              companies={companies}
              selected={empresaId ?? lastCompany}
              remember={rememberCompany}
              busy={busy}
              onChoose={chooseCompany}
            />
          </Suspense>
          <Button onClick={restart}>{t('app.auth.change_account')}</Button>
        </>
      )}
      {step === 'otp' && (
        <Box component="form" onSubmit={submitCode} noValidate>
          <Typography sx={{ mb: 1 }}>{t('app.auth.otp_help')}</Typography>
          <TextInput
            label={t('app.auth.otp_code')}
            name="token_otp"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            required
            autoFocus
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
          />
          <Button
            type="submit"
            variant="contained"
            fullWidth
            size="large"
            disabled={busy || code.length !== 6}
            sx={{ mt: 2 }}
          >
            {t('app.auth.verify')}
          </Button>
          <Button onClick={restart} sx={{ mt: 1 }}>
            {t('app.auth.change_account')}
          </Button>
        </Box>
      )}
    </PublicLayout>
  );
}
