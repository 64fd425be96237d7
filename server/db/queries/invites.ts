// SQL of invites: creating, finding, renewing, listing and cancelling them, and accepting one.
import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { ListQuery } from '../../../common/schemas/list.js';
import type { Db } from '../client.js';
import { listPage } from '../list.js';
import { empresas, invites, users } from '../schema.js';
import { memberOf } from './backofficeUsers.js';

const companyName = sql<string>`coalesce(${empresas.nomeFantasia}, ${empresas.razaoSocial})`;

export type InviteRow = typeof invites.$inferSelect;

export async function insertInvite(
  db: Db,
  values: {
    empresaId: number;
    email: string;
    nome?: string | null;
    permissions: string[];
    invitedBy: number | null;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<InviteRow> {
  const [row] = await db.insert(invites).values(values).returning();
  if (!row) throw new Error('insert invites returned nothing');
  return row;
}

export interface LiveInvite extends InviteRow {
  empresaNome: string;
  inviterNome: string | null;
}

/** An invite that can still be accepted: not accepted, not cancelled, not expired, company active. */
export async function findLiveInvite(db: Db, tokenHash: string): Promise<LiveInvite | undefined> {
  const [row] = await db
    .select({
      invite: invites,
      empresaNome: companyName,
      inviterNome: users.nome,
    })
    .from(invites)
    .innerJoin(empresas, eq(empresas.id, invites.empresaId))
    .leftJoin(users, eq(users.id, invites.invitedBy))
    .where(
      and(
        eq(invites.tokenHash, tokenHash),
        isNull(invites.acceptedAt),
        isNull(invites.cancelledAt),
        gt(invites.expiresAt, new Date()),
        isNull(empresas.deletedAt),
        eq(empresas.status, true),
      ),
    );
  return row ? { ...row.invite, empresaNome: row.empresaNome, inviterNome: row.inviterNome } : undefined;
}

/** Marks the invite accepted; false if it was accepted or cancelled meanwhile. */
export async function acceptInvite(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invites.id, id), isNull(invites.acceptedAt), isNull(invites.cancelledAt)))
    .returning({ id: invites.id });
  return rows.length === 1;
}

/** An invite that can still be accepted (not accepted, cancelled nor expired), by id. */
export async function findPendingInvite(db: Db, id: number): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.id, id), pending()));
  return row;
}

/** Gives a pending invite a new link and expiry (the old link stops working); undefined if it is gone. */
export async function renewInvite(
  db: Db,
  id: number,
  values: { tokenHash: string; expiresAt: Date },
): Promise<InviteRow | undefined> {
  const [row] = await db
    .update(invites)
    .set(values)
    .where(and(eq(invites.id, id), isNull(invites.acceptedAt), isNull(invites.cancelledAt)))
    .returning();
  return row;
}

/** Invites that can still be accepted: not accepted, not cancelled, not expired. */
const pending = (): SQL =>
  and(isNull(invites.acceptedAt), isNull(invites.cancelledAt), gt(invites.expiresAt, new Date())) as SQL;

/** Serialises invite creation for one e-mail and company, until the transaction ends. */
export async function lockInviteSlot(tx: Db, email: string, empresaId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invite:${empresaId}:${email}`}))`);
}

export async function hasPendingInvite(db: Db, email: string, empresaId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: invites.id })
    .from(invites)
    .where(and(eq(invites.email, email), eq(invites.empresaId, empresaId), pending()));
  return row !== undefined;
}

/** Whether a live user with this e-mail is actively linked to the company. */
export async function isMemberByEmail(db: Db, email: string, empresaId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), memberOf(empresaId)));
  return row !== undefined;
}

export async function listPendingInvites(
  db: Db,
  query: ListQuery,
  empresaId: number | undefined,
): Promise<{ rows: InviteRow[]; total: number }> {
  return listPage(
    db,
    invites,
    query,
    {
      sortable: { email: invites.email, created_at: invites.createdAt, expires_at: invites.expiresAt },
      defaultSort: { column: invites.createdAt, order: 'desc' },
      tieBreaker: invites.id,
    },
    [pending(), empresaId === undefined ? undefined : eq(invites.empresaId, empresaId)],
  );
}

export async function companyNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: empresas.id, nome: companyName })
    .from(empresas)
    .where(inArray(empresas.id, ids));
  return new Map(rows.map((r) => [r.id, r.nome]));
}

/** Cancels a pending invite; false when there is none with this id. */
export async function cancelPendingInvite(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ cancelledAt: new Date() })
    .where(and(eq(invites.id, id), pending()))
    .returning({ id: invites.id });
  return rows.length === 1;
}
