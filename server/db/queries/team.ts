// SQL of a company's team as its own members run it: the member list (links active or not, with
// the last access to the company), one member's link, the holders of a permission, the link's
// status, the team lock, and the owner.
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { ListQuery } from '../../../common/schemas/list.js';
import type { Db } from '../client.js';
import { contains, containsAny, listPage } from '../list.js';
import { authSessions, empresas, users, usuarioEmpresa } from '../schema.js';
import type { UserRow } from './users.js';

/** The last time the user entered the company: their newest session there, created or refreshed. */
const lastAccess = (userId: SQL | typeof users.id, empresaId: number) =>
  sql<Date | null>`(select max(coalesce(${authSessions.lastUsedAt}, ${authSessions.createdAt}))
    from ${authSessions} where ${authSessions.userId} = ${userId} and ${authSessions.empresaId} = ${empresaId})`.mapWith(
    authSessions.createdAt,
  );

/** When the user joined the company (their link's creation). */
const joinedAt = (empresaId: number) =>
  sql`(select ${usuarioEmpresa.createdAt} from ${usuarioEmpresa}
    where ${usuarioEmpresa.userId} = ${users.id} and ${usuarioEmpresa.empresaId} = ${empresaId})`;

/** Users linked to the company, active links or (with `status`) only those in that state. */
const linkedTo = (empresaId: number, status: boolean | undefined): SQL =>
  sql`exists (select 1 from ${usuarioEmpresa} where ${usuarioEmpresa.userId} = ${users.id}
    and ${usuarioEmpresa.empresaId} = ${empresaId}
    ${status === undefined ? sql`` : sql`and ${usuarioEmpresa.status} = ${status}`})`;

export interface TeamFilters {
  q?: string;
  nome?: string;
  email?: string;
  /** The link's status (active at the company or not). */
  status?: boolean;
}

/** One page of the company's members (live people linked to it, their link active or not). */
export async function listTeam(
  db: Db,
  empresaId: number,
  query: ListQuery,
  f: TeamFilters,
): Promise<{ rows: UserRow[]; total: number }> {
  return listPage(
    db,
    users,
    query,
    {
      sortable: {
        nome: users.nome,
        email: users.email,
        created_at: joinedAt(empresaId),
        last_access_at: lastAccess(users.id, empresaId),
      },
      defaultSort: { column: users.nome, order: 'asc' },
      tieBreaker: users.id,
    },
    [
      isNull(users.deletedAt),
      isNull(users.anonymizedAt),
      linkedTo(empresaId, f.status),
      f.q ? containsAny([users.nome, users.email], f.q) : undefined,
      f.nome ? contains(users.nome, f.nome) : undefined,
      f.email ? contains(users.email, f.email) : undefined,
    ],
  );
}

export interface TeamLinkRow {
  userId: number;
  permissions: string[];
  /** The link's status. */
  status: boolean;
  /** The account's status. */
  accountActive: boolean;
  createdAt: Date;
  lastAccessAt: Date | null;
}

const teamLinkColumns = (empresaId: number) => ({
  userId: usuarioEmpresa.userId,
  permissions: usuarioEmpresa.permissions,
  status: usuarioEmpresa.status,
  accountActive: users.status,
  createdAt: usuarioEmpresa.createdAt,
  lastAccessAt: lastAccess(sql`${usuarioEmpresa.userId}`, empresaId),
});

/** The company links of these users (active or not), with their last access to it. */
export async function teamLinks(db: Db, empresaId: number, userIds: number[]): Promise<TeamLinkRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select(teamLinkColumns(empresaId))
    .from(usuarioEmpresa)
    .innerJoin(users, eq(users.id, usuarioEmpresa.userId))
    .where(and(eq(usuarioEmpresa.empresaId, empresaId), inArray(usuarioEmpresa.userId, userIds)));
}

/** A live user's link to the company, active or not; undefined when there is none. */
export async function findTeamLink(
  db: Db,
  userId: number,
  empresaId: number,
): Promise<TeamLinkRow | undefined> {
  const [row] = await db
    .select(teamLinkColumns(empresaId))
    .from(usuarioEmpresa)
    .innerJoin(users, eq(users.id, usuarioEmpresa.userId))
    .where(
      and(
        eq(usuarioEmpresa.userId, userId),
        eq(usuarioEmpresa.empresaId, empresaId),
        isNull(users.deletedAt),
        isNull(users.anonymizedAt),
      ),
    );
  return row;
}

/** How many members other than `exceptUserId` can still use `permission` at the company. */
export async function countActiveHolders(
  db: Db,
  empresaId: number,
  permission: string,
  exceptUserId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(usuarioEmpresa)
    .innerJoin(users, eq(users.id, usuarioEmpresa.userId))
    .where(
      and(
        eq(usuarioEmpresa.empresaId, empresaId),
        eq(usuarioEmpresa.status, true),
        ne(usuarioEmpresa.userId, exceptUserId),
        sql`${permission} = any(${usuarioEmpresa.permissions})`,
        eq(users.status, true),
        isNull(users.deletedAt),
        isNull(users.anonymizedAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Switches the user's link to the company; false when there is no link. */
export async function setLinkStatus(
  db: Db,
  userId: number,
  empresaId: number,
  status: boolean,
): Promise<boolean> {
  const rows = await db
    .update(usuarioEmpresa)
    .set({ status })
    .where(and(eq(usuarioEmpresa.userId, userId), eq(usuarioEmpresa.empresaId, empresaId)))
    .returning({ id: usuarioEmpresa.id });
  return rows.length === 1;
}

/**
 * Serialises the team changes of one company until the transaction ends, so two managers cannot
 * each remove the other's 'users.manage' and leave the company with none.
 */
export async function lockTeam(tx: Db, empresaId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team:${empresaId}`}))`);
}

export async function setCompanyOwner(db: Db, empresaId: number, userId: number | null): Promise<void> {
  await db.update(empresas).set({ ownerId: userId }).where(eq(empresas.id, empresaId));
}

/** The owner of the company (null when none), read inside a transaction. */
export async function companyOwner(db: Db, empresaId: number): Promise<number | null> {
  const [row] = await db
    .select({ ownerId: empresas.ownerId })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  return row?.ownerId ?? null;
}
