// The right pane of the conversations page: the chosen conversation's messages, oldest at the top,
// newest at the bottom (kept in view as they arrive), with earlier ones loaded on demand; a search
// within it; the composer at its foot (a file may be dropped anywhere on the pane). What arrives
// while it is open is read.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatView } from '../../common/schemas/messaging';
import { devicesApi } from '../../src/providers/devicesApi';
import { useRealtime } from '../../src/providers/realtime';
import { ChatComposer } from './ChatComposer';
import { ChatSearch } from './ChatSearch';
import { MessageBubble } from './MessageBubble';
import { displayNumber } from './shared';
import { useAttachment } from './useAttachment';
import { useChatMessages } from './useChatMessages';
import { useFileDrop } from './useFileDrop';

export function ChatThread({
  deviceId,
  numericId,
  chat,
  connected,
  canSend,
  onBack,
}: {
  deviceId: string | undefined;
  numericId: number | undefined;
  chat: ChatView;
  /** Whether the device is open (only then can one answer). */
  connected: boolean;
  /** Whether the user may answer (messages.send). */
  canSend: boolean;
  /** On phones, back to the list of conversations. */
  onBack?: () => void;
}) {
  const translate = useTranslate();
  const [search, setSearch] = useState<string | null>(null);
  const thread = useChatMessages(deviceId, numericId, chat.chat_id, search ?? '');
  const { file, attach } = useAttachment();
  const drop = useFileDrop(attach);
  const scroller = useRef<HTMLDivElement>(null);
  const newest = thread.messages.at(-1);

  // Something arrived while the conversation is open: it is read. (What was unread when it opened
  // was read by opening it — DeviceMessages — not again once its messages load.)
  useRealtime('chat', (e) => {
    const arrived = e.message.direction === 'in' && !e.message.read_at;
    if (deviceId && e.device_id === numericId && e.chat_id === chat.chat_id && arrived)
      void devicesApi.markRead(deviceId, chat.chat_id).catch(() => undefined);
  });

  // The newest message in view when the conversation opens and whenever one arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest?.id]);

  return (
    <Stack
      sx={{ height: '100%', minWidth: 0, position: 'relative' }}
      {...(canSend && connected ? drop.handlers : {})}
    >
      {drop.over && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(0,0,0,0.5)',
            color: '#fff',
            pointerEvents: 'none',
          }}
        >
          <Typography variant="h6">{translate('resources.devices.chats.drop_here')}</Typography>
        </Box>
      )}
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
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle1" component="h2" noWrap>
            {chat.name || displayNumber(chat.number)}
          </Typography>
          {chat.name && (
            <Typography variant="caption" color="text.secondary">
              {displayNumber(chat.number)}
            </Typography>
          )}
        </Box>
        {search === null && (
          <IconButton aria-label={translate('resources.devices.chats.search')} onClick={() => setSearch('')}>
            <SearchIcon />
          </IconButton>
        )}
      </Stack>
      {search !== null && (
        <ChatSearch
          value={search}
          onChange={setSearch}
          onClose={() => setSearch(null)}
          found={thread.searching && !thread.loading ? thread.total : null}
        />
      )}
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
      {canSend && deviceId && (
        <ChatComposer
          deviceId={deviceId}
          chatId={chat.chat_id}
          connected={connected}
          file={file}
          onFile={attach}
          onSent={thread.add}
        />
      )}
    </Stack>
  );
}
