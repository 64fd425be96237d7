// The bell's state, shared by the app bar, its popover and the notifications page: the unread count
// (null until first known) and a version bumped whenever the list changed (a new notification, one
// shown or deleted here or in another tab), so open lists know to reload.
import { useSyncExternalStore } from 'react';

interface State {
  unread: number | null;
  version: number;
}

let state: State = { unread: null, version: 0 };
const listeners = new Set<() => void>();

function set(next: State) {
  if (next.unread === state.unread && next.version === state.version) return;
  state = next;
  for (const l of listeners) l();
}

export const setUnread = (unread: number) => set({ ...state, unread });
/** The list changed (and maybe the count). */
export const listChanged = (unread?: number) =>
  set({ unread: unread ?? state.unread, version: state.version + 1 });
export const resetNotifications = () => set({ unread: null, version: state.version + 1 });

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => state;

export function useNotificationsState(): State {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
