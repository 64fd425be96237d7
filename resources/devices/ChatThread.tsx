// The right pane of the conversations page: the chosen conversation's messages, oldest at the top,
// newest at the bottom (kept in view as they arrive), with earlier ones loaded on demand.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatView } from '../../common/schemas/messaging';
import { MessageBubble } from './MessageBubble';
import { displayNumber } from './shared';
import { useChatMessages } from './useChatMessages';

export function ChatThread({
  deviceId,
  numericId,
  chat,
  onBack,
}: {
  deviceId: string | undefined;
  numericId: number | undefined;
  chat: ChatView;
  /** On phones, back to the list of conversations. */
  onBack?: () => void;
}) {
  const translate = useTranslate();
  const thread = useChatMessages(deviceId, numericId, chat.chat_id);
  const scroller = useRef<HTMLDivElement>(null);
  const newest = thread.messages.at(-1)?.id;

  // The newest message in view when the conversation opens and whenever one arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);

  return (
    <Stack sx={{ height: '100%', minWidth: 0 }}>
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {onBack && (
          <IconButton onClick={onBack} aria-label={translate('resources.devices.chats.back')} edge="start">
            <ArrowBackIcon />
          </IconButton>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" noWrap>
            {chat.name || displayNumber(chat.number)}
          </Typography>
          {chat.name && (
            <Typography variant="caption" color="text.secondary">
              {displayNumber(chat.number)}
            </Typography>
          )}
        </Box>
      </Stack>
      {thread.loading && <LinearProgress />}
      <Stack
        ref={scroller}
        spacing={1}
        data-testid="thread"
        sx={{ flex: 1, overflowY: 'auto', p: 2, bgcolor: 'action.hover' }}
        role="log"
        aria-live="polite"
      >
        {thread.hasOlder && (
          <Box sx={{ textAlign: 'center' }}>
            <Button size="small" onClick={thread.loadOlder} disabled={thread.loading}>
              {translate('resources.devices.chats.load_older')}
            </Button>
          </Box>
        )}
        {!thread.loading && thread.messages.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {translate('resources.devices.chats.no_messages')}
          </Typography>
        )}
        {thread.messages.map((m) => (
          <MessageBubble key={m.id} message={m} />
        ))}
      </Stack>
    </Stack>
  );
}
