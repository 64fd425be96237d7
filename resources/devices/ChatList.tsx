// The left pane of the conversations page: each conversation's name (or number), the last message,
// its time and how many messages are unread.
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ChatView } from '../../common/schemas/messaging';
import { MessageStatusIcon } from './MessageStatusIcon';
import { displayNumber, messageTime, useLanguage } from './shared';

function Preview({ chat }: { chat: ChatView }) {
  const translate = useTranslate();
  const last = chat.last_message;
  if (!last) return null;
  const out = last.direction === 'out';
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={{ minWidth: 0 }}>
      {out && <MessageStatusIcon status={last.status} error={last.error} />}
      {last.media && <AttachFileIcon sx={{ fontSize: 14 }} />}
      <Typography variant="body2" color="text.secondary" noWrap>
        {out ? translate('resources.devices.chats.you') : ''}
        {last.text ||
          (last.media?.voice ? translate('resources.devices.chats.voice_note') : last.media?.file_name) ||
          ''}
      </Typography>
    </Stack>
  );
}

export function ChatList({
  chats,
  selected,
  onSelect,
  loading,
  hasMore,
  onLoadMore,
}: {
  chats: ChatView[];
  selected: string | null;
  onSelect(chatId: string): void;
  loading: boolean;
  hasMore: boolean;
  onLoadMore(): void;
}) {
  const translate = useTranslate();
  const lang = useLanguage();
  return (
    <Box sx={{ height: '100%', overflowY: 'auto' }}>
      {loading && <LinearProgress />}
      {!loading && chats.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('resources.devices.chats.empty')}
        </Typography>
      )}
      <List disablePadding aria-label={translate('resources.devices.chats.title')}>
        {chats.map((chat) => (
          // Each conversation a list item (a list holds only items), its button inside.
          <ListItem key={chat.chat_id} disablePadding>
            <ListItemButton
              selected={chat.chat_id === selected}
              onClick={() => onSelect(chat.chat_id)}
              divider
              data-testid="chat"
              data-chat={chat.chat_id}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" justifyContent="space-between" spacing={1}>
                  <Typography noWrap fontWeight={chat.unread > 0 ? 600 : 400}>
                    {chat.name || displayNumber(chat.number)}
                  </Typography>
                  {chat.last_message && (
                    <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                      {messageTime(chat.last_message.created_at, lang)}
                    </Typography>
                  )}
                </Stack>
                {chat.name && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {displayNumber(chat.number)}
                  </Typography>
                )}
                <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
                  <Preview chat={chat} />
                  {chat.unread > 0 && (
                    <Badge
                      color="success"
                      badgeContent={chat.unread}
                      max={99}
                      aria-label={translate('resources.devices.chats.unread', { smart_count: chat.unread })}
                      data-testid="unread"
                      sx={{ mr: 1.5 }}
                    />
                  )}
                </Stack>
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {hasMore && (
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button size="small" onClick={onLoadMore} disabled={loading}>
            {translate('resources.devices.chats.load_more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
