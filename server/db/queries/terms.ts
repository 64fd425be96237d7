import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { TermsListQuery } from '../../../common/schemas/terms.js';
import type { Db } from '../client.js';
import { contains, listPage } from '../list.js';
import { termoAceites, termos, users } from '../schema.js';

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

// ── Back office (platform administrators) ──────────────────────────────────────────────────────

export async function insertTerm(
  db: Db,
  values: { termoDescricao: string; createdBy: number },
): Promise<TermRow> {
  const [row] = await db.insert(termos).values(values).returning();
  if (!row) throw new Error('insert termos returned nothing');
  return row;
}

/** The term, live by default; `any` includes a soft-deleted one. */
export async function findTerm(
  db: Db,
  id: number,
  state: 'live' | 'any' = 'live',
): Promise<TermRow | undefined> {
  const [row] = await db
    .select()
    .from(termos)
    .where(state === 'live' ? and(eq(termos.id, id), isNull(termos.deletedAt)) : eq(termos.id, id));
  return row;
}

/** Rewrites a live draft; undefined when the term is missing, deleted or already approved. */
export async function updateDraftTerm(
  db: Db,
  id: number,
  termoDescricao: string,
): Promise<TermRow | undefined> {
  const [row] = await db
    .update(termos)
    .set({ termoDescricao, updatedAt: new Date() })
    .where(and(eq(termos.id, id), isNull(termos.approvedAt), isNull(termos.deletedAt)))
    .returning();
  return row;
}

/** Approves a live draft; undefined when the term is missing, deleted or already approved. */
export async function approveDraftTerm(db: Db, id: number, approvedBy: number): Promise<TermRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(termos)
    .set({ approvedAt: now, approvedBy, updatedAt: now })
    .where(and(eq(termos.id, id), isNull(termos.approvedAt), isNull(termos.deletedAt)))
    .returning();
  return row;
}

export function listTerms(db: Db, query: TermsListQuery) {
  return listPage(
    db,
    termos,
    query,
    {
      sortable: { created_at: termos.createdAt, approved_at: termos.approvedAt },
      defaultSort: { column: termos.createdAt, order: 'desc' },
      tieBreaker: termos.id,
    },
    [
      query.deleted ? isNotNull(termos.deletedAt) : isNull(termos.deletedAt),
      query.q ? contains(termos.termoDescricao, query.q) : undefined,
      query.status === 'approved'
        ? isNotNull(termos.approvedAt)
        : query.status === 'draft'
          ? isNull(termos.approvedAt)
          : undefined,
    ],
  );
}

/** How many users accepted each of the terms. */
export async function countAcceptances(db: Db, termIds: number[]): Promise<Map<number, number>> {
  if (termIds.length === 0) return new Map();
  const rows = await db
    .select({ termoId: termoAceites.termoId, n: count() })
    .from(termoAceites)
    .where(inArray(termoAceites.termoId, termIds))
    .groupBy(termoAceites.termoId);
  return new Map(rows.map((r) => [r.termoId, r.n]));
}

/** Names of the users (creators and approvers of terms), by id. */
export async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nome: users.nome })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.nome]));
}

/** The newest acceptances of a term with who accepted it. */
export function recentAcceptances(db: Db, termId: number, limit: number) {
  return db
    .select({
      userId: users.id,
      nome: users.nome,
      email: users.email,
      acceptedAt: termoAceites.acceptedAt,
      ip: termoAceites.ip,
    })
    .from(termoAceites)
    .innerJoin(users, eq(users.id, termoAceites.userId))
    .where(eq(termoAceites.termoId, termId))
    .orderBy(desc(termoAceites.acceptedAt), desc(termoAceites.id))
    .limit(limit);
}
