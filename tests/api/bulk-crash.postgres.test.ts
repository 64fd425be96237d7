// No duplicate after a crash: the API, a real process on PostgreSQL, kills itself (SIGKILL) in the
// middle of a 30-line bulk send, right after a line's document was committed and before its request
// went out (other lines in flight at whatever step they were), and is started again on the same
// database and data folder. The job must end with 30 documents, one per line, each sent for
// signature once, and nobody e-mailed twice.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { minimalPdf } from '../helpers/files.js';
import {
  type ApiProcess,
  apiEnv,
  type ChildHandle,
  freePort,
  loginOn,
  pollUntil,
  spawnNode,
  startApiProcess,
} from '../helpers/processes.js';

const LINES = 30;
const CRASH_AFTER = 8;

let database: TestDatabase;
let dataDir: string;
let env: Record<string, string>;
let crashing: ChildHandle | undefined;
let api: ApiProcess | undefined;

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function post(url: string, token: string, form: FormData) {
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  dataDir = mkdtempSync(join(tmpdir(), 'cofre-bulk-crash-'));
  env = apiEnv(database.url, await freePort(), {
    DATA_DIR: dataDir,
    SEED_DEMO_CONTENT: '0',
    BULK_CRASH_AFTER: String(CRASH_AFTER),
    // The line the dead process held is taken again after this many seconds without a sign of life.
    BULK_LEASE: '2',
  });
}, 30_000);

afterAll(async () => {
  await crashing?.kill('SIGKILL');
  await api?.kill('SIGKILL');
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('ends with one document per line, none twice, when the API dies mid-job and starts again', async () => {
  const url = `http://127.0.0.1:${env.PORT}`;
  crashing = await spawnNode({
    name: 'API (crashing)',
    script: 'tests/helpers/bulkCrashApi.ts',
    env,
    url,
    readyPath: '/api/health',
    timeoutMs: 60_000,
  });
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'gestor@demo.local', password: 'demo123' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;

  const template = new FormData();
  template.append('nome', 'Admissão');
  template.append(
    'definicao',
    JSON.stringify({
      papeis: [{ nome: 'Colaborador', tipo: 1, canal: 'email' }],
      preenchimentos: [
        {
          chave: 'cargo',
          rotulo: 'Cargo',
          areas: [{ pagina: 1, x: 0.1, y: 0.3, largura: 0.5, altura: 0.04 }],
        },
      ],
    }),
  );
  template.append(
    'arquivo',
    new Blob([minimalPdf('Contrato de trabalho') as Uint8Array<ArrayBuffer>]),
    'admissao.pdf',
  );
  const modelo = await post(`${url}/api/modelo/cadastrar`, token, template);
  expect(modelo.status, JSON.stringify(modelo.body)).toBe(201);
  const modeloId: number = modelo.body.data.id;

  const emails = Array.from({ length: LINES }, (_, i) => `colaborador-${i + 1}@example.com`);
  const csv = [
    'Nome;E-mail;Cargo',
    ...emails.map((e, i) => `Colaborador ${i + 1};${e};Analista ${i + 1}`),
  ].join('\r\n');
  const sheet = new FormData();
  sheet.append(
    'planilha',
    new Blob([iconv.encode(csv, 'win1252') as Uint8Array<ArrayBuffer>]),
    'admissoes.csv',
  );
  const job = await post(`${url}/api/modelo/${modeloId}/lote`, token, sheet);
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  const loteId: number = job.body.data.id;

  await pollUntil(() => !crashing?.running(), 'the API to kill itself mid-job', 60_000, 50);
  const left = await query<{ status: string; arquivo_id: number | null; file_status: string | null }>(
    `select l.status, l.arquivo_id, a.status as file_status from envios_lote_linhas l
     left join arquivos a on a.id = l.arquivo_id where l.lote_id = $1`,
    [loteId],
  );
  // The crash came right after a document was committed, before its request: a line holds a draft.
  expect(left.some((l) => l.status === 'pending' && l.file_status === 'draft')).toBe(true);
  expect(left.filter((l) => l.status === 'pending').length).toBeGreaterThan(0);

  api = await startApiProcess(env);
  const token2 = await loginOn(api, 'gestor@demo.local');
  const done = await pollUntil(
    async () => {
      const res = await api?.call('GET', `/api/lote/${loteId}/detalhes`, { token: token2 });
      return res?.body?.status === 'done' ? res.body : undefined;
    },
    `bulk job ${loteId} done after the restart`,
    60_000,
    200,
  );
  expect(done).toMatchObject({ criados: LINES, recusados: 0, pendentes: 0 });

  const docs = await query<{ id: number; status: string; requests: number }>(
    `select a.id, a.status, (select count(*)::int from arquivo_eventos e
       where e.arquivo_id = a.id and e.acao = 'signing_requested') as requests
     from arquivos a where a.modelo_id = $1`,
    [modeloId],
  );
  expect(docs).toHaveLength(LINES);
  expect(docs.every((d) => d.status === 'waiting' && d.requests === 1)).toBe(true);
  const lines = await query<{ arquivo_id: number }>(
    'select arquivo_id from envios_lote_linhas where lote_id = $1',
    [loteId],
  );
  expect(new Set(lines.map((l) => l.arquivo_id))).toEqual(new Set(docs.map((d) => d.id)));

  // Nobody twice (an e-mail whose request committed just before the kill may not have gone out:
  // its owner sends the link again, as after any failed send).
  const mailDir = join(dataDir, 'mail');
  const sent = readdirSync(mailDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => (JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as { to: string }).to)
    .filter((to) => emails.includes(to));
  const times = new Map<string, number>();
  for (const to of sent) times.set(to, (times.get(to) ?? 0) + 1);
  expect([...times].filter(([, n]) => n > 1)).toEqual([]);
  expect(sent.length).toBeGreaterThanOrEqual(LINES - 4);
}, 180_000);
