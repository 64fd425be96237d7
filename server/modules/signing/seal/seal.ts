// Sealing a completed document. A PDF original (kind 'assinado'): its forms and annotations
// flattened (flatten.ts), the filled fields drawn into its pages (burnIn.ts), a verification band
// under each page (pageStamp.ts) and the certificate pages appended. Otherwise, or when the original
// is not a PDF pdf-lib can modify (kind 'certificado'), the certificate pages make a PDF of their
// own. Then a PAdES signature (ETSI.CAdES.detached) by the platform certificate over the whole
// file. The changes are added to the original as an incremental update (its bytes, and any
// signature it already has, stay intact), or by rewriting it when its structure is unusual.
// With a TSA the signature carries its timestamp (B-T); with validation material collected, two
// more incremental updates follow: the DSS (B-LT) and a document timestamp over it all (B-LTA). A
// TSA that does not answer never stops the seal: the document is sealed without a timestamp and
// the caller adds a document timestamp later (longTerm.ts).

import { X509Certificate } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SignPdfError, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument, type PDFPage, StandardFonts } from 'pdf-lib';
import type { TimestampToken, ValidationMaterial } from '../../trust/types.js';
import type { PlatformCertificate } from '../certificate/platform.js';
import { isCurrent } from '../certificate/validity.js';
import { burnFields } from './burnIn.js';
import type { CertificateData } from './certificateData.js';
import { drawCertificatePages } from './certificatePages.js';
import { CERTIFICATE_TEXT } from './certificateText.js';
import { type CadesOptions, CadesSigner, type SigningMaterial, signingMaterial } from './cms.js';
import { flattenForms } from './flatten.js';
import { beginRevision, type Revision, saveRevision } from './incremental.js';
import { addDocumentTimestamp, addDss } from './ltv.js';
import { stampPages } from './pageStamp.js';

export type { CertificateData, CertificateSignatory } from './certificateData.js';

/** The platform certificate is expired or not yet valid: nothing is sealed with it. */
export class CertificateExpiredError extends Error {
  override name = 'CertificateExpiredError';
}

export type PadesLevel = 'B-B' | 'B-T' | 'B-LT' | 'B-LTA';

export interface SealedDocument {
  bytes: Uint8Array;
  kind: 'assinado' | 'certificado';
  /** Pages of the sealed PDF (the original's plus the certificate's, or the certificate's alone). */
  pages: number;
  level: PadesLevel;
  /** The newest timestamp the file carries (the document timestamp's, else the signature's). */
  timestamp: TimestampToken | null;
}

/** Collects OCSP responses or CRLs for certificates (validation.ts), for the DSS. */
export type CollectValidation = (certs: X509Certificate[]) => Promise<ValidationMaterial>;

export interface SealOptions extends CadesOptions {
  /** With a timestamper: the DSS and a document timestamp follow the signature (B-LTA). */
  validation?: CollectValidation | null;
}

/**
 * Room for the signature timestamp in the /Contents placeholder: the largest token seen so far
 * plus a margin, or a size that fits a token with an ACT's chain before any was seen. A token that
 * still does not fit makes the seal start again with room for it (sealDocument).
 */
let largestToken = 0;
export const timestampRoom = () => (largestToken ? largestToken + 1024 : 8192);

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

function addPlaceholder(
  lastPage: PDFPage,
  data: CertificateData,
  material: SigningMaterial,
  now: Date,
  room: number,
) {
  const t = CERTIFICATE_TEXT[data.lang];
  pdflibAddPlaceholder({
    pdfPage: lastPage,
    reason: dictText(t.sealReason(data.appName)),
    contactInfo: dictText(data.verificacao.url),
    name: dictText(material.commonName),
    location: dictText(t.sealLocation),
    signingTime: now,
    // Hex characters: two per byte of the signature, its timestamp included.
    signatureLength: 2 * (material.maxSignatureBytes + room),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: dictText(data.appName),
  });
}

const SAVE_OPTIONS = {
  useObjectStreams: false,
  updateFieldAppearances: false,
  objectsPerTick: OBJECTS_PER_TICK,
};

type Unsigned = { bytes: Uint8Array; kind: SealedDocument['kind']; pages: number };

/** The sealed file before its signature: the pages drawn and a placeholder with `room` for a timestamp. */
async function prepare(
  original: Uint8Array | null,
  data: CertificateData,
  material: SigningMaterial,
  now: Date,
  room: number,
): Promise<Unsigned> {
  const loaded = original ? await modifiable(original) : null;
  if (original && loaded) {
    const { doc, revision } = loaded;
    try {
      const originals = doc.getPages();
      flattenForms(doc, originals);
      await burnFields(doc, originals, data.campos ?? []);
      stampPages(originals, data, await doc.embedFont(StandardFonts.Helvetica));
      const pages = await drawCertificatePages(doc, data, { pages: originals.length, included: true });
      addPlaceholder(pages.at(-1) as PDFPage, data, material, now, room);
      const bytes = revision ? await saveRevision(doc, original, revision) : await doc.save(SAVE_OPTIONS);
      return { bytes, kind: 'assinado', pages: doc.getPageCount() };
    } catch {
      // pdf-lib read it but cannot write it back: fall back to a certificate of its own.
    }
  }
  const fresh = await standalone(data, now);
  const pages = await drawCertificatePages(fresh, data, { pages: null, included: false });
  addPlaceholder(pages.at(-1) as PDFPage, data, material, now, room);
  return { bytes: await fresh.save(SAVE_OPTIONS), kind: 'certificado', pages: fresh.getPageCount() };
}

const asBytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

export async function sealDocument(
  original: Uint8Array | null,
  data: CertificateData,
  cert: PlatformCertificate,
  now: Date = new Date(),
  options: SealOptions = {},
): Promise<SealedDocument> {
  if (!isCurrent(cert, now))
    throw new CertificateExpiredError(
      `The platform certificate is valid from ${cert.notBefore.toISOString()} to ${cert.notAfter.toISOString()}`,
    );
  const material = signingMaterial(cert);
  const stamping = !!options.timestamper;

  let room = stamping ? timestampRoom() : 0;
  let unsigned = await prepare(original, data, material, now, room);
  let signer = new CadesSigner(material, options);
  let signed: Buffer;
  try {
    signed = await new SignPdf().sign(unsigned.bytes, signer, now);
  } catch (err) {
    // A timestamp larger than any seen before: once more, with room for that one.
    const made = signer.made;
    if (!(err instanceof SignPdfError) || !made || made.der.length <= material.maxSignatureBytes + room)
      throw err;
    room = made.der.length - material.maxSignatureBytes + 1024;
    unsigned = await prepare(original, data, material, now, room);
    signer = new CadesSigner(material, options);
    signed = await new SignPdf().sign(unsigned.bytes, signer, now);
  }
  const stamp = signer.made?.timestamp ?? null;
  if (stamp) largestToken = Math.max(largestToken, stamp.der.length);

  let bytes = signed;
  let level: PadesLevel = stamp ? 'B-T' : 'B-B';
  let latest = stamp;
  if (stamp && options.validation && options.timestamper) {
    const certs = [...cert.chainPems, cert.certificatePem].map((pem) => new X509Certificate(pem));
    try {
      const withDss = await addDss(
        asBytes(bytes),
        await options.validation([...certs, ...stamp.certificates]),
      );
      const stamped = await addDocumentTimestamp(asBytes(withDss), options.timestamper, {
        reserve: timestampRoom(),
      });
      bytes = stamped?.bytes ?? withDss;
      latest = stamped?.token ?? stamp;
      level = stamped ? 'B-LTA' : 'B-LT';
    } catch {
      // The long-term updates are extras on a valid B-T seal: it stands without them.
    }
  }
  return { bytes: asBytes(bytes), kind: unsigned.kind, pages: unsigned.pages, level, timestamp: latest };
}
