// Writing the certificate pages as an incremental update: the original file's bytes stay exactly
// as they were (so do any signatures it already carries), and only the new objects and the few
// existing ones that changed (the page tree nodes, the catalog, the form) are appended after it,
// with a cross-reference section of the same kind as the original's (table or stream) pointing
// back to it with /Prev. It is also much faster than rewriting a large file.
//
// pdf-lib cannot save incrementally, so this watches the document: every non-stream object is
// recorded as text right after loading, and what differs (or is new) when saving is written.
// Existing streams are never modified by the seal. Files whose last cross-reference section cannot
// be found where the trailer says get no handle, and the caller rewrites them in full instead.
import {
  type PDFContext,
  PDFCrossRefStream,
  type PDFDocument,
  PDFNumber,
  type PDFObject,
  PDFRef,
  PDFStream,
} from 'pdf-lib';

export interface Revision {
  /** Offset of the original's last cross-reference section (the new /Prev). */
  prev: number;
  /** The original ends with a cross-reference stream (PDF 1.5+), not a table. */
  xrefStream: boolean;
  /** Every object as loaded, by "N G R": its text, or null for a stream (never changed by the seal). */
  snapshot: Map<string, string | null>;
}

const latin1 = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', from, to);

/** The last section's offset, kind and /Size, from `startxref` at the end of the file. */
function lastSection(pdf: Uint8Array): { prev: number; xrefStream: boolean; size: number } | null {
  const tailFrom = Math.max(0, pdf.length - 2048);
  const tail = latin1(pdf, tailFrom, pdf.length);
  const m = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/.exec(tail);
  if (!m) return null;
  const prev = Number(m[1]);
  if (!(prev > 0 && prev < tailFrom + (m.index ?? 0))) return null;
  const head = latin1(pdf, prev, Math.min(pdf.length, prev + 64));
  if (/^xref\s/.test(head)) {
    const buf = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    const trailer = buf.indexOf('trailer', prev, 'latin1');
    if (trailer < 0) return null;
    const dict = latin1(pdf, trailer, Math.min(pdf.length, trailer + 4096));
    const size = /\/Size\s+(\d+)/.exec(dict);
    return size ? { prev, xrefStream: false, size: Number(size[1]) } : null;
  }
  if (/^\d+\s+\d+\s+obj\b/.test(head)) {
    const dict = latin1(pdf, prev, Math.min(pdf.length, prev + 4096));
    const end = dict.indexOf('stream');
    const text = end < 0 ? dict : dict.slice(0, end);
    const size = /\/Size\s+(\d+)/.exec(text);
    return /\/Type\s*\/XRef\b/.test(text) && size ? { prev, xrefStream: true, size: Number(size[1]) } : null;
  }
  return null;
}

/**
 * Call right after loading, before any change: records the objects and makes new object numbers
 * start above every number the original's cross-reference knows. null: write the file in full.
 */
export function beginRevision(doc: PDFDocument, original: Uint8Array): Revision | null {
  const section = lastSection(original);
  if (!section) return null;
  const { context } = doc;
  context.largestObjectNumber = Math.max(context.largestObjectNumber, section.size - 1);
  const snapshot = new Map<string, string | null>();
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    snapshot.set(ref.tag, object instanceof PDFStream ? null : object.toString());
  }
  return { prev: section.prev, xrefStream: section.xrefStream, snapshot };
}

function changedObjects(context: PDFContext, revision: Revision): [PDFRef, PDFObject][] {
  return context
    .enumerateIndirectObjects()
    .filter(([ref, object]) => {
      const before = revision.snapshot.get(ref.tag);
      if (before === undefined) return true;
      return before !== null && object.toString() !== before;
    })
    .sort(([a], [b]) => a.objectNumber - b.objectNumber);
}

function objectBytes(ref: PDFRef, object: PDFObject): Buffer {
  const body = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(body, 0);
  return Buffer.concat([
    Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1'),
    body,
    Buffer.from('\nendobj\n', 'latin1'),
  ]);
}

function trailerDict(context: PDFContext, revision: Revision, size: number) {
  const { Root, Info, ID } = context.trailerInfo;
  return context.obj({
    Size: PDFNumber.of(size),
    ...(Root ? { Root } : {}),
    ...(Info ? { Info } : {}),
    ...(ID ? { ID } : {}),
    Prev: PDFNumber.of(revision.prev),
  });
}

/** A cross-reference table for the written objects, in runs of consecutive numbers. */
function xrefTable(entries: { ref: PDFRef; offset: number }[]): string {
  let out = 'xref\n';
  let i = 0;
  while (i < entries.length) {
    let j = i;
    while (
      j + 1 < entries.length &&
      entries[j + 1]?.ref.objectNumber === (entries[j]?.ref.objectNumber ?? 0) + 1
    )
      j++;
    out += `${entries[i]?.ref.objectNumber} ${j - i + 1}\n`;
    for (const e of entries.slice(i, j + 1))
      out += `${String(e.offset).padStart(10, '0')} ${String(e.ref.generationNumber).padStart(5, '0')} n\r\n`;
    i = j + 1;
  }
  return out;
}

/** The original bytes followed by the update holding every change made to doc since beginRevision. */
export async function saveRevision(
  doc: PDFDocument,
  original: Uint8Array,
  revision: Revision,
): Promise<Buffer> {
  await doc.flush();
  const { context } = doc;
  const parts: Buffer[] = [Buffer.from(original.buffer, original.byteOffset, original.byteLength)];
  let offset = original.length;
  const last = original[original.length - 1];
  if (last !== 0x0a && last !== 0x0d) {
    parts.push(Buffer.from('\n'));
    offset += 1;
  }
  const entries: { ref: PDFRef; offset: number }[] = [];
  for (const [ref, object] of changedObjects(context, revision)) {
    const bytes = objectBytes(ref, object);
    entries.push({ ref, offset });
    parts.push(bytes);
    offset += bytes.length;
  }

  const xrefOffset = offset;
  if (revision.xrefStream) {
    const xrefRef = PDFRef.of(context.largestObjectNumber + 1);
    const stream = PDFCrossRefStream.create(trailerDict(context, revision, xrefRef.objectNumber + 1), true);
    for (const e of entries) stream.addUncompressedEntry(e.ref, e.offset);
    stream.addUncompressedEntry(xrefRef, xrefOffset);
    parts.push(objectBytes(xrefRef, stream));
  } else {
    const trailer = trailerDict(context, revision, context.largestObjectNumber + 1);
    parts.push(Buffer.from(`${xrefTable(entries)}trailer\n${trailer.toString()}\n`, 'latin1'));
  }
  parts.push(Buffer.from(`startxref\n${xrefOffset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
