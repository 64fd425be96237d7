// Campaigns (one send to one or many recipients) and their progress by status. A message that was
// resent no longer counts: its newer attempt does.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CAMPAIGN_STATUSES,
  type CampaignCounts,
  type CampaignsListQuery,
  type RecipientsListQuery,
} from '../../../common/schemas/messaging.js';
import type { Db } from '../client.js';
import { containsAny, listPage } from '../list.js';
import { selectRows } from '../raw.js';
import { campanhas, mensagens } from '../schema.js';

export type CampaignRow = typeof campanhas.$inferSelect;
export type NewCampaign = typeof campanhas.$inferInsert;

export async function insertCampaign(db: Db, values: NewCampaign): Promise<CampaignRow> {
  const [row] = await db.insert(campanhas).values(values).returning();
  if (!row) throw new Error('insert campanhas returned nothing');
  return row;
}

export async function findCampaign(db: Db, empresaId: number, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campanhas)
    .where(and(eq(campanhas.id, id), eq(campanhas.empresaId, empresaId)));
  return row;
}

export function listCampaigns(db: Db, empresaId: number, query: CampaignsListQuery) {
  return listPage(
    db,
    campanhas,
    query,
    {
      sortable: { message: campanhas.message, created_at: campanhas.createdAt },
      defaultSort: { column: campanhas.createdAt, order: 'desc' },
      tieBreaker: campanhas.id,
    },
    [
      eq(campanhas.empresaId, empresaId),
      query.device_id ? eq(campanhas.deviceId, query.device_id) : undefined,
      query.q ? containsAny([campanhas.message], query.q) : undefined,
    ],
  );
}

export const emptyCampaignCounts = (): CampaignCounts =>
  Object.fromEntries(CAMPAIGN_STATUSES.map((s) => [s, 0])) as CampaignCounts;

/** Each campaign's messages by current status (resent ones replaced by their newer attempt). */
export async function campaignCounts(db: Db, ids: number[]): Promise<Map<number, CampaignCounts>> {
  const result = new Map<number, CampaignCounts>(ids.map((id) => [id, emptyCampaignCounts()]));
  if (!ids.length) return result;
  // Every row by status (campanha_idx alone), minus the few a resend superseded (no probe per row).
  const rows = await selectRows<{ campanha_id: number; status: string; n: number }>(
    db,
    sql`select campanha_id, status, sum(n)::int as n from (
          select campanha_id, status, count(*) as n from mensagens where campanha_id in ${ids} group by 1, 2
          union all
          select o.campanha_id, o.status, -count(*) from mensagens r join mensagens o on o.id = r.resend_of
          where r.campanha_id in ${ids} and r.resend_of is not null group by 1, 2
        ) t group by 1, 2`,
  );
  for (const r of rows) {
    const counts = result.get(Number(r.campanha_id));
    if (counts && r.status in counts) counts[r.status as keyof CampaignCounts] = Number(r.n);
  }
  return result;
}

/**
 * For each campaign with something left to send: how many messages its device will send before
 * the campaign's last pending one is out — its own and every one queued ahead of them (another
 * campaign, a chat), in the device's queue order (ids).
 */
export async function campaignQueueDepths(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await selectRows<{ id: number; n: number }>(
    db,
    sql`select l.campanha_id as id, (
          select count(*) from mensagens m
          where m.device_id = l.device_id and m.status in ('queued', 'sending') and m.id <= l.last_id
        )::int as n
        from (
          select campanha_id, device_id, max(id) as last_id from mensagens
          where campanha_id in ${ids} and status in ('queued', 'sending') group by 1, 2
        ) l`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** Marks the campaign finished once nothing of it waits or is in flight; true when it just finished. */
export async function finishIfDone(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(campanhas)
    .set({ finishedAt: new Date() })
    .where(
      and(
        eq(campanhas.id, id),
        isNull(campanhas.finishedAt),
        sql`not exists (select 1 from mensagens m where m.campanha_id = ${id} and m.status in ('queued', 'paused', 'sending'))`,
      ),
    )
    .returning({ id: campanhas.id });
  return rows.length > 0;
}

/** Campaigns of the last week that are done but not marked (their progress event never ran). */
export async function finishDoneCampaigns(db: Db): Promise<number[]> {
  const rows = await db
    .update(campanhas)
    .set({ finishedAt: new Date() })
    .where(
      and(
        isNull(campanhas.finishedAt),
        sql`${campanhas.createdAt} > now() - interval '7 days'`,
        sql`not exists (select 1 from mensagens m where m.campanha_id = ${campanhas.id} and m.status in ('queued', 'paused', 'sending'))`,
      ),
    )
    .returning({ id: campanhas.id });
  return rows.map((r) => r.id);
}

/** Locks the company's campaign row until the transaction ends; undefined when there is none. */
export async function lockCampaign(db: Db, empresaId: number, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campanhas)
    .where(and(eq(campanhas.id, id), eq(campanhas.empresaId, empresaId)))
    .for('update');
  return row;
}

/** Sets the campaign's pause/cancel marks. */
export async function setCampaignControl(
  db: Db,
  id: number,
  marks: Partial<Pick<CampaignRow, 'pausedAt' | 'cancelledAt'>>,
): Promise<void> {
  await db.update(campanhas).set(marks).where(eq(campanhas.id, id));
}

/** Moves the campaign's messages from one waiting status to another. */
export async function moveCampaignMessages(
  db: Db,
  campanhaId: number,
  from: ('queued' | 'paused')[],
  to: 'queued' | 'paused' | 'cancelled',
): Promise<void> {
  await db
    .update(mensagens)
    .set({ status: to })
    .where(and(eq(mensagens.campanhaId, campanhaId), inArray(mensagens.status, from)));
}

export async function reopenCampaign(db: Db, id: number) {
  await db.update(campanhas).set({ finishedAt: null }).where(eq(campanhas.id, id));
}

/** The campaign's recipients (current attempts), in the order they were queued. */
export async function listRecipients(db: Db, campanhaId: number, query: RecipientsListQuery) {
  const where = and(
    eq(mensagens.campanhaId, campanhaId),
    sql`not exists (select 1 from mensagens r where r.resend_of = ${mensagens.id})`,
    query.status ? eq(mensagens.status, query.status) : undefined,
    query.q ? containsAny([mensagens.number, mensagens.texto], query.q) : undefined,
  );
  const rows = await db
    .select()
    .from(mensagens)
    .where(where)
    .orderBy(mensagens.id)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(mensagens).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function campaignsByIds(db: Db, ids: number[]): Promise<CampaignRow[]> {
  if (!ids.length) return [];
  return db.select().from(campanhas).where(inArray(campanhas.id, ids));
}
