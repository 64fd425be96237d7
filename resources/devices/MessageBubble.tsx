// One message of a conversation: on the right for the ones sent from the device, on the left for
// the ones received; its text, attachment, time and (sent ones) status.
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { MessageView } from '../../common/schemas/messaging';
import { MessageStatusIcon } from './MessageStatusIcon';
import { messageTime, useLanguage } from './shared';

export function MessageBubble({ message }: { message: MessageView }) {
  const translate = useTranslate();
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
        <Chip
          size="small"
          icon={<AttachFileIcon />}
          label={message.media.file_name}
          aria-label={translate('resources.devices.chats.attachment', { name: message.media.file_name })}
          sx={{ mb: message.text ? 0.5 : 0, maxWidth: '100%' }}
        />
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
