// SQL of the vault's files (arquivos). A live file has neither deleted_at nor purged_at; a
// trashed one has deleted_at only; a purged one lost its bytes and is never listed again (its
// row stays for the event trail). Every query is scoped to the company.
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { FilesListQuery } from '../../../common/schemas/files.js';
import type { Db } from '../client.js';
import { contains } from '../list.js';
import { arquivos, pastas, users } from '../schema.js';

export type FileRow = typeof arquivos.$inferSelect;

/** A file with the names shown next to it: its folder, who uploaded it, who deleted it. */
export interface FileListRow {
  file: FileRow;
  pastaNome: string | null;
  uploaderNome: string | null;
  deleterNome: string | null;
}

/** live: neither trashed nor purged; trashed: in the deleted-files list; present: either. */
export type FileState = 'live' | 'trashed' | 'present';

const live = and(isNull(arquivos.deletedAt), isNull(arquivos.purgedAt)) as SQL;
const trashed = and(isNotNull(arquivos.deletedAt), isNull(arquivos.purgedAt)) as SQL;
const stateCondition = (state: FileState): SQL =>
  state === 'live' ? live : state === 'trashed' ? trashed : isNull(arquivos.purgedAt);

const inFolder = (pastaId: number | null): SQL =>
  pastaId === null ? isNull(arquivos.pastaId) : eq(arquivos.pastaId, pastaId);

const uploader = alias(users, 'uploader');
const deleter = alias(users, 'deleter');

/** The joined columns of a file view. */
const viewColumns = {
  file: arquivos,
  pastaNome: pastas.nome,
  uploaderNome: uploader.nome,
  deleterNome: deleter.nome,
};

export interface NewFile {
  empresaId: number;
  pastaId: number | null;
  nome: string;
  mime: string;
  tamanho: number;
  sha256: string;
  blobKey: string;
  uploadedBy: number;
  /** Where it came from (FILE_ORIGINS; 'upload' by default) and the template version it was made from. */
  origem?: string;
  modeloId?: number | null;
  modeloVersaoId?: number | null;
}

export async function insertFile(db: Db, values: NewFile): Promise<FileRow> {
  const [row] = await db.insert(arquivos).values(values).returning();
  if (!row) throw new Error('insert arquivos returned nothing');
  return row;
}

/** The company's file in that state, or undefined (another company's file is as absent). */
export async function findFile(
  db: Db,
  empresaId: number,
  id: number,
  state: FileState,
  lock = false,
): Promise<FileRow | undefined> {
  const query = db
    .select()
    .from(arquivos)
    .where(and(eq(arquivos.id, id), eq(arquivos.empresaId, empresaId), stateCondition(state)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The company's file with its folder and people names, or undefined. */
export async function findFileView(
  db: Db,
  empresaId: number,
  id: number,
  state: FileState,
): Promise<FileListRow | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(arquivos)
    .leftJoin(pastas, eq(pastas.id, arquivos.pastaId))
    .leftJoin(uploader, eq(uploader.id, arquivos.uploadedBy))
    .leftJoin(deleter, eq(deleter.id, arquivos.deletedBy))
    .where(and(eq(arquivos.id, id), eq(arquivos.empresaId, empresaId), stateCondition(state)));
  return row;
}

/** The company's live files among `ids`, locked until the transaction ends, by id. */
export async function lockLiveFiles(db: Db, empresaId: number, ids: number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(arquivos)
    .where(and(eq(arquivos.empresaId, empresaId), inArray(arquivos.id, ids), live))
    .orderBy(asc(arquivos.id))
    .for('update');
}

/** The given files' views, in the order of `ids`. */
export async function fileViewsByIds(db: Db, empresaId: number, ids: number[]): Promise<FileListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(viewColumns)
    .from(arquivos)
    .leftJoin(pastas, eq(pastas.id, arquivos.pastaId))
    .leftJoin(uploader, eq(uploader.id, arquivos.uploadedBy))
    .leftJoin(deleter, eq(deleter.id, arquivos.deletedBy))
    .where(and(eq(arquivos.empresaId, empresaId), inArray(arquivos.id, ids)));
  const byId = new Map(rows.map((r) => [r.file.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of files with their folder and people names. The page is chosen from `arquivos`
 * alone (a folder's live files by name walk the arquivos_pasta_idx index), and only its rows
 * are joined to the names; the total counts the same rows without joins.
 */
export async function listFiles(
  db: Db,
  empresaId: number,
  query: FilesListQuery,
): Promise<{ rows: FileListRow[]; total: number }> {
  const deleted = query.deleted === true;
  const sortable: Record<string, PgColumn> = {
    nome: arquivos.nome,
    created_at: arquivos.createdAt,
    tamanho: arquivos.tamanho,
    ...(deleted ? { deleted_at: arquivos.deletedAt } : {}),
  };
  const chosen = query.sort ? sortable[query.sort] : undefined;
  const sortColumn = chosen ?? (deleted ? arquivos.deletedAt : arquivos.nome);
  const order = chosen ? query.order : deleted ? 'desc' : 'asc';
  const direction = order === 'desc' ? desc : asc;

  const where = and(
    eq(arquivos.empresaId, empresaId),
    deleted ? trashed : live,
    deleted || query.scope === 'all' ? undefined : inFolder(query.pasta_id ?? null),
    query.q ? contains(arquivos.nome, query.q) : undefined,
  );

  const page = db
    .select({ id: arquivos.id })
    .from(arquivos)
    .where(where)
    .orderBy(direction(sortColumn), asc(arquivos.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .as('pagina');

  const rows = await db
    .select(viewColumns)
    .from(page)
    .innerJoin(arquivos, eq(arquivos.id, page.id))
    .leftJoin(pastas, eq(pastas.id, arquivos.pastaId))
    .leftJoin(uploader, eq(uploader.id, arquivos.uploadedBy))
    .leftJoin(deleter, eq(deleter.id, arquivos.deletedBy))
    .orderBy(direction(sortColumn), asc(arquivos.id));
  const [total] = await db.select({ n: count() }).from(arquivos).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Serialises the choice of live file names in one folder (null: the root vault) until the
 * transaction ends, so two uploads, moves or restores cannot both take "a (2).pdf". Take it after
 * every row lock of the transaction (it is the last lock, so it never waits in a cycle).
 */
export async function lockFolderNames(tx: Db, empresaId: number, pastaId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`arquivos:${empresaId}:${pastaId ?? 0}`}))`);
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Names of the live files in the folder (ignoring case) that are `exact`, or that start with
 * `prefix` and end with `suffix`: the name wanted and its numbered variants ("a.pdf" and
 * "a (…).pdf"), which a new name must not collide with.
 */
export async function liveNameVariants(
  db: Db,
  empresaId: number,
  pastaId: number | null,
  variants: { exact: string; prefix: string; suffix: string },
  exceptId?: number,
): Promise<string[]> {
  const pattern = `${likeEscape(variants.prefix)}%${likeEscape(variants.suffix)}`;
  const rows = await db
    .select({ nome: arquivos.nome })
    .from(arquivos)
    .where(
      and(
        eq(arquivos.empresaId, empresaId),
        inFolder(pastaId),
        live,
        sql`(lower(${arquivos.nome}) = lower(${variants.exact}) or lower(${arquivos.nome}) like lower(${pattern}))`,
        exceptId === undefined ? undefined : ne(arquivos.id, exceptId),
      ),
    );
  return rows.map((r) => r.nome);
}

/** True when a live file (other than `exceptId`) in the folder has this name, ignoring case. */
export async function liveNameExists(
  db: Db,
  empresaId: number,
  pastaId: number | null,
  nome: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: arquivos.id })
    .from(arquivos)
    .where(
      and(
        eq(arquivos.empresaId, empresaId),
        inFolder(pastaId),
        live,
        sql`lower(${arquivos.nome}) = lower(${nome})`,
        exceptId === undefined ? undefined : ne(arquivos.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The live files in the folder whose names (ignoring case) are among `names`, other than `exceptIds`. */
export async function liveFilesNamed(
  db: Db,
  empresaId: number,
  pastaId: number | null,
  names: string[],
  exceptIds: number[],
): Promise<{ id: number; nome: string }[]> {
  if (names.length === 0) return [];
  return db
    .select({ id: arquivos.id, nome: arquivos.nome })
    .from(arquivos)
    .where(
      and(
        eq(arquivos.empresaId, empresaId),
        inFolder(pastaId),
        live,
        sql`lower(${arquivos.nome}) in (${sql.join(
          names.map((n) => sql`lower(${n})`),
          sql`, `,
        )})`,
        exceptIds.length ? notInArray(arquivos.id, exceptIds) : undefined,
      ),
    );
}

/** Puts the company's live files `ids` in the folder (null: the root vault). */
export async function moveFiles(
  db: Db,
  empresaId: number,
  ids: number[],
  pastaId: number | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(arquivos)
    .set({ pastaId, updatedAt: new Date() })
    .where(and(eq(arquivos.empresaId, empresaId), inArray(arquivos.id, ids), live));
}

export async function renameFile(
  db: Db,
  empresaId: number,
  id: number,
  nome: string,
): Promise<FileRow | undefined> {
  const [row] = await db
    .update(arquivos)
    .set({ nome, updatedAt: new Date() })
    .where(and(eq(arquivos.id, id), eq(arquivos.empresaId, empresaId), live))
    .returning();
  return row;
}

/** Puts a live file in the deleted-files list. */
export async function trashFile(
  db: Db,
  empresaId: number,
  id: number,
  userId: number,
): Promise<FileRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(arquivos)
    .set({ deletedAt: now, deletedBy: userId, updatedAt: now })
    .where(and(eq(arquivos.id, id), eq(arquivos.empresaId, empresaId), live))
    .returning();
  return row;
}

/** Brings a trashed file back, under this name in this folder. */
export async function restoreFile(
  db: Db,
  empresaId: number,
  id: number,
  values: { nome: string; pastaId: number | null },
): Promise<FileRow | undefined> {
  const [row] = await db
    .update(arquivos)
    .set({ ...values, deletedAt: null, deletedBy: null, updatedAt: new Date() })
    .where(and(eq(arquivos.id, id), eq(arquivos.empresaId, empresaId), trashed))
    .returning();
  return row;
}

/** Marks a trashed file as purged (its bytes are gone; the row stays as evidence). */
export async function markFilePurged(db: Db, empresaId: number, id: number): Promise<FileRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(arquivos)
    .set({ purgedAt: now, updatedAt: now })
    .where(and(eq(arquivos.id, id), eq(arquivos.empresaId, empresaId), trashed))
    .returning();
  return row;
}
