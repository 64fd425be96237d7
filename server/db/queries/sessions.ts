// Login sessions and their rotating refresh tokens (stored only as SHA-256 hashes).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { authSessions, refreshTokens, users } from '../schema.js';

export type SessionRow = typeof authSessions.$inferSelect;

export async function createSession(
  db: Db,
  s: {
    id: string;
    userId: number;
    empresaId: number | null;
    remember: boolean;
    ip: string;
    userAgent: string | null;
  },
  refresh: { tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(authSessions).values({ ...s, lastUsedAt: new Date() });
    await tx.insert(refreshTokens).values({ sessionId: s.id, ...refresh });
  });
}

export async function revokeSession(db: Db, id: string, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, userId: number, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

export type RotateOutcome =
  | { kind: 'rotated'; session: SessionRow }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'invalid' };

/**
 * Spends a refresh token and stores its successor, atomically. A token already spent means it
 * leaked (or was replayed): the whole session family is revoked.
 */
export async function rotateRefreshToken(
  db: Db,
  presentedHash: string,
  next: { tokenHash: string; expiresAt: (remember: boolean) => Date },
): Promise<RotateOutcome> {
  const outcome = await db.transaction(async (tx): Promise<RotateOutcome> => {
    const [row] = await tx
      .select({ token: refreshTokens, session: authSessions })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, presentedHash))
      .for('update');
    if (!row) return { kind: 'invalid' };
    if (row.token.usedAt) return { kind: 'reused', sessionId: row.session.id };
    if (row.session.revokedAt || row.token.expiresAt <= new Date()) return { kind: 'invalid' };
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.token.id));
    await tx.insert(refreshTokens).values({
      sessionId: row.session.id,
      tokenHash: next.tokenHash,
      expiresAt: next.expiresAt(row.session.remember),
    });
    await tx.update(authSessions).set({ lastUsedAt: new Date() }).where(eq(authSessions.id, row.session.id));
    return { kind: 'rotated', session: row.session };
  });
  if (outcome.kind === 'reused') await revokeSession(db, outcome.sessionId, 'refresh_reuse');
  return outcome;
}

/** Ends the user's sessions into one company (their other companies' sessions stay open). */
export async function revokeUserCompanySessions(
  db: Db,
  userId: number,
  empresaId: number,
  reason: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        eq(authSessions.empresaId, empresaId),
        isNull(authSessions.revokedAt),
      ),
    );
}

/**
 * Moves a live session to another company: in one transaction, a new session (same user and
 * "remember me" as the old one) with its first refresh token, the old one revoked, and the company
 * kept as the one the user's next login enters (users.empresa_id). Returns the
 * old session's "remember me", or undefined when it was already revoked (nothing is written then).
 */
export async function replaceSession(
  db: Db,
  oldId: string,
  s: { id: string; empresaId: number | null; ip: string; userAgent: string | null },
  refresh: { tokenHash: string; expiresAt: (remember: boolean) => Date },
  reason: string,
): Promise<boolean | undefined> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(authSessions.id, oldId), isNull(authSessions.revokedAt)))
      .returning({ userId: authSessions.userId, remember: authSessions.remember });
    if (!old) return undefined;
    await tx
      .insert(authSessions)
      .values({ ...s, userId: old.userId, remember: old.remember, lastUsedAt: new Date() });
    await tx.insert(refreshTokens).values({
      sessionId: s.id,
      tokenHash: refresh.tokenHash,
      expiresAt: refresh.expiresAt(old.remember),
    });
    if (s.empresaId !== null)
      await tx.update(users).set({ empresaId: s.empresaId }).where(eq(users.id, old.userId));
    return old.remember;
  });
}
