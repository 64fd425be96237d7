import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { arquivos, pastas, usuarioEmpresa } from '../schema.js';

export type FolderRow = typeof pastas.$inferSelect;
/** A folder with whether it holds subfolders or live files. */
export type FolderListRow = FolderRow & { hasChildren: boolean };

/** Deepest chain of folders the breadcrumb walks (a guard; the tree never gets near it). */
const MAX_DEPTH = 256;

const inParent = (parentId: number | null): SQL =>
  parentId === null ? isNull(pastas.parentId) : eq(pastas.parentId, parentId);

/**
 * True when the outer `pastas` row has a subfolder or a live file. Written out in full: Drizzle
 * leaves the columns of a one-table select unqualified, which a correlated subquery cannot use.
 */
const hasChildren = sql<boolean>`(exists (select 1 from pastas subpasta where subpasta.empresa_id = pastas.empresa_id and subpasta.parent_id = pastas.id) or exists (select 1 from arquivos arquivo where arquivo.empresa_id = pastas.empresa_id and arquivo.pasta_id = pastas.id and arquivo.deleted_at is null and arquivo.purged_at is null))`;

/** The company's folder, or undefined (another company's folder is as absent as a missing one). */
export async function findFolder(db: Db, empresaId: number, id: number): Promise<FolderRow | undefined> {
  const [row] = await db
    .select()
    .from(pastas)
    .where(and(eq(pastas.id, id), eq(pastas.empresaId, empresaId)));
  return row;
}

/** The company's folder locked for the rest of the transaction, or undefined. */
export async function lockFolder(db: Db, empresaId: number, id: number): Promise<FolderRow | undefined> {
  const [row] = await db
    .select()
    .from(pastas)
    .where(and(eq(pastas.id, id), eq(pastas.empresaId, empresaId)))
    .for('update');
  return row;
}

/** The company's folder with `hasChildren`, or undefined. */
export async function findFolderListRow(
  db: Db,
  empresaId: number,
  id: number,
): Promise<FolderListRow | undefined> {
  const [row] = await db
    .select({ folder: pastas, hasChildren })
    .from(pastas)
    .where(and(eq(pastas.id, id), eq(pastas.empresaId, empresaId)));
  return row && { ...row.folder, hasChildren: Boolean(row.hasChildren) };
}

/** The folders directly under `parentId` (null: the root vault), by ordem, then nome. */
export async function listChildFolders(
  db: Db,
  empresaId: number,
  parentId: number | null,
): Promise<FolderListRow[]> {
  const rows = await db
    .select({ folder: pastas, hasChildren })
    .from(pastas)
    .where(and(eq(pastas.empresaId, empresaId), inParent(parentId)))
    .orderBy(asc(pastas.ordem), asc(pastas.nome), asc(pastas.id));
  return rows.map((r) => ({ ...r.folder, hasChildren: Boolean(r.hasChildren) }));
}

/** The ids of the folders directly under `parentId`. */
export async function childFolderIds(db: Db, empresaId: number, parentId: number | null): Promise<number[]> {
  const rows = await db
    .select({ id: pastas.id })
    .from(pastas)
    .where(and(eq(pastas.empresaId, empresaId), inParent(parentId)));
  return rows.map((r) => r.id);
}

/** The folders of the company among `ids` (the others are unknown or another company's). */
export async function countCompanyFolders(db: Db, empresaId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pastas)
    .where(and(eq(pastas.empresaId, empresaId), inArray(pastas.id, ids)));
  return Number(row?.n ?? 0);
}

/** The chain from the top folder down to `id` (inclusive); empty when it is not the company's. */
export async function folderPath(
  db: Db,
  empresaId: number,
  id: number,
): Promise<{ id: number; nome: string }[]> {
  const result = await db.execute(sql`
    with recursive caminho (id, nome, parent_id, profundidade) as (
      select id, nome, parent_id, 0 from pastas where id = ${id} and empresa_id = ${empresaId}
      union all
      select p.id, p.nome, p.parent_id, c.profundidade + 1
        from pastas p join caminho c on p.id = c.parent_id
        where p.empresa_id = ${empresaId} and c.profundidade < ${MAX_DEPTH}
    )
    select id, nome from caminho order by profundidade desc`);
  const rows = (result as unknown as { rows: { id: number | string; nome: string }[] }).rows;
  return rows.map((r) => ({ id: Number(r.id), nome: r.nome }));
}

/**
 * Serialises writes to one level's folders (create, reorder) until the transaction ends, so the
 * name check and the next position see every sibling.
 */
export async function lockLevel(tx: Db, empresaId: number, parentId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pastas:${empresaId}:${parentId ?? 0}`}))`);
}

/** True when a sibling (other than `exceptId`) already has this name, ignoring case. */
export async function siblingNameTaken(
  db: Db,
  empresaId: number,
  parentId: number | null,
  nome: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: pastas.id })
    .from(pastas)
    .where(
      and(
        eq(pastas.empresaId, empresaId),
        inParent(parentId),
        sql`lower(${pastas.nome}) = lower(${nome})`,
        exceptId === undefined ? undefined : ne(pastas.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The position after the last folder of the level (1 for an empty level). */
export async function nextFolderOrder(db: Db, empresaId: number, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${pastas.ordem}), 0) + 1` })
    .from(pastas)
    .where(and(eq(pastas.empresaId, empresaId), inParent(parentId)));
  return Number(row?.next ?? 1);
}

export async function insertFolder(
  db: Db,
  values: { empresaId: number; parentId: number | null; nome: string; ordem: number; createdBy: number },
): Promise<FolderRow> {
  const [row] = await db.insert(pastas).values(values).returning();
  if (!row) throw new Error('insert pastas returned nothing');
  return row;
}

/** Renames the company's folder; undefined when it is not there. */
export async function renameFolder(
  db: Db,
  empresaId: number,
  id: number,
  nome: string,
): Promise<FolderRow | undefined> {
  const [row] = await db
    .update(pastas)
    .set({ nome, updatedAt: new Date() })
    .where(and(eq(pastas.id, id), eq(pastas.empresaId, empresaId)))
    .returning();
  return row;
}

/** Gives the listed folders of one level the positions 1, 2, 3… in the order given (one UPDATE). */
export async function setFolderOrder(
  db: Db,
  empresaId: number,
  parentId: number | null,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::integer, ${i + 1}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    update pastas set ordem = nova.ordem
      from (values ${values}) as nova (id, ordem)
      where pastas.id = nova.id and pastas.empresa_id = ${empresaId}
        and ${parentId === null ? sql`pastas.parent_id is null` : sql`pastas.parent_id = ${parentId}`}`);
}

/** True when the folder holds a subfolder or a live file. */
export async function folderHasContent(db: Db, empresaId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ hasChildren })
    .from(pastas)
    .where(and(eq(pastas.id, id), eq(pastas.empresaId, empresaId)));
  return Boolean(row?.hasChildren);
}

/**
 * Deletes an (empty) folder: its trashed and purged files move to the root vault first (their
 * rows stay as evidence); users standing in it fall back to the root (FK on delete set null).
 * Run it in a transaction with the folder locked.
 */
export async function deleteFolder(db: Db, empresaId: number, id: number): Promise<boolean> {
  await db
    .update(arquivos)
    .set({ pastaId: null })
    .where(
      and(
        eq(arquivos.empresaId, empresaId),
        eq(arquivos.pastaId, id),
        sql`(${arquivos.deletedAt} is not null or ${arquivos.purgedAt} is not null)`,
      ),
    );
  const deleted = await db
    .delete(pastas)
    .where(and(eq(pastas.id, id), eq(pastas.empresaId, empresaId)))
    .returning({ id: pastas.id });
  return deleted.length > 0;
}

/** The folder the user stands in at the company (null: the root vault, or the link is gone). */
export async function currentLevelId(db: Db, userId: number, empresaId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: pastas.id })
    .from(usuarioEmpresa)
    .innerJoin(
      pastas,
      and(eq(pastas.id, usuarioEmpresa.pastaAtualId), eq(pastas.empresaId, usuarioEmpresa.empresaId)),
    )
    .where(and(eq(usuarioEmpresa.userId, userId), eq(usuarioEmpresa.empresaId, empresaId)));
  return row?.id ?? null;
}

/** Remembers the folder (null: the root vault) the user stands in at the company. */
export async function setCurrentLevel(
  db: Db,
  userId: number,
  empresaId: number,
  pastaId: number | null,
): Promise<void> {
  await db
    .update(usuarioEmpresa)
    .set({ pastaAtualId: pastaId })
    .where(and(eq(usuarioEmpresa.userId, userId), eq(usuarioEmpresa.empresaId, empresaId)));
}
