// Seal benchmark: sealDocument (certificate pages appended and the PAdES signature) on a 5 MB,
// 20-page PDF built here (each page holds a ~250 kB uncompressed image of random pixels, so nothing
// compresses away), 30 runs after 3 warm-ups, against a baseline measured the same way in the same
// run: pdf-lib loading and saving the same PDF (same options, no certificate, no signature).
// Then with filled fields (issue 31): the same 20 pages with 40 fields (a rubrica and a text on
// every page, two signatories' marks alternating) and a 200-page PDF with two fields a page, each
// against sealing the same PDF without fields in the same run; and what the fields add to the sealed
// file beyond the images of the marks.
// Then the PAdES levels (issue 37) on the same 20 pages, side by side: B-B (no timestamp), B-T (the
// signature timestamped by the local TSA, in process) and B-LTA (plus the DSS with OCSP answers and a
// document timestamp), with the TSA's own answer time measured alone, and the sizes.
// Targets: seal p95 ≤ 500 ms; burn-in + seal p95 ≤ 2 s (20 pages, 40 fields) and ≤ 10 s (200 pages);
// size growth beyond the images ≤ 100 KB; B-T p95 ≤ 1.5 × B-B p95 + the TSA's p95; the timestamp
// adds ≤ 4 KB to the signature (CMS) over B-B.
// Run: npx tsx bench/signing-seal.ts   (--runs N to change the 30; the 200 pages take a third of them)
// Prints PASS/FAIL for the targets; exits non-zero only when the benchmark itself cannot run.
import { createHash, randomBytes, type X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFName,
  PDFRawStream,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib';
import sharp from 'sharp';
import type { SignatureType } from '../common/signing.js';
import { loadPlatformCertificate } from '../server/modules/signing/certificate/platform.js';
import type { BurnField, SealMark } from '../server/modules/signing/seal/certificateData.js';
import type { CertificateData } from '../server/modules/signing/seal/seal.js';
import { sealDocument } from '../server/modules/signing/seal/seal.js';
import { loadLocalPki } from '../server/modules/trust/localPki.js';
import { localOcsp } from '../server/modules/trust/ocspServer.js';
import { timestamper } from '../server/modules/trust/tsaClient.js';
import { timestampReply } from '../server/modules/trust/tsaServer.js';
import { collectValidation } from '../server/modules/trust/validation.js';

const PAGES = 20;
const MANY_PAGES = 200;
/** 289 × 289 RGB pixels ≈ 250 kB per page, 5 MB in all. */
const IMAGE_SIDE = 289;
const WARMUP = 3;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;
const TARGET_P95 = 500;
const TARGET_FIELDS_P95 = 2000;
const TARGET_MANY_P95 = 10_000;
const TARGET_GROWTH = 100 * 1024;
const TARGET_TOKEN_BYTES = 4 * 1024;

/** The DER length of the first signature's /Contents (the CMS without its zero padding). */
function cmsLength(pdf: Uint8Array): number {
  const text = Buffer.from(pdf).toString('latin1');
  const m = /\/ByteRange\s*\[\s*\d+\s+(\d+)\s+(\d+)/.exec(text);
  if (!m) return 0;
  const der = Buffer.from(text.slice(Number(m[1]) + 1, Number(m[2]) - 1), 'hex');
  const first = der[1] ?? 0;
  if (first < 0x80) return 2 + first;
  const n = first & 0x7f;
  return 2 + n + der.subarray(2, 2 + n).reduce((len, b) => len * 256 + b, 0);
}

/** B-B, B-T and B-LTA side by side on one PDF, with the local TSA's own answer time. */
async function padesLevels(pdf: Uint8Array, data: CertificateData, dataDir: string) {
  const cert = await loadPlatformCertificate({ dataDir, appName: 'Cofre' });
  const pki = loadLocalPki({
    dataDir,
    appName: 'Cofre',
    baseUrl: 'http://localhost:3000',
    signingCa: {
      keyPem: readFileSync(join(dataDir, 'signing', 'ca.key.pem'), 'utf8'),
      certPem: readFileSync(join(dataDir, 'signing', 'ca.cert.pem'), 'utf8'),
    },
  });
  const stamp = timestamper([{ kind: 'local', reply: (req) => timestampReply(req, pki.tsa) }], {
    timeoutMs: 5000,
  });
  const answerLocally = localOcsp(pki);
  const ltaOptions = {
    timestamper: stamp,
    validation: (certs: X509Certificate[]) =>
      collectValidation(certs, { localOcsp: answerLocally, timeoutMs: 5000 }),
  };
  console.log(`\nPAdES levels, ${PAGES} pages, local TSA in process:`);
  const tsa = await measure('TSA answer alone', () => stamp(randomBytes(32)));
  const bb = await measure('B-B (no timestamp)', () => sealDocument(pdf, data, cert));
  const bt = await measure('B-T (signature timestamp)', () =>
    sealDocument(pdf, data, cert, new Date(), { timestamper: stamp }),
  );
  const lta = await measure('B-LTA (+ DSS + document timestamp)', () =>
    sealDocument(pdf, data, cert, new Date(), ltaOptions),
  );
  const sizes = {
    bb: (await sealDocument(pdf, data, cert)).bytes,
    bt: (await sealDocument(pdf, data, cert, new Date(), { timestamper: stamp })).bytes,
    lta: (await sealDocument(pdf, data, cert, new Date(), ltaOptions)).bytes,
  };
  const token = cmsLength(sizes.bt) - cmsLength(sizes.bb);
  console.log(
    `signature (CMS): B-B ${cmsLength(sizes.bb)} bytes, B-T ${cmsLength(sizes.bt)} bytes (timestamp +${token} bytes)`,
  );
  console.log(
    `sealed file: B-B ${sizes.bb.length} bytes, B-T ${sizes.bt.length} (+${sizes.bt.length - sizes.bb.length}: the token and its reserved room, hex), B-LTA ${sizes.lta.length} (+${sizes.lta.length - sizes.bb.length})`,
  );
  console.log(
    `ratio B-T / B-B (p95): ${(bt.p95 / bb.p95).toFixed(2)}×; B-LTA / B-B (p95): ${(lta.p95 / bb.p95).toFixed(2)}×`,
  );
  const limit = 1.5 * bb.p95 + tsa.p95;
  console.log(
    `target B-T p95 ≤ 1.5 × B-B p95 + TSA p95 = ${ms(limit)}: ${verdict(bt.p95 <= limit)} (p95 ${ms(bt.p95)})`,
  );
  console.log(
    `target timestamp ≤ ${TARGET_TOKEN_BYTES / 1024} KB over B-B (CMS): ${verdict(token <= TARGET_TOKEN_BYTES)} (${(token / 1024).toFixed(1)} KB)`,
  );
}

async function bigPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage();
    const image = doc.context.register(
      doc.context.stream(randomBytes(IMAGE_SIDE * IMAGE_SIDE * 3), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: IMAGE_SIDE,
        Height: IMAGE_SIDE,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
      }),
    );
    const name = page.node.newXObject('Im', image);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(400, 0, 0, 400, 100, 250),
      drawObject(name),
      popGraphicsState(),
    );
    page.drawText(`Contrato de teste — página ${i} de ${pages}`, { x: 60, y: 780, size: 14, font });
  }
  return doc.save();
}

/** A mark as the pad makes one: a stroke on a transparent background, cropped, a few kB of PNG. */
async function mark(seed: number, width: number, height: number): Promise<SealMark> {
  const wave = Array.from({ length: 12 }, (_, i) => {
    const x = 10 + (i * (width - 20)) / 11;
    const y = height / 2 + Math.sin(i * 1.7 + seed) * (height / 3);
    return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
  }).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${wave}" fill="none" stroke="#1a237e" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  const png = new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
  return { png, sha256: createHash('sha256').update(png).digest('hex') };
}

type Marks = { assinatura: SealMark; rubrica: SealMark }[];

/** Two fields a page: the rubrica of one of the two signatories, and a name or a date in text. */
function fieldsFor(pages: number, marks: Marks): BurnField[] {
  return Array.from({ length: pages }, (_, i) => {
    const pagina = i + 1;
    const who = marks[i % 2] as Marks[number];
    const rubrica: BurnField = {
      tipo: 'rubrica',
      areas: [{ pagina, x: 0.82, y: 0.9, largura: 0.12, altura: 0.06 }],
      content: { kind: 'mark', mark: who.rubrica },
    };
    const text: BurnField = {
      tipo: i % 2 ? 'data' : 'nome',
      areas: [{ pagina, x: 0.1, y: 0.88, largura: 0.4, altura: 0.03 }],
      content: { kind: 'text', text: i % 2 ? '24/11/2026' : `Signatária ${i + 1} Conceição` },
    };
    return [rubrica, text];
  }).flat();
}

const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function certificateData(size: number, marks?: Marks): CertificateData {
  return {
    lang: 'pt_BR',
    appName: 'Cofre',
    documento: {
      id: 1,
      nome: 'Contrato de teste.pdf',
      sha256: 'ab'.repeat(32),
      tamanho: size,
      mime: 'application/pdf',
    },
    empresa: 'Empresa de Teste Ltda',
    solicitante: 'Maria Souza',
    enviadoEm: new Date('2026-11-20T12:00:00Z'),
    concluidoEm: new Date('2026-11-24T13:32:05Z'),
    signatarios: Array.from({ length: 5 }, (_, i) => ({
      nome: `Signatário ${i + 1} da Silva`,
      email: `signatario${i + 1}@example.com`,
      whatsapp: null,
      cpf: '***.456.789-**',
      tipo: ((i % 8) + 1) as SignatureType,
      actedAt: new Date(Date.UTC(2026, 10, 24, 13, i, 5)),
      ip: '203.0.113.7',
      port: 50000 + i,
      userAgent: UA,
      autenticacao: 'link_code',
      ...(marks?.[i] ? { marcas: marks[i] } : {}),
    })),
    chain: { head: 'cd'.repeat(32), count: 17 },
    verificacao: { codigo: 'K7Q2-9XWD-3MFA', url: 'https://cofre.example.com/verificar/K7Q2-9XWD-3MFA' },
  };
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}

async function measure(label: string, fn: () => Promise<unknown>, runs = RUNS) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  const s = stats(samples);
  console.log(
    `${label.padEnd(34)} p50 ${s.p50.toFixed(1).padStart(7)} ms   p95 ${s.p95.toFixed(1).padStart(7)} ms   max ${s.max.toFixed(1).padStart(7)} ms`,
  );
  return s;
}

/** The bytes of the image objects in a PDF (what the marks cost, as pdf-lib embeds them). */
async function imageBytes(pdf: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, o]) => o)
    .filter((o) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .reduce((sum, o) => sum + (o as PDFRawStream).getContentsSize(), 0);
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cofre-bench-seal-'));
  try {
    const cert = await loadPlatformCertificate({ dataDir, appName: 'Cofre' });
    const pdf = await bigPdf(PAGES);
    const data = certificateData(pdf.length);
    const check = await sealDocument(pdf, data, cert);
    console.log(
      `PDF: ${PAGES} pages, ${(pdf.length / 1e6).toFixed(2)} MB → sealed: ${check.kind}, ${check.pages} pages, ${(check.bytes.length / 1e6).toFixed(2)} MB`,
    );
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(`${RUNS} runs after ${WARMUP} warm-ups, Node ${process.version}, load average ${load}\n`);

    const baseline = await measure('baseline (load + save)', async () => {
      const doc = await PDFDocument.load(pdf, { updateMetadata: false, parseSpeed: 2000 });
      await doc.save({ useObjectStreams: false, updateFieldAppearances: false, objectsPerTick: 2000 });
    });
    const seal = await measure('sealDocument', () => sealDocument(pdf, data, cert));

    // With fields: two signatories' adopted marks, on the pages and on the certificate.
    const marks: Marks = await Promise.all(
      [0, 1].map(async (i) => ({
        assinatura: await mark(i, 600, 200),
        rubrica: await mark(i + 5, 240, 160),
      })),
    );
    const withFields = { ...certificateData(pdf.length, marks), campos: fieldsFor(PAGES, marks) };
    const fields = await measure(`burn-in + seal, ${PAGES} p / ${PAGES * 2} fields`, () =>
      sealDocument(pdf, withFields, cert),
    );

    const many = await bigPdf(MANY_PAGES);
    const manyData = certificateData(many.length);
    const manyFields = { ...certificateData(many.length, marks), campos: fieldsFor(MANY_PAGES, marks) };
    const manyRuns = Math.max(5, Math.round(RUNS / 3));
    console.log(`\n${MANY_PAGES} pages, ${(many.length / 1e6).toFixed(1)} MB, ${manyRuns} runs:`);
    const manyPlain = await measure(
      `sealDocument, ${MANY_PAGES} p`,
      () => sealDocument(many, manyData, cert),
      manyRuns,
    );
    const manyBurn = await measure(
      `burn-in + seal, ${MANY_PAGES} p / ${MANY_PAGES * 2} fields`,
      () => sealDocument(many, manyFields, cert),
      manyRuns,
    );

    const plainBytes = check.bytes;
    const fieldBytes = (await sealDocument(pdf, withFields, cert)).bytes;
    const images = (await imageBytes(fieldBytes)) - (await imageBytes(plainBytes));
    const growth = fieldBytes.length - plainBytes.length - images;

    console.log(`\nratio seal / baseline (p50): ${(seal.p50 / baseline.p50).toFixed(2)}×`);
    console.log(
      `ratio with fields / without, ${PAGES} p (p50, p95): ${(fields.p50 / seal.p50).toFixed(2)}×, ${(fields.p95 / seal.p95).toFixed(2)}×`,
    );
    console.log(
      `ratio with fields / without, ${MANY_PAGES} p (p50, p95): ${(manyBurn.p50 / manyPlain.p50).toFixed(2)}×, ${(manyBurn.p95 / manyPlain.p95).toFixed(2)}×`,
    );
    console.log(
      `sealed size, ${PAGES} p: ${plainBytes.length} → ${fieldBytes.length} bytes with fields; images ${images} bytes; growth beyond them ${growth} bytes`,
    );
    console.log(
      `\ntarget seal p95 ≤ ${TARGET_P95} ms: ${verdict(seal.p95 <= TARGET_P95)} (p95 ${ms(seal.p95)})`,
    );
    console.log(
      `target burn-in + seal p95 ≤ ${TARGET_FIELDS_P95} ms (${PAGES} p): ${verdict(fields.p95 <= TARGET_FIELDS_P95)} (p95 ${ms(fields.p95)})`,
    );
    console.log(
      `target burn-in + seal p95 ≤ ${TARGET_MANY_P95} ms (${MANY_PAGES} p): ${verdict(manyBurn.p95 <= TARGET_MANY_P95)} (p95 ${ms(manyBurn.p95)})`,
    );
    console.log(
      `target growth beyond the images ≤ ${TARGET_GROWTH / 1024} KB: ${verdict(growth <= TARGET_GROWTH)} (${(growth / 1024).toFixed(1)} KB)`,
    );
    await padesLevels(pdf, data, dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
