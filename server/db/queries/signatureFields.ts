// SQL of visible signatures and fields: the fields of a round's signatories, the marks they adopted,
// the marks a user keeps in their profile, and the request being prepared on a draft file.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SigningDraftBody } from '../../../common/schemas/signing.js';
import type { Db } from '../client.js';
import {
  assinaturaCampos,
  assinaturaMarcas,
  assinaturaRascunhos,
  type FieldRow,
  type MarkRow,
  type NewFieldRow,
  type UserMarkRow,
  usuarioMarcas,
} from '../schema.js';

export type { FieldRow, MarkRow, UserMarkRow };

export async function insertFields(tx: Db, rows: NewFieldRow[]): Promise<FieldRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(assinaturaCampos).values(rows).returning();
}

/** The fields of these signatories, in the order they were placed. */
export async function fieldsOfSignatories(db: Db, assinaturaIds: number[]): Promise<FieldRow[]> {
  if (assinaturaIds.length === 0) return [];
  return db
    .select()
    .from(assinaturaCampos)
    .where(inArray(assinaturaCampos.assinaturaId, assinaturaIds))
    .orderBy(asc(assinaturaCampos.assinaturaId), asc(assinaturaCampos.ordem), asc(assinaturaCampos.id));
}

/** Records what a field was filled with. */
export async function fillField(tx: Db, id: number, valor: string, at: Date): Promise<void> {
  await tx.update(assinaturaCampos).set({ valor, preenchidoEm: at }).where(eq(assinaturaCampos.id, id));
}

/** What a mark's row says of its image (a new adoption or a new save replaces all of it). */
const imageOf = (row: Pick<MarkRow, 'blobKey' | 'sha256' | 'largura' | 'altura' | 'origem'>) => ({
  blobKey: row.blobKey,
  sha256: row.sha256,
  largura: row.largura,
  altura: row.altura,
  origem: row.origem,
});

/** The marks these signatories adopted. */
export async function marksOfSignatories(db: Db, assinaturaIds: number[]): Promise<MarkRow[]> {
  if (assinaturaIds.length === 0) return [];
  return db.select().from(assinaturaMarcas).where(inArray(assinaturaMarcas.assinaturaId, assinaturaIds));
}

/**
 * Stores a signatory's adopted mark of a kind, replacing the one before; answers the replaced
 * blob's key (to delete once committed), or null.
 */
export async function upsertMark(
  tx: Db,
  row: Omit<typeof assinaturaMarcas.$inferInsert, 'id' | 'createdAt'>,
): Promise<{ mark: MarkRow; replacedKey: string | null }> {
  const [old] = await tx
    .select({ blobKey: assinaturaMarcas.blobKey })
    .from(assinaturaMarcas)
    .where(and(eq(assinaturaMarcas.assinaturaId, row.assinaturaId), eq(assinaturaMarcas.tipo, row.tipo)))
    .for('update');
  const [mark] = await tx
    .insert(assinaturaMarcas)
    .values(row)
    .onConflictDoUpdate({
      target: [assinaturaMarcas.assinaturaId, assinaturaMarcas.tipo],
      set: { ...imageOf(row), createdAt: sql`now()` },
    })
    .returning();
  return { mark: mark as MarkRow, replacedKey: old && old.blobKey !== row.blobKey ? old.blobKey : null };
}

export async function userMarks(db: Db, userId: number): Promise<UserMarkRow[]> {
  return db.select().from(usuarioMarcas).where(eq(usuarioMarcas.userId, userId));
}

/** Saves a user's mark of a kind; answers the replaced blob's key (to delete once committed), or null. */
export async function upsertUserMark(
  tx: Db,
  row: Omit<typeof usuarioMarcas.$inferInsert, 'updatedAt'>,
): Promise<{ mark: UserMarkRow; replacedKey: string | null }> {
  const [old] = await tx
    .select({ blobKey: usuarioMarcas.blobKey })
    .from(usuarioMarcas)
    .where(and(eq(usuarioMarcas.userId, row.userId), eq(usuarioMarcas.tipo, row.tipo)))
    .for('update');
  const [mark] = await tx
    .insert(usuarioMarcas)
    .values(row)
    .onConflictDoUpdate({
      target: [usuarioMarcas.userId, usuarioMarcas.tipo],
      set: { ...imageOf(row), updatedAt: sql`now()` },
    })
    .returning();
  return { mark: mark as UserMarkRow, replacedKey: old && old.blobKey !== row.blobKey ? old.blobKey : null };
}

/** Removes a user's saved mark; answers its blob key (to delete once committed) or null. */
export async function deleteUserMark(tx: Db, userId: number, tipo: string): Promise<string | null> {
  const [row] = await tx
    .delete(usuarioMarcas)
    .where(and(eq(usuarioMarcas.userId, userId), eq(usuarioMarcas.tipo, tipo)))
    .returning({ blobKey: usuarioMarcas.blobKey });
  return row?.blobKey ?? null;
}

/** Removes every saved mark of a user (their account is anonymised); answers the blob keys. */
export async function deleteUserMarks(tx: Db, userId: number): Promise<string[]> {
  const rows = await tx
    .delete(usuarioMarcas)
    .where(eq(usuarioMarcas.userId, userId))
    .returning({ blobKey: usuarioMarcas.blobKey });
  return rows.map((r) => r.blobKey);
}

export async function draftOf(
  db: Db,
  arquivoId: number,
): Promise<{ corpo: SigningDraftBody; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({ corpo: assinaturaRascunhos.corpo, updatedAt: assinaturaRascunhos.updatedAt })
    .from(assinaturaRascunhos)
    .where(eq(assinaturaRascunhos.arquivoId, arquivoId));
  return row;
}

export async function saveDraft(
  db: Db,
  row: { arquivoId: number; empresaId: number; userId: number | null; corpo: SigningDraftBody },
): Promise<Date> {
  const now = new Date();
  await db
    .insert(assinaturaRascunhos)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: assinaturaRascunhos.arquivoId,
      set: { corpo: row.corpo, userId: row.userId, updatedAt: now },
    });
  return now;
}

export async function deleteDraft(db: Db, arquivoId: number): Promise<void> {
  await db.delete(assinaturaRascunhos).where(eq(assinaturaRascunhos.arquivoId, arquivoId));
}
