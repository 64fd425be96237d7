// Notifications of the signed-in user (spec §3 Notification, §7 Users): the list's query and answer,
// and the live events that keep every open tab's bell in step.
import { z } from 'zod';
import { boolFilter, paging } from './list.js';

export const notificationsQuery = z.object({
  ...paging(10),
  /** 1/true: only the ones not shown yet. */
  unread: boolFilter,
});
export type NotificationsQuery = z.output<typeof notificationsQuery>;

/** not_status: 1 success, 2 warning, 3 error (NOTIFICATION_STATUS). */
export type NotificationStatus = 1 | 2 | 3;

export interface NotificationView {
  id: number;
  not_status: NotificationStatus;
  not_description: string;
  /** What it is about, e.g. 'signing.completed', 'device.disconnected'. */
  tipo: string;
  /** The SPA path it leads to, if any. */
  link: string | null;
  shown_at: string | null;
  created_at: string;
}

/**
 * An unread count and when it was taken (µs since the epoch, the database's clock): counts can
 * arrive out of order (an answer after a newer event), and the browser keeps the newest.
 */
export interface UnreadCount {
  unread: number;
  unread_at: number;
}

export interface NotificationsPage extends UnreadCount {
  data: NotificationView[];
  total: number;
}

/** Live events on GET /api/eventos for the user's own tabs. */
export const NOTIFICATION_EVENT = 'notification';
export const NOTIFICATION_READ_EVENT = 'notification.read';
/**
 * The stream reaches every tab of the user, whichever company each entered: `empresa_id` names the
 * company the event belongs to (null: a personal one) and whose view its count is of.
 */
export interface NotificationEvents {
  /** A new notification; `unread` is the count after it. */
  notification: UnreadCount & { notification: NotificationView; empresa_id: number | null };
  /** Some were shown or deleted in another tab (or this one): the new count, and which changed (null: all). */
  'notification.read': UnreadCount & { ids: number[] | null; deleted: boolean; empresa_id: number | null };
}
