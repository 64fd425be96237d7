// The PAdES long-term-validation updates of a sealed PDF (ETSI EN 319 142-1; ISO 32000-2 §12.8.4
// and §12.8.5), each an incremental update that leaves every earlier byte — and so every earlier
// signature — as it was:
// - the DSS: the certificates, OCSP responses and CRLs a verifier needs later, when the CAs may no
//   longer answer (B-LT);
// - a document timestamp: an invisible signature field whose value is a bare RFC 3161 token over
//   the whole file so far, DSS included (B-LTA). Re-timestamping repeats both, the new DSS holding
//   fresh material for the last TSA, before that TSA's certificate ends.
import { createHash } from 'node:crypto';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';
import type { Timestamper, TimestampToken, ValidationMaterial } from '../../trust/types.js';
import { beginRevision, saveRevision } from './incremental.js';

/** The same batch as the seal: few event-loop yields while parsing a large document. */
const OBJECTS_PER_TICK = 2000;

/** Bytes kept for the token by default: a TSA chain of two or three certificates fits easily. */
const DEFAULT_RESERVE = 12 * 1024;
/** Room added above a token that did not fit, as the next token may differ by a few bytes. */
const RESERVE_MARGIN = 4096;

/** What @signpdf and others recognise as a /ByteRange still to be computed. */
const PLACEHOLDER = '/**********';
const BYTE_RANGE = `[0 ${PLACEHOLDER} ${PLACEHOLDER} ${PLACEHOLDER}]`;

const FIELD_NAME = 'Carimbo do tempo';
/** Print + Locked: an invisible widget nobody can move or delete. */
const WIDGET_FLAGS = 132;
/** SignaturesExist + AppendOnly. */
const SIG_FLAGS = 3;

const DSS_ARRAYS = [
  ['Certs', 'certs'],
  ['OCSPs', 'ocsps'],
  ['CRLs', 'crls'],
] as const;

async function open(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false, parseSpeed: OBJECTS_PER_TICK });
  const revision = beginRevision(doc, pdf);
  if (!revision) throw new Error('This PDF cannot take an incremental update');
  return { doc, revision };
}

/**
 * Declares the ISO 32000 extension PAdES documents carry (ETSI's ESIC, level 5 over PDF 1.7).
 * Unchanged when already there, so it adds nothing to the update then.
 */
function declarePadesExtension(doc: PDFDocument) {
  const { catalog, context } = doc;
  const esic = context.obj({ BaseVersion: PDFName.of('1.7'), ExtensionLevel: 5 });
  const extensions = catalog.lookupMaybe(PDFName.of('Extensions'), PDFDict);
  if (extensions) extensions.set(PDFName.of('ESIC'), esic);
  else catalog.set(PDFName.of('Extensions'), context.obj({ ESIC: esic }));
}

const streamBytes = (object: unknown): Buffer | null => {
  if (!(object instanceof PDFRawStream)) return null;
  try {
    return Buffer.from(decodePDFRawStream(object).decode());
  } catch {
    return null;
  }
};

/**
 * The PDF with the validation material in its DSS (made, or extended with the DERs it does not
 * hold yet), as an incremental update; the PDF as it was when it holds them all already. Throws
 * when the PDF cannot be updated incrementally.
 */
export async function addDss(pdf: Uint8Array, material: ValidationMaterial): Promise<Buffer> {
  const { doc, revision } = await open(pdf);
  const { catalog, context } = doc;
  const existing = catalog.lookupMaybe(PDFName.of('DSS'), PDFDict);
  const dss = existing ?? context.obj({ Type: 'DSS' });
  let added = false;
  for (const [key, field] of DSS_ARRAYS) {
    const entries = dss.lookupMaybe(PDFName.of(key), PDFArray);
    const held = (entries?.asArray() ?? []).map((ref) => streamBytes(context.lookup(ref)));
    const fresh = material[field].filter(
      (der, i, all) => !held.some((h) => h?.equals(der)) && all.findIndex((other) => other.equals(der)) === i,
    );
    if (fresh.length === 0) continue;
    const refs = fresh.map((der) => context.register(context.stream(der)));
    if (entries) for (const ref of refs) entries.push(ref);
    else dss.set(PDFName.of(key), context.obj(refs));
    added = true;
  }
  // Nothing new: no update at all rather than an empty one.
  if (!added) return Buffer.from(pdf);
  if (!existing) catalog.set(PDFName.of('DSS'), context.register(dss));
  declarePadesExtension(doc);
  return saveRevision(doc, pdf, revision);
}

const fieldName = (field: unknown) => {
  const name = field instanceof PDFDict ? field.lookup(PDFName.of('T')) : undefined;
  return name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : null;
};

/** The form's /Fields (the form made when there is none), the SigFlags set for signatures. */
function signatureFields(doc: PDFDocument): PDFArray {
  const { catalog, context } = doc;
  let form = catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (!form) {
    form = context.obj({});
    catalog.set(PDFName.of('AcroForm'), context.register(form));
  }
  const flags = form.lookupMaybe(PDFName.of('SigFlags'), PDFNumber)?.asNumber() ?? 0;
  form.set(PDFName.of('SigFlags'), PDFNumber.of(flags | SIG_FLAGS));
  let fields = form.lookupMaybe(PDFName.of('Fields'), PDFArray);
  if (!fields) {
    fields = context.obj([]);
    form.set(PDFName.of('Fields'), fields);
  }
  return fields;
}

/**
 * The PDF with an invisible document-timestamp field whose /Contents is `reserve` zero bytes and
 * whose /ByteRange is still the placeholder.
 */
async function withTimestampField(pdf: Uint8Array, reserve: number): Promise<Buffer> {
  const { doc, revision } = await open(pdf);
  const { context } = doc;
  // Written as text, so the placeholders are found exactly as written.
  const value = PDFInvalidObject.of(
    Buffer.from(
      `<<\n/Type /DocTimeStamp\n/Filter /Adobe.PPKLite\n/SubFilter /ETSI.RFC3161\n/ByteRange ${BYTE_RANGE}\n/Contents <${'0'.repeat(2 * reserve)}>\n>>`,
      'latin1',
    ),
  );
  const fields = signatureFields(doc);
  const taken = new Set(fields.asArray().map((ref) => fieldName(context.lookup(ref))));
  let n = 1;
  while (taken.has(`${FIELD_NAME} ${n}`)) n++;
  const page = doc.getPage(0);
  const field = context.register(
    context.obj({
      FT: 'Sig',
      T: PDFString.of(`${FIELD_NAME} ${n}`),
      Type: 'Annot',
      Subtype: 'Widget',
      Rect: [0, 0, 0, 0],
      F: WIDGET_FLAGS,
      P: page.ref,
      V: context.register(value),
    }),
  );
  fields.push(field);
  const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  if (annots) annots.push(field);
  else page.node.set(PDFName.of('Annots'), context.obj([field]));
  declarePadesExtension(doc);
  return saveRevision(doc, pdf, revision);
}

/**
 * Fills the update's /ByteRange (everything but /Contents' hex string, to the end of the file) and
 * gives where the hex string's digits start and how many there are.
 */
function fillByteRange(bytes: Buffer, from: number): { digits: number; length: number } {
  const at = bytes.indexOf(`/ByteRange ${BYTE_RANGE}`, from, 'latin1');
  const open = bytes.indexOf('/Contents <', at, 'latin1') + '/Contents '.length;
  const close = bytes.indexOf('>', open, 'latin1');
  const range = `[0 ${open} ${close + 1} ${bytes.length - close - 1}]`;
  bytes.write(range.padEnd(BYTE_RANGE.length, ' '), at + '/ByteRange '.length, 'latin1');
  return { digits: open + 1, length: close - open - 1 };
}

/**
 * The PDF with a document timestamp (ETSI.RFC3161) over all of it, as an incremental update, and
 * the token; null when `stamp` gave none (nothing is added then). A token larger than `reserve`
 * bytes (12 KB by default) makes the update again, once, with room for it.
 */
export async function addDocumentTimestamp(
  pdf: Uint8Array,
  stamp: Timestamper,
  o: { reserve?: number } = {},
): Promise<{ bytes: Buffer; token: TimestampToken } | null> {
  let reserve = o.reserve ?? DEFAULT_RESERVE;
  for (let attempt = 0; attempt < 2; attempt++) {
    const bytes = await withTimestampField(pdf, reserve);
    const contents = fillByteRange(bytes, pdf.length);
    const imprint = createHash('sha256')
      .update(bytes.subarray(0, contents.digits - 1))
      .update(bytes.subarray(contents.digits + contents.length + 1))
      .digest();
    const token = await stamp(imprint);
    if (!token) return null;
    if (2 * token.der.length <= contents.length) {
      bytes.write(token.der.toString('hex'), contents.digits, 'latin1');
      return { bytes, token };
    }
    reserve = token.der.length + RESERVE_MARGIN;
  }
  throw new Error('The timestamp token does not fit the room kept for it');
}
