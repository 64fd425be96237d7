// Mixed load on PostgreSQL: the API (server/main.ts, what `npm start` runs) in a process of its own,
// and BENCH_LOAD_USERS (50) simulated users of the demo company in this process for
// BENCH_LOAD_SECONDS (120). Each signs in with an account of its own, then repeats what people do
// most — lists the vault's files, lists the campaigns, reads the notifications, uploads a small PDF
// (30 KB) — pausing BENCH_LOAD_THINK_MS (1000) on average between actions (uniform 0.5×–1.5×: a
// person reads what came back; 0 makes every user hammer the API without pause). Baseline, in the
// same run: GET /api/health (the bare route: one `select 1`) asked every 100 ms by one more client.
// Targets (issue #22): p95 ≤ 300 ms for the reads, ≤ 500 ms for the small uploads, 0 errors.
// Run: npm run bench:load   (PostgreSQL: TEST_DATABASE_URL, else DATABASE_URL, default
//   postgres://postgres@127.0.0.1:5432/test; a fresh database is created there and dropped at the end)
//   BENCH_LOAD_PROFILE=<dir>   the API runs with --cpu-prof and writes its CPU profile there.
// Prints PASS/FAIL per target; exits non-zero only when the benchmark itself cannot run.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PERMISSIONS } from '../common/permissions.js';
import { hashPassword } from '../server/security/password.js';
import { createTestDatabase } from '../tests/helpers/database.js';
import { minimalPdf } from '../tests/helpers/files.js';
import { apiEnv, freePort, startApiProcess } from '../tests/helpers/processes.js';
import { intEnv } from './env.js';

const USERS = intEnv('BENCH_LOAD_USERS', 50);
const SECONDS = intEnv('BENCH_LOAD_SECONDS', 120);
const THINK_MS = intEnv('BENCH_LOAD_THINK_MS', 1000, 0);
const PASSWORD = 'carga-de-teste-123';
const TARGET_READ_P95 = 300;
const TARGET_UPLOAD_P95 = 500;
const HEALTH_EVERY_MS = 100;

const KINDS = ['login', 'files', 'messages', 'notifications', 'upload', 'health'] as const;
type Kind = (typeof KINDS)[number];
const READS: Kind[] = ['files', 'messages', 'notifications'];
const LABELS: Record<Kind, string> = {
  login: 'POST /api/login',
  files: 'GET /api/files',
  messages: 'GET /api/messages',
  notifications: 'GET /api/usuario/notifications',
  upload: 'POST /api/file/upload (30 KB PDF)',
  health: '(baseline) GET /api/health',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (xs: number[], p: number) => {
  if (!xs.length) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

/** The vault file each upload sends: a valid PDF padded to about 30 KB. */
function smallPdf(): Uint8Array<ArrayBuffer> {
  const base = minimalPdf('Contrato de prestação de serviços — carga');
  const pad = Buffer.from(`%${'x'.repeat(30_000 - base.length)}\n`);
  return new Uint8Array(Buffer.concat([base, pad]));
}

async function main() {
  if (!process.env.TEST_DATABASE_URL)
    process.env.TEST_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = await createTestDatabase('postgres');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = apiEnv(database.url, port);
  const api = await startApiProcess(
    env,
    process.env.BENCH_LOAD_PROFILE
      ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_LOAD_PROFILE] }
      : {},
  );
  try {
    const emails = await makeUsers(database.url ?? '', USERS);
    const pdf = smallPdf();
    const perKind = <T>() => Object.fromEntries(KINDS.map((k) => [k, [] as T[]])) as Record<Kind, T[]>;
    const times = perKind<number>();
    const errors = perKind<string>();

    const timed = async (kind: Kind, run: () => Promise<Response>): Promise<Response | undefined> => {
      const started = performance.now();
      try {
        const res = await run();
        const body = await res.arrayBuffer();
        times[kind].push(performance.now() - started);
        if (!res.ok) errors[kind].push(`${res.status} ${Buffer.from(body).toString('utf8').slice(0, 120)}`);
        return res.ok ? new Response(body, { status: res.status }) : undefined;
      } catch (err) {
        errors[kind].push((err as Error).message);
        return undefined;
      }
    };
    const think = () => sleep(THINK_MS * (0.5 + Math.random()));

    console.log(
      `${USERS} users for ${SECONDS} s, ${THINK_MS} ms average pause between actions, API on PostgreSQL…`,
    );
    const deadline = Date.now() + SECONDS * 1000;
    const user = async (email: string, n: number) => {
      // Users arrive over the first seconds, not all in the same millisecond.
      await sleep((n * 2000) / USERS);
      const login = await timed('login', () =>
        fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        }),
      );
      if (!login) return;
      const { access_token: token } = (await login.json()) as { access_token: string };
      const auth = { authorization: `Bearer ${token}` };
      let step = 0;
      const actions: [Kind, () => Promise<Response>][] = [
        ['files', () => fetch(`${url}/api/files?page=1&perPage=25`, { headers: auth })],
        ['messages', () => fetch(`${url}/api/messages?page=1&perPage=25`, { headers: auth })],
        ['notifications', () => fetch(`${url}/api/usuario/notifications`, { headers: auth })],
        [
          'upload',
          () => {
            const form = new FormData();
            // Each upload a document of its own, as people send (not the same name over and over).
            form.append('file', new Blob([pdf], { type: 'application/pdf' }), `contrato-${n}-${step}.pdf`);
            return fetch(`${url}/api/file/upload`, { method: 'POST', headers: auth, body: form });
          },
        ],
      ];
      for (let i = n; Date.now() < deadline; i++) {
        step = i;
        const [kind, run] = actions[i % actions.length] as [Kind, () => Promise<Response>];
        await timed(kind, run);
        await think();
      }
    };
    const health = async () => {
      while (Date.now() < deadline) {
        await timed('health', () => fetch(`${url}/api/health`));
        await sleep(HEALTH_EVERY_MS);
      }
    };
    await Promise.all([...emails.map((email, n) => user(email, n)), health()]);

    const ms = (v: number) => (Number.isNaN(v) ? '—' : v.toFixed(0));
    const base = percentile(times.health, 95);
    console.log(
      `\n  ${'call'.padEnd(40)} ${'count'.padStart(6)} ${'errors'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  p95 ÷ health p95`,
    );
    for (const kind of ['health', 'login', ...READS, 'upload'] as Kind[]) {
      const xs = times[kind];
      console.log(
        `  ${LABELS[kind].padEnd(40)} ${String(xs.length).padStart(6)} ${String(errors[kind].length).padStart(6)} ${ms(percentile(xs, 50)).padStart(7)} ${ms(percentile(xs, 95)).padStart(7)} ${ms(percentile(xs, 99)).padStart(7)}  ×${(percentile(xs, 95) / base).toFixed(1)}`,
      );
    }
    const reads = READS.flatMap((k) => times[k]);
    const readP95 = percentile(reads, 95);
    const uploadP95 = percentile(times.upload, 95);
    const allErrors = Object.values(errors).flat();
    const total = Object.values(times).reduce((sum, xs) => sum + xs.length, 0);
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    console.log(`\n  ${total} requests in ${SECONDS} s (${(total / SECONDS).toFixed(0)}/s)`);
    console.log(
      `  reads p95 ${ms(readP95)} ms   target ≤ ${TARGET_READ_P95} ms: ${verdict(readP95 <= TARGET_READ_P95)}`,
    );
    console.log(
      `  small uploads p95 ${ms(uploadP95)} ms (median ${ms(percentile(times.upload, 50))} ms)   target ≤ ${TARGET_UPLOAD_P95} ms: ${verdict(uploadP95 <= TARGET_UPLOAD_P95)}`,
    );
    console.log(`  errors ${allErrors.length}   target 0: ${verdict(allErrors.length === 0)}`);
    for (const e of [...new Set(allErrors)].slice(0, 5)) console.log(`    ${e}`);
  } finally {
    await api.kill();
    await database.drop();
    rmSync(env.DATA_DIR as string, { recursive: true, force: true });
  }
}

/** USERS members of the demo company (every permission), with one password, straight in the database. */
async function makeUsers(databaseUrl: string, n: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ empresa_id: number }>(
      `select ue.empresa_id from usuario_empresa ue join users u on u.id = ue.user_id
       where u.email = 'gestor@demo.local' limit 1`,
    );
    const empresaId = rows[0]?.empresa_id;
    if (!empresaId) throw new Error('the demo company is missing (SEED_DEMO=1)');
    const hash = await hashPassword(PASSWORD);
    const emails: string[] = [];
    for (let i = 0; i < n; i++) {
      const email = `carga-${i}-${randomBytes(3).toString('hex')}@demo.local`;
      const user = await client.query<{ id: number }>(
        `insert into users (nome, email, password_hash, status, empresa_id, email_verified_at)
         values ($1, $2, $3, true, $4, now()) returning id`,
        [`Usuária de carga ${i + 1}`, email, hash, empresaId],
      );
      await client.query(
        'insert into usuario_empresa (user_id, empresa_id, permissions) values ($1, $2, $3)',
        [user.rows[0]?.id, empresaId, [...PERMISSIONS]],
      );
      emails.push(email);
    }
    return emails;
  } finally {
    await client.end();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
