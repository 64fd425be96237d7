// One message of a conversation: on the right for the ones sent from the device, on the left for
// the ones received; its file (shown or played, see MessageMedia), text, time and (sent ones) status.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageView } from '../../common/schemas/messaging';
import { MessageMedia } from './MessageMedia';
import { MessageStatusIcon } from './MessageStatusIcon';
import { messageTime, useLanguage } from './shared';

export function MessageBubble({ message }: { message: MessageView }) {
  const lang = useLanguage();
  const out = message.direction === 'out';
  return (
    <Box
      data-testid="bubble"
      data-direction={message.direction}
      sx={(theme) => ({
        alignSelf: out ? 'flex-end' : 'flex-start',
        maxWidth: '75%',
        px: 1.5,
        py: 0.75,
        borderRadius: 2,
        borderTopRightRadius: out ? 0 : undefined,
        borderTopLeftRadius: out ? undefined : 0,
        bgcolor: out ? (theme.palette.mode === 'dark' ? '#005c4b' : '#d9fdd3') : 'background.paper',
        color: out && theme.palette.mode === 'light' ? '#111b21' : 'text.primary',
        boxShadow: 1,
      })}
    >
      {message.media && (
        <Box sx={{ mb: message.text ? 0.5 : 0 }}>
          <MessageMedia message={message} />
        </Box>
      )}
      {message.text && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Typography>
      )}
      <Stack direction="row" spacing={0.5} alignItems="center" justifyContent="flex-end" sx={{ mt: 0.25 }}>
        <Typography variant="caption" sx={{ opacity: 0.7 }}>
          {messageTime(message.created_at, lang)}
        </Typography>
        {out && <MessageStatusIcon status={message.status} error={message.error} />}
      </Stack>
    </Box>
  );
}
