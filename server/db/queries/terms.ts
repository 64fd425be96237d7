import { and, desc, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { termos } from '../schema.js';

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
