// Account-deletion requests (LGPD): the person's own, the administrators' list, the decision, and
// the traces of a person outside their account that an anonymisation also wipes.
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { LgpdListQuery } from '../../../common/schemas/lgpd.js';
import type { Db } from '../client.js';
import { containsAny, listPage } from '../list.js';
import { invites, lgpdSolicitacoes, preCadastros, users } from '../schema.js';
import type { Recipient } from './notifications.js';

export type LgpdRequestRow = typeof lgpdSolicitacoes.$inferSelect;

/** The person's newest request, whatever its state. */
export async function latestRequest(db: Db, userId: number): Promise<LgpdRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(lgpdSolicitacoes)
    .where(eq(lgpdSolicitacoes.userId, userId))
    .orderBy(desc(lgpdSolicitacoes.id))
    .limit(1);
  return row;
}

/** Every request of the person, oldest first (for their data export). */
export const requestsOf = (db: Db, userId: number): Promise<LgpdRequestRow[]> =>
  db.select().from(lgpdSolicitacoes).where(eq(lgpdSolicitacoes.userId, userId)).orderBy(lgpdSolicitacoes.id);

/** A new pending request; the partial unique index refuses a second pending one (caller maps it). */
export async function insertRequest(
  db: Db,
  values: { userId: number; motivo: string | null },
): Promise<LgpdRequestRow> {
  const [row] = await db.insert(lgpdSolicitacoes).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Cancels the person's pending request; undefined when there is none. */
export async function cancelPendingRequest(db: Db, userId: number): Promise<LgpdRequestRow | undefined> {
  const [row] = await db
    .update(lgpdSolicitacoes)
    .set({ status: 'cancelled', canceladoEm: new Date() })
    .where(and(eq(lgpdSolicitacoes.userId, userId), eq(lgpdSolicitacoes.status, 'pending')))
    .returning();
  return row;
}

/** The request, locked until the transaction ends (one decision at a time). */
export async function lockRequest(db: Db, id: number): Promise<LgpdRequestRow | undefined> {
  const [row] = await db.select().from(lgpdSolicitacoes).where(eq(lgpdSolicitacoes.id, id)).for('update');
  return row;
}

export async function findRequest(db: Db, id: number): Promise<LgpdRequestRow | undefined> {
  const [row] = await db.select().from(lgpdSolicitacoes).where(eq(lgpdSolicitacoes.id, id));
  return row;
}

/** Records the decision on a pending request (completed or refused). */
export async function decideRequest(
  db: Db,
  id: number,
  values: { status: 'completed' | 'refused'; decididoPor: number; resposta?: string | null; motivo?: null },
): Promise<void> {
  await db
    .update(lgpdSolicitacoes)
    .set({ ...values, decididoEm: new Date() })
    .where(eq(lgpdSolicitacoes.id, id));
}

export function listRequests(db: Db, query: LgpdListQuery) {
  const people = query.q
    ? db
        .select({ id: users.id })
        .from(users)
        .where(containsAny([users.nome, users.email], query.q) as SQL)
    : undefined;
  return listPage(
    db,
    lgpdSolicitacoes,
    query,
    {
      sortable: {
        created_at: lgpdSolicitacoes.createdAt,
        status: lgpdSolicitacoes.status,
        decidido_em: lgpdSolicitacoes.decididoEm,
      },
      defaultSort: { column: lgpdSolicitacoes.createdAt, order: 'desc' },
      tieBreaker: lgpdSolicitacoes.id,
    },
    [
      query.status ? eq(lgpdSolicitacoes.status, query.status) : undefined,
      people ? inArray(lgpdSolicitacoes.userId, people) : undefined,
    ],
  );
}

export interface Person {
  id: number;
  nome: string;
  email: string;
  ambient: string | null;
  language: string;
}

/** Name, e-mail, ambient and language of these users (anonymised ones included). */
export async function peopleByIds(db: Db, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      nome: users.nome,
      email: users.email,
      ambient: users.ambient,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The live, enabled platform administrators (who hear of a new request). */
export function platformAdmins(db: Db): Promise<Recipient[]> {
  return db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.ambient, 'A'), eq(users.status, true), isNull(users.deletedAt)))
    .orderBy(users.id);
}

/**
 * What names the person outside their account rows, wiped with it: their pre-registrations (name,
 * e-mail, phone) are deleted, and invitations addressed to them keep no name and an address that
 * reaches nobody. Run inside the anonymisation's transaction.
 */
export async function forgetContactTraces(
  db: Db,
  person: { id: number; email: string },
  anonymousEmail: string,
): Promise<void> {
  const sameEmail = (column: typeof preCadastros.email | typeof invites.email) =>
    sql`lower(${column}) = lower(${person.email})`;
  await db
    .delete(preCadastros)
    .where(sql`${preCadastros.userId} = ${person.id} or ${sameEmail(preCadastros.email)}`);
  await db.update(invites).set({ email: anonymousEmail, nome: null }).where(sameEmail(invites.email));
}
