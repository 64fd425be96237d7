import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { empresas, financeiro } from '../schema.js';

export type CompanyRow = typeof empresas.$inferSelect;
export type NewCompany = typeof empresas.$inferInsert;

export async function findCompanyById(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(empresas)
    .where(and(eq(empresas.id, id), isNull(empresas.deletedAt)));
  return row;
}

export async function companyDocumentExists(db: Db, documento: string): Promise<boolean> {
  const [row] = await db
    .select({ id: empresas.id })
    .from(empresas)
    .where(and(eq(empresas.documento, documento), isNull(empresas.deletedAt)));
  return row !== undefined;
}

export async function insertCompany(db: Db, values: NewCompany): Promise<CompanyRow> {
  const [row] = await db.insert(empresas).values(values).returning();
  if (!row) throw new Error('insert empresas returned nothing');
  return row;
}

export async function setCompanyStatus(db: Db, id: number, status: boolean): Promise<void> {
  await db.update(empresas).set({ status, updatedAt: new Date() }).where(eq(empresas.id, id));
}

/** The name a company goes by: its trade name (nome fantasia), else its legal name. */
export async function companyDisplayName(db: Db, id: number): Promise<string> {
  const c = await findCompanyById(db, id);
  return c ? (c.nomeFantasia ?? c.razaoSocial) : '';
}

/** Whether the company has any financial record (installment, payment), whatever its status. */
export async function hasFinancialRecords(db: Db, empresaId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(financeiro)
    .where(eq(financeiro.empresaId, empresaId))
    .limit(1);
  return row !== undefined;
}

/** A company whether deleted or not ('any'), or only a live one. */
export async function findCompanyRow(
  db: Db,
  id: number,
  state: 'live' | 'any',
): Promise<CompanyRow | undefined> {
  if (state === 'live') return findCompanyById(db, id);
  const [row] = await db.select().from(empresas).where(eq(empresas.id, id));
  return row;
}

/** The company's logo key, read under a row lock so two uploads replace each other in order. */
export async function lockLogoKey(db: Db, empresaId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ key: empresas.logoKey })
    .from(empresas)
    .where(and(eq(empresas.id, empresaId), isNull(empresas.deletedAt)))
    .for('update');
  return row ? row.key : undefined;
}

export async function setLogoKey(db: Db, empresaId: number, key: string | null): Promise<void> {
  await db.update(empresas).set({ logoKey: key, updatedAt: new Date() }).where(eq(empresas.id, empresaId));
}

/** The logo key of a live company (undefined: no such company). */
export async function logoKeyOf(db: Db, empresaId: number): Promise<string | null | undefined> {
  const row = await findCompanyById(db, empresaId);
  return row ? row.logoKey : undefined;
}
