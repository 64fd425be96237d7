// Sealing a completed document. A PDF original (kind 'assinado'): its forms and annotations
// flattened (flatten.ts), the filled fields drawn into its pages (burnIn.ts), a verification band
// under each page (pageStamp.ts) and the certificate pages appended. Otherwise, or when the original
// is not a PDF pdf-lib can modify (kind 'certificado'), the certificate pages make a PDF of their
// own. Then a PAdES signature (ETSI.CAdES.detached) by the platform certificate over the whole
// file. The changes are added to the original as an incremental update (its bytes, and any
// signature it already has, stay intact), or by rewriting it when its structure is unusual.
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument, type PDFPage, StandardFonts } from 'pdf-lib';
import type { PlatformCertificate } from '../certificate/platform.js';
import { isCurrent } from '../certificate/validity.js';
import { burnFields } from './burnIn.js';
import type { CertificateData } from './certificateData.js';
import { drawCertificatePages } from './certificatePages.js';
import { CERTIFICATE_TEXT } from './certificateText.js';
import { CadesSigner, type SigningMaterial, signingMaterial } from './cms.js';
import { flattenForms } from './flatten.js';
import { beginRevision, type Revision, saveRevision } from './incremental.js';
import { stampPages } from './pageStamp.js';

export type { CertificateData, CertificateSignatory } from './certificateData.js';

/** The platform certificate is expired or not yet valid: nothing is sealed with it. */
export class CertificateExpiredError extends Error {
  override name = 'CertificateExpiredError';
}

export interface SealedDocument {
  bytes: Uint8Array;
  kind: 'assinado' | 'certificado';
  /** Pages of the sealed PDF (the original's plus the certificate's, or the certificate's alone). */
  pages: number;
}

/**
 * pdf-lib yields to the event loop every so many objects while parsing and writing; each yield
 * costs a timer tick (its defaults, 100 and 50, cost a typical document dozens of ticks). A large
 * batch keeps that to a handful while a huge document still lets other requests through.
 */
const OBJECTS_PER_TICK = 2000;

/** The dictionary's strings are written as they are: keep them in printable Latin-1, no ( ) \. */
const dictText = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[—–]/g, '-')
    .replace(/[()\\]/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/**
 * The original as a document to add pages to (with the handle for an incremental update when its
 * structure allows one), or null when pdf-lib cannot read it (not a PDF, encrypted, broken).
 */
async function modifiable(
  original: Uint8Array,
): Promise<{ doc: PDFDocument; revision: Revision | null } | null> {
  try {
    const doc = await PDFDocument.load(original, { updateMetadata: false, parseSpeed: OBJECTS_PER_TICK });
    if (doc.getPageCount() < 1) return null;
    return { doc, revision: beginRevision(doc, original) };
  } catch {
    return null;
  }
}

async function standalone(data: CertificateData, now: Date): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const t = CERTIFICATE_TEXT[data.lang];
  doc.setTitle(`${t.title} - ${data.documento.nome}`);
  doc.setAuthor(data.appName);
  doc.setCreator(data.appName);
  doc.setProducer(data.appName);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  return doc;
}

function addPlaceholder(lastPage: PDFPage, data: CertificateData, material: SigningMaterial, now: Date) {
  const t = CERTIFICATE_TEXT[data.lang];
  pdflibAddPlaceholder({
    pdfPage: lastPage,
    reason: dictText(t.sealReason(data.appName)),
    contactInfo: dictText(data.verificacao.url),
    name: dictText(material.commonName),
    location: dictText(t.sealLocation),
    signingTime: now,
    signatureLength: 2 * material.maxSignatureBytes,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: dictText(data.appName),
  });
}

const SAVE_OPTIONS = {
  useObjectStreams: false,
  updateFieldAppearances: false,
  objectsPerTick: OBJECTS_PER_TICK,
};

export async function sealDocument(
  original: Uint8Array | null,
  data: CertificateData,
  cert: PlatformCertificate,
  now: Date = new Date(),
): Promise<SealedDocument> {
  if (!isCurrent(cert, now))
    throw new CertificateExpiredError(
      `The platform certificate is valid from ${cert.notBefore.toISOString()} to ${cert.notAfter.toISOString()}`,
    );
  const material = signingMaterial(cert);

  let unsigned: { bytes: Uint8Array; kind: SealedDocument['kind']; pages: number } | null = null;
  const loaded = original ? await modifiable(original) : null;
  if (original && loaded) {
    const { doc, revision } = loaded;
    try {
      const originals = doc.getPages();
      flattenForms(doc, originals);
      await burnFields(doc, originals, data.campos ?? []);
      stampPages(originals, data, await doc.embedFont(StandardFonts.Helvetica));
      const pages = await drawCertificatePages(doc, data, { pages: originals.length, included: true });
      addPlaceholder(pages.at(-1) as PDFPage, data, material, now);
      const bytes = revision ? await saveRevision(doc, original, revision) : await doc.save(SAVE_OPTIONS);
      unsigned = { bytes, kind: 'assinado', pages: doc.getPageCount() };
    } catch {
      // pdf-lib read it but cannot write it back: fall back to a certificate of its own.
      unsigned = null;
    }
  }
  if (!unsigned) {
    const fresh = await standalone(data, now);
    const pages = await drawCertificatePages(fresh, data, { pages: null, included: false });
    addPlaceholder(pages.at(-1) as PDFPage, data, material, now);
    unsigned = { bytes: await fresh.save(SAVE_OPTIONS), kind: 'certificado', pages: fresh.getPageCount() };
  }

  const signed = await new SignPdf().sign(unsigned.bytes, new CadesSigner(material), now);
  return {
    bytes: new Uint8Array(signed.buffer, signed.byteOffset, signed.byteLength),
    kind: unsigned.kind,
    pages: unsigned.pages,
  };
}
