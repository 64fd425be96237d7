// The one-time code the owner asked for: a button sends it to the signer's e-mail or, when the sender
// chose WhatsApp, to their WhatsApp number (either shown masked), another can be asked for once the
// wait is over (a countdown), and a 6-digit field takes it, filled in by the phone's keyboard
// suggestion where the browser offers one.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { SIGNING_CODE_RESEND_SECONDS } from '../../../common/signing';
import { TextInput } from '../../components/TextInput';
import { HttpError } from '../../providers/http';
import { type CodeSent, type SignerView, signingPublicApi } from '../../providers/signingPublicApi';
import { timeOnly } from './dates';
import { useSigningT } from './useSigningT';

export const CODE_LENGTH = 6;
const WAIT_MS = SIGNING_CODE_RESEND_SECONDS * 1000;

/** When another code may be asked for: the server's time, never further than the wait from now (clock skew). */
const deadline = (at: number) => Math.min(at, Date.now() + WAIT_MS);

interface Props {
  token: string;
  /** When a code was last sent (before this page was opened). */
  sentBefore: string | null;
  /** Where the code goes, until one is sent and the API says where it went. */
  via: SignerView['signatario']['codigo_por'];
  value: string;
  onChange(value: string): void;
  error: string | null;
  disabled: boolean;
  /** The link stopped working (404 unknown, 410 expired or past the deadline). */
  onLinkGone(err: HttpError): void;
}

export function SignCode({ token, sentBefore, via, value, onChange, error, disabled, onLinkGone }: Props) {
  const { t, lang } = useSigningT();
  const [sent, setSent] = useState<CodeSent | null>(null);
  const whatsapp = (sent?.canal ?? via) === 'whatsapp';
  /** The e-mail's wording, or WhatsApp's. */
  const ct = (key: string, args?: Record<string, unknown>) =>
    t(whatsapp ? `sign.code.whatsapp.${key}` : `sign.code.${key}`, args);
  const [resendAt, setResendAt] = useState(() =>
    sentBefore ? deadline(Date.parse(sentBefore) + WAIT_MS) : 0,
  );
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));

  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= resendAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  const send = async () => {
    setBusy(true);
    setAlert(null);
    try {
      const res = await signingPublicApi.sendCode(token);
      setSent(res);
      setResendAt(deadline(Date.parse(res.reenviar_em)));
      setNow(Date.now());
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (err.status === 404 || err.status === 410) onLinkGone(err);
      else if (err.status === 422 || err.status === 429) setAlert(err.message);
    } finally {
      setBusy(false);
    }
  };

  const asked = sent !== null || sentBefore !== null;
  return (
    <Box sx={{ mt: 2 }}>
      {!asked && <Typography sx={{ mb: 1 }}>{ct('help')}</Typography>}
      {sent && (
        <Alert severity="success" role="status" sx={{ mb: 1 }} data-testid="sign-code-sent">
          {ct('sent', whatsapp ? { numero: sent.enviado_para } : { email: sent.enviado_para })}{' '}
          {t('sign.code.valid_until', { hora: timeOnly(sent.expira_em, lang) })}
        </Alert>
      )}
      {!sent && sentBefore && <Typography sx={{ mb: 1 }}>{ct('sent_before')}</Typography>}
      {alert && (
        <Alert severity="warning" role="alert" sx={{ mb: 1 }} data-testid="sign-code-alert">
          {alert}
        </Alert>
      )}
      {asked && (
        <TextInput
          name="codigo"
          label={t('sign.code.label')}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          error={Boolean(error)}
          helperText={error ?? undefined}
          required
          disabled={disabled}
          autoComplete="one-time-code"
          autoFocus={sent !== null}
          margin="dense"
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: CODE_LENGTH,
              'data-testid': 'sign-code',
              style: { fontSize: '1.5rem', letterSpacing: '0.4em' },
            },
          }}
        />
      )}
      <Button
        onClick={() => void send()}
        disabled={busy || disabled || wait > 0}
        variant={asked ? 'text' : 'outlined'}
        size="large"
        fullWidth
        sx={{ minHeight: 48 }}
        data-testid="sign-send-code"
        data-channel={whatsapp ? 'whatsapp' : 'email'}
      >
        {asked
          ? wait > 0
            ? t('sign.code.resend_in', { seconds: wait })
            : t('sign.code.resend')
          : ct('send')}
      </Button>
    </Box>
  );
}
