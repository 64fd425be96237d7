// The user's own profile: extra e-mails, phones and addresses (each row scoped to its user), the
// photo's blob key and the other sessions ended by a password change.
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../client.js';
import { authSessions, users, usuarioEmails, usuarioEnderecos, usuarioTelefones } from '../schema.js';

export type EmailRow = typeof usuarioEmails.$inferSelect;
export type PhoneRow = typeof usuarioTelefones.$inferSelect;
export type AddressRow = typeof usuarioEnderecos.$inferSelect;

export type EmailValues = { email: string; descricao: string | null };
export type PhoneValues = { numero: string; tipo: string; descricao: string | null };
export type AddressValues = Omit<
  typeof usuarioEnderecos.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

// --- e-mails ---

export const listEmails = (db: Db, userId: number): Promise<EmailRow[]> =>
  db.select().from(usuarioEmails).where(eq(usuarioEmails.userId, userId)).orderBy(asc(usuarioEmails.id));

export async function countEmails(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(usuarioEmails).where(eq(usuarioEmails.userId, userId));
  return row?.n ?? 0;
}

export async function insertEmail(db: Db, userId: number, values: EmailValues): Promise<EmailRow> {
  const [row] = await db
    .insert(usuarioEmails)
    .values({ userId, ...values })
    .returning();
  if (!row) throw new Error('insert usuario_emails returned nothing');
  return row;
}

/** The updated row, or undefined when the user has no such e-mail. */
export async function updateEmail(
  db: Db,
  userId: number,
  id: number,
  values: EmailValues,
): Promise<EmailRow | undefined> {
  const [row] = await db
    .update(usuarioEmails)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(usuarioEmails.id, id), eq(usuarioEmails.userId, userId)))
    .returning();
  return row;
}

export async function deleteEmail(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(usuarioEmails)
    .where(and(eq(usuarioEmails.id, id), eq(usuarioEmails.userId, userId)))
    .returning({ id: usuarioEmails.id });
  return rows.length > 0;
}

// --- phones ---

export const listPhones = (db: Db, userId: number): Promise<PhoneRow[]> =>
  db
    .select()
    .from(usuarioTelefones)
    .where(eq(usuarioTelefones.userId, userId))
    .orderBy(asc(usuarioTelefones.id));

export async function countPhones(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(usuarioTelefones)
    .where(eq(usuarioTelefones.userId, userId));
  return row?.n ?? 0;
}

export async function insertPhone(db: Db, userId: number, values: PhoneValues): Promise<PhoneRow> {
  const [row] = await db
    .insert(usuarioTelefones)
    .values({ userId, ...values })
    .returning();
  if (!row) throw new Error('insert usuario_telefones returned nothing');
  return row;
}

export async function updatePhone(
  db: Db,
  userId: number,
  id: number,
  values: PhoneValues,
): Promise<PhoneRow | undefined> {
  const [row] = await db
    .update(usuarioTelefones)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(usuarioTelefones.id, id), eq(usuarioTelefones.userId, userId)))
    .returning();
  return row;
}

export async function deletePhone(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(usuarioTelefones)
    .where(and(eq(usuarioTelefones.id, id), eq(usuarioTelefones.userId, userId)))
    .returning({ id: usuarioTelefones.id });
  return rows.length > 0;
}

// --- addresses ---

export const listAddresses = (db: Db, userId: number): Promise<AddressRow[]> =>
  db
    .select()
    .from(usuarioEnderecos)
    .where(eq(usuarioEnderecos.userId, userId))
    .orderBy(asc(usuarioEnderecos.id));

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(usuarioEnderecos)
    .where(eq(usuarioEnderecos.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(db: Db, userId: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .insert(usuarioEnderecos)
    .values({ userId, ...values })
    .returning();
  if (!row) throw new Error('insert usuario_enderecos returned nothing');
  return row;
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(usuarioEnderecos)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(usuarioEnderecos.id, id), eq(usuarioEnderecos.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(usuarioEnderecos)
    .where(and(eq(usuarioEnderecos.id, id), eq(usuarioEnderecos.userId, userId)))
    .returning({ id: usuarioEnderecos.id });
  return rows.length > 0;
}

// --- photo and sessions ---

/** The user's photo key, read under a row lock so two uploads replace each other in order. */
/**
 * Locks the user's row until the transaction ends: additions to their e-mails, phones or addresses
 * then count and insert one after another, so concurrent ones cannot pass the limit together.
 */
export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function lockPhotoKey(db: Db, userId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ key: users.fotoKey }).from(users).where(eq(users.id, userId)).for('update');
  return row ? row.key : undefined;
}

export async function setPhotoKey(db: Db, userId: number, key: string | null): Promise<void> {
  await db.update(users).set({ fotoKey: key, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function photoKeyOf(db: Db, userId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ key: users.fotoKey })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ? row.key : undefined;
}

/** Ends every other session of the user (a password change keeps only the one that made it). */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keep: string,
  reason: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keep), isNull(authSessions.revokedAt)));
}
