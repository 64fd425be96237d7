// Vault list benchmark: GET /api/files on a folder holding 10,000 live files (plus trashed ones in
// it and other folders and companies' files around it, so the indexes have to do their job),
// 300 requests over random pages and every sort (nome, created_at, tamanho; asc and desc) after a
// warm-up of 30, against GET /api/health (no auth, one trivial query) measured the same way in the
// same run, interleaved with the list requests. The table is vacuumed and analysed after the
// bulk insert, as autovacuum would leave it.
// Target (issue): list p95 ≤ 30 ms.
// Run: npx tsx bench/vault-list.ts   (PostgreSQL: TEST_DATABASE_URL, default
//   postgres://postgres@127.0.0.1:5432/test; a fresh database is created there and dropped at the end)
//   --explain     also prints EXPLAIN (ANALYZE, BUFFERS) of the list's queries for the slowest sort
//   --no-vacuum   measure right after the bulk insert (analyze only), before autovacuum's pass
//   BENCH_LIST_SQL='create index …; …'   statements run after seeding (to try an index or setting)
// Prints PASS/FAIL per target; exits non-zero only when the benchmark itself cannot run.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { arquivos, pastas, users } from '../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../tests/helpers/app.js';
import { makeCompany } from '../tests/helpers/fixtures.js';

const FILES = 10_000;
const PER_PAGE = 25;
const WARMUP = 30;
const REQUESTS = 300;
const TARGET_P95 = 30;
const BATCH = 1_000;
const SORTS = ['nome', 'created_at', 'tamanho'] as const;
const ORDERS = ['asc', 'desc'] as const;

const KINDS = [
  ['pdf', 'application/pdf'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
] as const;
const WORDS = ['Contrato', 'Nota fiscal', 'Relatório', 'Procuração', 'Balanço', 'Recibo', 'Ata', 'Proposta'];
const YEAR_MS = 365 * 24 * 3600 * 1000;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

type NewFile = typeof arquivos.$inferInsert;

function fileRow(
  empresaId: number,
  pastaId: number | null,
  n: number,
  extra: Partial<NewFile> = {},
): NewFile {
  const [ext, mime] = pick(KINDS);
  const createdAt = new Date(Date.now() - Math.random() * YEAR_MS);
  return {
    empresaId,
    pastaId,
    nome: `${pick(WORDS)} ${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}-${n}.${ext}`,
    mime,
    // Log-uniform between 1 kB and 50 MB.
    tamanho: Math.round(1000 * 50_000 ** Math.random()),
    sha256: randomBytes(32).toString('hex'),
    blobKey: `bench/${randomUUID()}`,
    status: Math.random() < 0.8 ? 'draft' : 'completed',
    createdAt,
    ...extra,
  };
}

async function insertFiles(app: TestApp, rows: Iterable<NewFile>): Promise<number> {
  let batch: NewFile[] = [];
  let n = 0;
  const flush = async () => {
    if (batch.length) await app.ctx.db.insert(arquivos).values(batch);
    n += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) await flush();
  }
  await flush();
  return n;
}

function* many(count: number, make: (n: number) => NewFile): Generator<NewFile> {
  for (let n = 1; n <= count; n++) yield make(n);
}

async function newFolder(app: TestApp, empresaId: number, nome: string): Promise<number> {
  const [row] = await app.ctx.db.insert(pastas).values({ empresaId, nome }).returning({ id: pastas.id });
  if (!row) throw new Error('insert pastas returned nothing');
  return row.id;
}

/** Builds the data set; returns the benchmark folder's id. */
async function seed(app: TestApp, vacuum: boolean): Promise<{ folderId: number; rows: number }> {
  const [demo] = await app.ctx.db
    .select({ empresaId: users.empresaId, userId: users.id })
    .from(users)
    .where(eq(users.email, 'gestor@demo.local'));
  if (!demo?.empresaId) throw new Error('demo manager not seeded');
  const { empresaId, userId } = demo;
  const folderId = await newFolder(app, empresaId, 'Benchmark');
  const other = await newFolder(app, empresaId, 'Outra pasta');
  let rows = 0;
  rows += await insertFiles(
    app,
    many(FILES, (n) => fileRow(empresaId, folderId, n, { uploadedBy: userId })),
  );
  // In the folder's trash: must not be listed nor counted.
  const deletedAt = new Date();
  rows += await insertFiles(
    app,
    many(300, (n) => fileRow(empresaId, folderId, n, { uploadedBy: userId, deletedAt, deletedBy: userId })),
  );
  rows += await insertFiles(
    app,
    many(2_000, (n) => fileRow(empresaId, null, n, { uploadedBy: userId })),
  );
  rows += await insertFiles(
    app,
    many(2_000, (n) => fileRow(empresaId, other, n, { uploadedBy: userId })),
  );
  for (let c = 1; c <= 3; c++) {
    const company = await makeCompany(app, `Empresa vizinha ${c}`);
    const theirs = await newFolder(app, company.id, 'Benchmark');
    rows += await insertFiles(
      app,
      many(FILES, (n) => fileRow(company.id, theirs, n)),
    );
    rows += await insertFiles(
      app,
      many(2_000, (n) => fileRow(company.id, null, n)),
    );
  }
  for (const statement of (process.env.BENCH_LIST_SQL ?? '').split(';').filter((t) => t.trim()))
    await app.ctx.db.execute(statement);
  // The steady state autovacuum leaves behind (since PostgreSQL 13 inserts alone trigger it):
  // statistics and the visibility map that index-only scans rely on. --no-vacuum measures the
  // table right after a bulk insert instead (statistics only).
  await app.ctx.db.execute(vacuum ? 'vacuum analyze arquivos' : 'analyze arquivos');
  await app.ctx.db.execute('analyze pastas');
  return { folderId, rows };
}

/** Nearest-rank percentile of sorted values. */
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;

async function timed(url: string, token?: string) {
  const started = performance.now();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { data?: unknown[]; total?: number };
  return { ms: performance.now() - started, status: res.status, body };
}

/** Captures the SQL the app sends about arquivos (for --explain), by wrapping pg's query. */
function captureArquivosSql() {
  const seen: { text: string; values: unknown[] }[] = [];
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [unknown, unknown];
    const text = typeof config === 'string' ? config : (config as { text?: string })?.text;
    const params = Array.isArray(values) ? values : ((config as { values?: unknown[] })?.values ?? []);
    if (text && /from "arquivos"/i.test(text) && !/^\s*(insert|analyze|explain)/i.test(text))
      seen.push({ text, values: params });
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    take: () => seen.splice(0),
    restore: () => {
      pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
    },
  };
}

async function main() {
  const explain = process.argv.includes('--explain');
  process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
  process.env.TEST_DB_KIND = 'postgres';
  const capture = explain ? captureArquivosSql() : undefined;

  const app = await startTestApp({ TRUST_PROXY: '0' });
  try {
    const started = performance.now();
    const vacuum = !process.argv.includes('--no-vacuum');
    const { folderId, rows } = await seed(app, vacuum);
    console.log(
      `Seeded ${rows} files in ${((performance.now() - started) / 1000).toFixed(1)} s` +
        `${process.env.BENCH_LIST_SQL ? ', ran BENCH_LIST_SQL' : ''}` +
        `${vacuum ? ', then vacuum analyze' : ', then analyze only (--no-vacuum)'}.`,
    );
    const { access_token: token } = await loginAs(app, 'gestor@demo.local', 'demo123');

    const pages = Math.ceil(FILES / PER_PAGE);
    const listUrl = (i: number) => {
      const sort = SORTS[Math.floor(i / ORDERS.length) % SORTS.length] as string;
      const order = ORDERS[i % ORDERS.length] as string;
      const page = 1 + Math.floor(Math.random() * pages);
      return {
        key: `${sort} ${order}`,
        url: `${app.url}/api/files?pasta_id=${folderId}&page=${page}&perPage=${PER_PAGE}&sort=${sort}&order=${order}`,
        page,
      };
    };

    const list: number[] = [];
    const health: number[] = [];
    const bySort = new Map<string, number[]>();
    let wrong = 0;
    let firstWrong = '';
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const l = listUrl(i);
      const r = await timed(l.url, token);
      const expected = Math.min(PER_PAGE, FILES - (l.page - 1) * PER_PAGE);
      if (r.status !== 200 || r.body.total !== FILES || r.body.data?.length !== expected) {
        wrong++;
        firstWrong ||= `${l.url} → ${r.status} total=${r.body.total} rows=${r.body.data?.length}`;
      }
      const h = await timed(`${app.url}/api/health`);
      if (h.status !== 200) throw new Error(`/api/health → ${h.status}`);
      if (i < WARMUP) continue;
      list.push(r.ms);
      health.push(h.ms);
      bySort.set(l.key, [...(bySort.get(l.key) ?? []), r.ms]);
    }
    if (wrong === REQUESTS + WARMUP) throw new Error(`every list request was wrong, e.g. ${firstWrong}`);

    list.sort((a, b) => a - b);
    health.sort((a, b) => a - b);
    const p95 = pct(list, 95);
    console.log(
      `\nGET /api/files, folder of ${FILES} live files, perPage ${PER_PAGE}, ${REQUESTS} requests (+${WARMUP} warm-up), PostgreSQL:`,
    );
    console.log(`  ${''.padEnd(34)}    p50       p95       p99       max`);
    const row = (name: string, v: number[]) =>
      console.log(
        `  ${name.padEnd(34)} ${ms(pct(v, 50))} ${ms(pct(v, 95))} ${ms(pct(v, 99))} ${ms(v[v.length - 1] ?? 0)}`,
      );
    row('baseline: GET /api/health', health);
    row('GET /api/files (all sorts)', list);
    for (const [key, v] of [...bySort.entries()].sort())
      row(
        `  sort=${key}`,
        [...v].sort((a, b) => a - b),
      );
    console.log(`  p95 difference (list − health): ${(p95 - pct(health, 95)).toFixed(1)} ms`);
    console.log(
      `  answers with ${FILES} total and a full page: ${REQUESTS + WARMUP - wrong}/${REQUESTS + WARMUP}` +
        `: ${wrong ? `FAIL (e.g. ${firstWrong})` : 'PASS'}`,
    );
    console.log(
      `  list p95 ${p95.toFixed(1)} ms, target ≤ ${TARGET_P95} ms: ${p95 <= TARGET_P95 ? 'PASS' : 'FAIL'}\n`,
    );

    if (capture) {
      // The slowest sort, on a deep page: EXPLAIN each query the app sent about arquivos.
      const [worst] = [...bySort.entries()].sort((a, b) => pct(b[1], 95) - pct(a[1], 95));
      const [sort, order] = (worst?.[0] ?? 'nome asc').split(' ');
      capture.take();
      await timed(
        `${app.url}/api/files?pasta_id=${folderId}&page=${pages}&perPage=${PER_PAGE}&sort=${sort}&order=${order}`,
        token,
      );
      const queries = capture.take();
      capture.restore();
      const url = app.ctx.config.databaseUrl;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (const q of queries) {
          console.log(
            `EXPLAIN (ANALYZE, BUFFERS), sort=${sort} ${order}, last page:\n${q.text}\n  params ${JSON.stringify(q.values)}`,
          );
          const plan = await client.query(`explain (analyze, buffers) ${q.text}`, q.values);
          for (const line of plan.rows) console.log(`  ${line['QUERY PLAN']}`);
          console.log();
        }
      } finally {
        await client.end();
      }
    }
  } finally {
    capture?.restore();
    await app.close();
  }
}

// Exit explicitly: a handle the app leaves behind (a worker, a pool) must not keep the run alive.
main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
