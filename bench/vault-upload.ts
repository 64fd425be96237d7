// Vault upload benchmark: one large file (1 GiB by default) sent to POST /api/file/upload as a
// multipart body generated on the fly (never built in memory) by a client process of its own
// (bench/upload-client.ts), against the blob store's own write
// of the same bytes measured in the same run (ctx.blobs.put: for the local store a WriteStream with
// 1 MiB buffers, fsync and rename on DATA_DIR's filesystem, so both sides have the same
// durability). The page cache is flushed (`sync`) before every timed step, and the baseline runs
// before and after the upload and their mean is used, so no step pays for another's dirty pages.
// For information it also times the same request into a bare node:http handler that stores the
// raw body with ctx.blobs.put (HTTP alone, without multipart parsing, hashing, sniffing or DB).
// Targets (issue): upload throughput ≥ 0.7 × baseline; server RSS growth during the upload ≤ 64 MB
// (the app runs in this process; RSS sampled every 50 ms, peak − before). The response must be 201
// and its sha256 must equal the SHA-256 of the bytes sent.
// Run: node --expose-gc --import tsx bench/vault-upload.ts   (= npm run bench:upload; or
//   NODE_OPTIONS=--expose-gc npx tsx bench/vault-upload.ts; without --expose-gc it still runs)
//   BENCH_UPLOAD_MB=256   size of the file in MiB (default 1024)
//   BENCH_UPLOAD_CHUNKED=1   send the body chunked, without Content-Length (browsers send one)
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test   PostgreSQL (a fresh database is
//   created and dropped on that server; DATABASE_URL is used the same way) instead of PGlite.
// Prints PASS/FAIL per target; exits non-zero only when the benchmark itself cannot run.
import { execFile, execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginAs, startTestApp, type TestApp } from '../tests/helpers/app.js';
import { byteStream, fileChunks, type UploadResult } from './upload-client.js';

const MiB = 1024 * 1024;
const TARGET_RATIO = 0.7;
const TARGET_RSS = 64 * 1e6;
const chunked = process.env.BENCH_UPLOAD_CHUNKED === '1';
const clientScript = join(dirname(fileURLToPath(import.meta.url)), 'upload-client.ts');

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
const rate = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function sha256Of(total: number): string {
  const hash = createHash('sha256');
  for (const chunk of fileChunks(total)) hash.update(chunk);
  return hash.digest('hex');
}

/** Stores the bytes with the app's own blob store (then deletes them); returns ms. */
async function storeWrite(app: TestApp, total: number, run: number): Promise<number> {
  const key = `bench/baseline-${run}-${randomBytes(6).toString('hex')}`;
  flushPageCache();
  const started = performance.now();
  await app.ctx.blobs.put(key, byteStream(fileChunks(total)));
  const ms = performance.now() - started;
  await app.ctx.blobs.delete(key);
  return ms;
}

/** Writes every dirty page out, so the next timed step starts from a clean page cache. */
function flushPageCache() {
  try {
    execFileSync('sync');
  } catch {
    /* no sync command: the bracketing baselines still even it out */
  }
}

/** Uploads from a client process of its own (as a browser would be), timed by that client. */
function upload(url: string, token: string, total: number): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', clientScript, url, token, String(total), chunked ? 'chunked' : ''],
      { maxBuffer: 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`upload client failed: ${stderr || err.message}`));
        else resolve(JSON.parse(stdout) as UploadResult);
      },
    );
  });
}

/** Peak RSS of this process (the app) sampled every 50 ms until stopped. */
function rssSampler(intervalMs = 50) {
  let peak = process.memoryUsage().rss;
  let samples = 1;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
    samples++;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      return { peak, samples: samples + 1 };
    },
  };
}

const gc = (globalThis as { gc?: () => void }).gc;

async function main() {
  const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
  if (!Number.isInteger(sizeMb) || sizeMb < 1) throw new Error('BENCH_UPLOAD_MB must be a positive integer');
  const total = sizeMb * MiB;

  // PostgreSQL when a server is named (a fresh database on it, dropped at the end), else PGlite.
  if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL)
    process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE_URL) process.env.TEST_DB_KIND = 'postgres';

  console.log(`Hashing the ${sizeMb} MiB payload once (not timed)…`);
  const expectedSha = sha256Of(total);

  const app = await startTestApp({ UPLOAD_MAX_BYTES: String(2 * 1024 * MiB), TRUST_PROXY: '0' });
  const bare = await bareServer(app);
  try {
    const { access_token: token } = await loginAs(app, 'gestor@demo.local', 'demo123');
    const uploadUrl = `${app.url}/api/file/upload`;

    // A small upload first so one-time costs (module code, pools) are not counted as growth.
    const warm = await upload(uploadUrl, token, 4 * MiB);
    if (warm.status !== 201) throw new Error(`warm-up upload → ${warm.status} ${JSON.stringify(warm.body)}`);
    await upload(bare.url, token, 4 * MiB);

    const baseline1 = await storeWrite(app, total, 1);

    flushPageCache();
    gc?.();
    await new Promise((r) => setTimeout(r, 200));
    const rssBefore = process.memoryUsage().rss;
    const sampler = rssSampler();
    const result = await upload(uploadUrl, token, total);
    const { peak, samples } = sampler.stop();
    if (result.status !== 201)
      throw new Error(`upload → ${result.status} ${JSON.stringify(result.body).slice(0, 500)}`);

    flushPageCache();
    const reference = await upload(bare.url, token, total);
    if (reference.status !== 201) throw new Error(`bare upload → ${reference.status}`);

    const baseline2 = await storeWrite(app, total, 2);

    const rate1 = rate(total, baseline1);
    const rate2 = rate(total, baseline2);
    const baselineRate = (rate1 + rate2) / 2;
    const uploadRate = rate(total, result.ms);
    const referenceRate = rate(total, reference.ms);
    const ratio = uploadRate / baselineRate;
    const growth = peak - rssBefore;
    const data = (typeof result.body === 'object' && result.body?.data) || {};
    const shaOk = data.sha256 === expectedSha;
    const sizeOk = data.tamanho === total;

    const db = app.ctx.dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const secs = (v: number) => `${(v / 1000).toFixed(2)} s`;
    console.log(
      `\nVault upload of ${sizeMb} MiB (${total} bytes), ${db}, ${app.ctx.blobs.kind} blob store, MB = 10^6 bytes${chunked ? ', chunked body' : ''}:`,
    );
    console.log(
      `  baseline: blob store write, mean of 2 ${baselineRate.toFixed(1).padStart(8)} MB/s` +
        `   (before: ${rate1.toFixed(1)} in ${secs(baseline1)}, after: ${rate2.toFixed(1)} in ${secs(baseline2)})`,
    );
    console.log(
      `  POST /api/file/upload                 ${uploadRate.toFixed(1).padStart(8)} MB/s` +
        `   ×${ratio.toFixed(2)} of baseline in ${secs(result.ms)}` +
        `   target ≥ ×${TARGET_RATIO}: ${verdict(ratio >= TARGET_RATIO)}`,
    );
    console.log(
      `  (info) bare node:http → blob store    ${referenceRate.toFixed(1).padStart(8)} MB/s` +
        `   ×${(referenceRate / baselineRate).toFixed(2)} of baseline in ${secs(reference.ms)}` +
        ' (same request, no multipart/hash/sniff/DB)',
    );
    console.log(
      `  RSS growth during the upload          ${mb(growth).padStart(8)} MB  ` +
        ` (before ${mb(rssBefore)} MB, peak ${mb(peak)} MB, ${samples} samples` +
        `${gc ? '' : '; run with NODE_OPTIONS=--expose-gc for a settled start'})` +
        `   target ≤ ${mb(TARGET_RSS)} MB: ${verdict(growth <= TARGET_RSS)}`,
    );
    console.log(
      `  response ${result.status}, sha256 ${shaOk ? 'matches' : `differs (${data.sha256} ≠ ${expectedSha})`}` +
        `, tamanho ${sizeOk ? 'matches' : `differs (${data.tamanho})`}: ${verdict(shaOk && sizeOk)}\n`,
    );
  } finally {
    await bare.close();
    await app.close();
  }
}

/** A bare node:http server in this process storing each request body raw with the app's blob store. */
async function bareServer(app: TestApp) {
  const keys: string[] = [];
  const server = createServer((req, res) => {
    const key = `bench/bare-${randomBytes(6).toString('hex')}`;
    keys.push(key);
    app.ctx.blobs.put(key, req).then(
      () => res.writeHead(201).end('{}'),
      () => res.writeHead(500).end('{}'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      for (const key of keys) await app.ctx.blobs.delete(key);
    },
  };
}

// Exit explicitly: a handle the app leaves behind (a worker, a pool) must not keep the run alive.
main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
