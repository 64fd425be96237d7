// Vault files: the request schemas of the files API and the shapes it answers with, shared with
// the SPA. Messages are i18n keys; each side translates them.
import { z } from 'zod';
import { id } from './fields.js';
import type { ChainReport } from './fileEvents.js';
import { boolFilter, listQuery } from './list.js';

/** Most files one move may carry. */
export const MOVE_MAX_IDS = 500;

export const FILE_SORTABLE = ['nome', 'created_at', 'tamanho'] as const;
/** The deleted-files list may also sort by when each file was deleted (its default, newest first). */
export const DELETED_FILE_SORTABLE = [...FILE_SORTABLE, 'deleted_at'] as const;

export const FILE_STATUSES = ['draft', 'waiting', 'completed', 'denied', 'cancelled', 'expired'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** A folder id in a query string or form field; empty (or 'null') means the root vault. */
export const optionalFolderId = z.preprocess(
  (v) => (v === '' || v === 'null' || v === null ? undefined : v),
  id.optional(),
);

export const filesListQuery = listQuery.extend({
  /** The folder listed; absent: the root vault. Ignored with scope=all and with deleted=true. */
  pasta_id: optionalFolderId,
  /** folder: only the files directly in pasta_id (or the root); all: the whole vault. */
  scope: z.enum(['folder', 'all'], 'validation.in').default('folder'),
  /** true: the company's deleted-files list (needs vault.delete). */
  deleted: boolFilter,
});
export type FilesListQuery = z.output<typeof filesListQuery>;

export const fileUploadQuery = z.object({ pasta_id: optionalFolderId });
export type FileUploadQuery = z.output<typeof fileUploadQuery>;

export const filesMoveBody = z.object({
  ids: z
    .array(id, 'validation.invalid')
    .min(1, 'validation.required')
    .max(MOVE_MAX_IDS, 'validation.max.numeric'),
  /** The target folder; null: the root vault. */
  pasta_id: id.nullable(),
});
export type FilesMoveBody = z.output<typeof filesMoveBody>;

export const fileRenameBody = z.object({
  nome: z.string('validation.string').trim().min(1, 'validation.required').max(255, 'validation.max.string'),
});
export type FileRenameBody = z.output<typeof fileRenameBody>;

export const FILE_DISPOSITIONS = ['inline', 'attachment'] as const;
export type FileDisposition = (typeof FILE_DISPOSITIONS)[number];

export const FILE_VERSIONS = ['original', 'assinado'] as const;
export type FileVersion = (typeof FILE_VERSIONS)[number];

export const fileUrlQuery = z.object({
  disposition: z.enum(FILE_DISPOSITIONS, 'validation.in').default('attachment'),
  /** assinado: the sealed PDF of a completed signing process (original + certificate, or the certificate). */
  versao: z.enum(FILE_VERSIONS, 'validation.in').default('original'),
});
export type FileUrlQuery = z.output<typeof fileUrlQuery>;

export const blobParams = z.object({ token: z.string().min(1).max(1024) });

/** A person shown next to a file (who uploaded it, who deleted it). */
export interface FilePerson {
  id: number;
  nome: string;
}

/** A file as the API shows it. */
export interface FileView {
  id: number;
  nome: string;
  /** Lower-case extension of the name, without the dot ('' when none). */
  extensao: string;
  /** The MIME type of the kind detected from the bytes at upload. */
  mime: string;
  /** Size in bytes. */
  tamanho: number;
  /** SHA-256 of the bytes, lower-case hex. */
  sha256: string;
  status: FileStatus;
  pasta_id: number | null;
  pasta_nome: string | null;
  uploaded_by: FilePerson | null;
  created_at: string;
  updated_at: string | null;
  deleted_at: string | null;
  deleted_by: FilePerson | null;
}

/** GET /api/file/{id}/detalhes: the file and whether its event chain verifies. */
export type FileDetails = FileView & { chain: ChainReport };

/** GET /api/file/{id}/url: a relative, signed and expiring link to the bytes. */
export interface FileUrl {
  url: string;
  expires_at: string;
  /** The version served: without `versao`, a completed PDF's signed copy, otherwise the original. */
  versao: FileVersion;
  /** The download's name: the file's own, or the signed copy's ("Contrato (assinado).pdf"). */
  nome: string;
}
