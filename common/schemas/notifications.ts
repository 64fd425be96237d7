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

export interface NotificationsPage {
  data: NotificationView[];
  total: number;
  unread: number;
}

/** Live events on GET /api/eventos for the user's own tabs. */
export const NOTIFICATION_EVENT = 'notification';
export const NOTIFICATION_READ_EVENT = 'notification.read';
export interface NotificationEvents {
  /** A new notification; `unread` is the count after it. */
  notification: { notification: NotificationView; unread: number };
  /** Some were shown or deleted in another tab (or this one): the new count, and which changed (null: all). */
  'notification.read': { unread: number; ids: number[] | null; deleted: boolean };
}
