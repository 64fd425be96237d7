// The signed-in user's notifications (spec §7 Users): the list with the unread count, marking one or
// all as shown, deleting one or all. Every answer carries the new unread count, handed to the
// bell's store at once (the live 'notification.read' event confirms it in every other tab). Also
// what the bell does with the live events, and the catch-up after the stream was down.
import type {
  NotificationEvents,
  NotificationsPage,
  NotificationView,
  UnreadCount,
} from '../../common/schemas/notifications';
import { request } from './http';
import { listChanged, scopeOf, setUnread } from './notificationsStore';

export type { NotificationsPage, NotificationView };

export type LiveNotification = NotificationEvents['notification'];
export type LiveRead = NotificationEvents['notification.read'];

interface Changed extends UnreadCount {
  message: string;
}

const changed = async (call: Promise<Changed>) => {
  const res = await call;
  listChanged(res.unread, res.unread_at);
  return res;
};

export const notificationsApi = {
  list: async (query: { page?: number; perPage?: number; unread?: boolean }, signal?: AbortSignal) => {
    // Silent on failure: the bell keeps its count, the popover and the page say it themselves.
    const page = await request<NotificationsPage>('/api/usuario/notifications', {
      query: { page: query.page, perPage: query.perPage, unread: query.unread ? 1 : undefined },
      signal,
      handle: 'all',
    });
    setUnread(page.unread, page.unread_at);
    return page;
  },
  show: (id: number) => changed(request<Changed>(`/api/usuario/notification/${id}/show`, { method: 'PUT' })),
  showAll: () => changed(request<Changed>('/api/usuario/notifications/show', { method: 'PUT' })),
  remove: (id: number) => changed(request<Changed>(`/api/usuario/notification/${id}`, { method: 'DELETE' })),
  removeAll: () => changed(request<Changed>('/api/usuario/notifications', { method: 'DELETE' })),
};

/** Asks the count again (as this tab's session sees it); a failure keeps the one shown. */
export const refreshUnread = () =>
  notificationsApi.list({ perPage: 1 }).then(
    () => undefined,
    () => undefined,
  );

/** A new notification pushed live; true when it is this tab's to show (another company's is not). */
export function receivedNotification(d: LiveNotification): boolean {
  switch (scopeOf(d.empresa_id)) {
    case 'same':
      listChanged(d.unread, d.unread_at);
      return true;
    case 'other':
      return false;
    case 'personal':
      // Listed here, but its count is of the personal ones only: ask this tab's.
      listChanged();
      void refreshUnread();
      return true;
    default:
      // This tab's company is not known yet: the API's own answer tells what is listed here.
      listChanged();
      void refreshUnread();
      return false;
  }
}

/** Some were shown or deleted (in this tab or another, maybe of another company). */
export function receivedRead(d: LiveRead): void {
  if (scopeOf(d.empresa_id) === 'same') listChanged(d.unread, d.unread_at);
  else {
    // Counted for another company's view; personal ones it touched are listed here too.
    listChanged();
    void refreshUnread();
  }
}

/** The live stream was down a while (it ends as the token expires): what it missed is asked for. */
export function catchUp(): void {
  listChanged();
  void refreshUnread();
}
