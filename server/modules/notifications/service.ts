// Notifications: written in each recipient's own language, stored, then pushed live to every open
// tab of the recipient (after the row is committed, so a tab that reloads the list finds it). A
// `chave` makes a notification once-only per user (insert … on conflict do nothing). Raising a
// notification never fails the action that caused it: triggers go through `notifySafely`.
// A user sees the notifications of the company the session entered and the personal ones; the
// live stream reaches every tab of the user whatever its company, so each event names the company
// it (and its count) belongs to, and a tab of another company leaves it alone.
import { type Language, languageOf } from '../../../common/constants.js';
import {
  NOTIFICATION_EVENT,
  NOTIFICATION_READ_EVENT,
  type NotificationEvents,
  type NotificationStatus,
  type NotificationsPage,
  type NotificationsQuery,
  type NotificationView,
  type UnreadCount,
} from '../../../common/schemas/notifications.js';
import { type ApiMessageKey, type MessageParams, translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import {
  deleteAllNotifications,
  deleteNotification,
  insertNotifications,
  listNotifications,
  markAllShown,
  markShown,
  membersWithPermission,
  type NewNotification,
  type NotificationRow,
  type Recipient,
  recipientsByIds,
  unreadCount,
  unreadCounts,
} from '../../db/queries/notifications.js';
import { notFound } from '../../http/errors.js';

type Ctx = Pick<AppContext, 'db' | 'realtime'>;
/** Whose notifications: the user, as seen from the company the session entered (null: none). */
export interface Viewer {
  userId: number;
  empresaId: number | null;
}
type Log = { warn(obj: object, msg: string): void };

export interface NotificationInput {
  status: NotificationStatus;
  /** What it is about, e.g. 'signing.completed' (≤ 40 characters). */
  tipo: string;
  /** The text's message key and its parameters (per language when they depend on it, e.g. dates). */
  key: ApiMessageKey;
  params?: MessageParams | ((lang: Language) => MessageParams);
  /** The SPA path it leads to. */
  link?: string | null;
  /** Once-only key: a second notification with the same chave for the same user is skipped. */
  chave?: string | null;
  empresaId?: number | null;
}

export const notificationView = (r: NotificationRow): NotificationView => ({
  id: r.id,
  not_status: r.notStatus as NotificationStatus,
  not_description: r.notDescription,
  tipo: r.tipo,
  link: r.link,
  shown_at: r.shownAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

function publish<K extends keyof NotificationEvents>(
  ctx: Ctx,
  userId: number,
  event: K,
  data: NotificationEvents[K],
) {
  ctx.realtime.publish({ empresaId: null, userId, event, data });
}

const BATCH = 500;

/** Notifies these users (each in their language); returns the notifications written (skipped ones left out). */
export async function notifyRecipients(
  ctx: Ctx,
  recipients: Recipient[],
  input: NotificationInput,
): Promise<NotificationRow[]> {
  const texts = new Map<Language, string>();
  const textIn = (lang: Language) => {
    let text = texts.get(lang);
    if (text === undefined) {
      const params = typeof input.params === 'function' ? input.params(lang) : (input.params ?? {});
      text = translate(lang, input.key, params);
      texts.set(lang, text);
    }
    return text;
  };
  const seen = new Set<number>();
  const written: NotificationRow[] = [];
  const unique = recipients.filter((r) => !seen.has(r.id) && seen.add(r.id));
  for (let i = 0; i < unique.length; i += BATCH) {
    const values: NewNotification[] = unique.slice(i, i + BATCH).map((r) => ({
      userId: r.id,
      empresaId: input.empresaId ?? null,
      notStatus: input.status,
      notDescription: textIn(languageOf(r.language)),
      tipo: input.tipo.slice(0, 40),
      link: input.link ? input.link.slice(0, 300) : null,
      chave: input.chave ? input.chave.slice(0, 120) : null,
    }));
    written.push(...(await insertNotifications(ctx.db, values)));
  }
  if (written.length === 0) return written;
  // Committed (no transaction around): now every open tab of each recipient hears of it, with the
  // count a tab of this notification's company sees.
  const empresaId = input.empresaId ?? null;
  const { counts, at } = await unreadCounts(
    ctx.db,
    written.map((r) => r.userId),
    empresaId,
  );
  for (const row of written)
    publish(ctx, row.userId, NOTIFICATION_EVENT, {
      notification: notificationView(row),
      unread: counts.get(row.userId) ?? 1,
      unread_at: at,
      empresa_id: empresaId,
    });
  return written;
}

/** Notifies one user (live and enabled) in their own language; null when skipped (chave seen, no such user). */
export async function notifyUser(
  ctx: Ctx,
  input: NotificationInput & { userId: number },
): Promise<NotificationView | null> {
  const [row] = await notifyRecipients(ctx, await recipientsByIds(ctx.db, [input.userId]), input);
  return row ? notificationView(row) : null;
}

/** Notifies the company's active members holding the permission (null: every member). */
export async function notifyCompany(
  ctx: Ctx,
  empresaId: number,
  permission: string | null,
  input: NotificationInput,
): Promise<number> {
  const members = await membersWithPermission(ctx.db, empresaId, permission);
  return (await notifyRecipients(ctx, members, { empresaId, ...input })).length;
}

// ---- Triggers never fail their action -------------------------------------------------------------

const logs = new WeakMap<object, Log>();

/** The logger trigger failures go to (set when the routes are registered). */
export function setNotificationLog(ctx: object, log: Log): void {
  logs.set(ctx, log);
}

/** Runs a notification trigger; a failure is logged and swallowed, never failing the action. */
export async function notifySafely(ctx: object, what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (err) {
    const log = logs.get(ctx);
    const detail = { err: err instanceof Error ? err.message : String(err), notification: what };
    if (log) log.warn(detail, 'notification failed');
    else console.warn('notification failed', detail);
  }
}

// ---- The user's own list ------------------------------------------------------------------------------

export async function userNotifications(
  ctx: Ctx,
  viewer: Viewer,
  query: NotificationsQuery,
): Promise<NotificationsPage> {
  const [{ rows, total }, { unread, at }] = await Promise.all([
    listNotifications(ctx.db, viewer.userId, viewer.empresaId, query),
    unreadCount(ctx.db, viewer.userId, viewer.empresaId),
  ]);
  return { data: rows.map(notificationView), total, unread, unread_at: at };
}

/** Tells the user's tabs the new count (of the acting session's company) and answers it. */
async function announceRead(ctx: Ctx, viewer: Viewer, ids: number[] | null, deleted: boolean) {
  const { unread, at } = await unreadCount(ctx.db, viewer.userId, viewer.empresaId);
  const stamp: UnreadCount = { unread, unread_at: at };
  publish(ctx, viewer.userId, NOTIFICATION_READ_EVENT, {
    ...stamp,
    ids,
    deleted,
    empresa_id: viewer.empresaId,
  });
  return stamp;
}

export async function showNotification(ctx: Ctx, viewer: Viewer, id: number): Promise<UnreadCount> {
  if (!(await markShown(ctx.db, viewer.userId, viewer.empresaId, id))) throw notFound();
  return announceRead(ctx, viewer, [id], false);
}

export async function showAllNotifications(ctx: Ctx, viewer: Viewer): Promise<UnreadCount> {
  await markAllShown(ctx.db, viewer.userId, viewer.empresaId);
  return announceRead(ctx, viewer, null, false);
}

export async function removeNotification(ctx: Ctx, viewer: Viewer, id: number): Promise<UnreadCount> {
  if (!(await deleteNotification(ctx.db, viewer.userId, viewer.empresaId, id))) throw notFound();
  return announceRead(ctx, viewer, [id], true);
}

export async function removeAllNotifications(ctx: Ctx, viewer: Viewer): Promise<UnreadCount> {
  await deleteAllNotifications(ctx.db, viewer.userId, viewer.empresaId);
  return announceRead(ctx, viewer, null, true);
}
