// Two-step verification (TOTP). Turning it on asks GET /api/auth/otp for a fresh secret, shows its
// otpauth URI as a QR code and the secret as text, and confirms with a 6-digit code
// (PUT /api/auth/change-two-factory, enable true); turning it off asks for a current code.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { profileApi } from '../../../providers/profileApi';
import { refusal } from './formErrors';
import { useProfileT } from './useProfileT';

interface Enrolment {
  secret: string;
  otpauth_url: string;
}

type Step = { kind: 'idle' } | { kind: 'enrolling'; enrolment: Enrolment } | { kind: 'disabling' };

export function TwoFactorSection({ enabled, onChange }: { enabled: boolean; onChange(on: boolean): void }) {
  const t = useProfileT();
  const notify = useNotify();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = (next: Step) => {
    setStep(next);
    setCode('');
    setError(null);
  };

  const start = async () => {
    setBusy(true);
    try {
      const res = await profileApi.otpEnrol();
      if (res.enabled) onChange(true);
      else if (res.secret && res.otpauth_url)
        reset({ kind: 'enrolling', enrolment: { secret: res.secret, otpauth_url: res.otpauth_url } });
    } catch {
      // The HTTP layer has told the user.
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('two_factor.code_format'));
      return;
    }
    const enable = step.kind === 'enrolling';
    setBusy(true);
    try {
      const res = await profileApi.changeTwoFactor(enable, code);
      reset({ kind: 'idle' });
      onChange(enable);
      notify(res.message, { type: 'success' });
    } catch (err) {
      const r = refusal(err);
      if (r) setError(r.fields.token_otp ?? r.fields.enable ?? r.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="two-factor">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('two_factor.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t(enabled ? 'two_factor.on' : 'two_factor.off')}</Typography>
      {step.kind === 'idle' && (
        <Button
          variant={enabled ? 'outlined' : 'contained'}
          color={enabled ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => (enabled ? reset({ kind: 'disabling' }) : void start())}
        >
          {t(enabled ? 'two_factor.disable' : 'two_factor.enable')}
        </Button>
      )}
      {step.kind !== 'idle' && (
        <Box component="form" onSubmit={(e) => void confirm(e)} noValidate sx={{ maxWidth: 420 }}>
          {step.kind === 'enrolling' ? (
            <Stack spacing={1} sx={{ mb: 1 }}>
              <Typography>{t('two_factor.scan')}</Typography>
              <Box sx={{ p: 1, bgcolor: '#fff', width: 'fit-content' }}>
                <QRCodeSVG value={step.enrolment.otpauth_url} size={192} title={t('two_factor.qr')} />
              </Box>
              <Typography>
                {t('two_factor.secret')}:{' '}
                <Box component="code" data-testid="otp-secret" sx={{ wordBreak: 'break-all' }}>
                  {step.enrolment.secret}
                </Box>
              </Typography>
            </Stack>
          ) : (
            <Typography sx={{ mb: 1 }}>{t('two_factor.disable_prompt')}</Typography>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {error}
            </Alert>
          )}
          <TextField
            name="token_otp"
            label={t('two_factor.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            autoComplete="one-time-code"
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {t(step.kind === 'enrolling' ? 'two_factor.confirm' : 'two_factor.disable')}
            </Button>
            <Button onClick={() => reset({ kind: 'idle' })} disabled={busy}>
              {t('actions.cancel')}
            </Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
