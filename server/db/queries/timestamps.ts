// The timestamp sweep's reads and writes: sealed documents waiting for a timestamp or due for a new
// document timestamp, and the swap of a sealed PDF for its extended version (the earlier hash kept
// so a copy downloaded before still verifies).
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { arquivos, selosAnteriores } from '../schema.js';

export interface TimestampDue {
  id: number;
  empresaId: number;
  blobKey: string;
  sha256: string;
  status: string | null;
  attempts: number;
}

/**
 * Completed, sealed, not purged documents whose timestamp is pending and due to be tried again, or
 * whose newest timestamp's certificate ends before `renewBefore`; the oldest first, at most `limit`.
 */
export async function documentsDueForTimestamp(
  db: Db,
  now: Date,
  renewBefore: Date,
  limit = 50,
): Promise<TimestampDue[]> {
  const rows = await db
    .select({
      id: arquivos.id,
      empresaId: arquivos.empresaId,
      blobKey: arquivos.seladoBlobKey,
      sha256: arquivos.seladoSha256,
      status: arquivos.carimboStatus,
      attempts: arquivos.carimboTentativas,
    })
    .from(arquivos)
    .where(
      and(
        eq(arquivos.status, 'completed'),
        isNull(arquivos.purgedAt),
        isNotNull(arquivos.seladoBlobKey),
        or(
          and(
            eq(arquivos.carimboStatus, 'pendente'),
            or(isNull(arquivos.carimboProximoEm), lte(arquivos.carimboProximoEm, now)),
          ),
          lte(arquivos.carimboExpiraEm, renewBefore),
        ),
      ),
    )
    .orderBy(sql`coalesce(${arquivos.carimboProximoEm}, ${arquivos.carimboExpiraEm})`, arquivos.id)
    .limit(limit);
  return rows.flatMap((r) =>
    r.blobKey && r.sha256 ? [{ ...r, blobKey: r.blobKey, sha256: r.sha256.trim() }] : [],
  );
}

/** No TSA answered again: the next attempt at `next`. */
export async function postponeTimestamp(db: Db, id: number, attempts: number, next: Date): Promise<void> {
  await db
    .update(arquivos)
    .set({ carimboTentativas: attempts, carimboProximoEm: next })
    .where(and(eq(arquivos.id, id), eq(arquivos.carimboStatus, 'pendente')));
}

/**
 * The sealed PDF replaced by its extended version, provided it is still the one that was read
 * (`previousSha`): false when another process got there first (the caller drops its blob).
 */
export async function replaceSealedPdf(
  tx: Db,
  id: number,
  previousSha: string,
  next: { blobKey: string; sha256: string; size: number; level: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  const updated = await tx
    .update(arquivos)
    .set({
      seladoBlobKey: next.blobKey,
      seladoSha256: next.sha256,
      seladoTamanho: next.size,
      seladoNivel: next.level,
      carimboStatus: 'carimbado',
      carimboTentativas: 0,
      carimboProximoEm: null,
      carimboExpiraEm: next.expiresAt,
      updatedAt: next.now,
    })
    .where(and(eq(arquivos.id, id), eq(arquivos.seladoSha256, previousSha), eq(arquivos.status, 'completed')))
    .returning({ id: arquivos.id });
  if (updated.length === 0) return false;
  await tx.insert(selosAnteriores).values({ arquivoId: id, sha256: previousSha, substituidoEm: next.now });
  return true;
}
