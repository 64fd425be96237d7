// The vault's files: listing, uploads, moves, renames, the trash (delete, restore, purge) and
// details (signed links and the bytes behind them are in downloads.ts). Every change and its event land in one transaction;
// another company's file or folder is answered exactly like a missing one (404).
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../common/constants.js';
import type {
  FileDetails,
  FileStatus,
  FilesListQuery,
  FilesMoveBody,
  FileUploadQuery,
  FileView,
} from '../../../common/schemas/files.js';
import { optionalFolderId } from '../../../common/schemas/files.js';
import { UPLOAD_TYPE_INFO, UPLOAD_TYPES } from '../../../common/uploadTypes.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  type FileListRow,
  type FileRow,
  fileViewsByIds,
  findFile,
  findFileView,
  insertFile,
  listFiles,
  liveFilesNamed,
  liveNameExists,
  liveNameVariants,
  lockFolderNames,
  lockLiveFiles,
  markFilePurged,
  moveFiles,
  type NewFile,
  renameFile,
  restoreFile,
  trashFile,
} from '../../db/queries/files.js';
import { findFolder, lockFolder } from '../../db/queries/folders.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { emitFileWebhook } from '../integrations/emit.js';
import { allowanceOf, assertStorageWithinPlan, storageStillWithinPlan } from '../plans/limits.js';
import { appendFileEvent, type EventActor, fileEventsWithChain } from './events.js';
import { cleanFileName, extensionOf, firstFreeName, fitName, nameStem, splitName } from './names.js';
import type { VaultActor } from './scope.js';
import { contentLength, receiveUpload, type StoredUpload } from './upload.js';

/** Bytes of a one-file multipart request that are not the file (boundaries, part headers). */
const MULTIPART_ENVELOPE = 1024;

/** How many times a write retries when a concurrent one took the same name first. */
const NAME_RACE_RETRIES = 5;

export const eventActor = (actor: VaultActor): EventActor => ({
  userId: actor.userId,
  nome: actor.nome,
  email: actor.email,
  ip: actor.ip,
  userAgent: actor.userAgent,
  apiKey: actor.apiKey,
});

const person = (id: number | null, nome: string | null) =>
  id !== null && nome !== null ? { id, nome } : null;

export function fileView(r: FileListRow): FileView {
  const f = r.file;
  return {
    id: f.id,
    nome: f.nome,
    extensao: extensionOf(f.nome),
    mime: f.mime,
    tamanho: Number(f.tamanho),
    sha256: f.sha256.trim(),
    status: f.status as FileStatus,
    pasta_id: f.pastaId,
    pasta_nome: f.pastaId === null ? null : r.pastaNome,
    uploaded_by: person(f.uploadedBy, r.uploaderNome),
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt?.toISOString() ?? null,
    deleted_at: f.deletedAt?.toISOString() ?? null,
    deleted_by: person(f.deletedBy, r.deleterNome),
  };
}

async function viewOf(db: Db, empresaId: number, id: number): Promise<FileView> {
  const row = await findFileView(db, empresaId, id, 'present');
  if (!row) throw notFound();
  return fileView(row);
}

/** The first free name for `nome` among the folder's live files: 'a.pdf', 'a (2).pdf'… */
async function freeName(
  db: Db,
  empresaId: number,
  pastaId: number | null,
  nome: string,
  exceptId?: number,
): Promise<string> {
  const { ext } = splitName(nome);
  const taken = await liveNameVariants(
    db,
    empresaId,
    pastaId,
    { exact: nome, prefix: `${nameStem(nome)} (`, suffix: `)${ext}` },
    exceptId,
  );
  return firstFreeName(nome, taken);
}

/** Runs `work` again when a concurrent write took a name first (unique index arquivos_nome_uq). */
export async function retryOnNameRace<T>(work: () => Promise<T>, onGiveUp: () => Error): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isUniqueViolation(err, 'arquivos_nome_uq')) throw err;
      if (attempt >= NAME_RACE_RETRIES) throw onGiveUp();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Listing

/** A folder's live files (or the root's, or the whole vault's, or the company's trash). */
export async function listVaultFiles(
  ctx: AppContext,
  actor: VaultActor,
  query: FilesListQuery,
): Promise<{ data: FileView[]; total: number }> {
  if (!query.deleted && query.scope === 'folder' && query.pasta_id !== undefined) {
    if (!(await findFolder(ctx.db, actor.empresaId, query.pasta_id))) throw notFound();
  }
  const { rows, total } = await listFiles(ctx.db, actor.empresaId, query);
  return { data: rows.map(fileView), total };
}

// ---------------------------------------------------------------------------------------------
// Upload

/**
 * Receives one multipart upload: the folder (form field `pasta_id` before the file, else the
 * query) is checked before any byte is stored; the bytes stream into the blob store; then the row
 * and its 'uploaded' event are written in one transaction. When that fails the blob is deleted.
 */
export async function uploadFile(
  ctx: AppContext,
  req: FastifyRequest,
  actor: VaultActor,
  query: FileUploadQuery,
  lang: Language,
): Promise<FileView> {
  let folder: { id: number; nome: string } | null = null;
  // Read once: checked before the bytes come and again in the transaction that records them.
  const allowance = await allowanceOf(ctx, actor.empresaId);
  const limitMb = allowance.limit('storage');
  const received = await receiveUpload(ctx, req, actor.empresaId, lang, async (field) => {
    // The plan's storage, up front by the request's size (the file is at most that, less the
    // multipart envelope) and again below with the bytes actually stored.
    assertStorageWithinPlan(allowance, Math.max(0, (contentLength(req) ?? 0) - MULTIPART_ENVELOPE));
    let pastaId = query.pasta_id;
    if (field !== undefined) {
      const parsed = optionalFolderId.safeParse(field.trim());
      if (!parsed.success) throw fieldError('pasta_id', 'files.folder_invalid');
      if (parsed.data !== undefined) pastaId = parsed.data;
    }
    if (pastaId === undefined) return;
    const found = await findFolder(ctx.db, actor.empresaId, pastaId);
    if (!found) throw notFound();
    folder = { id: found.id, nome: found.nome };
  });
  const stored = received.stored;
  try {
    return await retryOnNameRace(
      () => insertUploaded(ctx, actor, stored, folder, limitMb),
      () => fieldError('file', 'files.name_taken'),
    );
  } catch (err) {
    await ctx.blobs.delete(stored.blobKey).catch((e) => req.log.error({ err: e }, 'blob cleanup failed'));
    throw err;
  }
}

/**
 * What a document made from a template adds to an upload: where it came from (its columns), more data
 * for its 'uploaded' event, and a step of the caller's in the same transaction (given the new file's id).
 */
export interface UploadExtra {
  origin?: Pick<NewFile, 'origem' | 'modeloId' | 'modeloVersaoId'>;
  dados?: Record<string, unknown>;
  inTransaction?: (tx: Db, arquivoId: number) => Promise<void>;
}

/** Records a file already stored whole in the blob store: its row and 'uploaded' event, one transaction. */
export function insertUploaded(
  ctx: AppContext,
  actor: VaultActor,
  stored: StoredUpload,
  folder: { id: number; nome: string } | null,
  storageLimitMb: number | null,
  extra: UploadExtra = {},
): Promise<FileView> {
  return inTransaction(ctx.db, async (tx) => {
    // The folder is locked so it cannot be deleted between the check and the insert.
    const target = folder ? await lockFolder(tx, actor.empresaId, folder.id) : null;
    if (folder && !target) throw notFound();
    const pastaId = target?.id ?? null;
    await lockFolderNames(tx, actor.empresaId, pastaId);
    const nome = await freeName(tx, actor.empresaId, pastaId, stored.nome);
    const row = await insertFile(tx, {
      empresaId: actor.empresaId,
      pastaId,
      nome,
      mime: stored.mime,
      tamanho: stored.tamanho,
      sha256: stored.sha256,
      blobKey: stored.blobKey,
      uploadedBy: actor.userId,
      ...extra.origin,
    });
    const uploadedEvent = await appendFileEvent(
      tx,
      {
        arquivoId: row.id,
        empresaId: actor.empresaId,
        acao: 'uploaded',
        actor: eventActor(actor),
        dados: {
          nome,
          tamanho: stored.tamanho,
          sha256: stored.sha256,
          mime: stored.mime,
          pasta_id: pastaId,
          pasta_nome: target?.nome ?? null,
          ...extra.dados,
        },
      },
      { newFile: true },
    );
    await extra.inTransaction?.(tx, row.id);
    await emitFileWebhook(ctx, tx, row, uploadedEvent);
    // The insert counted the file against the company's storage (and holds that count until the
    // commit): refused here, nothing of it stays.
    await storageStillWithinPlan(tx, actor.empresaId, storageLimitMb);
    // The view from what this transaction wrote: no read after the commit.
    return fileView({
      file: row,
      pastaNome: target?.nome ?? null,
      uploaderNome: actor.nome,
      deleterNome: null,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Moving and renaming

/**
 * Moves the live files to the folder (null: the root vault), all or nothing. Files already there
 * are left untouched (no event); every other one gets a 'moved' event.
 */
export async function moveVaultFiles(
  ctx: AppContext,
  actor: VaultActor,
  body: FilesMoveBody,
): Promise<FileView[]> {
  const ids = [...new Set(body.ids)];
  const moved = await retryOnNameRace(
    () =>
      inTransaction(ctx.db, async (tx) => {
        const target = body.pasta_id === null ? null : await lockFolder(tx, actor.empresaId, body.pasta_id);
        if (body.pasta_id !== null && !target) throw notFound();
        const targetId = target?.id ?? null;
        const files = await lockLiveFiles(tx, actor.empresaId, ids);
        if (files.length !== ids.length) throw notFound();
        const moving = files.filter((f) => f.pastaId !== targetId);
        if (moving.length === 0) return fileViewsByIds(tx, actor.empresaId, ids);
        await lockFolderNames(tx, actor.empresaId, targetId);

        // Two moving files with one name, or a name already in the target: nothing moves.
        const seen = new Map<string, string>();
        for (const f of moving) {
          const key = f.nome.toLowerCase();
          if (seen.has(key)) throw fieldError('ids', 'files.name_taken_in_target', { nome: f.nome });
          seen.set(key, f.nome);
        }
        const movingIds = moving.map((f) => f.id);
        const clashes = await liveFilesNamed(
          tx,
          actor.empresaId,
          targetId,
          moving.map((f) => f.nome),
          movingIds,
        );
        const clash = clashes[0];
        if (clash) throw fieldError('ids', 'files.name_taken_in_target', { nome: clash.nome });

        const before = new Map(
          (await fileViewsByIds(tx, actor.empresaId, movingIds)).map((r) => [r.file.id, r]),
        );
        await moveFiles(tx, actor.empresaId, movingIds, targetId);
        for (const f of moving) {
          const from = before.get(f.id);
          await appendFileEvent(tx, {
            arquivoId: f.id,
            empresaId: actor.empresaId,
            acao: 'moved',
            actor: eventActor(actor),
            dados: {
              de: f.pastaId === null ? null : { id: f.pastaId, nome: from?.pastaNome ?? '' },
              para: target ? { id: target.id, nome: target.nome } : null,
            },
          });
        }
        return fileViewsByIds(tx, actor.empresaId, ids);
      }),
    () => fieldError('ids', 'files.name_taken_in_target', { nome: '' }),
  );
  return moved.map(fileView);
}

const kindExtensions = (mime: string): string[] =>
  UPLOAD_TYPES.filter((k) => UPLOAD_TYPE_INFO[k].mime === mime).flatMap(
    (k) => UPLOAD_TYPE_INFO[k].extensions,
  );

/**
 * The name a rename asks for, made safe: when it does not end in an extension of the file's own
 * type, the current extension is kept ('Contrato' → 'Contrato.pdf').
 */
export function renamedName(input: string, current: FileRow): string {
  const cleaned = cleanFileName(input);
  if (!cleaned) throw fieldError('nome', 'files.name_invalid');
  const { ext: currentExt } = splitName(current.nome);
  if (!currentExt) return cleaned;
  const own = kindExtensions(current.mime);
  const accepted = own.length ? own : [currentExt.slice(1).toLowerCase()];
  if (accepted.includes(extensionOf(cleaned))) return cleaned;
  return fitName(`${cleaned}${currentExt}`);
}

export async function renameVaultFile(
  ctx: AppContext,
  actor: VaultActor,
  id: number,
  nome: string,
): Promise<FileView> {
  await retryOnNameRace(
    () =>
      inTransaction(ctx.db, async (tx) => {
        const file = await findFile(tx, actor.empresaId, id, 'live', true);
        if (!file) throw notFound();
        const next = renamedName(nome, file);
        if (next === file.nome) return;
        await lockFolderNames(tx, actor.empresaId, file.pastaId);
        if (await liveNameExists(tx, actor.empresaId, file.pastaId, next, file.id))
          throw fieldError('nome', 'files.name_taken');
        await renameFile(tx, actor.empresaId, id, next);
        await appendFileEvent(tx, {
          arquivoId: id,
          empresaId: actor.empresaId,
          acao: 'renamed',
          actor: eventActor(actor),
          dados: { de: file.nome, para: next },
        });
      }),
    () => fieldError('nome', 'files.name_taken'),
  );
  return viewOf(ctx.db, actor.empresaId, id);
}

// ---------------------------------------------------------------------------------------------
// The trash

export async function deleteVaultFile(ctx: AppContext, actor: VaultActor, id: number): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const live = await findFile(tx, actor.empresaId, id, 'live', true);
    if (!live) throw notFound();
    // A document out for signature stays where its signatories can reach it until the process ends.
    if (live.status === 'waiting') throw new HttpError(409, 'signing.file_in_process');
    const row = await trashFile(tx, actor.empresaId, id, actor.userId);
    if (!row) throw notFound();
    await appendFileEvent(tx, {
      arquivoId: id,
      empresaId: actor.empresaId,
      acao: 'deleted',
      actor: eventActor(actor),
      dados: {},
    });
  });
}

/** Brings a trashed file back to its folder (the root when the folder is gone), suffixing a clash. */
export async function restoreVaultFile(ctx: AppContext, actor: VaultActor, id: number): Promise<FileView> {
  await retryOnNameRace(
    () =>
      inTransaction(ctx.db, async (tx) => {
        const file = await findFile(tx, actor.empresaId, id, 'trashed', true);
        if (!file) throw notFound();
        const folder =
          file.pastaId === null ? undefined : await lockFolder(tx, actor.empresaId, file.pastaId);
        const pastaId = folder?.id ?? null;
        await lockFolderNames(tx, actor.empresaId, pastaId);
        const nome = await freeName(tx, actor.empresaId, pastaId, file.nome, file.id);
        await restoreFile(tx, actor.empresaId, id, { nome, pastaId });
        await appendFileEvent(tx, {
          arquivoId: id,
          empresaId: actor.empresaId,
          acao: 'restored',
          actor: eventActor(actor),
          dados: { nome, pasta_id: pastaId },
        });
      }),
    () => new HttpError(409, 'files.name_taken'),
  );
  return viewOf(ctx.db, actor.empresaId, id);
}

/** Removes a trashed file's bytes for good; its row and events stay as evidence. */
export async function purgeVaultFile(ctx: AppContext, actor: VaultActor, id: number): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const file = await findFile(tx, actor.empresaId, id, 'present', true);
    if (!file) throw notFound();
    if (file.deletedAt === null) throw new HttpError(422, 'files.purge_requires_deleted');
    await markFilePurged(tx, actor.empresaId, id);
    await appendFileEvent(tx, {
      arquivoId: id,
      empresaId: actor.empresaId,
      acao: 'purged',
      actor: eventActor(actor),
      dados: {},
    });
    // Last, still inside the transaction: if the bytes cannot be removed, nothing changes.
    await ctx.blobs.delete(file.blobKey);
  });
}

// ---------------------------------------------------------------------------------------------
// Details, links and bytes

export async function vaultFileDetails(ctx: AppContext, actor: VaultActor, id: number): Promise<FileDetails> {
  const view = await viewOf(ctx.db, actor.empresaId, id);
  const { chain } = await fileEventsWithChain(ctx.db, id, actor.empresaId);
  return { ...view, chain };
}
