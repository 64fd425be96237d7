// Bundle-size benchmark: the gzip size of the JavaScript that /login and the first authenticated
// screen load initially, against a bare react-admin hello-world built in the same run.
// Targets: /login ≤ 150 kB gzip; the first authenticated screen ≤ 0.8 × the bare app (issue 18).
// Run: npx tsx bench/bundle-size.ts   (builds the SPA first if dist/ is missing; BENCH_DIST_DIR
// measures another build folder)
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.js';
import { startTestApp } from '../tests/helpers/app.js';
import { buildBareAdmin, gzipSize as gz, totalJsGzip } from './bare-admin.js';

const root = process.cwd();
/** The built SPA to measure (BENCH_DIST_DIR, default dist/). */
// resolve, not join: an absolute BENCH_DIST_DIR (/tmp/old-build) is that folder, not one under the repository.
const distDir = resolve(root, process.env.BENCH_DIST_DIR ?? 'dist');
const kB = (n: number) => (n / 1000).toFixed(1);

async function baselineHelloWorld(): Promise<number> {
  const dir = join(root, 'bench', '.baseline');
  const total = totalJsGzip(await buildBareAdmin(dir));
  rmSync(dir, { recursive: true, force: true });
  return total;
}

async function main() {
  if (!existsSync(join(distDir, 'index.html')))
    execSync(`npx vite build --outDir ${JSON.stringify(distDir)}`, { stdio: 'inherit' });
  const baseline = await baselineHelloWorld();

  const app = await startTestApp({ TRUST_PROXY: '0' }, { distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const measure = async (path: string, signedIn: boolean, ready: string) => {
    const context = await browser.newContext();
    if (signedIn) {
      const res = await app.call('POST', '/api/login', {
        body: { email: 'gestor@demo.local', password: 'demo123' },
      });
      const url = app.url;
      await context.addCookies([
        { name: 'access_token', value: res.body.access_token, url },
        { name: 'token_expiry', value: String(Date.now() + res.body.expires_in * 1000), url },
        { name: 'refresh_token', value: res.body.refresh_token, url },
      ]);
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    let lastScriptAt = Date.now();
    let pendingScripts = 0;
    page.on('request', (r) => {
      if (r.resourceType() !== 'script') return;
      pendingScripts++;
      lastScriptAt = Date.now();
    });
    const settled = (r: { resourceType(): string }) => {
      if (r.resourceType() !== 'script') return;
      pendingScripts--;
      lastScriptAt = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(app.url + path);
    await page.waitForSelector(ready, { timeout: 30_000 });
    // Not 'networkidle': signed-in pages keep the live event stream open. Done when no script has
    // been requested or finished for 1.5 s.
    while (pendingScripts > 0 || Date.now() - lastScriptAt < 1500) await page.waitForTimeout(250);
    await context.close();
    let total = 0;
    for (const p of scripts) {
      const size = gz(readFileSync(join(distDir, p)));
      total += size;
      if (process.argv.includes('--verbose'))
        console.log(`  ${path.padEnd(6)} ${kB(size).padStart(7)} kB  ${p}`);
    }
    return { total, files: scripts.size };
  };

  const login = await measure('/login', false, 'input[name="email"]');
  const first = await measure('/home', true, '[data-testid="home"]');
  await browser.close();
  await app.close();

  const firstTarget = Math.floor(0.8 * baseline);
  const rows = [
    ['baseline: bare react-admin hello-world', baseline, Number.NaN, 1],
    ['/login', login.total, 150_000, login.total / baseline],
    ['first authenticated screen (/home)', first.total, firstTarget, first.total / baseline],
  ] as const;
  console.log('\nJS loaded initially, gzip:');
  for (const [name, size, target, ratio] of rows) {
    const verdict = Number.isNaN(target)
      ? ''
      : size <= target
        ? `  ≤ ${kB(target)} kB ✔`
        : `  > ${kB(target)} kB ✘`;
    console.log(
      `  ${name.padEnd(42)} ${kB(size).padStart(7)} kB   ×${ratio.toFixed(2)} of baseline${verdict}`,
    );
  }
  console.log(`  (/login: ${login.files} files; first screen: ${first.files} files)\n`);
  if (login.total > 150_000 || first.total > firstTarget) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
