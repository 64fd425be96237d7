// Step 4: what will be sent, the "Enviar" button (enabled once everything is right, else saying what
// is missing), the attachment's upload progress and the API's refusal, if any.
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SendNeed } from './useMessageDraft';

export interface SendState {
  sending: boolean;
  /** Upload progress of the attachment, 0–100 (null: nothing to show). */
  progress: number | null;
  error: string | null;
}

export function SendStep({
  need,
  count,
  deviceName,
  state,
  onSend,
}: {
  need: SendNeed;
  count: number;
  deviceName: string;
  state: SendState;
  onSend(): void;
}) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.messages.create.send.${key}`, args);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 720 }}>
      {need === null && (
        <Typography variant="body2">{t('summary', { smart_count: count, device: deviceName })}</Typography>
      )}
      {need !== null && (
        <Typography variant="body2" color="text.secondary" data-testid="send-need">
          {t(`needs.${need}`)}
        </Typography>
      )}
      <Box>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={need !== null || state.sending}
          onClick={onSend}
        >
          {t('button')}
        </Button>
      </Box>
      {state.sending && state.progress !== null && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={state.progress}
            aria-label={t('uploading', { percent: Math.round(state.progress) })}
          />
          <Typography variant="caption" color="text.secondary">
            {t('uploading', { percent: Math.round(state.progress) })}
          </Typography>
        </Box>
      )}
      {state.sending && state.progress === null && <LinearProgress />}
      {state.error && (
        <Alert severity="error" data-testid="send-error">
          {state.error}
        </Alert>
      )}
    </Box>
  );
}
