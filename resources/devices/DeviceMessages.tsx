// /device/:id/messages: a device's WhatsApp conversations, live. The list on the left, the chosen
// conversation on the right (with the composer for users who may send); on phones (< 600 px) one
// pane at a time. Opening a conversation reads it.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import type { DeviceView } from '../../common/schemas/messaging';
import { devicesApi } from '../../src/providers/devicesApi';
import { useRealtime } from '../../src/providers/realtime';
import { ChatList } from './ChatList';
import { ChatThread } from './ChatThread';
import { DeviceStateChip } from './DeviceStateChip';
import { LiveIndicator } from './LiveIndicator';
import { displayNumber, isDevice } from './shared';
import { useChats } from './useChats';
import { useDevicePermissions } from './useDevicePermissions';

export function DeviceMessages() {
  const { id } = useParams();
  const translate = useTranslate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [device, setDevice] = useState<DeviceView | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  // The route names the device by its id (or uuid); events name it by its numeric id.
  const numericId = device?.id ?? (id && /^\d+$/.test(id) ? Number(id) : undefined);
  const chats = useChats(id, numericId, selected);
  const chat = chats.chats.find((c) => c.chat_id === selected) ?? null;
  const permissions = useDevicePermissions();

  useEffect(() => {
    if (!id) return;
    const control = new AbortController();
    devicesApi.details(id, control.signal).then(setDevice, () => undefined);
    return () => control.abort();
  }, [id]);

  useRealtime('device', (e) => {
    if (isDevice(e, id))
      setDevice((d) => (d ? { ...d, state: e.state, profile_name: e.profile_name, number: e.number } : d));
  });

  const select = (chatId: string) => {
    setSelected(chatId);
    chats.markRead(chatId);
    // Read on the server too (and on the sender's phone); a failure leaves the badge for next time.
    if (id && chats.chats.find((c) => c.chat_id === chatId)?.unread)
      void devicesApi.markRead(id, chatId).catch(() => undefined);
  };

  const showList = !phone || !chat;
  const showThread = !phone || chat;
  return (
    <Stack spacing={1}>
      {device && (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
          <Typography variant="h6" component="h2">
            {device.name}
          </Typography>
          {device.number && <Typography color="text.secondary">{displayNumber(device.number)}</Typography>}
          <DeviceStateChip state={device.state} />
          <Box sx={{ flex: 1 }} />
          <LiveIndicator />
        </Stack>
      )}
      <Card sx={{ display: 'flex', height: 'calc(100vh - 200px)', minHeight: 420 }}>
        {showList && (
          <Box
            sx={{
              width: phone ? '100%' : 340,
              flexShrink: 0,
              borderRight: phone ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            <ChatList
              chats={chats.chats}
              selected={selected}
              onSelect={select}
              loading={chats.loading}
              hasMore={chats.hasMore}
              onLoadMore={chats.loadMore}
            />
          </Box>
        )}
        {showThread && (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {chat ? (
              <ChatThread
                // One per conversation: a draft, a file or a search never carries over to another chat.
                key={chat.chat_id}
                deviceId={id}
                numericId={numericId}
                chat={chat}
                connected={device?.state === 'open'}
                canSend={permissions.send}
                onBack={phone ? () => setSelected(null) : undefined}
              />
            ) : (
              <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 2 }}>
                <Typography color="text.secondary">{translate('resources.devices.chats.select')}</Typography>
              </Box>
            )}
          </Box>
        )}
      </Card>
    </Stack>
  );
}
