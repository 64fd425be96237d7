import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { passwordResets } from '../schema.js';

export async function insertPasswordReset(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Marks the token used if it is live for this user; true when it was spent now. */
export async function spendPasswordReset(db: Db, tokenHash: string, userId: number): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}
