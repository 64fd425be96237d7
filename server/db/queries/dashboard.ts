// The dashboard's SQL: a few aggregates per company, each one scan over an index that starts with
// the company (or, for the signed-in user's turn, with the user's signatory rows).
import { and, count, countDistinct, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { arquivos, assinaturas, devices, mensagens } from '../schema.js';
import { currentRound, liveFile, mine, theirTurn } from './signing.js';

/** Calendar days, months and the chart's buckets are Brasília's. */
const ZONE = 'America/Sao_Paulo';

export interface DocumentsByStatus {
  status: string;
  total: number;
  /** Completed since `monthStart` (by concluido_em). */
  concluidosMes: number;
  /** Denied since `monthStart` (by encerrado_em). */
  negadosMes: number;
}

/**
 * The company's live documents per signing state, with the ones that ended this month — those
 * counted even if moved to the trash since (they were completed or denied this month all the
 * same), not once purged.
 */
export async function documentsByStatus(
  db: Db,
  empresaId: number,
  monthStart: Date,
): Promise<DocumentsByStatus[]> {
  const rows = await db
    .select({
      status: arquivos.status,
      total: sql<number>`count(*) filter (where ${arquivos.deletedAt} is null)`,
      concluidosMes: sql<number>`count(*) filter (where ${arquivos.status} = 'completed' and ${arquivos.concluidoEm} >= ${monthStart.toISOString()}::timestamptz)`,
      negadosMes: sql<number>`count(*) filter (where ${arquivos.status} = 'denied' and ${arquivos.encerradoEm} >= ${monthStart.toISOString()}::timestamptz)`,
    })
    .from(arquivos)
    .where(and(eq(arquivos.empresaId, empresaId), isNull(arquivos.purgedAt)))
    .groupBy(arquivos.status);
  return rows.map((r) => ({
    status: r.status,
    total: Number(r.total),
    concluidosMes: Number(r.concluidosMes),
    negadosMes: Number(r.negadosMes),
  }));
}

/** The company's documents in signing whose turn is this user's (as the inbox computes it). */
export async function documentsWaitingFor(
  db: Db,
  empresaId: number,
  userId: number,
  provenEmail: string | null,
): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(assinaturas.arquivoId) })
    .from(assinaturas)
    .innerJoin(arquivos, eq(arquivos.id, assinaturas.arquivoId))
    .where(
      and(
        mine(userId, provenEmail),
        eq(assinaturas.status, 'pending'),
        eq(arquivos.empresaId, empresaId),
        eq(arquivos.status, 'waiting'),
        currentRound,
        liveFile,
        theirTurn,
      ) as SQL,
    );
  return Number(row?.n ?? 0);
}

/** The company's devices (not deleted) and how many of them are connected. */
export async function deviceCounts(
  db: Db,
  empresaId: number,
): Promise<{ total: number; conectados: number }> {
  const [row] = await db
    .select({
      total: count(),
      conectados: sql<number>`count(*) filter (where ${devices.state} = 'open')`,
    })
    .from(devices)
    .where(and(eq(devices.empresaId, empresaId), isNull(devices.deletedAt)));
  return { total: Number(row?.total ?? 0), conectados: Number(row?.conectados ?? 0) };
}

export interface MessageDayRow {
  /** YYYY-MM-DD in Brasília. */
  dia: string;
  enviadas: number;
  entregues: number;
  falhas: number;
}

/** The company's outgoing messages created since `since`, per Brasília day (days with some only). */
export async function messagesPerDay(db: Db, empresaId: number, since: Date): Promise<MessageDayRow[]> {
  const day = sql<string>`to_char(${mensagens.createdAt} at time zone ${sql.raw(`'${ZONE}'`)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      dia: day,
      enviadas: sql<number>`count(*) filter (where ${mensagens.status} in ('sent', 'delivered', 'read'))`,
      entregues: sql<number>`count(*) filter (where ${mensagens.status} in ('delivered', 'read'))`,
      falhas: sql<number>`count(*) filter (where ${mensagens.status} in ('failed', 'invalid'))`,
    })
    .from(mensagens)
    .where(
      and(
        eq(mensagens.empresaId, empresaId),
        gte(mensagens.createdAt, since),
        eq(mensagens.direction, 'out'),
      ),
    )
    .groupBy(day);
  return rows.map((r) => ({
    dia: r.dia,
    enviadas: Number(r.enviadas),
    entregues: Number(r.entregues),
    falhas: Number(r.falhas),
  }));
}
