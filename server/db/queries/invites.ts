import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { empresas, invites, users } from '../schema.js';

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
      empresaNome: sql<string>`coalesce(${empresas.nomeFantasia}, ${empresas.razaoSocial})`,
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
