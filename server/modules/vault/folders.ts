// Vault folders and levels: the company's folder tree (unique names among siblings, ignoring
// case; a position among siblings), and the level each user stands in, remembered per company.
// Another company's folder is answered as missing (404), never as forbidden.
import {
  FOLDER_NAME_MAX,
  type FolderCreateBody,
  type FolderRenameBody,
  type FolderReorderBody,
  type FolderView,
  hasOnlyAllowedCharacters,
  type LevelView,
  normalizeFolderName,
} from '../../../common/schemas/folders.js';
import type { AppContext } from '../../context.js';
import {
  childFolderIds,
  countCompanyFolders,
  currentLevelId,
  deleteFolder as deleteFolderRow,
  type FolderListRow,
  findFolder,
  findFolderListRow,
  folderHasContent,
  folderPath,
  insertFolder,
  listChildFolders,
  lockFolder,
  lockLevel,
  nextFolderOrder,
  renameFolder as renameFolderRow,
  setCurrentLevel,
  setFolderOrder,
  siblingNameTaken,
} from '../../db/queries/folders.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import type { VaultActor } from './scope.js';

const NAME_INDEX = 'pastas_nome_uq';

/** True for PostgreSQL's foreign_key_violation (a folder removed while another write used it). */
function isForeignKeyViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const rec = e as { code?: unknown; cause?: unknown };
    if (rec.code === '23503') return true;
    e = rec.cause;
  }
  return false;
}

const nameTaken = (nome: string) => fieldError('nome', 'folders.name_taken', { nome });
const notEmpty = () => new HttpError(422, 'folders.not_empty');

/** The stored form of a name, refused (422 on `nome`) when it breaks the naming rules. */
function checkedName(raw: string): string {
  const nome = normalizeFolderName(raw);
  if (nome === '' || nome.length > FOLDER_NAME_MAX || !hasOnlyAllowedCharacters(nome))
    throw fieldError('nome', 'folders.invalid_name');
  return nome;
}

export function folderView(row: FolderListRow): FolderView {
  return {
    id: row.id,
    nome: row.nome,
    parent_id: row.parentId,
    ordem: row.ordem,
    has_children: row.hasChildren,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/** The level at folder `id` (null: the root vault); the root when that folder is gone. */
async function levelView(ctx: AppContext, empresaId: number, id: number | null): Promise<LevelView> {
  const folder = id === null ? undefined : await findFolderListRow(ctx.db, empresaId, id);
  if (!folder) {
    const pastas = await listChildFolders(ctx.db, empresaId, null);
    return { nivel: null, breadcrumbs: [], pastas: pastas.map(folderView) };
  }
  const [breadcrumbs, pastas] = await Promise.all([
    folderPath(ctx.db, empresaId, folder.id),
    listChildFolders(ctx.db, empresaId, folder.id),
  ]);
  return { nivel: folderView(folder), breadcrumbs, pastas: pastas.map(folderView) };
}

/** Remembers the user's level; 404 when the folder vanished meanwhile. */
async function moveTo(ctx: AppContext, actor: VaultActor, id: number | null): Promise<LevelView> {
  try {
    await setCurrentLevel(ctx.db, actor.userId, actor.empresaId, id);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound();
    throw err;
  }
  return levelView(ctx, actor.empresaId, id);
}

/** The level the user stands in at the company (the root when none or when it was deleted). */
export async function currentLevel(ctx: AppContext, actor: VaultActor): Promise<LevelView> {
  return levelView(ctx, actor.empresaId, await currentLevelId(ctx.db, actor.userId, actor.empresaId));
}

export const enterRoot = (ctx: AppContext, actor: VaultActor): Promise<LevelView> => moveTo(ctx, actor, null);

export async function enterFolder(ctx: AppContext, actor: VaultActor, id: number): Promise<LevelView> {
  const folder = await findFolder(ctx.db, actor.empresaId, id);
  if (!folder) throw notFound();
  return moveTo(ctx, actor, folder.id);
}

/** The level at folder `id` (null: the root) without changing where the user stands (pickers). */
export async function peekLevel(ctx: AppContext, actor: VaultActor, id: number | null): Promise<LevelView> {
  if (id !== null && !(await findFolder(ctx.db, actor.empresaId, id))) throw notFound();
  return levelView(ctx, actor.empresaId, id);
}

/** Goes up from folder `id` to the level that holds it. */
export async function leaveFolder(ctx: AppContext, actor: VaultActor, id: number): Promise<LevelView> {
  const folder = await findFolder(ctx.db, actor.empresaId, id);
  if (!folder) throw notFound();
  return moveTo(ctx, actor, folder.parentId);
}

/** Creates a folder last in its level. */
export async function createFolder(
  ctx: AppContext,
  actor: VaultActor,
  body: FolderCreateBody,
): Promise<FolderView> {
  const nome = checkedName(body.nome);
  const { empresaId } = actor;
  const parentId = body.parent_id;
  try {
    const row = await inTransaction(ctx.db, async (tx) => {
      await lockLevel(tx, empresaId, parentId);
      if (parentId !== null && !(await findFolder(tx, empresaId, parentId))) throw notFound();
      if (await siblingNameTaken(tx, empresaId, parentId, nome)) throw nameTaken(nome);
      const ordem = await nextFolderOrder(tx, empresaId, parentId);
      return insertFolder(tx, { empresaId, parentId, nome, ordem, createdBy: actor.userId });
    });
    return folderView({ ...row, hasChildren: false });
  } catch (err) {
    if (isUniqueViolation(err, NAME_INDEX)) throw nameTaken(nome);
    if (isForeignKeyViolation(err)) throw notFound();
    throw err;
  }
}

export async function renameFolder(
  ctx: AppContext,
  actor: VaultActor,
  id: number,
  body: FolderRenameBody,
): Promise<FolderView> {
  const nome = checkedName(body.nome);
  const { empresaId } = actor;
  const found = await findFolder(ctx.db, empresaId, id);
  if (!found) throw notFound();
  try {
    const row = await inTransaction(ctx.db, async (tx) => {
      // The level first, then the row: the order every folder write takes its locks in.
      await lockLevel(tx, empresaId, found.parentId);
      if (!(await lockFolder(tx, empresaId, id))) throw notFound();
      if (await siblingNameTaken(tx, empresaId, found.parentId, nome, id)) throw nameTaken(nome);
      await renameFolderRow(tx, empresaId, id, nome);
      return findFolderListRow(tx, empresaId, id);
    });
    if (!row) throw notFound();
    return folderView(row);
  } catch (err) {
    if (isUniqueViolation(err, NAME_INDEX)) throw nameTaken(nome);
    throw err;
  }
}

/** Puts the folders of one level in the given order; `ids` must be exactly that level's folders. */
export async function reorderFolders(
  ctx: AppContext,
  actor: VaultActor,
  body: FolderReorderBody,
): Promise<FolderView[]> {
  const { empresaId } = actor;
  const parentId = body.parent_id;
  const wanted = new Set(body.ids);
  const rows = await inTransaction(ctx.db, async (tx) => {
    await lockLevel(tx, empresaId, parentId);
    if (parentId !== null && !(await findFolder(tx, empresaId, parentId))) throw notFound();
    if ((await countCompanyFolders(tx, empresaId, [...wanted])) !== wanted.size) throw notFound();
    const children = await childFolderIds(tx, empresaId, parentId);
    if (
      wanted.size !== body.ids.length ||
      children.length !== wanted.size ||
      children.some((childId) => !wanted.has(childId))
    )
      throw fieldError('ids', 'folders.order_mismatch');
    await setFolderOrder(tx, empresaId, parentId, body.ids);
    return listChildFolders(tx, empresaId, parentId);
  });
  return rows.map(folderView);
}

/**
 * Deletes an empty folder (no subfolders, no live files). Its trashed and purged files move to
 * the root vault in the same transaction; users standing in it fall back to the root.
 */
export async function deleteFolder(ctx: AppContext, actor: VaultActor, id: number): Promise<void> {
  const { empresaId } = actor;
  const found = await findFolder(ctx.db, empresaId, id);
  if (!found) throw notFound();
  try {
    await inTransaction(ctx.db, async (tx) => {
      await lockLevel(tx, empresaId, found.parentId);
      if (!(await lockFolder(tx, empresaId, id))) throw notFound();
      if (await folderHasContent(tx, empresaId, id)) throw notEmpty();
      if (!(await deleteFolderRow(tx, empresaId, id))) throw notFound();
    });
  } catch (err) {
    // Something landed in the folder between the check and the delete.
    if (isForeignKeyViolation(err)) throw notEmpty();
    throw err;
  }
}
