// What the sealing tests (tests/unit/signing-seal*.test.ts, seal-*.test.ts) share: a completed
// document's certificate data and signatories, a three-page original, a byte flipped, the platform's
// certificate made in a temporary folder; and qpdf, pdftotext -layout and the images of a sealed file.
//
// A file calls setUpSealing() once: its hooks take the sealing time and make the certificate and the
// original before the file's tests, and remove the temporary folders after. `NOW`, `cert` and
// `original` are set by those hooks: read them inside tests and hooks, never at the top of a file.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll } from 'vitest';
import type { SignatureType } from '../../common/signing.js';
import {
  loadPlatformCertificate,
  type PlatformCertificate,
} from '../../server/modules/signing/certificate/platform.js';
import type { CertificateData, CertificateSignatory } from '../../server/modules/signing/seal/seal.js';

const dirs: string[] = [];

/** A temporary folder, removed after the file's tests. */
export const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cofre-seal-'));
  dirs.push(dir);
  return dir;
};

// The sealing time: the real clock when the file's tests start, as the platform certificate made then
// starts 5 minutes before it (a fixed date here made the test fail once the day went past it).
export let NOW: Date;
export const SHA = createHash('sha256').update('o original').digest('hex');
export const HEAD = createHash('sha256').update('o último evento').digest('hex');
export const URL = 'https://cofre.example.com/verificar/K7Q2-9XWD-3MFA';
const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export function signatory(
  nome: string,
  tipo: SignatureType,
  extra: Partial<CertificateSignatory> = {},
): CertificateSignatory {
  return {
    nome,
    email: `${nome.split(' ')[0]?.toLowerCase()}@example.com`,
    whatsapp: null,
    cpf: '***.456.789-**',
    tipo,
    actedAt: new Date('2026-11-24T13:32:05Z'),
    ip: '203.0.113.7',
    port: 51234,
    userAgent: UA,
    autenticacao: 'link_code',
    ...extra,
  };
}

export function certificateData(overrides: Partial<CertificateData> = {}): CertificateData {
  return {
    lang: 'pt_BR',
    appName: 'Cofre',
    documento: {
      id: 42,
      nome: 'Contrato de locação.pdf',
      sha256: SHA,
      tamanho: 48_213,
      mime: 'application/pdf',
    },
    empresa: 'Imobiliária Exemplo Ltda',
    solicitante: 'Maria Souza',
    enviadoEm: new Date('2026-11-20T12:00:00Z'),
    concluidoEm: new Date('2026-11-24T13:32:05Z'),
    signatarios: [
      signatory('Ana Pereira', 1),
      signatory('Bruno Costa', 5, {
        cpf: null,
        ip: null,
        port: null,
        userAgent: null,
        autenticacao: 'session',
      }),
      signatory('Zoë 王 😀 Conceição', 8),
    ],
    chain: { head: HEAD, count: 17 },
    verificacao: { codigo: 'K7Q2-9XWD-3MFA', url: URL },
    ...overrides,
  };
}

export async function threePagePdf(opts: { objectStreams?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++)
    doc.addPage().drawText(`Pagina original ${i}`, { x: 60, y: 760, size: 18, font });
  return doc.save({ useObjectStreams: opts.objectStreams ?? true });
}

/** The bytes with one byte changed at `at`. */
export const flipped = (bytes: Uint8Array, at: number) => {
  const copy = Uint8Array.from(bytes);
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
};

export const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

export let cert: PlatformCertificate;
export let original: Uint8Array;

export function setUpSealing() {
  beforeAll(async () => {
    NOW = new Date(Math.floor(Date.now() / 1000) * 1000); // whole seconds, as a signing time is stored
    cert = await loadPlatformCertificate({ dataDir: tempDir(), appName: 'Cofre' });
    original = await threePagePdf();
  });
  afterAll(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
}

function tool(name: 'qpdf' | 'pdftotext', pdf: Uint8Array, args: (file: string) => string[]) {
  const dir = mkdtempSync(join(tmpdir(), `cofre-${name}-`));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const result = spawnSync(name, args(file), { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.error)
      throw new Error(`${name} could not run (install qpdf and poppler-utils): ${result.error.message}`);
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** qpdf --check: its exit status (0: no errors nor warnings) and its report. */
export function qpdfCheck(pdf: Uint8Array): { status: number | null; report: string } {
  const result = tool('qpdf', pdf, (file) => ['--check', file]);
  return { status: result.status, report: `${result.stdout}${result.stderr}` };
}

/** One page's text (from 1) laid out as it shows (pdftotext -layout): a line of text stays one line. */
export function pageTextLayout(pdf: Uint8Array, page: number): string {
  return tool('pdftotext', pdf, (file) => [
    '-layout',
    '-enc',
    'UTF-8',
    '-f',
    String(page),
    '-l',
    String(page),
    file,
    '-',
  ]).stdout;
}

/** The image XObjects in a PDF (each embedded image once, whatever draws it). */
export async function imageObjects(pdf: Uint8Array): Promise<PDFRawStream[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (o): o is PDFRawStream =>
        o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
}
