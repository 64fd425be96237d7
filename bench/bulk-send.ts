// Bulk send benchmark: a 500-line CSV (Windows-1252, as Excel in pt-BR saves it; every hundredth line
// with a broken e-mail, so 495 documents and 5 reasons) sent from a template
// of one role and one prefill value, timed from the POST until the job is done — each line a
// document (the template's PDF with the value burned in, stored), a signature request and its
// e-mail — against a bare SQL baseline run in the same process on the same database: per line, one
// transaction inserting a file row, its signatory row and its two event rows.
// Target (issue): the 500 lines done in ≤ 60 s on PostgreSQL.
// Run: npm run bench:bulk   (PostgreSQL: TEST_DATABASE_URL or DATABASE_URL, default
//   postgres://postgres@127.0.0.1:5432/test; a fresh database is created there and dropped at the end)
//   BENCH_BULK_LINES=N   another number of lines (at most 500)
// Prints PASS/FAIL; exits non-zero only when the benchmark itself cannot run.
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import pg from 'pg';
import { startTestApp, type TestApp } from '../tests/helpers/app.js';
import { minimalPdf } from '../tests/helpers/files.js';
import { companyWithOwner } from '../tests/helpers/signing.js';
import { intEnv } from './env.js';

const LINES = Math.min(intEnv('BENCH_BULK_LINES', 500), 500);
const TARGET_S = 60;

const DEFINITION = {
  papeis: [{ nome: 'Locatário', tipo: 1, canal: 'email' }],
  preenchimentos: [
    {
      chave: 'endereco',
      rotulo: 'Endereço',
      obrigatorio: true,
      areas: [{ pagina: 1, x: 0.1, y: 0.3, largura: 0.6, altura: 0.04 }],
    },
  ],
};

async function multipart(app: TestApp, token: string, path: string, form: FormData) {
  const res = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { data: { id: number } };
  if (res.status !== 201) throw new Error(`${path} → ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Every hundredth line has an e-mail without its domain: refused with its reason, never sent. */
const bad = (i: number) => i % 100 === 0;

function sheet(lines: number): Uint8Array {
  const rows = ['Nome;E-mail;Endereço'];
  for (let i = 1; i <= lines; i++)
    rows.push(
      `Locatário ${i};${bad(i) ? `locatario-${i}` : `locatario-${i}-${randomBytes(3).toString('hex')}@example.com`};Rua das Acácias, ${i}`,
    );
  return iconv.encode(rows.join('\r\n'), 'win1252');
}

/** The bare SQL of a line: a file row, its signatory and two events, in one transaction of its own. */
async function baseline(url: string, empresaId: number, lines: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const hash = () => randomBytes(32).toString('hex');
  try {
    const started = performance.now();
    for (let i = 1; i <= lines; i++) {
      await client.query('begin');
      const {
        rows: [file],
      } = await client.query<{ id: number }>(
        `insert into arquivos (empresa_id, nome, mime, tamanho, sha256, blob_key, status, origem)
         values ($1, $2, 'application/pdf', 1000, $3, $4, 'waiting', 'lote') returning id`,
        [empresaId, `Baseline ${i}-${randomUUID()}.pdf`, hash(), `bench/${randomUUID()}`],
      );
      await client.query(
        `insert into assinaturas (empresa_id, arquivo_id, ordem, tipo, nome, email, token_hash)
         values ($1, $2, 1, 1, $3, $4, $5)`,
        [empresaId, file?.id, `Locatário ${i}`, `baseline-${i}@example.com`, hash()],
      );
      for (const [seq, acao] of [
        [1, 'uploaded'],
        [2, 'signing_requested'],
      ] as const)
        await client.query(
          `insert into arquivo_eventos (arquivo_id, empresa_id, seq, acao, dados, created_at, hash)
           values ($1, $2, $3, $4, '{}', now(), $5)`,
          [file?.id, empresaId, seq, acao, hash()],
        );
      await client.query('commit');
    }
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

async function main() {
  process.env.TEST_DATABASE_URL ||= process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  process.env.TEST_DB_KIND = 'postgres';
  const app = await startTestApp({ TRUST_PROXY: '0' });
  try {
    const { owner, empresaId } = await companyWithOwner(app);
    const template = new FormData();
    template.append('nome', 'Contrato de locação');
    template.append('definicao', JSON.stringify(DEFINITION));
    template.append(
      'arquivo',
      new Blob([minimalPdf('Contrato de locação') as Uint8Array<ArrayBuffer>]),
      'locacao.pdf',
    );
    const modelo = await multipart(app, owner.token, '/api/modelo/cadastrar', template);

    const form = new FormData();
    form.append('planilha', new Blob([sheet(LINES) as Uint8Array<ArrayBuffer>]), 'lote.csv');
    const mailsBefore = app.mails().length;
    const started = performance.now();
    const job = await multipart(app, owner.token, `/api/modelo/${modelo.id}/lote`, form);
    let last = { status: '', criados: 0, recusados: 0 };
    for (;;) {
      const res = await app.call('GET', `/api/lote/${job.id}/detalhes`, { token: owner.token });
      last = res.body;
      if (last.status === 'done' || last.status === 'cancelled') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const elapsed = (performance.now() - started) / 1000;
    // The e-mails are written by the capture transport once sent: count what arrived.
    const mails =
      readdirSync(join(app.dataDir, 'mail')).filter((f) => f.endsWith('.json')).length - mailsBefore;

    // One document per created line, none twice: the lines' documents and the company's from the lote.
    const counter = new pg.Client({ connectionString: app.ctx.config.databaseUrl as string });
    await counter.connect();
    const {
      rows: [made],
    } = await counter.query<{ docs: number; distinct_docs: number; lote_files: number }>(
      `select count(*)::int as docs, count(distinct l.arquivo_id)::int as distinct_docs,
              (select count(*)::int from arquivos where empresa_id = $1 and origem = 'lote') as lote_files
         from envios_lote_linhas l where l.lote_id = $2 and l.status = 'created'`,
      [empresaId, job.id],
    );
    await counter.end();
    const base = await baseline(app.ctx.config.databaseUrl as string, empresaId, LINES);
    const refusedExpected = Array.from({ length: LINES }, (_, i) => i + 1).filter(bad).length;
    console.log(`\nBulk send of ${LINES} lines from a template (one role, one prefill value), PostgreSQL:`);
    console.log(
      `  bulk job: ${elapsed.toFixed(1)} s (${((elapsed * 1000) / LINES).toFixed(0)} ms a line), ` +
        `${last.criados} created, ${last.recusados} refused, ${mails} e-mails`,
    );
    console.log(
      `  baseline (bare SQL: file + signatory + 2 events, a transaction per line): ${base.toFixed(2)} s ` +
        `(${((base * 1000) / LINES).toFixed(1)} ms a line)`,
    );
    console.log(`  ratio bulk / baseline: ${(elapsed / base).toFixed(1)}×`);
    const good = LINES - refusedExpected;
    const ok =
      last.criados === good &&
      last.recusados === refusedExpected &&
      made?.docs === good &&
      made.distinct_docs === good &&
      made.lote_files === good &&
      mails >= good;
    console.log(
      `  ${good} documents for the ${good} good lines (${made?.distinct_docs} distinct, ${made?.lote_files} files from the lote), ` +
        `${last.recusados} refused of the ${refusedExpected} bad, each e-mailed: ${ok ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `  ${LINES} lines in ${elapsed.toFixed(1)} s, target ≤ ${TARGET_S} s: ${elapsed <= TARGET_S ? 'PASS' : 'FAIL'}\n`,
    );
  } finally {
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
