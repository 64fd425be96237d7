// Chats: a device's messages seen as conversations, one per number — the list, one conversation's
// messages, what the company has read, and the files received in them.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contains, containsAny } from '../list.js';
import { selectRows } from '../raw.js';
import { type MessageMedia, mensagens } from '../schema.js';
import type { MessageRow } from './messages.js';

/** The device's chats: one row per number, newest activity first. */
export async function listChats(db: Db, deviceId: number, page: number, perPage: number, q?: string) {
  const digits = q?.replace(/\D/g, '') ?? '';
  const text = contains(sql`m.texto`, q ?? '');
  const filter = !q
    ? sql``
    : digits
      ? sql`and (m.number like ${`%${digits}%`} or ${text})`
      : sql`and ${text}`;
  const rows = await selectRows<{
    number: string;
    last_id: number;
    total: number;
    unread: number;
    push_name: string | null;
  }>(
    db,
    sql`
    select number, max(id)::int as last_id, count(*)::int as total,
      count(*) filter (where direction = 'in' and read_at is null)::int as unread,
      (array_agg(vars->>'pushName' order by id desc) filter (where direction = 'in' and vars ? 'pushName'))[1] as push_name
    from mensagens m
    where device_id = ${deviceId} ${filter}
    group by number
    order by max(id) desc
    limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  const [total] = await selectRows<{ n: number }>(
    db,
    sql`select count(distinct number)::int as n from mensagens m where device_id = ${deviceId} ${filter}`,
  );
  return { rows, total: Number(total?.n ?? 0) };
}

export async function messagesByIds(db: Db, ids: number[]): Promise<MessageRow[]> {
  if (!ids.length) return [];
  return db.select().from(mensagens).where(inArray(mensagens.id, ids));
}

/** One chat's messages, newest first; `q`: only those whose text or file name holds it. */
export async function listChatMessages(
  db: Db,
  deviceId: number,
  number: string,
  page: number,
  perPage: number,
  q?: string,
) {
  const where = and(
    eq(mensagens.deviceId, deviceId),
    eq(mensagens.number, number),
    q ? containsAny([mensagens.texto, sql`${mensagens.media} ->> 'fileName'`], q) : undefined,
  );
  const rows = await db
    .select()
    .from(mensagens)
    .where(where)
    .orderBy(desc(mensagens.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(mensagens).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Marks what arrived in a chat as read by the company; the messages it marked (the gateway is told
 * their key ids so the other phone shows blue ticks).
 */
export async function markChatRead(
  db: Db,
  deviceId: number,
  number: string,
): Promise<{ id: number; keyId: string | null }[]> {
  return db
    .update(mensagens)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(mensagens.deviceId, deviceId),
        eq(mensagens.number, number),
        eq(mensagens.direction, 'in'),
        isNull(mensagens.readAt),
      ),
    )
    .returning({ id: mensagens.id, keyId: mensagens.keyId });
}

/** Records where a received file was stored (and what it turned out to be). */
export async function setMessageMedia(
  db: Db,
  id: number,
  media: MessageMedia,
): Promise<MessageRow | undefined> {
  const [row] = await db.update(mensagens).set({ media }).where(eq(mensagens.id, id)).returning();
  return row;
}

/** A message of one of the company's devices, by id. */
export async function findDeviceMessage(
  db: Db,
  deviceId: number,
  id: number,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(mensagens)
    .where(and(eq(mensagens.id, id), eq(mensagens.deviceId, deviceId)));
  return row;
}
