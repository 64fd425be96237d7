// Devices: the company's gateway instances, the server picked for a new one, and the queue's
// per-device lane (lease) and gates.
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DevicesListQuery } from '../../../common/schemas/messaging.js';
import type { Db } from '../client.js';
import { containsAny, listPage } from '../list.js';
import { selectRows } from '../raw.js';
import { devices, MESSAGE_PRIORITY, mensagens, servers } from '../schema.js';

export type DeviceRow = typeof devices.$inferSelect;
export type NewDevice = typeof devices.$inferInsert;

export async function insertDevice(db: Db, values: NewDevice): Promise<DeviceRow> {
  const [row] = await db.insert(devices).values(values).returning();
  if (!row) throw new Error('insert devices returned nothing');
  return row;
}

/**
 * Updates the device; with `fromState`, only while its state is still that one (undefined when it
 * moved meanwhile), so of two callers applying the same transition (a webhook and a status poll)
 * exactly one gets the row back.
 */
export async function updateDevice(
  db: Db,
  id: number,
  values: Partial<NewDevice>,
  fromState?: string,
): Promise<DeviceRow | undefined> {
  const [row] = await db
    .update(devices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(devices.id, id), fromState === undefined ? undefined : eq(devices.state, fromState)))
    .returning();
  return row;
}

/** A live device of the company, by numeric id or uuid. */
export async function findCompanyDevice(
  db: Db,
  empresaId: number,
  ref: string,
): Promise<DeviceRow | undefined> {
  const byId = /^\d{1,9}$/.test(ref);
  const byUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  if (!byId && !byUuid) return undefined;
  const [row] = await db
    .select()
    .from(devices)
    .where(
      and(
        byId ? eq(devices.id, Number(ref)) : eq(devices.uuid, ref.toLowerCase()),
        eq(devices.empresaId, empresaId),
        isNull(devices.deletedAt),
      ),
    );
  return row;
}

export async function findDeviceById(db: Db, id: number): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(devices).where(eq(devices.id, id));
  return row;
}

export async function findDeviceByInstance(
  db: Db,
  serverId: number,
  instanceName: string,
): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(devices)
    .where(
      and(eq(devices.serverId, serverId), eq(devices.instanceName, instanceName), isNull(devices.deletedAt)),
    );
  return row;
}

export async function countCompanyDevices(db: Db, empresaId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(and(eq(devices.empresaId, empresaId), isNull(devices.deletedAt)));
  return row?.n ?? 0;
}

/** Every live device (for the reconciliation). */
export function liveDevices(db: Db): Promise<DeviceRow[]> {
  return db.select().from(devices).where(isNull(devices.deletedAt)).orderBy(asc(devices.id));
}

/** The active server with the most free room (live devices under its capacity), if any. */
export async function pickServer(db: Db) {
  const used = db
    .select({ serverId: devices.serverId, n: count().as('n') })
    .from(devices)
    .where(isNull(devices.deletedAt))
    .groupBy(devices.serverId)
    .as('used');
  const [row] = await db
    .select({ server: servers, used: sql<number>`coalesce(${used.n}, 0)::int` })
    .from(servers)
    .leftJoin(used, eq(used.serverId, servers.id))
    .where(
      and(
        eq(servers.status, true),
        isNull(servers.deletedAt),
        sql`coalesce(${used.n}, 0) < ${servers.capacidade}`,
      ),
    )
    .orderBy(sql`coalesce(${used.n}, 0)::float / ${servers.capacidade}`, asc(servers.id))
    .limit(1);
  return row?.server;
}

export function listCompanyDevices(db: Db, empresaId: number, query: DevicesListQuery) {
  return listPage(
    db,
    devices,
    query,
    {
      sortable: { name: devices.name, created_at: devices.createdAt },
      defaultSort: { column: devices.name, order: 'asc' },
      tieBreaker: devices.id,
    },
    [
      eq(devices.empresaId, empresaId),
      isNull(devices.deletedAt),
      query.q ? containsAny([devices.name, devices.number, devices.profileName], query.q) : undefined,
    ],
  );
}

/** Queued messages per device (for the list's counter). */
export async function queuedCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ deviceId: mensagens.deviceId, n: count() })
    .from(mensagens)
    .where(and(sql`${mensagens.deviceId} in ${ids}`, eq(mensagens.status, 'queued')))
    .groupBy(mensagens.deviceId);
  return new Map(rows.map((r) => [r.deviceId, r.n]));
}

/**
 * Takes the lane of one open device that has a message due and is not gated nor held by another
 * worker: held until `leaseMs` from now. SKIP LOCKED lets several processes claim at once.
 */
export async function claimDeviceLane(
  db: Db,
  owner: string,
  leaseMs: number,
  exclude: number[],
  /** Whether a lane's holder still lives (see server/db/liveness.ts): a dead one's lane is free at once. */
  alive: (ownerColumn: SQL) => SQL,
): Promise<DeviceRow | undefined> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`
    update devices set lease_until = now() + (${leaseMs} * interval '1 millisecond'), lease_owner = ${owner}
    where id = (
      select d.id from devices d
      where d.deleted_at is null and d.state = 'open'
        and (d.lease_until is null or d.lease_until < now() or not ${alive(sql`d.lease_owner`)})
        ${exclude.length ? sql`and d.id not in ${exclude}` : sql``}
        and exists (
          select 1 from mensagens m
          where m.device_id = d.id and m.status = 'queued'
            and (m.next_attempt_at is null or m.next_attempt_at <= now())
            and (d.next_send_at is null or d.next_send_at <= now()
              or (d.next_send_gap and m.priority < ${MESSAGE_PRIORITY.bulk}))
        )
      order by d.next_send_at asc nulls first, d.id
      for update skip locked
      limit 1
    )
    returning id`,
  );
  const id = rows[0]?.id;
  return id === undefined ? undefined : findDeviceById(db, id);
}

/** Extends the lane while this worker still holds it; false when it was lost. */
export async function renewDeviceLane(db: Db, id: number, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(devices)
    .set({ leaseUntil: sql`now() + (${leaseMs} * interval '1 millisecond')` })
    .where(and(eq(devices.id, id), eq(devices.leaseOwner, owner)))
    .returning({ id: devices.id });
  return rows.length > 0;
}

/**
 * Gives the lane back, optionally gating the device until `nextSendAt` (`gap`: only a bulk gap,
 * which one-to-one messages may skip).
 */
export async function releaseDeviceLane(
  db: Db,
  id: number,
  owner: string,
  nextSendAt?: Date | null,
  gap = false,
) {
  await db
    .update(devices)
    .set({
      leaseUntil: null,
      leaseOwner: null,
      ...(nextSendAt === undefined ? {} : { nextSendAt, nextSendGap: nextSendAt !== null && gap }),
    })
    .where(and(eq(devices.id, id), eq(devices.leaseOwner, owner)));
}

/** Lanes left by a process that stopped (lease expired long ago are simply reclaimable; this clears ours). */
export async function releaseLanesOf(db: Db, owner: string) {
  await db.update(devices).set({ leaseUntil: null, leaseOwner: null }).where(eq(devices.leaseOwner, owner));
}

/** The devices of these ids (deleted ones too), whole: lists name them, the pace reads their limits. */
export async function devicesByIds(db: Db, ids: number[]): Promise<Map<number, DeviceRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(devices).where(sql`${devices.id} in ${ids}`);
  return new Map(rows.map((r) => [r.id, r]));
}
