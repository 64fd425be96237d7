// Bulk sends (envios_lote) and their lines: the job and its lines written at once, the lists, the
// runner's one-line claim (FOR UPDATE SKIP LOCKED, with a lease so a line whose process died is
// taken again), and each line's outcome with the job's counts in the same transaction.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BulkRowStatus, BulkStatus } from '../../../common/schemas/templates.js';
import type { Db } from '../client.js';
import { selectRows } from '../raw.js';
import {
  empresas,
  enviosLote,
  enviosLoteLinhas,
  modelos,
  modeloVersoes,
  users,
  usuarioEmpresa,
} from '../schema.js';
import { inTransaction } from '../transaction.js';

export type BulkJobRow = typeof enviosLote.$inferSelect;
export type BulkLineRow = typeof enviosLoteLinhas.$inferSelect;
export type NewBulkJob = typeof enviosLote.$inferInsert;
export type NewBulkLine = Omit<typeof enviosLoteLinhas.$inferInsert, 'loteId' | 'empresaId'>;
export type BulkReason = NonNullable<BulkLineRow['motivo']>;

/** A job with its template's name, the number of the version it sends, and its pending lines. */
export interface BulkJobListRow {
  job: BulkJobRow;
  modeloNome: string;
  versao: number;
  pendentes: number;
}

const pendingOf = sql<number>`(select count(*)::int from ${enviosLoteLinhas} l
  where l.lote_id = ${enviosLote.id} and l.status = 'pending')`;

const jobColumns = {
  job: enviosLote,
  modeloNome: modelos.nome,
  versao: modeloVersoes.versao,
  pendentes: pendingOf,
};

/** Writes the job and every line of it in one transaction. */
export function insertBulkJob(db: Db, job: NewBulkJob, lines: NewBulkLine[]): Promise<BulkJobRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(enviosLote).values(job).returning();
    if (!row) throw new Error('insert envios_lote returned nothing');
    for (let i = 0; i < lines.length; i += 250)
      await tx
        .insert(enviosLoteLinhas)
        .values(lines.slice(i, i + 250).map((l) => ({ ...l, loteId: row.id, empresaId: row.empresaId })));
    return row;
  });
}

export async function findBulkJob(
  db: Db,
  empresaId: number,
  id: number,
): Promise<BulkJobListRow | undefined> {
  const [row] = await db
    .select(jobColumns)
    .from(enviosLote)
    .innerJoin(modelos, eq(modelos.id, enviosLote.modeloId))
    .innerJoin(modeloVersoes, eq(modeloVersoes.id, enviosLote.modeloVersaoId))
    .where(and(eq(enviosLote.id, id), eq(enviosLote.empresaId, empresaId)));
  return row;
}

/** The company's jobs, newest first (of one template when asked). */
export async function listBulkJobs(
  db: Db,
  empresaId: number,
  q: { modeloId?: number; page: number; perPage: number },
): Promise<{ rows: BulkJobListRow[]; total: number }> {
  const where = and(
    eq(enviosLote.empresaId, empresaId),
    q.modeloId ? eq(enviosLote.modeloId, q.modeloId) : undefined,
  );
  const rows = await db
    .select(jobColumns)
    .from(enviosLote)
    .innerJoin(modelos, eq(modelos.id, enviosLote.modeloId))
    .innerJoin(modeloVersoes, eq(modeloVersoes.id, enviosLote.modeloVersaoId))
    .where(where)
    .orderBy(desc(enviosLote.createdAt), desc(enviosLote.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(enviosLote).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A job's lines in sheet order (of one status when asked). */
export async function listBulkLines(
  db: Db,
  loteId: number,
  q: { status?: BulkRowStatus; page: number; perPage: number },
): Promise<{ rows: BulkLineRow[]; total: number }> {
  const where = and(
    eq(enviosLoteLinhas.loteId, loteId),
    q.status ? eq(enviosLoteLinhas.status, q.status) : undefined,
  );
  const rows = await db
    .select()
    .from(enviosLoteLinhas)
    .where(where)
    .orderBy(enviosLoteLinhas.linha)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(enviosLoteLinhas).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Moves a job from one of `from` to `to` (paused, running); false when it was in none of them.
 * A job resumed with no pending line left is done at once.
 */
export async function setBulkStatus(
  db: Db,
  empresaId: number,
  id: number,
  from: BulkStatus[],
  to: BulkStatus,
): Promise<boolean> {
  const rows = await db
    .update(enviosLote)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(enviosLote.id, id), eq(enviosLote.empresaId, empresaId), inArray(enviosLote.status, from)))
    .returning({ id: enviosLote.id });
  if (rows.length && to === 'running') await finishIfDone(db, id);
  return rows.length > 0;
}

/** Cancels a running or paused job: its pending lines become cancelled (documents made stay). */
export function cancelBulkJob(db: Db, empresaId: number, id: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .update(enviosLote)
      .set({ status: 'cancelled', updatedAt: new Date(), concluidoEm: new Date() })
      .where(
        and(
          eq(enviosLote.id, id),
          eq(enviosLote.empresaId, empresaId),
          inArray(enviosLote.status, ['running', 'paused']),
        ),
      )
      .returning({ id: enviosLote.id });
    if (!rows.length) return false;
    await tx
      .update(enviosLoteLinhas)
      .set({ status: 'cancelled', processadoEm: new Date() })
      .where(and(eq(enviosLoteLinhas.loteId, id), eq(enviosLoteLinhas.status, 'pending')));
    return true;
  });
}

/** Marks a running job done when none of its lines is pending. */
async function finishIfDone(db: Db, id: number): Promise<void> {
  await db.execute(sql`update envios_lote set status = 'done', concluido_em = now(), updated_at = now()
    where id = ${id} and status = 'running'
      and not exists (select 1 from envios_lote_linhas l where l.lote_id = ${id} and l.status = 'pending')`);
}

/** A line the runner took, with what it needs of its job. */
export interface ClaimedLine {
  line: BulkLineRow;
  job: BulkJobRow;
}

/**
 * Takes the next pending line of a running job: one at a time, skipping lines another process has
 * locked this instant, and not one taken less than `leaseMs` ago (it is being worked on; a taken
 * line whose process died is free again after that). The take is recorded (processado_em, tries).
 */
export async function claimBulkLine(db: Db, leaseMs: number): Promise<ClaimedLine | undefined> {
  const [taken] = await selectRows<{ id: number }>(
    db,
    sql`update envios_lote_linhas set processado_em = now(), tentativas = tentativas + 1
    where id = (
      select l.id from envios_lote_linhas l join envios_lote e on e.id = l.lote_id
      where l.status = 'pending' and e.status = 'running'
        and (l.processado_em is null or l.processado_em < now() - (${leaseMs} * interval '1 millisecond'))
      order by l.lote_id, l.linha
      for update of l skip locked
      limit 1
    )
    returning id`,
  );
  if (!taken) return undefined;
  const [row] = await db
    .select({ line: enviosLoteLinhas, job: enviosLote })
    .from(enviosLoteLinhas)
    .innerJoin(enviosLote, eq(enviosLote.id, enviosLoteLinhas.loteId))
    .where(eq(enviosLoteLinhas.id, taken.id));
  return row;
}

/** Keeps a line taken while it is worked on (its lease starts again). */
export async function touchBulkLine(db: Db, id: number): Promise<void> {
  await db
    .update(enviosLoteLinhas)
    .set({ processadoEm: new Date() })
    .where(and(eq(enviosLoteLinhas.id, id), eq(enviosLoteLinhas.status, 'pending')));
}

/**
 * Records the document made for a line, inside the transaction that inserted it; false when the
 * line already has one (another process made it first: that transaction must not commit).
 */
export async function setBulkLineFile(tx: Db, id: number, arquivoId: number): Promise<boolean> {
  const rows = await tx
    .update(enviosLoteLinhas)
    .set({ arquivoId })
    .where(and(eq(enviosLoteLinhas.id, id), isNull(enviosLoteLinhas.arquivoId)))
    .returning({ id: enviosLoteLinhas.id });
  return rows.length > 0;
}

export type LineOutcome =
  | { status: 'created'; arquivoId: number }
  | { status: 'refused'; motivo: BulkReason };

/**
 * A line's outcome and its job's counts, in one transaction. A document made always counts as
 * created (even for a line cancelled or refused meanwhile: the document exists); a refusal only
 * changes a line still pending. The job is done once no line is pending.
 */
export function finishBulkLine(db: Db, id: number, outcome: LineOutcome): Promise<BulkJobRow | undefined> {
  return inTransaction(db, async (tx) => {
    const [line] = await tx
      .select({ loteId: enviosLoteLinhas.loteId, status: enviosLoteLinhas.status })
      .from(enviosLoteLinhas)
      .where(eq(enviosLoteLinhas.id, id))
      .for('update');
    if (!line) return undefined;
    let criados = 0;
    let recusados = 0;
    if (outcome.status === 'created' && line.status !== 'created') {
      await tx
        .update(enviosLoteLinhas)
        .set({ status: 'created', arquivoId: outcome.arquivoId, motivo: null, processadoEm: new Date() })
        .where(eq(enviosLoteLinhas.id, id));
      criados = 1;
      if (line.status === 'refused') recusados = -1;
    } else if (outcome.status === 'refused' && line.status === 'pending') {
      await tx
        .update(enviosLoteLinhas)
        .set({ status: 'refused', motivo: outcome.motivo, processadoEm: new Date() })
        .where(eq(enviosLoteLinhas.id, id));
      recusados = 1;
    }
    if (criados || recusados)
      await tx
        .update(enviosLote)
        .set({
          criados: sql`${enviosLote.criados} + ${criados}`,
          recusados: sql`${enviosLote.recusados} + ${recusados}`,
          updatedAt: new Date(),
        })
        .where(eq(enviosLote.id, line.loteId));
    await finishIfDone(tx, line.loteId);
    const [job] = await tx.select().from(enviosLote).where(eq(enviosLote.id, line.loteId));
    return job;
  });
}

/**
 * Refuses every pending line of a job with one reason (the plan's limit ran out, its sender lost
 * access): the job ends instead of trying each line. Lines being worked on (taken less than
 * `leaseMs` ago) end on their own.
 */
export function refusePendingLines(
  db: Db,
  loteId: number,
  motivo: BulkReason,
  leaseMs: number,
): Promise<BulkJobRow | undefined> {
  return inTransaction(db, async (tx) => {
    const refused = await tx
      .update(enviosLoteLinhas)
      .set({ status: 'refused', motivo, processadoEm: new Date() })
      .where(
        and(
          eq(enviosLoteLinhas.loteId, loteId),
          eq(enviosLoteLinhas.status, 'pending'),
          sql`(${enviosLoteLinhas.processadoEm} is null
            or ${enviosLoteLinhas.processadoEm} < now() - (${leaseMs} * interval '1 millisecond'))`,
        ),
      )
      .returning({ id: enviosLoteLinhas.id });
    if (refused.length)
      await tx
        .update(enviosLote)
        .set({ recusados: sql`${enviosLote.recusados} + ${refused.length}`, updatedAt: new Date() })
        .where(eq(enviosLote.id, loteId));
    await finishIfDone(tx, loteId);
    const [job] = await tx.select().from(enviosLote).where(eq(enviosLote.id, loteId));
    return job;
  });
}

/** The template row and the version a job sends. */
export async function bulkJobTemplate(db: Db, job: Pick<BulkJobRow, 'modeloId' | 'modeloVersaoId'>) {
  const [row] = await db
    .select({ template: modelos, version: modeloVersoes })
    .from(modeloVersoes)
    .innerJoin(modelos, eq(modelos.id, modeloVersoes.modeloId))
    .where(and(eq(modeloVersoes.id, job.modeloVersaoId), eq(modelos.id, job.modeloId)));
  return row;
}

/** Who started a job as they are now: their account, their link to the company, the company's state. */
export async function bulkJobSender(db: Db, userId: number, empresaId: number) {
  const [row] = await db
    .select({
      user: users,
      linkActive: usuarioEmpresa.status,
      permissions: usuarioEmpresa.permissions,
      companyActive: empresas.status,
      planoId: empresas.planoId,
      planoExpiraEm: empresas.planoExpiraEm,
      trialEndsAt: empresas.trialEndsAt,
    })
    .from(users)
    .leftJoin(
      usuarioEmpresa,
      and(eq(usuarioEmpresa.userId, users.id), eq(usuarioEmpresa.empresaId, empresaId)),
    )
    .leftJoin(empresas, and(eq(empresas.id, empresaId), isNull(empresas.deletedAt)))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}
