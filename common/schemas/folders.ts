// Vault folders (pastas) and the user's level in the vault: the request bodies of the API and the
// shapes it answers with, shared with the SPA. Messages are i18n keys; each side translates them.
import { z } from 'zod';
import { idNumber } from './fields.js';

export const FOLDER_NAME_MAX = 120;
/** The most folders one reorder may list (a level with more cannot be reordered in one call). */
export const FOLDER_REORDER_MAX = 1000;

/**
 * Characters a folder name may not hold: path and wildcard characters, control characters, and
 * the invisible formatting characters (zero-width, bidirectional overrides) that disguise a name.
 */
const FORBIDDEN_IN_NAME = /[/\\:*?"<>|\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

/** True when a (trimmed) name holds none of the forbidden characters. */
export const hasOnlyAllowedCharacters = (name: string) => !FORBIDDEN_IN_NAME.test(name);

/** The stored form of a folder name: Unicode NFC, inner runs of spaces made one, trimmed. */
export const normalizeFolderName = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim();

/** A folder name: trimmed, 1–120 characters, none of / \ : * ? " < > | nor control characters. */
export const folderName = z
  .string('validation.string')
  .trim()
  .refine(hasOnlyAllowedCharacters, 'folders.invalid_name')
  .transform(normalizeFolderName)
  .pipe(z.string().min(1, 'validation.required').max(FOLDER_NAME_MAX, 'validation.max.string'));

const folderId = idNumber;

/** A parent folder: a folder id, or null (or absent) for the root vault. */
const parentId = folderId.nullish().transform((v) => v ?? null);

export const folderCreateBody = z.object({ nome: folderName, parent_id: parentId });
export type FolderCreateBody = z.output<typeof folderCreateBody>;
export type FolderCreateInput = z.input<typeof folderCreateBody>;

export const folderRenameBody = z.object({ nome: folderName });
export type FolderRenameBody = z.output<typeof folderRenameBody>;

/** The new order of every child of `parent_id` (null: the root vault), first to last. */
export const folderReorderBody = z.object({
  parent_id: parentId,
  ids: z.array(folderId, 'validation.required').max(FOLDER_REORDER_MAX, 'validation.max.numeric'),
});
export type FolderReorderBody = z.output<typeof folderReorderBody>;

/** A folder as the API shows it. */
export interface FolderView {
  id: number;
  nome: string;
  /** The folder it lives in; null is the root vault. */
  parent_id: number | null;
  /** Position among its siblings, ascending. */
  ordem: number;
  /** True when it holds subfolders or live files. */
  has_children: boolean;
  created_at: string;
  updated_at: string | null;
}

export interface FolderCrumb {
  id: number;
  nome: string;
}

/** Where the user stands in the vault and what is there. */
export interface LevelView {
  /** The current folder; null is the root vault. */
  nivel: FolderView | null;
  /** From the top folder down to the current one; empty at the root. */
  breadcrumbs: FolderCrumb[];
  /** The folders of the current level, by ordem then nome. */
  pastas: FolderView[];
}
