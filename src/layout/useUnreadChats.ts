// The company's devices with their unread WhatsApp messages, for the menu's "Conversas": asked once,
// kept live by the event stream (a message received adds one; a chat read anywhere or a device's
// news — created, connected, removed — asks again) and asked again when the stream comes back.
import { useEffect, useState } from 'react';
import { useRealtime, useRealtimeReconnect } from '../providers/realtime';
import { startApi, type UnreadChatsView } from '../providers/startApi';

type Devices = UnreadChatsView['data'];

export function useUnreadChats(): Devices | null {
  const [devices, setDevices] = useState<Devices | null>(null);
  const [asked, setAsked] = useState(0);
  const ask = () => setAsked((n) => n + 1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` asks again.
  useEffect(() => {
    const abort = new AbortController();
    startApi.unreadChats(abort.signal).then(
      (r) => setDevices(r.data),
      () => undefined,
    );
    return () => abort.abort();
  }, [asked]);

  useRealtime('chat', (e) => {
    if (e.message.direction === 'in')
      setDevices((ds) => ds?.map((d) => (d.id === e.device_id ? { ...d, unread: d.unread + 1 } : d)) ?? null);
  });
  useRealtime('chat_read', ask);
  useRealtime('device', ask);
  useRealtimeReconnect(ask);
  return devices;
}
