// Seal benchmark: sealDocument (certificate pages appended and the PAdES signature) on a 5 MB,
// 20-page PDF built here (each page holds a ~250 kB uncompressed image of random pixels, so nothing
// compresses away), 30 runs after 3 warm-ups, against a baseline measured the same way in the same
// run: pdf-lib loading and saving the same PDF (same options, no certificate, no signature).
// Target (issue): seal p95 ≤ 500 ms.
// Run: npx tsx bench/signing-seal.ts   (--runs N to change the 30)
// Prints PASS/FAIL for the target; exits non-zero only when the benchmark itself cannot run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib';
import type { SignatureType } from '../common/signing.js';
import { loadPlatformCertificate } from '../server/modules/signing/certificate/platform.js';
import type { CertificateData } from '../server/modules/signing/seal/seal.js';
import { sealDocument } from '../server/modules/signing/seal/seal.js';

const PAGES = 20;
/** 289 × 289 RGB pixels ≈ 250 kB per page, 5 MB in all. */
const IMAGE_SIDE = 289;
const WARMUP = 3;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;
const TARGET_P95 = 500;

async function bigPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= PAGES; i++) {
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
    page.drawText(`Contrato de teste — página ${i} de ${PAGES}`, { x: 60, y: 780, size: 14, font });
  }
  return doc.save();
}

const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function certificateData(size: number): CertificateData {
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

async function measure(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  const s = stats(samples);
  console.log(
    `${label.padEnd(26)} p50 ${s.p50.toFixed(1).padStart(7)} ms   p95 ${s.p95.toFixed(1).padStart(7)} ms   max ${s.max.toFixed(1).padStart(7)} ms`,
  );
  return s;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cofre-bench-seal-'));
  try {
    const cert = await loadPlatformCertificate({ dataDir, appName: 'Cofre' });
    const pdf = await bigPdf();
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

    console.log(`\nratio seal / baseline (p50): ${(seal.p50 / baseline.p50).toFixed(2)}×`);
    const pass = seal.p95 <= TARGET_P95;
    console.log(`target p95 ≤ ${TARGET_P95} ms: ${pass ? 'PASS' : 'FAIL'} (p95 ${seal.p95.toFixed(1)} ms)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
