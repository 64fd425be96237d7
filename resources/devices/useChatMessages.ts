// One conversation's messages, oldest at the top: the latest page first, earlier pages on demand;
// kept live: a `chat` event of this conversation appends its message (or updates it: a received file
// once kept), a `message` event updates the status (and error) of a bubble. A search shows only the
// matching messages.
import { useCallback, useEffect, useState } from 'react';
import type { MessageView, RealtimeEvents } from '../../common/schemas/messaging';
import { devicesApi } from '../../src/providers/devicesApi';
import { useRealtime } from '../../src/providers/realtime';

export const MESSAGES_PER_PAGE = 30;

interface State {
  messages: MessageView[];
  total: number;
  page: number;
  loading: boolean;
}

const EMPTY: State = { messages: [], total: 0, page: 0, loading: false };

const byTime = (a: MessageView, b: MessageView) => a.created_at.localeCompare(b.created_at) || a.id - b.id;

/** Both lists' messages once each (the later copy wins), oldest first. */
function merge(current: MessageView[], incoming: MessageView[]): MessageView[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort(byTime);
}

/** The shortest search the API takes. */
export const SEARCH_MIN = 4;

export function useChatMessages(
  deviceId: string | undefined,
  numericId: number | undefined,
  chatId: string | null,
  /** A search: only the messages whose text or file name holds it (ignored under SEARCH_MIN characters). */
  search = '',
) {
  const [state, setState] = useState<State>(EMPTY);
  const q = search.trim().length >= SEARCH_MIN ? search.trim() : undefined;

  const load = useCallback(
    async (page: number, signal?: AbortSignal) => {
      if (!deviceId || !chatId) return;
      setState((s) => ({ ...s, loading: true }));
      try {
        // The API answers newest first; a later page holds earlier messages.
        const res = await devicesApi.chatMessages(
          deviceId,
          chatId,
          { page, perPage: MESSAGES_PER_PAGE, q },
          signal,
        );
        setState((s) => ({
          messages: merge(page === 1 ? [] : s.messages, res.data),
          total: res.total,
          page,
          loading: false,
        }));
      } catch {
        if (!signal?.aborted) setState((s) => ({ ...s, loading: false }));
      }
    },
    [deviceId, chatId, q],
  );

  useEffect(() => {
    setState(EMPTY);
    const control = new AbortController();
    void load(1, control.signal);
    return () => control.abort();
  }, [load]);

  const mine = (id: number) => numericId !== undefined && id === numericId;

  /** A message of this conversation (sent from here, or arriving live) in its place, once. */
  const add = useCallback(
    (message: MessageView) =>
      setState((s) => {
        const known = s.messages.some((m) => m.id === message.id);
        return { ...s, messages: merge(s.messages, [message]), total: known ? s.total : s.total + 1 };
      }),
    [],
  );

  useRealtime('chat', (e: RealtimeEvents['chat']) => {
    // While searching, only what matches is shown: new messages wait for the search to close.
    if (!mine(e.device_id) || e.chat_id !== chatId || q) return;
    add(e.message);
  });

  useRealtime('message', (e: RealtimeEvents['message']) => {
    if (!mine(e.device_id) || e.chat_id !== chatId) return;
    setState((s) => ({
      ...s,
      messages: s.messages.map((m) => (m.id === e.id ? { ...m, status: e.status, error: e.error } : m)),
    }));
  });

  return {
    ...state,
    searching: q !== undefined,
    hasOlder: state.messages.length < state.total,
    loadOlder: () => load(state.page + 1),
    add,
  };
}
