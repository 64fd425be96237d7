// SQL of the file event log: the head of a file's chain (locked while an event is appended), the
// insert of an event with its head, a file's events, the company audit trail and its actors. Event rows are only
// ever inserted: nothing here updates or deletes `arquivo_eventos`.
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuditEventsQuery } from '../../../common/schemas/fileEvents.js';
import type { Db } from '../client.js';
import { contains, dateRange } from '../list.js';
import { arquivoEventos, arquivos, users } from '../schema.js';

export type FileEventRow = typeof arquivoEventos.$inferSelect;
export type NewFileEventRow = Omit<typeof arquivoEventos.$inferInsert, 'id'>;

export interface FileHeadRow {
  id: number;
  empresaId: number;
  eventCount: number;
  eventHead: string | null;
}

const headColumns = {
  id: arquivos.id,
  empresaId: arquivos.empresaId,
  eventCount: arquivos.eventCount,
  eventHead: arquivos.eventHead,
};

/**
 * Locks the company's file row (FOR UPDATE) until the caller's transaction ends and returns the
 * head of its chain; undefined when the company has no such file (in any state).
 */
export async function lockFileHead(
  tx: Db,
  arquivoId: number,
  empresaId: number,
): Promise<FileHeadRow | undefined> {
  const [row] = await tx
    .select(headColumns)
    .from(arquivos)
    .where(and(eq(arquivos.id, arquivoId), eq(arquivos.empresaId, empresaId)))
    .for('update');
  return row;
}

/**
 * Inserts the event and moves the file's head to it, in one statement (the head's update rides
 * along as a data-modifying CTE).
 */
export async function insertFileEvent(tx: Db, values: NewFileEventRow): Promise<FileEventRow> {
  const head = tx.$with('head', { n: sql<number>`n` }).as(
    sql`update ${arquivos} set event_count = ${values.seq}, event_head = ${values.hash}, atividade_em = ${values.createdAt}
        where ${arquivos.id} = ${values.arquivoId} returning 1 as n`,
  );
  const [row] = await tx.with(head).insert(arquivoEventos).values(values).returning();
  if (!row) throw new Error('insert arquivo_eventos returned nothing');
  return row;
}

/**
 * The company's file (in any state: live, trashed or purged) with its events, seq ascending, read
 * in one statement so the head and the events are one consistent snapshot. Undefined when the
 * company has no such file.
 */
export async function fileWithEvents(
  db: Db,
  arquivoId: number,
  empresaId: number,
): Promise<{ file: FileHeadRow; events: FileEventRow[] } | undefined> {
  const rows = await db
    .select({ file: headColumns, event: arquivoEventos })
    .from(arquivos)
    .leftJoin(arquivoEventos, eq(arquivoEventos.arquivoId, arquivos.id))
    .where(and(eq(arquivos.id, arquivoId), eq(arquivos.empresaId, empresaId)))
    .orderBy(asc(arquivoEventos.seq));
  const first = rows[0];
  if (!first) return undefined;
  return {
    file: first.file,
    events: rows.flatMap((r) => (r.event ? [r.event] : [])),
  };
}

/** The dados of the file's signing_requested events (one per process round), oldest first. */
export async function signingRequestsOf(db: Db, arquivoId: number): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({ dados: arquivoEventos.dados })
    .from(arquivoEventos)
    .where(and(eq(arquivoEventos.arquivoId, arquivoId), eq(arquivoEventos.acao, 'signing_requested')))
    .orderBy(asc(arquivoEventos.seq));
  return rows.map((r) => r.dados);
}

export interface AuditEventRow {
  event: FileEventRow;
  arquivo: { id: number; nome: string };
}

/** The company's file events (purged files included), filtered, sorted and paged, with the total. */
export async function listAuditEvents(
  db: Db,
  empresaId: number,
  query: AuditEventsQuery,
): Promise<{ rows: AuditEventRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(arquivoEventos.empresaId, empresaId),
    eq(arquivos.empresaId, empresaId),
    query.user_id === undefined ? undefined : eq(arquivoEventos.userId, query.user_id),
    query.acao === undefined ? undefined : eq(arquivoEventos.acao, query.acao),
    query.arquivo_id === undefined ? undefined : eq(arquivoEventos.arquivoId, query.arquivo_id),
    query.q ? contains(arquivos.nome, query.q) : undefined,
    dateRange(arquivoEventos.createdAt, query.from, query.to),
  ];
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  // Only created_at sorts; without it (or with anything else) the newest come first.
  const direction = query.sort === 'created_at' ? (query.order === 'desc' ? desc : asc) : desc;

  const rows = await db
    .select({ event: arquivoEventos, arquivo: { id: arquivos.id, nome: arquivos.nome } })
    .from(arquivoEventos)
    .innerJoin(arquivos, eq(arquivos.id, arquivoEventos.arquivoId))
    .where(where)
    .orderBy(direction(arquivoEventos.createdAt), direction(arquivoEventos.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db
    .select({ n: count() })
    .from(arquivoEventos)
    .innerJoin(arquivos, eq(arquivos.id, arquivoEventos.arquivoId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface EventActorRow {
  id: number;
  nome: string;
  email: string;
}

/** The users who appear in the company's file events, by name. */
export async function listEventActors(db: Db, empresaId: number): Promise<EventActorRow[]> {
  return db
    .selectDistinct({ id: users.id, nome: users.nome, email: users.email })
    .from(arquivoEventos)
    .innerJoin(users, eq(users.id, arquivoEventos.userId))
    .where(eq(arquivoEventos.empresaId, empresaId))
    .orderBy(asc(users.nome), asc(users.id));
}
