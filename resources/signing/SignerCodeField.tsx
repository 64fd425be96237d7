// The one-time code a document may require before the act: ask for it (by e-mail or by WhatsApp,
// as the sender chose), see where it went, type its 6 digits; asking again waits until the API
// allows it.
import MailIcon from '@mui/icons-material/MarkEmailRead';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SIGNING_CODE_RESEND_SECONDS } from '../../common/signing';
import type { CodeSent, SignerView } from '../../src/providers/signingApi';
import { useRoundsT } from './useRoundsT';

export const CODE_LENGTH = 6;

interface Props {
  code: string;
  onCode(code: string): void;
  /** When a code was last sent (from the signer's view), before this dialog asked. */
  sentBefore: string | null;
  sent: CodeSent | null;
  /** Where the code goes (from the signer's view) until one was sent and the API said where. */
  via: SignerView['signatario']['codigo_por'];
  error?: string;
  disabled: boolean;
  onSend(): void;
}

/** Seconds until another code may be asked for (0: now). */
function useWait(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

export function SignerCodeField({ code, onCode, sentBefore, sent, via, error, disabled, onSend }: Props) {
  const translate = useTranslate();
  const rt = useRoundsT();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.signing.sign.${key}`, args);
  const channel = sent?.canal ?? via;
  const ct = (key: string, args?: Record<string, unknown>) => rt(`code.${channel}.${key}`, args);
  const resendAt = sent
    ? Date.parse(sent.reenviar_em)
    : sentBefore
      ? Date.parse(sentBefore) + SIGNING_CODE_RESEND_SECONDS * 1000
      : null;
  const wait = useWait(resendAt !== null && Number.isFinite(resendAt) ? resendAt : null);
  const asked = Boolean(sent || sentBefore);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" data-testid="inbox-code-hint" data-channel={channel}>
        {sent ? ct('sent', { to: sent.enviado_para }) : ct('hint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={channel === 'whatsapp' ? <WhatsAppIcon /> : <MailIcon />}
          disabled={disabled || wait > 0}
          onClick={onSend}
          data-testid="inbox-send-code"
        >
          {wait > 0 ? t('resend_in', { seconds: wait }) : asked ? t('resend_code') : ct('send')}
        </Button>
        <TextField
          size="small"
          label={t('code_label')}
          value={code}
          disabled={disabled || !asked}
          onChange={(e) => onCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: CODE_LENGTH,
              'data-testid': 'inbox-code',
            },
          }}
          sx={{ width: 200 }}
        />
      </Box>
    </Box>
  );
}
