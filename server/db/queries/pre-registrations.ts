import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { preCadastros } from '../schema.js';

export type PreRegistrationRow = typeof preCadastros.$inferSelect;

export async function insertPreRegistration(
  db: Db,
  values: { name: string; email: string; phone: string; tokenHash: string; tokenExpiresAt: Date },
): Promise<PreRegistrationRow> {
  const [row] = await db.insert(preCadastros).values(values).returning();
  if (!row) throw new Error('insert pre_cadastros returned nothing');
  return row;
}

export async function findPreRegistrationByToken(
  db: Db,
  tokenHash: string,
): Promise<PreRegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(preCadastros)
    .where(and(eq(preCadastros.tokenHash, tokenHash), isNull(preCadastros.deletedAt)));
  return row;
}

export async function markPreRegistrationConfirmed(db: Db, id: number): Promise<void> {
  await db
    .update(preCadastros)
    .set({ confirmed: true, confirmedAt: new Date() })
    .where(and(eq(preCadastros.id, id), eq(preCadastros.confirmed, false)));
}

/** Links the pre-registration to the account made from it; false if another request already did. */
export async function markPreRegistrationCompleted(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(preCadastros)
    .set({ userId })
    .where(and(eq(preCadastros.id, id), isNull(preCadastros.userId)))
    .returning({ id: preCadastros.id });
  return rows.length === 1;
}
