// SQL of the users back office: the user list and record, company links and their permissions,
// positions (cargos), the user search and the permanent deletion of a user.
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ListQuery } from '../../../common/schemas/list.js';
import { stripDocumentMask } from '../../../common/validation/index.js';
import type { Db } from '../client.js';
import { contains, containsAny, listPage } from '../list.js';
import {
  authSessions,
  cargos,
  empresas,
  invites,
  notificacoes,
  passwordResets,
  preCadastros,
  refreshTokens,
  termoAceites,
  termos,
  users,
  usuarioEmails,
  usuarioEmpresa,
  usuarioEnderecos,
  usuarioTelefones,
} from '../schema.js';
import { isForeignKeyViolation } from '../transaction.js';
import { clearAddressCounters } from './throttle.js';
import type { UserRow } from './users.js';

export type CargoRow = typeof cargos.$inferSelect;

const companyName = sql<string>`coalesce(${empresas.nomeFantasia}, ${empresas.razaoSocial})`;

// ---- users ----------------------------------------------------------------------------------

/** Users with an active link to the company. */
export const memberOf = (empresaId: number): SQL =>
  sql`exists (select 1 from ${usuarioEmpresa} where ${usuarioEmpresa.userId} = ${users.id}
    and ${usuarioEmpresa.empresaId} = ${empresaId} and ${usuarioEmpresa.status})`;

export interface UserFilters {
  q?: string;
  nome?: string;
  email?: string;
  /** Already without its mask (documents are stored unmasked). */
  documento?: string;
  empresaId?: number;
  status?: boolean;
  deleted?: boolean;
}

export async function listUsers(
  db: Db,
  query: ListQuery,
  f: UserFilters,
): Promise<{ rows: UserRow[]; total: number }> {
  const documento = sql`coalesce(${users.documento}, '')`;
  // The free search finds a name, an e-mail, or a document typed with or without its mask.
  const qDocument = f.q ? stripDocumentMask(f.q) : '';
  const conditions = [
    f.deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
    isNull(users.anonymizedAt),
    f.q
      ? or(
          containsAny([users.nome, users.email], f.q),
          qDocument ? contains(documento, qDocument) : undefined,
        )
      : undefined,
    f.nome ? contains(users.nome, f.nome) : undefined,
    f.email ? contains(users.email, f.email) : undefined,
    f.documento !== undefined ? contains(documento, f.documento) : undefined,
    f.empresaId !== undefined ? memberOf(f.empresaId) : undefined,
    f.status !== undefined ? eq(users.status, f.status) : undefined,
  ];
  return listPage(
    db,
    users,
    query,
    {
      sortable: {
        nome: users.nome,
        email: users.email,
        documento: users.documento,
        created_at: users.createdAt,
      },
      defaultSort: { column: users.nome, order: 'asc' },
      tieBreaker: users.id,
    },
    conditions,
  );
}

export async function findUser(
  db: Db,
  id: number,
  state: 'live' | 'deleted' | 'any',
): Promise<UserRow | undefined> {
  // An anonymised user is gone for every purpose but the evidence that names them.
  const conditions = [eq(users.id, id), isNull(users.anonymizedAt)];
  if (state === 'live') conditions.push(isNull(users.deletedAt));
  if (state === 'deleted') conditions.push(isNotNull(users.deletedAt));
  const [row] = await db
    .select()
    .from(users)
    .where(and(...conditions));
  return row;
}

/** Whether another user (deleted or not: the index is global) already has this e-mail. */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return row !== undefined;
}

export interface UserCompanyRow {
  userId: number;
  empresaId: number;
  nome: string;
  companyActive: boolean;
  permissions: string[];
}

/** The active links of these users to companies that still exist. */
export async function activeLinksOf(db: Db, userIds: number[]): Promise<UserCompanyRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: usuarioEmpresa.userId,
      empresaId: empresas.id,
      nome: companyName,
      companyActive: empresas.status,
      permissions: usuarioEmpresa.permissions,
    })
    .from(usuarioEmpresa)
    .innerJoin(empresas, eq(empresas.id, usuarioEmpresa.empresaId))
    .where(
      and(
        inArray(usuarioEmpresa.userId, userIds),
        eq(usuarioEmpresa.status, true),
        isNull(empresas.deletedAt),
      ),
    )
    .orderBy(asc(companyName), asc(empresas.id));
}

/** One active link of a user, or undefined. */
export async function findActiveLink(
  db: Db,
  userId: number,
  empresaId: number,
): Promise<UserCompanyRow | undefined> {
  const [row] = (await activeLinksOf(db, [userId])).filter((l) => l.empresaId === empresaId);
  return row;
}

/** Links the user to the company, or re-activates the link, with these permissions. */
export async function upsertLink(
  db: Db,
  values: { userId: number; empresaId: number; permissions: string[] },
): Promise<void> {
  await db
    .insert(usuarioEmpresa)
    .values(values)
    .onConflictDoUpdate({
      target: [usuarioEmpresa.userId, usuarioEmpresa.empresaId],
      set: { permissions: values.permissions, status: true },
    });
}

/** Replaces the permissions of an active link; false when there is none. */
export async function setLinkPermissions(
  db: Db,
  userId: number,
  empresaId: number,
  permissions: string[],
): Promise<boolean> {
  const rows = await db
    .update(usuarioEmpresa)
    .set({ permissions })
    .where(
      and(
        eq(usuarioEmpresa.userId, userId),
        eq(usuarioEmpresa.empresaId, empresaId),
        eq(usuarioEmpresa.status, true),
      ),
    )
    .returning({ id: usuarioEmpresa.id });
  return rows.length === 1;
}

/**
 * Removes the user's link to the company (and forgets it as the user's selected company, and as its
 * owner); false when there was no link.
 */
export async function removeLink(db: Db, userId: number, empresaId: number): Promise<boolean> {
  const rows = await db
    .delete(usuarioEmpresa)
    .where(and(eq(usuarioEmpresa.userId, userId), eq(usuarioEmpresa.empresaId, empresaId)))
    .returning({ id: usuarioEmpresa.id });
  if (rows.length === 0) return false;
  await db
    .update(users)
    .set({ empresaId: null })
    .where(and(eq(users.id, userId), eq(users.empresaId, empresaId)));
  // Who leaves the company no longer owns it.
  await db
    .update(empresas)
    .set({ ownerId: null })
    .where(and(eq(empresas.id, empresaId), eq(empresas.ownerId, userId)));
  return true;
}

export async function setUserStatus(db: Db, id: number, status: boolean): Promise<void> {
  await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function softDeleteUser(db: Db, id: number): Promise<void> {
  await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
}

/**
 * Removes a user for good with everything that is only theirs (sessions, refresh tokens, password
 * resets, company links, term acceptances, login counters, extra e-mails, phones, addresses,
 * notifications) and clears the references others keep (who invited, who wrote or approved a
 * term, which pre-registration became the account, which company they owned). When documents,
 * signatures, events, orders or messages still point at the user, the row itself stays,
 * anonymised: those records are the company's evidence (their events keep who acted, as shown then) and must keep a valid author.
 * Run it inside a transaction: it is all or nothing.
 */
export async function purgeUser(
  tx: Db,
  user: { id: number; email: string },
): Promise<'deleted' | 'anonymized'> {
  const sessionIds = tx
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(eq(authSessions.userId, user.id));
  await tx.delete(refreshTokens).where(inArray(refreshTokens.sessionId, sessionIds));
  await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
  await tx.delete(usuarioEmpresa).where(eq(usuarioEmpresa.userId, user.id));
  await tx.update(empresas).set({ ownerId: null }).where(eq(empresas.ownerId, user.id));
  await tx.delete(termoAceites).where(eq(termoAceites.userId, user.id));
  await clearAddressCounters(tx, user.email);
  await tx.update(invites).set({ invitedBy: null }).where(eq(invites.invitedBy, user.id));
  await tx.update(termos).set({ createdBy: null }).where(eq(termos.createdBy, user.id));
  await tx.update(termos).set({ approvedBy: null }).where(eq(termos.approvedBy, user.id));
  await tx.update(preCadastros).set({ userId: null }).where(eq(preCadastros.userId, user.id));
  await tx.delete(usuarioEmails).where(eq(usuarioEmails.userId, user.id));
  await tx.delete(usuarioTelefones).where(eq(usuarioTelefones.userId, user.id));
  await tx.delete(usuarioEnderecos).where(eq(usuarioEnderecos.userId, user.id));
  await tx.delete(notificacoes).where(eq(notificacoes.userId, user.id));
  try {
    // A savepoint: a refused delete must not abort the surrounding transaction.
    await tx.transaction(async (sp) => {
      await sp.delete(users).where(eq(users.id, user.id));
    });
    return 'deleted';
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
  }
  await tx
    .update(users)
    .set({
      nome: ANONYMIZED_NAME,
      email: `excluido-${user.id}@anonimo.invalid`,
      documento: null,
      phone: null,
      passwordHash: '!',
      status: false,
      empresaId: null,
      otpSecret: null,
      otpPendingSecret: null,
      otpEnabled: false,
      otpLastStep: null,
      cargoId: null,
      fotoKey: null,
      emailVerifiedAt: null,
      updatedAt: new Date(),
      anonymizedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  return 'anonymized';
}

/** The name an anonymised user keeps, where documents and messages show who acted. */
export const ANONYMIZED_NAME = 'Usuário excluído';

/** Up to `limit` live users matching the term, optionally only active members of one company. */
export async function searchUsers(
  db: Db,
  term: string,
  scope: { empresaId: number } | 'all',
  limit: number,
): Promise<{ id: number; nome: string; email: string }[]> {
  const conditions: SQL[] = [isNull(users.deletedAt), containsAny([users.nome, users.email], term) as SQL];
  if (scope !== 'all') conditions.push(memberOf(scope.empresaId));
  return db
    .select({ id: users.id, nome: users.nome, email: users.email })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.nome), asc(users.id))
    .limit(limit);
}

// ---- companies --------------------------------------------------------------------------------

export async function findLiveCompany(
  db: Db,
  id: number,
): Promise<{ id: number; nome: string; status: boolean } | undefined> {
  const [row] = await db
    .select({ id: empresas.id, nome: companyName, status: empresas.status })
    .from(empresas)
    .where(and(eq(empresas.id, id), isNull(empresas.deletedAt)));
  return row;
}

// ---- positions (cargos) -------------------------------------------------------------------------

export async function findCargo(db: Db, id: number): Promise<CargoRow | undefined> {
  const [row] = await db.select().from(cargos).where(eq(cargos.id, id));
  return row;
}

export async function cargosByIds(db: Db, ids: number[]): Promise<CargoRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(cargos).where(inArray(cargos.id, ids));
}

export async function listCargos(db: Db): Promise<CargoRow[]> {
  return db.select().from(cargos).orderBy(asc(cargos.nome), asc(cargos.id));
}

export async function cargoNameExists(db: Db, nome: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cargos.id })
    .from(cargos)
    .where(sql`lower(${cargos.nome}) = lower(${nome})`);
  return row !== undefined;
}

export async function insertCargo(db: Db, values: { nome: string; interno: boolean }): Promise<CargoRow> {
  const [row] = await db.insert(cargos).values(values).returning();
  if (!row) throw new Error('insert cargos returned nothing');
  return row;
}
