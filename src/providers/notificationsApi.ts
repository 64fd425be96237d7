// The signed-in user's notifications (spec §7 Users): the list with the unread count, marking one or
// all as shown, deleting one or all. Every answer carries the new unread count, handed to the
// bell's store at once (the live 'notification.read' event confirms it in every other tab).
import type { NotificationsPage, NotificationView } from '../../common/schemas/notifications';
import { request } from './http';
import { listChanged, setUnread } from './notificationsStore';

export type { NotificationsPage, NotificationView };

interface Changed {
  message: string;
  unread: number;
}

const changed = async (call: Promise<Changed>) => {
  const res = await call;
  listChanged(res.unread);
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
    setUnread(page.unread);
    return page;
  },
  show: (id: number) => changed(request<Changed>(`/api/usuario/notification/${id}/show`, { method: 'PUT' })),
  showAll: () => changed(request<Changed>('/api/usuario/notifications/show', { method: 'PUT' })),
  remove: (id: number) => changed(request<Changed>(`/api/usuario/notification/${id}`, { method: 'DELETE' })),
  removeAll: () => changed(request<Changed>('/api/usuario/notifications', { method: 'DELETE' })),
};
