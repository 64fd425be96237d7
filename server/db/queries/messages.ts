// Messages: chat entries (in and out) and, while outgoing, the send queue's items. Status only moves
// forward: queued → sending → sent → delivered → read (or failed / invalid). The same rows seen as
// conversations: chats.ts.
import { and, count, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { selectRows } from '../raw.js';
import { MESSAGE_PRIORITY, mensagens } from '../schema.js';

export type MessageRow = typeof mensagens.$inferSelect;
export type NewMessage = typeof mensagens.$inferInsert;

/** The forward order of outgoing statuses. */
export const STATUS_RANK: Record<string, number> = { queued: 0, sending: 1, sent: 2, delivered: 3, read: 4 };

/**
 * A campaign's queued messages in one statement, whatever their number: the values travel as a few
 * arrays (unnest), not as one parameter each.
 */
export async function insertQueuedMessages(
  db: Db,
  common: {
    empresaId: number;
    deviceId: number;
    campanhaId: number;
    media: NewMessage['media'];
    createdBy: number;
  },
  rows: { number: string; texto: string | null; vars: Record<string, string>; idempotencyKey: string }[],
): Promise<void> {
  const media = common.media ? JSON.stringify(common.media) : null;
  await db.execute(sql`
    insert into mensagens
      (empresa_id, device_id, campanha_id, direction, number, texto, media, vars, status, idempotency_key, created_by)
    select ${common.empresaId}, ${common.deviceId}, ${common.campanhaId}, 'out', n, t, ${media}::jsonb, v::jsonb,
      'queued', k, ${common.createdBy}
    from unnest(${sql.param(rows.map((r) => r.number))}::text[], ${sql.param(rows.map((r) => r.texto))}::text[],
      ${sql.param(rows.map((r) => JSON.stringify(r.vars)))}::text[], ${sql.param(rows.map((r) => r.idempotencyKey))}::text[])
      as u(n, t, v, k)`);
}

export async function insertMessage(db: Db, row: NewMessage): Promise<MessageRow> {
  const [inserted] = await db.insert(mensagens).values(row).returning();
  if (!inserted) throw new Error('insert mensagens returned nothing');
  return inserted;
}

/** A message the gateway reported (incoming, or typed on the phone): once per key id. */
export async function insertReportedMessage(db: Db, row: NewMessage): Promise<MessageRow | undefined> {
  const [inserted] = await db.insert(mensagens).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findMessage(db: Db, empresaId: number, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(mensagens)
    .where(and(eq(mensagens.id, id), eq(mensagens.empresaId, empresaId)));
  return row;
}

export async function findMessageById(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(mensagens).where(eq(mensagens.id, id));
  return row;
}

export async function findMessageByKey(
  db: Db,
  deviceId: number,
  keyId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(mensagens)
    .where(and(eq(mensagens.deviceId, deviceId), eq(mensagens.keyId, keyId)));
  return row;
}

/** The id of the attempt that resent each of these messages, if any. */
export async function resentBy(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: mensagens.id, of: mensagens.resendOf })
    .from(mensagens)
    .where(inArray(mensagens.resendOf, ids));
  return new Map(rows.flatMap((r) => (r.of === null ? [] : [[r.of, r.id] as [number, number]])));
}

/**
 * Atomically takes the device's oldest due messages, at most `limit`: QUEUED → SENDING, one-to-one
 * messages (signing ones first) before bulk ones, each in id order (`directOnly`: none of the bulk, e.g. while a
 * bulk gap runs). SKIP LOCKED lets other workers claim others at the same moment; none is claimed twice.
 */
export async function claimMessages(
  db: Db,
  deviceId: number,
  limit = 1,
  directOnly = false,
): Promise<MessageRow[]> {
  // The candidates are picked once (a materialized CTE): as an IN (…) subquery PostgreSQL may run
  // it again per row, and SKIP LOCKED would then hand out more than `limit`.
  const claimed = await selectRows<{ id: number }>(
    db,
    sql`with c as materialized (
          select id from mensagens
          where device_id = ${deviceId} and status = 'queued'
            and (next_attempt_at is null or next_attempt_at <= now())
            ${directOnly ? sql`and priority < ${MESSAGE_PRIORITY.bulk}` : sql``}
          order by priority, id
          for update skip locked
          limit ${limit})
        update mensagens m set status = 'sending', claimed_at = now(), attempts = m.attempts + 1
        from c where m.id = c.id and m.status = 'queued'
        returning m.id`,
  );
  if (!claimed.length) return [];
  const rows = await db
    .select()
    .from(mensagens)
    .where(
      inArray(
        mensagens.id,
        claimed.map((r) => Number(r.id)),
      ),
    );
  return rows.sort((a, b) => a.priority - b.priority || a.id - b.id);
}

/**
 * The status a message given back waits in: its campaign's if a user paused or cancelled it
 * meanwhile ('paused', 'cancelled'), else 'queued'.
 */
const waitingStatus = sql<string>`coalesce((
  select case when c.cancelled_at is not null then 'cancelled' when c.paused_at is not null then 'paused' end
  from campanhas c where c.id = ${mensagens.campanhaId}), 'queued')`;

/** Claimed messages given back untouched (their attempt not counted). */
export async function unclaim(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(mensagens)
    .set({ status: waitingStatus, claimedAt: null, attempts: sql`greatest(${mensagens.attempts} - 1, 0)` })
    .where(and(inArray(mensagens.id, ids), eq(mensagens.status, 'sending')));
}

/** Many SENDING → SENT at once, each with its key id; the ids whose claim was still ours. */
export async function markSentMany(db: Db, sent: { id: number; keyId: string }[]): Promise<Set<number>> {
  if (!sent.length) return new Set();
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update mensagens m set status = 'sent', key_id = u.k, sent_at = now(), next_attempt_at = null,
          error_code = null, error_detail = null
        from unnest(${sql.param(sent.map((s) => s.id))}::int[], ${sql.param(sent.map((s) => s.keyId))}::text[]) as u(i, k)
        where m.id = u.i and m.status = 'sending'
        returning m.id`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * SENDING → QUEUED (or its paused or cancelled campaign's status), to be tried at `at` (the attempt
 * is not counted when `uncount`).
 */
export async function requeue(db: Db, id: number, at: Date | null, detail: string | null, uncount = false) {
  await db
    .update(mensagens)
    .set({
      status: waitingStatus,
      nextAttemptAt: at,
      claimedAt: null,
      errorDetail: detail,
      ...(uncount ? { attempts: sql`greatest(${mensagens.attempts} - 1, 0)` } : {}),
    })
    .where(and(eq(mensagens.id, id), eq(mensagens.status, 'sending')));
}

/** A deleted device's waiting messages fail: nothing will send them. */
export async function failQueuedOf(db: Db, deviceId: number): Promise<MessageRow[]> {
  return db
    .update(mensagens)
    .set({ status: 'failed', errorCode: 'device_deleted', failedAt: new Date(), claimedAt: null })
    .where(and(eq(mensagens.deviceId, deviceId), inArray(mensagens.status, ['queued', 'paused'])))
    .returning();
}

/**
 * A device left 'open': its waiting signing messages (links, codes, notices) fail at once, so they go
 * by e-mail instead of waiting for the device to come back.
 */
export async function failQueuedSigningOf(db: Db, deviceId: number): Promise<MessageRow[]> {
  return db
    .update(mensagens)
    .set({ status: 'failed', errorCode: 'device_not_connected', failedAt: new Date(), claimedAt: null })
    .where(
      and(
        eq(mensagens.deviceId, deviceId),
        eq(mensagens.status, 'queued'),
        eq(mensagens.priority, MESSAGE_PRIORITY.signing),
      ),
    )
    .returning();
}

/** SENDING → FAILED or INVALID, for good. */
export async function markFailed(
  db: Db,
  id: number,
  status: 'failed' | 'invalid',
  code: string,
  detail: string,
) {
  await db
    .update(mensagens)
    .set({
      status,
      errorCode: code,
      errorDetail: detail.slice(0, 1000),
      failedAt: new Date(),
      claimedAt: null,
    })
    .where(and(eq(mensagens.id, id), eq(mensagens.status, 'sending')));
}

/**
 * A receipt: moves the message with this key id forward to `status` (never back). Returns the
 * updated row, or undefined when nothing changed (unknown key, duplicate or older receipt).
 */
export async function advanceStatus(
  db: Db,
  deviceId: number,
  keyId: string,
  status: 'sent' | 'delivered' | 'read',
): Promise<MessageRow | undefined> {
  const rank = STATUS_RANK[status] ?? 0;
  const lower = Object.entries(STATUS_RANK)
    .filter(([, r]) => r < rank && r >= (STATUS_RANK.sent ?? 0))
    .map(([s]) => s);
  if (!lower.length) return undefined;
  const now = new Date();
  const [row] = await db
    .update(mensagens)
    .set({
      status,
      ...(status === 'delivered' ? { deliveredAt: now } : {}),
      ...(status === 'read'
        ? { readAt: now, deliveredAt: sql`coalesce(${mensagens.deliveredAt}, now())` }
        : {}),
    })
    .where(
      and(eq(mensagens.deviceId, deviceId), eq(mensagens.keyId, keyId), inArray(mensagens.status, lower)),
    )
    .returning();
  return row;
}

/** Claims older than `olderThanMs`: their send may or may not have reached the gateway. */
export function staleSending(db: Db, olderThanMs: number, limit = 100): Promise<MessageRow[]> {
  return db
    .select()
    .from(mensagens)
    .where(
      and(
        eq(mensagens.status, 'sending'),
        lt(mensagens.claimedAt, sql`now() - (${olderThanMs} * interval '1 millisecond')`),
      ),
    )
    .orderBy(mensagens.claimedAt)
    .limit(limit);
}

/** Pushes a stale claim's check to later (the gateway could not be asked). */
export async function touchClaim(db: Db, id: number) {
  await db
    .update(mensagens)
    .set({ claimedAt: new Date() })
    .where(and(eq(mensagens.id, id), eq(mensagens.status, 'sending')));
}

/** True when this key id is already another message's (a send.message echo may have given it to this one). */
export async function keyTaken(db: Db, deviceId: number, keyId: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mensagens.id })
    .from(mensagens)
    .where(and(eq(mensagens.deviceId, deviceId), eq(mensagens.keyId, keyId), ne(mensagens.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Sends of the device within the last minute, hour and day (claims in flight count), and the oldest of each window. */
export async function sendWindowCounts(db: Db, deviceId: number) {
  const rows = await selectRows<{
    minute: number;
    hour: number;
    day: number;
    minute_oldest: string | null;
    hour_oldest: string | null;
    day_oldest: string | null;
  }>(
    db,
    sql`
    select
      count(*) filter (where t >= now() - interval '1 minute')::int as minute,
      count(*) filter (where t >= now() - interval '1 hour')::int as hour,
      count(*)::int as day,
      min(t) filter (where t >= now() - interval '1 minute') as minute_oldest,
      min(t) filter (where t >= now() - interval '1 hour') as hour_oldest,
      min(t) as day_oldest
    from (
      select coalesce(sent_at, claimed_at) as t from mensagens
      where device_id = ${deviceId} and direction = 'out'
        and (status = 'sending' or sent_at >= now() - interval '1 day')
    ) w where t >= now() - interval '1 day'`,
  );
  const r = rows[0];
  const date = (v: string | null | undefined) => (v ? new Date(v) : null);
  return {
    minute: Number(r?.minute ?? 0),
    hour: Number(r?.hour ?? 0),
    day: Number(r?.day ?? 0),
    oldest: { minute: date(r?.minute_oldest), hour: date(r?.hour_oldest), day: date(r?.day_oldest) },
  };
}

/** Outgoing messages the company queued since `since` (the plan's messages per month). */
export async function countCompanyOutgoing(db: Db, empresaId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mensagens)
    .where(
      and(
        eq(mensagens.empresaId, empresaId),
        eq(mensagens.direction, 'out'),
        // Sent through the platform (queued with a key), not typed on the phone.
        isNotNull(mensagens.idempotencyKey),
        gte(mensagens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Recently sent messages not yet read (what the reconciliation asks the gateway about). */
export function unsettledSent(db: Db, deviceId: number, since: Date, limit = 200): Promise<MessageRow[]> {
  return db
    .select()
    .from(mensagens)
    .where(
      and(
        eq(mensagens.deviceId, deviceId),
        inArray(mensagens.status, ['sent', 'delivered']),
        gte(mensagens.sentAt, since),
      ),
    )
    .orderBy(desc(mensagens.sentAt))
    .limit(limit);
}
