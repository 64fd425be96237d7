// Lighthouse benchmark: Lighthouse 12 with its mobile preset (simulated slow 4G, CPU ×4) on the
// public pages of the built app — the signer's page /assinar/{token} (a 3-page contract waiting for
// an external signatory, with fields to fill over its pages: a rubrica on every page, a text and a
// checkbox on the first, the signature, name and date on the last), /login and /verificar — and, for
// reference in the same run, a bare react-admin hello-world built and served here. Each run opens a
// fresh Chrome; the pages take turns run after run (machine load spreads evenly); the table shows
// the median of the runs.
// Targets (issue 18): /assinar perf ≥ 0.90, CLS ≤ 0.05, TBT ≤ 200 ms; /login and /verificar perf
// ≥ 0.90; accessibility 1.00 on the three. Exits non-zero when one is missed.
// Run: npm run bench:lighthouse   (uses dist/, built first when missing; BENCH_DIST_DIR picks another
// build folder, BENCH_LIGHTHOUSE_RUNS the number of runs (3), BENCH_LIGHTHOUSE_REPORTS=<dir> writes
// every run's JSON report there, BENCH_LIGHTHOUSE_PAGES=assinar,login measures only those;
// --verbose prints the failed accessibility audits and the scripts)
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { FieldInput } from '../common/schemas/signatureFields.js';
import { startTestApp } from '../tests/helpers/app.js';
import { contractPdf } from '../tests/helpers/files.js';
import { companyWithOwner, external, linkToken, sendForSignature } from '../tests/helpers/signing.js';
import { buildBareAdmin } from './bare-admin.js';

const root = process.cwd();
// resolve, not join: an absolute BENCH_DIST_DIR (/tmp/old-build) is that folder, not one under the repository.
const distDir = resolve(root, process.env.BENCH_DIST_DIR ?? 'dist');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const VERBOSE = process.argv.includes('--verbose');
/** BENCH_LIGHTHOUSE_PAGES=assinar,login: only the pages whose name holds one of these. */
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Target {
  perf?: number;
  cls?: number;
  tbt?: number;
  a11y?: number;
}
interface PageSpec {
  name: string;
  url: string;
  target: Target;
}
interface Run {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  a11y: number;
  /** Lighthouse's measure of this machine's speed during the run (a quiet desktop: 1,500+). */
  cpu: number;
}

/** Serves a static SPA build (index.html for every unknown path) on a free port. */
async function serveStatic(dir: string): Promise<{ url: string; server: Server }> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  // Compressed like the app's own assets (its build ships .gz and .br files), so the reference
  // does not pay for bytes the app would not send.
  const zipped = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html');
    const type = types[extname(file)] ?? 'application/octet-stream';
    if (/gzip/.test(String(req.headers['accept-encoding'])) && extname(file) !== '.png') {
      const body = zipped.get(file) ?? gzipSync(readFileSync(file), { level: 9 });
      zipped.set(file, body);
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' });
      res.end(body);
      return;
    }
    res.writeHead(200, { 'content-type': type });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function audit(spec: PageSpec, run: number): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(spec.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${spec.url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`${spec.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const slug = spec.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      writeFileSync(join(REPORTS, `${slug}-${run}.json`), JSON.stringify(lhr));
    }
    const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    if (VERBOSE) {
      const failed = Object.values(lhr.audits).filter(
        (a) =>
          a.scoreDisplayMode === 'binary' &&
          a.score === 0 &&
          lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
      );
      for (const a of failed) console.log(`    a11y ✘ ${spec.name}: ${a.id} — ${a.title}`);
      const net = lhr.audits['network-requests']?.details;
      if (net && net.type === 'table')
        for (const item of net.items)
          if (item.resourceType === 'Script')
            console.log(
              `    script ${spec.name}: ${String(item.url)} ${Math.round(Number(item.transferSize) / 1000)} kB`,
            );
    }
    return {
      perf: lhr.categories.performance?.score ?? Number.NaN,
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      a11y: lhr.categories.accessibility?.score ?? Number.NaN,
      cpu: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** The signer's fields on the 3-page contract (fractions of each page, from its top left). */
const SIGNER_FIELDS: FieldInput[] = [
  {
    signatario: 1,
    tipo: 'rubrica',
    areas: [{ pagina: 1, x: 0.82, y: 0.9, largura: 0.1, altura: 0.045 }],
    repetir: 'todas',
  },
  {
    signatario: 1,
    tipo: 'texto',
    rotulo: 'Cargo',
    obrigatorio: false,
    areas: [{ pagina: 1, x: 0.12, y: 0.78, largura: 0.35, altura: 0.035 }],
  },
  {
    signatario: 1,
    tipo: 'caixa',
    rotulo: 'Li e concordo com as cláusulas',
    obrigatorio: true,
    areas: [{ pagina: 1, x: 0.12, y: 0.85, largura: 0.03, altura: 0.021 }],
  },
  { signatario: 1, tipo: 'assinatura', areas: [{ pagina: 3, x: 0.12, y: 0.6, largura: 0.35, altura: 0.08 }] },
  { signatario: 1, tipo: 'nome', areas: [{ pagina: 3, x: 0.12, y: 0.69, largura: 0.35, altura: 0.025 }] },
  { signatario: 1, tipo: 'data', areas: [{ pagina: 3, x: 0.12, y: 0.72, largura: 0.18, altura: 0.025 }] },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? Number.NaN) + (s[mid] ?? Number.NaN)) / 2;
};

async function main() {
  if (!existsSync(join(distDir, 'index.html')))
    execSync(`npx vite build --outDir ${JSON.stringify(distDir)}`, { stdio: 'inherit' });
  // Inside the repo (react-admin resolves from node_modules); *.tmp.* is git-ignored.
  const bareDir = join(root, 'bench', '.bare-admin.tmp.lighthouse');
  const bare = await serveStatic(await buildBareAdmin(bareDir));

  const app = await startTestApp({ TRUST_PROXY: '0' }, { distDir });
  try {
    // A document waiting for an external signatory, with their fields: their personal link from the
    // invitation.
    const { owner } = await companyWithOwner(app);
    const signer = external({ nome: 'Fulana de Tal' });
    const request = {
      signatarios: [signer],
      mensagem: 'Olá! Segue o contrato para a sua assinatura.',
      campos: SIGNER_FIELDS,
    };
    await sendForSignature(app, owner.token, request, {
      name: 'Contrato de prestação de serviços.pdf',
      bytes: await contractPdf(),
    });
    const token = linkToken(app, signer.email);

    const all: PageSpec[] = [
      {
        name: '/assinar/{token}',
        url: `${app.url}/assinar/${token}`,
        target: { perf: 0.9, cls: 0.05, tbt: 200, a11y: 1 },
      },
      { name: '/login', url: `${app.url}/login`, target: { perf: 0.9, a11y: 1 } },
      { name: '/verificar', url: `${app.url}/verificar`, target: { perf: 0.9, a11y: 1 } },
      { name: 'bare react-admin (reference)', url: `${bare.url}/`, target: {} },
    ];
    const pages = ONLY ? all.filter((p) => ONLY.some((o) => p.name.includes(o))) : all;
    const runs = new Map<string, Run[]>(pages.map((p) => [p.name, []]));
    const runsOf = (spec: PageSpec) => runs.get(spec.name) ?? [];
    console.log(
      `Lighthouse 12, mobile preset, ${RUNS} runs per page, load average ${(loadavg()[0] ?? 0).toFixed(1)}`,
    );
    for (let i = 1; i <= RUNS; i++)
      for (const spec of pages) {
        const r = await audit(spec, i);
        runsOf(spec).push(r);
        console.log(
          `  run ${i} ${spec.name}: perf ${r.perf.toFixed(2)}, LCP ${(r.lcp / 1000).toFixed(1)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, a11y ${r.a11y.toFixed(2)}, CPU index ${Math.round(r.cpu)}`,
        );
      }

    const misses: string[] = [];
    const rows = pages.map((spec) => {
      const rs = runsOf(spec);
      const m = {
        perf: median(rs.map((r) => r.perf)),
        lcp: median(rs.map((r) => r.lcp)),
        tbt: median(rs.map((r) => r.tbt)),
        cls: median(rs.map((r) => r.cls)),
        a11y: median(rs.map((r) => r.a11y)),
        cpu: median(rs.map((r) => r.cpu)),
      };
      const t = spec.target;
      const check = (ok: boolean, what: string) => {
        if (!ok) misses.push(`${spec.name}: ${what}`);
        return ok ? ' ✔' : ' ✘';
      };
      const mark = (bound: number | undefined, ok: (b: number) => boolean, what: string) =>
        bound === undefined ? '' : check(ok(bound), what);
      return [
        spec.name,
        m.perf.toFixed(2) + mark(t.perf, (b) => m.perf >= b, `performance ${m.perf.toFixed(2)} < ${t.perf}`),
        `${(m.lcp / 1000).toFixed(1)} s`,
        `${Math.round(m.tbt)} ms${mark(t.tbt, (b) => m.tbt <= b, `TBT ${Math.round(m.tbt)} ms > ${t.tbt} ms`)}`,
        m.cls.toFixed(3) + mark(t.cls, (b) => m.cls <= b, `CLS ${m.cls.toFixed(3)} > ${t.cls}`),
        m.a11y.toFixed(2) +
          mark(t.a11y, (b) => m.a11y >= b, `accessibility ${m.a11y.toFixed(2)} < ${t.a11y}`),
        String(Math.round(m.cpu)),
      ];
    });
    const head = ['page', 'perf', 'LCP', 'TBT', 'CLS', 'a11y', 'CPU index'];
    const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
    console.log(`\nMedian of ${RUNS} runs:`);
    console.log(line(head));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const r of rows) console.log(line(r));
    if (misses.length) {
      console.log(`\nTargets missed:\n${misses.map((m) => `  ✘ ${m}`).join('\n')}`);
      process.exitCode = 1;
    } else console.log('\nEvery target met ✔');
  } finally {
    bare.server.close();
    rmSync(bareDir, { recursive: true, force: true });
    await app.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
