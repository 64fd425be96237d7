// The page sizes of a PDF sent for signature (points, as displayed: CropBox ∩ MediaBox, /Rotate
// applied, both possibly inherited from the page tree; seal/geometry.ts), so the signer's page can
// reserve each page's space at its real aspect ratio before the PDF renderer loads, and the sizes
// the editor turns field boxes into fractions with are the ones the seal draws them with. Read
// with pdf-lib once per file content (cached by SHA-256: a file's bytes never change), and only
// for PDFs up to PAGE_SIZES_MAX_BYTES; null when unknown (not a PDF, too large, unreadable).
import type { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import type { AppContext } from '../../context.js';
import type { FileRow } from '../../db/queries/files.js';
import { pageGeometry } from './seal/geometry.js';

export interface PageSize {
  largura: number;
  altura: number;
}

/** Larger PDFs are not parsed for their sizes (the page falls back to A4 placeholders). */
export const PAGE_SIZES_MAX_BYTES = 50 * 1024 * 1024;
const CACHE_ENTRIES = 500;
const cache = new Map<string, Promise<PageSize[] | null>>();

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The sizes of every page of a PDF's bytes as displayed; null when pdf-lib cannot read it. */
export async function pdfPageSizes(bytes: Uint8Array): Promise<PageSize[] | null> {
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return doc.getPages().map((p) => {
      const { width, height } = pageGeometry(p);
      return { largura: round(width), altura: round(height) };
    });
  } catch {
    return null;
  }
}

/** The page sizes of a file's original version when it is a PDF, else null. */
export function filePageSizes(ctx: AppContext, file: FileRow): Promise<PageSize[] | null> {
  if (file.mime !== 'application/pdf' || Number(file.tamanho) > PAGE_SIZES_MAX_BYTES)
    return Promise.resolve(null);
  const key = file.sha256.trim();
  const known = cache.get(key);
  if (known) return known;
  const found = ctx.blobs
    .get(file.blobKey)
    .then(readAll)
    .then(pdfPageSizes)
    .catch(() => null);
  cache.set(key, found);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  // A failure (bytes missing for now) is not remembered.
  void found.then((sizes) => {
    if (sizes === null) cache.delete(key);
  });
  return found;
}
