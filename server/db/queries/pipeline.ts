// SQL of the documents pipeline (GET /api/processos): a company's signing processes (its live files
// ever sent) filtered and sorted a page at a time, the signatories of that page's processes only
// (for the progress and whose turn it is), the choices its filters offer, and the processes a bulk
// action picks.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PipelineQuery } from '../../../common/schemas/pipeline.js';
import type { Db } from '../client.js';
import { arquivos as a, modelos, modeloVersoes, assinaturas as s, users } from '../schema.js';
import type { FileRow } from './files.js';

/** A process listed: a live file of the company that was sent at least once. */
const listed = (empresaId: number) =>
  and(eq(a.empresaId, empresaId), isNull(a.deletedAt), isNull(a.purgedAt), isNotNull(a.enviadoEm)) as SQL;

/** Brasília is UTC−3 all year (since 2019): a day's first instant there. */
const brasiliaDayStart = (day: string) => new Date(`${day}T00:00:00.000-03:00`);
const DAY_MS = 86_400_000;

/**
 * When the process reached the state it shows: completed, or ended (denied, cancelled, expired),
 * or — still waiting — when it was sent. The period filter reads it, so the dashboard's "completed
 * this month" opens on the same processes it counts.
 */
const stateSince = sql`coalesce(${a.concluidoEm}, ${a.encerradoEm}, ${a.enviadoEm})`;

/**
 * A signatory of the process's current round (not taken off) whose name, e-mail or phone (by its
 * digits) contains the text: read from arquivos.signatarios_busca, which triggers keep (migration
 * 0026), so the search scans the company's processes only, one column each.
 */
function bySignatory(text: string): SQL {
  const digits = text.replace(/\D/g, '');
  const parts = [lowerContains(a.signatariosBusca, text)];
  if (digits.length >= 4 && digits !== text) parts.push(lowerContains(a.signatariosBusca, digits));
  return or(...parts) as SQL;
}

/**
 * A lower-cased text contains this one, in any case: LIKE with the pattern lower-cased, which
 * PostgreSQL matches several times faster than ILIKE over the same rows.
 */
const lowerContains = (text: SQL | typeof a.signatariosBusca, term: string) =>
  sql`${text} like ${`%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

function conditions(empresaId: number, q: PipelineQuery, now: Date): SQL {
  const parts: (SQL | undefined)[] = [listed(empresaId)];
  if (q.status?.length) parts.push(inArray(a.status, q.status));
  if (q.solicitante_id) parts.push(eq(a.solicitanteId, q.solicitante_id));
  if (q.modelo_id) parts.push(eq(a.modeloId, q.modelo_id));
  if (q.de) parts.push(sql`${stateSince} >= ${brasiliaDayStart(q.de).toISOString()}::timestamptz`);
  if (q.ate)
    parts.push(
      sql`${stateSince} < ${new Date(brasiliaDayStart(q.ate).getTime() + DAY_MS).toISOString()}::timestamptz`,
    );
  if (q.signatario) parts.push(bySignatory(q.signatario));
  if (q.q) parts.push(or(lowerContains(sql`lower(${a.nome})`, q.q), lowerContains(a.signatariosBusca, q.q)));
  if (q.vence_em_dias !== undefined)
    parts.push(
      and(
        eq(a.status, 'waiting'),
        isNotNull(a.prazo),
        sql`${a.prazo} <= ${new Date(now.getTime() + q.vence_em_dias * DAY_MS).toISOString()}::timestamptz`,
      ),
    );
  return and(...parts.filter((p): p is SQL => p !== undefined)) as SQL;
}

/** The sort: a deadline or a last activity missing goes last either way; ties by id. */
function orderOf(q: PipelineQuery): SQL[] {
  const ascending = q.order.toLowerCase() === 'asc';
  const dir = sql.raw(ascending ? 'asc' : 'desc');
  const tie = ascending ? asc(a.id) : desc(a.id);
  switch (q.sort) {
    case 'prazo':
      return [sql`${a.prazo} ${dir} nulls last`, tie];
    case 'atividade_em':
      return [sql`${a.atividadeEm} ${dir} nulls last`, tie];
    case 'nome':
      return [sql`lower(${a.nome}) ${dir}`, tie];
    default:
      return [sql`${a.enviadoEm} ${dir}`, tie];
  }
}

export interface PipelineFileRow {
  id: number;
  nome: string;
  pastaId: number | null;
  status: string;
  rodada: number;
  sequencial: boolean;
  origem: string;
  enviadoEm: Date | null;
  prazo: Date | null;
  atividadeEm: Date | null;
  concluidoEm: Date | null;
  encerradoEm: Date | null;
  motivo: string | null;
  solicitanteId: number | null;
  solicitanteNome: string | null;
  modeloId: number | null;
  modeloNome: string | null;
  modeloVersao: number | null;
}

/** One page of the company's processes and how many match in all. */
export async function listPipeline(
  db: Db,
  empresaId: number,
  q: PipelineQuery,
  now: Date,
): Promise<{ rows: PipelineFileRow[]; total: number }> {
  const where = conditions(empresaId, q, now);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: a.id,
        nome: a.nome,
        pastaId: a.pastaId,
        status: a.status,
        rodada: a.rodada,
        sequencial: a.sequencial,
        origem: a.origem,
        enviadoEm: a.enviadoEm,
        prazo: a.prazo,
        atividadeEm: a.atividadeEm,
        concluidoEm: a.concluidoEm,
        encerradoEm: a.encerradoEm,
        motivo: a.motivo,
        solicitanteId: a.solicitanteId,
        solicitanteNome: users.nome,
        modeloId: a.modeloId,
        modeloNome: modelos.nome,
        modeloVersao: modeloVersoes.versao,
      })
      .from(a)
      .leftJoin(users, eq(users.id, a.solicitanteId))
      .leftJoin(modelos, eq(modelos.id, a.modeloId))
      .leftJoin(modeloVersoes, eq(modeloVersoes.id, a.modeloVersaoId))
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(a).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export interface PipelineSignatory {
  id: number;
  arquivoId: number;
  ordem: number;
  tipo: number;
  nome: string;
  status: string;
}

/** The current round's signatories (not taken off) of these files, each file's in order. */
export function signatoriesOfProcesses(db: Db, ids: number[]): Promise<PipelineSignatory[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: s.id,
      arquivoId: s.arquivoId,
      ordem: s.ordem,
      tipo: s.tipo,
      nome: s.nome,
      status: s.status,
    })
    .from(s)
    .innerJoin(a, eq(a.id, s.arquivoId))
    .where(and(inArray(s.arquivoId, ids), sql`${s.rodada} = ${a.rodada}`, sql`${s.status} <> 'removed'`))
    .orderBy(asc(s.arquivoId), asc(s.ordem), asc(s.id));
}

/** Who sent the company's processes (each once, by name). */
export function pipelineSenders(db: Db, empresaId: number): Promise<{ id: number; nome: string }[]> {
  return db
    .selectDistinct({ id: users.id, nome: users.nome })
    .from(a)
    .innerJoin(users, eq(users.id, a.solicitanteId))
    .where(listed(empresaId))
    .orderBy(asc(users.nome), asc(users.id));
}

/** The company's templates (archived ones too: processes made from them stay listed), by name. */
export function pipelineTemplates(db: Db, empresaId: number): Promise<{ id: number; nome: string }[]> {
  return db
    .select({ id: modelos.id, nome: modelos.nome })
    .from(modelos)
    .where(and(eq(modelos.empresaId, empresaId), isNull(modelos.deletedAt)))
    .orderBy(asc(modelos.nome), asc(modelos.id));
}

/** The company's listed processes among `ids` (what a bulk action acts on), by id. */
export function pipelineTargets(db: Db, empresaId: number, ids: number[]): Promise<FileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(a)
    .where(and(listed(empresaId), inArray(a.id, ids)))
    .orderBy(asc(a.id));
}
