// The adopted signatures and rubricas as images of the sealed PDF: each embedded once per document
// (by its SHA-256) and the same image object drawn in every field it fills and on the certificate.
import type { PDFDocument, PDFImage } from 'pdf-lib';
import type { SealMark } from './certificateData.js';

const images = new WeakMap<PDFDocument, Map<string, Promise<PDFImage | null>>>();

/**
 * The mark's image in doc, embedded on first use; null when its bytes are not a PNG pdf-lib can
 * read (the API stores only PNGs it has decoded, so this is a damaged blob: the mark is left out
 * rather than losing the whole sealed document).
 */
export function embedMark(doc: PDFDocument, mark: SealMark): Promise<PDFImage | null> {
  let byHash = images.get(doc);
  if (!byHash) {
    byHash = new Map();
    images.set(doc, byHash);
  }
  let image = byHash.get(mark.sha256);
  if (!image) {
    image = doc.embedPng(mark.png).catch(() => null);
    byHash.set(mark.sha256, image);
  }
  return image;
}
