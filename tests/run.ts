// npm test: every check in stages, cheapest first, stopping at the first that fails, then a table
// of what each stage took (docs/testing.md says what runs where and why).
//   1. static     type check (tsc) and lint (Biome), side by side
//   2. vitest     unit, SPA (happy-dom), API on PGlite and, with TEST_DATABASE_URL, on PostgreSQL —
//                 one run, so the projects share the workers; the table shows each project's span
//   3. build      the SPA, as `npm start` serves it
//   4. e2e        Playwright driving Chromium against the built SPA
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name);

function run(cmd: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const [file, ...args] = cmd as [string, ...string[]];
    const child = spawn(file, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

interface Stage {
  name: string;
  run(): Promise<number>;
  /** Lines shown under the stage in the closing table. */
  details?(): string[];
}

const timesDir = mkdtempSync(join(tmpdir(), 'cofre-test-times-'));
const projectTimes = join(timesDir, 'vitest-projects.txt');

const stages: Stage[] = [
  {
    name: 'static: type check and lint',
    run: async () => {
      const codes = await Promise.all([run([bin('tsc'), '-p', '.']), run([bin('biome'), 'check', '.'])]);
      return codes.find((c) => c !== 0) ?? 0;
    },
  },
  {
    name: `vitest: unit, SPA, API on PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''}`,
    run: () =>
      run([bin('vitest'), 'run', '--reporter=default', '--reporter=./tests/projectTimes.ts'], {
        VITEST_PROJECT_TIMES: projectTimes,
      }),
    details: () => {
      try {
        return readFileSync(projectTimes, 'utf8').split('\n');
      } catch {
        return [];
      }
    },
  },
  { name: 'build: the SPA', run: () => run([bin('vite'), 'build', '--logLevel', 'warn']) },
  { name: 'e2e: Playwright in Chromium', run: () => run([bin('playwright'), 'test']) },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(0).padStart(5)} s`;
const rows: string[] = [];
const started = performance.now();
let failed: string | undefined;
for (const stage of stages) {
  console.log(`\n━━ ${stage.name}\n`);
  const t = performance.now();
  const code = await stage.run();
  rows.push(
    `${stage.name.padEnd(58)} ${seconds(performance.now() - t)}  ${code === 0 ? 'ok' : `FAILED (${code})`}`,
  );
  for (const line of stage.details?.() ?? []) rows.push(`    ${line}`);
  if (code !== 0) {
    failed = stage.name;
    break;
  }
}
rows.push(`${'total'.padEnd(58)} ${seconds(performance.now() - started)}`);
console.log(`\nTest stages (time each took):\n  ${rows.join('\n  ')}\n`);
rmSync(timesDir, { recursive: true, force: true });
if (failed) {
  console.error(`npm test failed at: ${failed}`);
  process.exit(1);
}
