import { and, desc, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { termoAceites, termos } from '../schema.js';

export type TermRow = typeof termos.$inferSelect;

/** The newest approved term of use: the current EULA. */
export async function currentTerm(db: Db): Promise<TermRow | undefined> {
  const [row] = await db
    .select()
    .from(termos)
    .where(and(isNotNull(termos.approvedAt), isNull(termos.deletedAt)))
    .orderBy(desc(termos.approvedAt), desc(termos.id))
    .limit(1);
  return row;
}

export async function findApprovedTerms(db: Db, ids: number[]): Promise<TermRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(termos)
    .where(and(inArray(termos.id, ids), isNotNull(termos.approvedAt), isNull(termos.deletedAt)));
}

export async function recordAcceptance(
  db: Db,
  values: { termoId: number; userId: number; ip: string; userAgent: string | null },
): Promise<void> {
  await db.insert(termoAceites).values(values).onConflictDoNothing();
}
