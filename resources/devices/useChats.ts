// The conversations of a device, the most recent first, a page at a time; kept live: a `chat` event
// moves its conversation to the top (or adds it) with the new last message, a `message` event
// updates the status shown in a last message.
import { useCallback, useEffect, useState } from 'react';
import type { ChatView, RealtimeEvents } from '../../common/schemas/messaging';
import { devicesApi } from '../../src/providers/devicesApi';
import { useRealtime } from '../../src/providers/realtime';

export const CHATS_PER_PAGE = 30;

interface State {
  chats: ChatView[];
  total: number;
  page: number;
  loading: boolean;
}

/** `deviceId`: the device as the route names it; `numericId`: its id once known (events carry it). */
export function useChats(
  deviceId: string | undefined,
  numericId: number | undefined,
  selected: string | null,
) {
  const [state, setState] = useState<State>({ chats: [], total: 0, page: 0, loading: true });

  const load = useCallback(
    async (page: number, signal?: AbortSignal) => {
      if (!deviceId) return;
      setState((s) => ({ ...s, loading: true }));
      try {
        const res = await devicesApi.chats(deviceId, { page, perPage: CHATS_PER_PAGE }, signal);
        setState((s) => {
          const known = new Set(res.data.map((c) => c.chat_id));
          const kept = page === 1 ? [] : s.chats.filter((c) => !known.has(c.chat_id));
          return { chats: [...kept, ...res.data], total: res.total, page, loading: false };
        });
      } catch {
        if (!signal?.aborted) setState((s) => ({ ...s, loading: false }));
      }
    },
    [deviceId],
  );

  useEffect(() => {
    const control = new AbortController();
    void load(1, control.signal);
    return () => control.abort();
  }, [load]);

  const mine = (id: number) => numericId !== undefined && id === numericId;

  useRealtime('chat', (e: RealtimeEvents['chat']) => {
    if (!mine(e.device_id)) return;
    setState((s) => {
      const current = s.chats.find((c) => c.chat_id === e.chat_id);
      // An earlier message changed (a received file once kept): nothing new in the list.
      if (current?.last_message && e.message.id < current.last_message.id) return s;
      const unseen = e.message.direction === 'in' && e.chat_id !== selected ? 1 : 0;
      // The same message again (a received file once kept): only its content changes.
      const again = current?.last_message?.id === e.message.id;
      const chat: ChatView = current
        ? again
          ? { ...current, last_message: e.message }
          : { ...current, last_message: e.message, total: current.total + 1, unread: current.unread + unseen }
        : {
            chat_id: e.chat_id,
            number: e.message.number,
            name: null,
            last_message: e.message,
            total: 1,
            unread: unseen,
          };
      return {
        ...s,
        chats: [chat, ...s.chats.filter((c) => c.chat_id !== e.chat_id)],
        total: current ? s.total : s.total + 1,
      };
    });
  });

  useRealtime('message', (e: RealtimeEvents['message']) => {
    if (!mine(e.device_id)) return;
    setState((s) => ({
      ...s,
      chats: s.chats.map((c) =>
        c.last_message?.id === e.id
          ? { ...c, last_message: { ...c.last_message, status: e.status, error: e.error } }
          : c,
      ),
    }));
  });

  // Read elsewhere (another screen, or this one on the server's word).
  useRealtime('chat_read', (e: RealtimeEvents['chat_read']) => {
    if (!mine(e.device_id)) return;
    setState((s) => ({
      ...s,
      chats: s.chats.map((c) => (c.chat_id === e.chat_id ? { ...c, unread: 0 } : c)),
    }));
  });

  /** Opening a conversation shows its messages: none left unread here. */
  const markRead = useCallback(
    (chatId: string) =>
      setState((s) => ({
        ...s,
        chats: s.chats.map((c) => (c.chat_id === chatId ? { ...c, unread: 0 } : c)),
      })),
    [],
  );

  return {
    ...state,
    hasMore: state.chats.length < state.total,
    loadMore: () => load(state.page + 1),
    markRead,
  };
}
