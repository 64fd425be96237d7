// Notifications: a user's list, unread count, marking shown and deleting (always scoped to the user
// and to the company the session entered: a user of several companies sees, in each, that company's
// notifications and the personal ones, without a company), and the recipients of the product's events (company members by permission, users who must accept
// a term, companies whose trial or plan ends soon).
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { NotificationsQuery } from '../../../common/schemas/notifications.js';
import { notificacoes } from '../accountSchema.js';
import type { Db } from '../client.js';
import { selectRows } from '../raw.js';
import { campanhas, empresas, users, usuarioEmpresa } from '../schema.js';

export type NotificationRow = typeof notificacoes.$inferSelect;
export type NewNotification = typeof notificacoes.$inferInsert;

/** Inserts the rows; a row whose (user, chave) exists already is skipped. Returns the rows written. */
export async function insertNotifications(db: Db, values: NewNotification[]): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  return db.insert(notificacoes).values(values).onConflictDoNothing().returning();
}

/**
 * What a session in this company sees: the company's notifications and the personal ones (no
 * company, e.g. terms to accept). Another company's — "the plan ends", leading to /comprar — would
 * act on the wrong company from here.
 */
const inScope = (empresaId: number | null) =>
  empresaId === null
    ? isNull(notificacoes.empresaId)
    : or(isNull(notificacoes.empresaId), eq(notificacoes.empresaId, empresaId));

const mine = (userId: number, empresaId: number | null) =>
  and(eq(notificacoes.userId, userId), inScope(empresaId));

export interface UnreadCounts {
  counts: Map<number, number>;
  /**
   * When they were counted: microseconds since the epoch on the database's clock (one clock for
   * every API process). Taken before the count, so any change committed before it is counted; the
   * browser keeps the count with the latest stamp, and a count that missed a newer notification
   * (but reached it after that notification's own event) is dropped.
   */
  at: number;
}

/** The unread counts of these users, as a session in the company (null: none) sees them. */
export async function unreadCounts(
  db: Db,
  userIds: number[],
  empresaId: number | null,
): Promise<UnreadCounts> {
  const [stamp] = await selectRows<{ at: number | string }>(
    db,
    sql`select floor(extract(epoch from statement_timestamp()) * 1000000)::float8 as at`,
  );
  const counts = new Map<number, number>(userIds.map((id) => [id, 0]));
  const at = Number(stamp?.at ?? 0);
  if (userIds.length === 0) return { counts, at };
  const rows = await db
    .select({ userId: notificacoes.userId, n: count() })
    .from(notificacoes)
    .where(and(inArray(notificacoes.userId, userIds), inScope(empresaId), isNull(notificacoes.shownAt)))
    .groupBy(notificacoes.userId);
  for (const r of rows) counts.set(r.userId, r.n);
  return { counts, at };
}

export async function unreadCount(
  db: Db,
  userId: number,
  empresaId: number | null,
): Promise<{ unread: number; at: number }> {
  const { counts, at } = await unreadCounts(db, [userId], empresaId);
  return { unread: counts.get(userId) ?? 0, at };
}

export async function listNotifications(
  db: Db,
  userId: number,
  empresaId: number | null,
  query: NotificationsQuery,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(mine(userId, empresaId), query.unread ? isNull(notificacoes.shownAt) : undefined);
  const rows = await db
    .select()
    .from(notificacoes)
    .where(where)
    .orderBy(desc(notificacoes.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db.select({ n: count() }).from(notificacoes).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Marks the user's notification shown (kept as it was when shown already); false when not theirs here. */
export async function markShown(
  db: Db,
  userId: number,
  empresaId: number | null,
  id: number,
): Promise<boolean> {
  const rows = await db
    .update(notificacoes)
    .set({ shownAt: sql`coalesce(${notificacoes.shownAt}, now())` })
    .where(and(eq(notificacoes.id, id), mine(userId, empresaId)))
    .returning({ id: notificacoes.id });
  return rows.length > 0;
}

export async function markAllShown(db: Db, userId: number, empresaId: number | null): Promise<number> {
  const rows = await db
    .update(notificacoes)
    .set({ shownAt: new Date() })
    .where(and(mine(userId, empresaId), isNull(notificacoes.shownAt)))
    .returning({ id: notificacoes.id });
  return rows.length;
}

export async function deleteNotification(
  db: Db,
  userId: number,
  empresaId: number | null,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(notificacoes)
    .where(and(eq(notificacoes.id, id), mine(userId, empresaId)))
    .returning({ id: notificacoes.id });
  return rows.length > 0;
}

export async function deleteAllNotifications(
  db: Db,
  userId: number,
  empresaId: number | null,
): Promise<number> {
  const rows = await db
    .delete(notificacoes)
    .where(mine(userId, empresaId))
    .returning({ id: notificacoes.id });
  return rows.length;
}

// ---- Recipients ---------------------------------------------------------------------------------

export interface Recipient {
  id: number;
  language: string;
}

const liveUser = and(eq(users.status, true), isNull(users.deletedAt));

/** Live, enabled users among these ids, with their language. */
export async function recipientsByIds(db: Db, ids: number[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(inArray(users.id, ids), liveUser));
}

/** The company's active members (live, enabled users with an active link) holding the permission. */
export async function membersWithPermission(
  db: Db,
  empresaId: number,
  permission: string | null,
): Promise<Recipient[]> {
  const conditions: (SQL | undefined)[] = [
    eq(usuarioEmpresa.empresaId, empresaId),
    eq(usuarioEmpresa.status, true),
    liveUser,
    permission === null ? undefined : sql`${permission} = any(${usuarioEmpresa.permissions})`,
  ];
  return db
    .select({ id: users.id, language: users.language })
    .from(usuarioEmpresa)
    .innerJoin(users, eq(users.id, usuarioEmpresa.userId))
    .where(and(...conditions))
    .orderBy(users.id);
}

/** Who must accept a newly approved term: every live, enabled user but the platform administrators. */
export async function usersBoundByTerms(db: Db): Promise<Recipient[]> {
  return db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(liveUser, sql`${users.ambient} is distinct from 'A'`))
    .orderBy(users.id);
}

export interface ExpiringCompany {
  id: number;
  /** 'trial' (no plan, trial ends) or 'plan' (the paid period ends). */
  kind: 'trial' | 'plan';
  endsAt: Date;
}

/** Active companies whose trial (without a plan) or paid period ends between now and `until`. */
export async function companiesExpiringBy(db: Db, until: Date): Promise<ExpiringCompany[]> {
  const now = new Date();
  const rows = await db
    .select({
      id: empresas.id,
      planoId: empresas.planoId,
      trialEndsAt: empresas.trialEndsAt,
      planoExpiraEm: empresas.planoExpiraEm,
    })
    .from(empresas)
    .where(
      and(
        eq(empresas.status, true),
        isNull(empresas.deletedAt),
        sql`((${empresas.planoExpiraEm} > ${now.toISOString()}::timestamptz and ${empresas.planoExpiraEm} <= ${until.toISOString()}::timestamptz)
          or (${empresas.planoId} is null and ${empresas.trialEndsAt} > ${now.toISOString()}::timestamptz and ${empresas.trialEndsAt} <= ${until.toISOString()}::timestamptz))`,
      ),
    )
    .orderBy(empresas.id);
  const result: ExpiringCompany[] = [];
  for (const r of rows) {
    const plan = r.planoExpiraEm;
    if (plan && plan > now && plan <= until) result.push({ id: r.id, kind: 'plan', endsAt: plan });
    else if (r.trialEndsAt) result.push({ id: r.id, kind: 'trial', endsAt: r.trialEndsAt });
  }
  return result;
}

/** A campaign by id (who sent it, how many messages), for its "finished" notification. */
export async function campaignById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: campanhas.id,
      empresaId: campanhas.empresaId,
      userId: campanhas.userId,
      total: campanhas.total,
    })
    .from(campanhas)
    .where(eq(campanhas.id, id));
  return row;
}
