import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { empresas, users, usuarioEmpresa } from '../schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

/**
 * True when an account other than `exceptUserId` holds this CPF/CNPJ (deleted accounts too: the
 * unique index users_documento_uq covers every row with a document; anonymised ones have none).
 */
export async function documentTakenByOther(
  db: Db,
  documento: string,
  exceptUserId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.documento, documento),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The unique index that keeps one CPF/CNPJ to one account (spec 5.14). */
export const USER_DOCUMENT_INDEX = 'users_documento_uq';

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert users returned nothing');
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export interface CompanyLink {
  empresaId: number;
  nome: string;
  razaoSocial: string;
  documento: string;
  companyActive: boolean;
  linkActive: boolean;
  permissions: string[];
}

/** The user's links to companies that still exist, with each company's status. */
export async function companyLinks(db: Db, userId: number): Promise<CompanyLink[]> {
  return db
    .select({
      empresaId: empresas.id,
      nome: sql<string>`coalesce(${empresas.nomeFantasia}, ${empresas.razaoSocial})`,
      razaoSocial: empresas.razaoSocial,
      documento: empresas.documento,
      companyActive: empresas.status,
      linkActive: usuarioEmpresa.status,
      permissions: usuarioEmpresa.permissions,
    })
    .from(usuarioEmpresa)
    .innerJoin(empresas, eq(empresas.id, usuarioEmpresa.empresaId))
    .where(and(eq(usuarioEmpresa.userId, userId), isNull(empresas.deletedAt)))
    .orderBy(empresas.razaoSocial);
}

export async function linkUserToCompany(
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

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** The active members of a company, for pickers. */
export async function companyMembers(db: Db, empresaId: number) {
  return db
    .select({ id: users.id, nome: users.nome, email: users.email })
    .from(usuarioEmpresa)
    .innerJoin(users, eq(users.id, usuarioEmpresa.userId))
    .where(
      and(
        eq(usuarioEmpresa.empresaId, empresaId),
        eq(usuarioEmpresa.status, true),
        eq(users.status, true),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(users.nome);
}

/** Users' names by id, for lists that mention who did something. */
export async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, nome: users.nome }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.nome]));
}
