// A PDF's pages as the field editor and the placement rules need them: each page's size as
// displayed and the {{tipo:n}} anchors in its text. Read from the original's bytes once per file
// content (cached by SHA-256: a file's bytes never change).
import type { Readable } from 'node:stream';
import type { DocumentPages, FoundAnchor } from '../../../../common/schemas/signatureFields.js';
import type { AppContext } from '../../../context.js';
import type { FileRow } from '../../../db/queries/files.js';
import { fieldError } from '../../../http/errors.js';
import { filePageSizes, type PageSize } from '../pageSizes.js';
import { findAnchors } from './anchors.js';

const CACHE_ENTRIES = 100;
const anchorCache = new Map<string, Promise<FoundAnchor[]>>();

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The pages of a file that takes fields (a PDF pdf-lib reads); 422 on `field` otherwise. */
export async function fieldPages(ctx: AppContext, file: FileRow, field = 'campos'): Promise<PageSize[]> {
  if (file.mime !== 'application/pdf') throw fieldError(field, 'fields.pdf_only');
  const sizes = await filePageSizes(ctx, file);
  if (!sizes?.length) throw fieldError(field, 'fields.pdf_unreadable');
  return sizes;
}

/** Every {{tipo:n}} anchor in the file's text; 422 on `field` when the text cannot be read. */
export function fileAnchors(ctx: AppContext, file: FileRow, field = 'ancoras'): Promise<FoundAnchor[]> {
  const key = file.sha256.trim();
  let found = anchorCache.get(key);
  if (!found) {
    found = ctx.blobs.get(file.blobKey).then(readAll).then(findAnchors);
    anchorCache.set(key, found);
    if (anchorCache.size > CACHE_ENTRIES) anchorCache.delete(anchorCache.keys().next().value as string);
    // A failure (bytes missing for now, a PDF pdf.js cannot read) is not remembered.
    found.catch(() => anchorCache.delete(key));
  }
  return found.catch(() => {
    throw fieldError(field, 'fields.anchor_unreadable');
  });
}

/** GET /api/arquivo/{id}/paginas: the pages as displayed and the anchors found in them. */
export async function documentPages(ctx: AppContext, file: FileRow): Promise<DocumentPages> {
  const paginas = await fieldPages(ctx, file, 'arquivo');
  const ancoras = await fileAnchors(ctx, file, 'arquivo').catch(() => []);
  return { paginas, ancoras };
}
