// The bell's state, shared by the app bar, its popover and the notifications page: the unread count
// (null until first known) and a version bumped whenever the list changed (a new notification, one
// shown or deleted here or in another tab, the live stream back after a gap), so open lists know to
// reload.
//
// Counts arrive from answers and live events in no set order: a "mark all as read" counted before
// a new notification was written can land after that notification's event. Each count carries when
// it was taken (`unread_at`, the database's clock), and one older than the count shown is dropped.
//
// The live stream reaches every tab of the user, whichever company each one entered, while a tab
// lists only its company's notifications and the personal ones: the store knows this tab's company
// (from the identity) to tell which events are its own.
import { useSyncExternalStore } from 'react';

interface State {
  unread: number | null;
  version: number;
}

let state: State = { unread: null, version: 0 };
const listeners = new Set<() => void>();
/** When the count shown was taken (see above); -Infinity until a stamped one came. */
let unreadAt = Number.NEGATIVE_INFINITY;
/** The company this tab's session entered: null for none, undefined until the identity is known. */
let company: number | null | undefined;

function set(next: State) {
  if (next.unread === state.unread && next.version === state.version) return;
  state = next;
  for (const l of listeners) l();
}

/** Whether a count taken at `at` is not older than the one shown (and, if so, it becomes the newest). */
function fresh(at: number | undefined): boolean {
  // An answer without a stamp (an API from before stamps) is taken as it comes.
  if (at === undefined) return true;
  if (at < unreadAt) return false;
  unreadAt = at;
  return true;
}

export const setUnread = (unread: number, at?: number) => {
  if (fresh(at)) set({ ...state, unread });
};
/** The list changed (and maybe the count, taken at `at`). */
export const listChanged = (unread?: number, at?: number) =>
  set({ unread: unread !== undefined && fresh(at) ? unread : state.unread, version: state.version + 1 });
export const resetNotifications = () => {
  unreadAt = Number.NEGATIVE_INFINITY;
  company = undefined;
  set({ unread: null, version: state.version + 1 });
};

export const setNotificationsCompany = (id: number | null | undefined) => {
  company = id;
};

/**
 * How an event's company (`empresa_id`: its notification's, and the one whose view its count is of)
 * stands to this tab's: 'same' (its count is this tab's too), 'personal' (a notification without
 * company, listed here, but counted for another view), 'other' (another company's, not listed
 * here) or 'unknown' (this tab's company is not known yet).
 */
export function scopeOf(empresaId: number | null | undefined): 'same' | 'personal' | 'other' | 'unknown' {
  // Events without the field come from an API that did not tell companies apart.
  const theirs = empresaId ?? null;
  if (company === undefined) return 'unknown';
  if (theirs === company) return 'same';
  return theirs === null ? 'personal' : 'other';
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => state;

export function useNotificationsState(): State {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
