// SQL of the signing process: a file's signatories (assinaturas) in its current round and in the
// earlier ones, the file's process columns,
// a signer's inbox across companies, the lookups of the public verification page, the files
// whose every signatory acted but which were not sealed yet, and the processes the deadline sweep
// expires, alerts or reminds.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../client.js';
import { arquivos, assinaturas, empresas, selosAnteriores, users } from '../schema.js';
import type { FileRow } from './files.js';

export type SignatoryRow = typeof assinaturas.$inferSelect;
export type NewSignatoryRow = Omit<typeof assinaturas.$inferInsert, 'id'>;

export const liveFile = and(isNull(arquivos.deletedAt), isNull(arquivos.purgedAt)) as SQL;

/** A signatory row of its file's current round (the query joins arquivos). */
export const currentRound = sql`${assinaturas.rodada} = ${arquivos.rodada}`;

/** A signatory row of its file's current round, without joining arquivos. */
const ofCurrentRound = sql`${assinaturas.rodada} = (select a.rodada from arquivos a where a.id = ${assinaturas.arquivoId})`;

export async function insertSignatories(tx: Db, rows: NewSignatoryRow[]): Promise<SignatoryRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(assinaturas).values(rows).returning();
}

/** The signatories of the file's current round, in order. */
export async function signatoriesOfFile(db: Db, arquivoId: number): Promise<SignatoryRow[]> {
  return db
    .select()
    .from(assinaturas)
    .where(and(eq(assinaturas.arquivoId, arquivoId), ofCurrentRound))
    .orderBy(asc(assinaturas.ordem), asc(assinaturas.id));
}

/** Locks the current round's signatories (FOR UPDATE) for the rest of the caller's transaction. */
export async function lockSignatoriesOfFile(tx: Db, arquivoId: number): Promise<SignatoryRow[]> {
  return tx
    .select()
    .from(assinaturas)
    .where(and(eq(assinaturas.arquivoId, arquivoId), ofCurrentRound))
    .orderBy(asc(assinaturas.ordem), asc(assinaturas.id))
    .for('update');
}

/** The signatories of the file's rounds before `rodada`, the newest round first, each in order. */
export async function signatoriesOfEarlierRounds(
  db: Db,
  arquivoId: number,
  rodada: number,
): Promise<SignatoryRow[]> {
  if (rodada <= 1) return [];
  return db
    .select()
    .from(assinaturas)
    .where(and(eq(assinaturas.arquivoId, arquivoId), lt(assinaturas.rodada, rodada)))
    .orderBy(desc(assinaturas.rodada), asc(assinaturas.ordem), asc(assinaturas.id));
}

/** Ends the links and one-time codes of a round's signatories (a new round replaces it). */
export async function clearRoundLinks(tx: Db, arquivoId: number, rodada: number): Promise<void> {
  await tx
    .update(assinaturas)
    .set({ tokenHash: null, tokenExpiresAt: null, codigoHash: null, codigoExpiresAt: null })
    .where(and(eq(assinaturas.arquivoId, arquivoId), eq(assinaturas.rodada, rodada)));
}

export async function signatoryById(db: Db, id: number): Promise<SignatoryRow | undefined> {
  const [row] = await db.select().from(assinaturas).where(eq(assinaturas.id, id));
  return row;
}

export async function updateSignatory(
  tx: Db,
  id: number,
  values: Partial<NewSignatoryRow>,
): Promise<SignatoryRow | undefined> {
  const [row] = await tx.update(assinaturas).set(values).where(eq(assinaturas.id, id)).returning();
  return row;
}

export async function updateFileProcess(
  tx: Db,
  arquivoId: number,
  values: Partial<typeof arquivos.$inferInsert>,
): Promise<FileRow | undefined> {
  const [row] = await tx
    .update(arquivos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(arquivos.id, arquivoId))
    .returning();
  return row;
}

/** Locks a file row (any company) for the rest of the caller's transaction. */
export async function lockFileById(tx: Db, arquivoId: number): Promise<FileRow | undefined> {
  const [row] = await tx.select().from(arquivos).where(eq(arquivos.id, arquivoId)).for('update');
  return row;
}

export async function findFileById(db: Db, arquivoId: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(arquivos).where(eq(arquivos.id, arquivoId));
  return row;
}

/** A signatory with the file, the company's name and the requester, found by the link token's hash. */
export interface SignatoryContext {
  signatory: SignatoryRow;
  file: FileRow;
  empresaNome: string;
  /** The blob key of the company's logo, if it has one. */
  empresaLogoKey: string | null;
  solicitante: { nome: string; email: string; language: string } | null;
}

const contextColumns = {
  signatory: assinaturas,
  file: arquivos,
  empresaNome: sql<string>`coalesce(${empresas.nomeFantasia}, ${empresas.razaoSocial})`,
  empresaLogoKey: empresas.logoKey,
  solicitanteNome: users.nome,
  solicitanteEmail: users.email,
  solicitanteLanguage: users.language,
};

type ContextRow = {
  signatory: SignatoryRow;
  file: FileRow;
  empresaNome: string;
  empresaLogoKey: string | null;
  solicitanteNome: string | null;
  solicitanteEmail: string | null;
  solicitanteLanguage: string | null;
};

const toContext = (r: ContextRow): SignatoryContext => ({
  signatory: r.signatory,
  file: r.file,
  empresaNome: r.empresaNome,
  empresaLogoKey: r.empresaLogoKey,
  solicitante:
    r.solicitanteNome !== null && r.solicitanteEmail !== null
      ? { nome: r.solicitanteNome, email: r.solicitanteEmail, language: r.solicitanteLanguage ?? 'pt_BR' }
      : null,
});

function contextQuery(db: Db, where: SQL) {
  return db
    .select(contextColumns)
    .from(assinaturas)
    .innerJoin(arquivos, eq(arquivos.id, assinaturas.arquivoId))
    .innerJoin(empresas, eq(empresas.id, arquivos.empresaId))
    .leftJoin(users, eq(users.id, arquivos.solicitanteId))
    .where(where);
}

export async function signatoryByTokenHash(db: Db, tokenHash: string): Promise<SignatoryContext | undefined> {
  const [row] = await contextQuery(
    db,
    and(eq(assinaturas.tokenHash, tokenHash), currentRound, liveFile) as SQL,
  );
  return row ? toContext(row) : undefined;
}

/** Rows of this account, or of its e-mail when the account proved it (null: by account only). */
export const mine = (userId: number, provenEmail: string | null) =>
  provenEmail === null
    ? eq(assinaturas.userId, userId)
    : (or(
        eq(assinaturas.userId, userId),
        sql`lower(${assinaturas.email}) = ${provenEmail.toLowerCase()}`,
      ) as SQL);

/**
 * The signed-in user's signatory row on a live file: theirs by account or by proven e-mail, the
 * pending one first, else the newest. Undefined when they are not a signatory of it.
 */
export async function signatoryForUser(
  db: Db,
  arquivoId: number,
  userId: number,
  provenEmail: string | null,
): Promise<SignatoryContext | undefined> {
  const [row] = await contextQuery(
    db,
    and(
      eq(assinaturas.arquivoId, arquivoId),
      currentRound,
      mine(userId, provenEmail),
      sql`${assinaturas.status} <> 'removed'`,
      liveFile,
    ) as SQL,
  ).orderBy(sql`(${assinaturas.status} = 'pending') desc`, desc(assinaturas.id));
  return row ? toContext(row) : undefined;
}

/** A pending signatory whose turn it is: the process is parallel, or nobody before them is pending. */
export const theirTurn = sql`(not ${arquivos.sequencial} or not exists (
  select 1 from assinaturas b
  where b.arquivo_id = ${assinaturas.arquivoId} and b.rodada = ${assinaturas.rodada}
    and b.ordem < ${assinaturas.ordem} and b.status = 'pending'))`;

/** The documents waiting for this user's act (by account or proven e-mail), across companies, newest first. */
export async function inboxOf(
  db: Db,
  userId: number,
  provenEmail: string | null,
  page: number,
  perPage: number,
): Promise<{ rows: SignatoryContext[]; total: number }> {
  const where = and(
    mine(userId, provenEmail),
    eq(assinaturas.status, 'pending'),
    eq(arquivos.status, 'waiting'),
    currentRound,
    liveFile,
    theirTurn,
    // Past its deadline nobody can act any more, even before the sweep marks it expired.
    or(isNull(arquivos.prazo), gt(arquivos.prazo, new Date())),
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    contextQuery(db, where)
      .orderBy(desc(assinaturas.enviadoEm), desc(assinaturas.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(assinaturas)
      .innerJoin(arquivos, eq(arquivos.id, assinaturas.arquivoId))
      .where(where),
  ]);
  return { rows: rows.map(toContext), total: Number(total?.n ?? 0) };
}

/** Gives every signatory row with this e-mail (and no account yet) to the user who registered it. */
export async function linkSignatoriesToUser(tx: Db, email: string, userId: number): Promise<number> {
  const rows = await tx
    .update(assinaturas)
    .set({ userId })
    .where(and(isNull(assinaturas.userId), sql`lower(${assinaturas.email}) = ${email.toLowerCase()}`))
    .returning({ id: assinaturas.id });
  return rows.length;
}

/** A completed file by its verification code. */
export async function completedFileByCode(db: Db, codigo: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(arquivos)
    .where(
      and(
        eq(arquivos.verificacaoCodigo, codigo),
        eq(arquivos.status, 'completed'),
        isNull(arquivos.purgedAt),
      ),
    );
  return row;
}

/** A completed file whose sealed PDF, or whose original, has these bytes (the sealed one first). */
export async function completedFileBySha(
  db: Db,
  sha256: string,
): Promise<{ file: FileRow; match: 'selado' | 'original' } | undefined> {
  const [sealed] = await db
    .select()
    .from(arquivos)
    .where(and(eq(arquivos.seladoSha256, sha256), eq(arquivos.status, 'completed')))
    .limit(1);
  if (sealed) return { file: sealed, match: 'selado' };
  // An earlier version of the sealed PDF (before a document timestamp was added to it).
  const [earlier] = await db
    .select({ file: arquivos })
    .from(selosAnteriores)
    .innerJoin(arquivos, eq(arquivos.id, selosAnteriores.arquivoId))
    .where(and(eq(selosAnteriores.sha256, sha256), eq(arquivos.status, 'completed')))
    .limit(1);
  if (earlier) return { file: earlier.file, match: 'selado' };
  const [original] = await db
    .select()
    .from(arquivos)
    .where(
      and(eq(arquivos.sha256, sha256), eq(arquivos.status, 'completed'), isNotNull(arquivos.seladoSha256)),
    )
    .orderBy(desc(arquivos.concluidoEm))
    .limit(1);
  return original ? { file: original, match: 'original' } : undefined;
}

/** Files still waiting although nobody is pending any more: their sealing did not happen (yet). */
export async function filesAwaitingSeal(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: arquivos.id })
    .from(arquivos)
    .where(
      and(
        eq(arquivos.status, 'waiting'),
        isNull(arquivos.purgedAt),
        sql`exists (select 1 from assinaturas s
          where s.arquivo_id = ${arquivos.id} and s.rodada = ${arquivos.rodada} and s.status = 'signed')`,
        sql`not exists (select 1 from assinaturas s
          where s.arquivo_id = ${arquivos.id} and s.rodada = ${arquivos.rodada} and s.status = 'pending')`,
      ),
    );
  return rows.map((r) => r.id);
}

/** The active users of a company among these ids, with their names and e-mails. */
export async function companyUsersByIds(
  db: Db,
  empresaId: number,
  ids: number[],
): Promise<{ id: number; nome: string; email: string; phone: string | null; documento: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      nome: users.nome,
      email: users.email,
      phone: users.phone,
      documento: users.documento,
    })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        isNull(users.deletedAt),
        eq(users.status, true),
        sql`exists (select 1 from usuario_empresa ue where ue.user_id = ${users.id} and ue.empresa_id = ${empresaId} and ue.status)`,
      ),
    );
}

/** Names of users by id (who requested, who removed). */
export async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, nome: users.nome }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.nome]));
}

/** A user's name, e-mail and language (to write to them). */
export async function userContact(
  db: Db,
  id: number,
): Promise<{ nome: string; email: string; language: string } | undefined> {
  const [row] = await db
    .select({ nome: users.nome, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Marks the signatory's first opening of their link; false when it was already marked. */
export async function markViewed(tx: Db, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(assinaturas)
    .set({ visualizadoEm: at })
    .where(and(eq(assinaturas.id, id), isNull(assinaturas.visualizadoEm)))
    .returning({ id: assinaturas.id });
  return rows.length > 0;
}

// --- Deadlines (server/jobs/signingDeadlines.ts) ---

const waitingWithPending = and(
  eq(arquivos.status, 'waiting'),
  liveFile,
  sql`exists (select 1 from assinaturas p
    where p.arquivo_id = ${arquivos.id} and p.rodada = ${arquivos.rodada} and p.status = 'pending')`,
) as SQL;

/** Waiting processes, someone still pending, whose deadline is at or before `now`. */
export async function processesPastDeadline(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: arquivos.id })
    .from(arquivos)
    .where(and(waitingWithPending, isNotNull(arquivos.prazo), lte(arquivos.prazo, now)))
    .orderBy(asc(arquivos.prazo), asc(arquivos.id));
  return rows.map((r) => r.id);
}

/** Waiting processes, someone still pending, whose deadline falls after `now` and by `until`. */
export async function processesNearDeadline(
  db: Db,
  now: Date,
  until: Date,
): Promise<{ id: number; prazo: Date; prazoAlertas: number[] }[]> {
  const rows = await db
    .select({ id: arquivos.id, prazo: arquivos.prazo, prazoAlertas: arquivos.prazoAlertas })
    .from(arquivos)
    .where(and(waitingWithPending, gt(arquivos.prazo, now), lte(arquivos.prazo, until)))
    .orderBy(asc(arquivos.prazo), asc(arquivos.id));
  return rows.flatMap((r) => (r.prazo ? [{ ...r, prazo: r.prazo }] : []));
}

/**
 * Waiting processes with automatic reminders (and no deadline passed) where a pending signatory
 * whose turn it is was last sent their link (invitation or reminder) at least `lembrete_dias` ago.
 */
export async function processesDueReminder(db: Db, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const rows = await db
    .select({ id: arquivos.id })
    .from(arquivos)
    .where(
      and(
        eq(arquivos.status, 'waiting'),
        liveFile,
        isNotNull(arquivos.lembreteDias),
        or(isNull(arquivos.prazo), gt(arquivos.prazo, now)),
        sql`exists (select 1 from assinaturas s
          where s.arquivo_id = ${arquivos.id} and s.rodada = ${arquivos.rodada} and s.status = 'pending'
            and (not ${arquivos.sequencial} or not exists (select 1 from assinaturas b
              where b.arquivo_id = s.arquivo_id and b.rodada = s.rodada and b.ordem < s.ordem
                and b.status = 'pending'))
            and greatest(s.enviado_em, s.lembrado_em)
              <= ${at}::timestamptz - make_interval(days => ${arquivos.lembreteDias}::int))`,
      ),
    )
    .orderBy(asc(arquivos.id));
  return rows.map((r) => r.id);
}
