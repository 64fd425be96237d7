import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ServersListQuery } from '../../../common/schemas/servers.js';
import type { Db } from '../client.js';
import { containsAny, listPage } from '../list.js';
import { devices, servers } from '../schema.js';

export type ServerRow = typeof servers.$inferSelect;

export interface ServerValues {
  nome: string;
  baseUrl: string;
  capacidade: number;
  status?: boolean;
}

export async function insertServer(
  db: Db,
  values: ServerValues & { apiKeySealed: string },
): Promise<ServerRow> {
  const [row] = await db.insert(servers).values(values).returning();
  if (!row) throw new Error('insert servers returned nothing');
  return row;
}

/** Updates a live server; a missing `apiKeySealed` keeps the stored key. Undefined when none. */
export async function updateServer(
  db: Db,
  id: number,
  values: ServerValues & { apiKeySealed?: string },
): Promise<ServerRow | undefined> {
  const [row] = await db
    .update(servers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(servers.id, id), isNull(servers.deletedAt)))
    .returning();
  return row;
}

export async function findServer(
  db: Db,
  id: number,
  state: 'live' | 'any' = 'live',
): Promise<ServerRow | undefined> {
  const [row] = await db
    .select()
    .from(servers)
    .where(state === 'live' ? and(eq(servers.id, id), isNull(servers.deletedAt)) : eq(servers.id, id));
  return row;
}

export function listServers(db: Db, query: ServersListQuery) {
  return listPage(
    db,
    servers,
    query,
    {
      sortable: { nome: servers.nome, created_at: servers.createdAt },
      defaultSort: { column: servers.nome, order: 'asc' },
      tieBreaker: servers.id,
    },
    [
      query.deleted ? isNotNull(servers.deletedAt) : isNull(servers.deletedAt),
      query.q ? containsAny([servers.nome, servers.baseUrl], query.q) : undefined,
      query.status === undefined ? undefined : eq(servers.status, query.status),
    ],
  );
}

/** Moves servers whose address starts with `from` to `to` (a deployment's address changed). */
export async function repointServers(db: Db, from: string, to: string): Promise<void> {
  await db
    .update(servers)
    .set({ baseUrl: sql`${to} || substr(${servers.baseUrl}, ${from.length + 1})` })
    .where(sql`starts_with(${servers.baseUrl}, ${from})`);
}

/** Devices (not deleted) that live on this server's gateway. */
export async function countServerDevices(db: Db, serverId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(devices)
    .where(and(eq(devices.serverId, serverId), isNull(devices.deletedAt)));
  return row?.n ?? 0;
}
