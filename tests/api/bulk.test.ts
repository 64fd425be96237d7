// Bulk sends from a template: a Windows-1252 CSV's headers mapped ("Endereço", "E-mail do
// Contratado") with its lines' errors previewed; a 12-line sheet with 2 bad lines makes 10 documents,
// each sent for signature, and keeps the 2 reasons; pause stops the runner and resume finishes;
// cancel leaves what was pending cancelled; an .xlsx works; a plan whose signatures run out mid-job
// refuses the rest with the plan's message; another company's template is 404, an archived one 409.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { and, eq, gt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBulkLine } from '../../server/db/queries/bulk.js';
import { arquivos, enviosLoteLinhas, modelos } from '../../server/db/schema.js';
import { bulkRunnerHooks } from '../../server/modules/bulk/runner.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { salePlan, subscribe } from '../helpers/billing.js';
import { minimalPdf } from '../helpers/files.js';
import { makeCompany, uniqueEmail } from '../helpers/fixtures.js';
import { companyWithOwner, type Member, member } from '../helpers/signing.js';
import { waitFor } from '../helpers/simulator.js';

let app: TestApp;
let owner: Member;
let modeloId: number;

const DEFINITION = {
  papeis: [
    { nome: 'Contratante', tipo: 1, canal: 'email' },
    { nome: 'Contratado', tipo: 1, canal: 'email' },
  ],
  preenchimentos: [
    {
      chave: 'endereco',
      rotulo: 'Endereço',
      obrigatorio: true,
      areas: [{ pagina: 1, x: 0.1, y: 0.3, largura: 0.5, altura: 0.04 }],
    },
  ],
};

async function createTemplate(token: string, nome: string): Promise<number> {
  const form = new FormData();
  form.append('nome', nome);
  form.append('definicao', JSON.stringify(DEFINITION));
  form.append(
    'arquivo',
    new Blob([minimalPdf('Contrato de locação') as Uint8Array<ArrayBuffer>]),
    'contrato.pdf',
  );
  const res = await fetch(`${app.url}/api/modelo/cadastrar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`modelo/cadastrar → ${res.status} ${JSON.stringify(body)}`);
  return body.data.id;
}

/** POSTs a sheet (and the other fields) to a bulk path as the SPA does. */
async function post(
  path: string,
  sheet: { name: string; bytes: Uint8Array },
  fields: Record<string, string> = {},
  token = owner.token,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('planilha', new Blob([sheet.bytes as Uint8Array<ArrayBuffer>]), sheet.name);
  const res = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const HEADER =
  'Contratante nome;Contratante e-mail;CPF do Contratante;Contratado nome;E-mail do Contratado;Endereço';
const line = (i: number, o: { email?: string; endereco?: string } = {}) =>
  [
    `Cliente ${i}`,
    o.email ?? uniqueEmail(`cliente${i}`),
    generateCpf(),
    `Prestador ${i}`,
    uniqueEmail(`prestador${i}`),
    o.endereco ?? `Rua das Acácias, ${i}`,
  ].join(';');
/** A CSV as Excel in pt-BR saves it: Windows-1252, ';', CRLF. */
const csv = (lines: string[]) => ({
  name: 'lote.csv',
  bytes: iconv.encode([HEADER, ...lines].join('\r\n'), 'win1252'),
});

const job = async (id: number, token = owner.token) =>
  (await app.call('GET', `/api/lote/${id}/detalhes`, { token })).body;
const untilDone = (id: number, token = owner.token) =>
  waitFor(
    async () => {
      const j = await job(id, token);
      return j.status === 'done' || j.status === 'cancelled' ? j : undefined;
    },
    15_000,
    `bulk job ${id} done`,
  );
const lines = async (id: number, query = '') =>
  (await app.call('GET', `/api/lote/${id}/linhas?perPage=100${query}`, { token: owner.token })).body.data;

/** Lines the runner took (tried at least once): after a pause or a cancel, no other is taken. */
const takenLines = (loteId: number) =>
  app.ctx.db.$count(
    enviosLoteLinhas,
    and(eq(enviosLoteLinhas.loteId, loteId), gt(enviosLoteLinhas.tentativas, 0)),
  );

/** Holds every line after its document is made until released (the runner then waits there). */
function holdRunner() {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  let held = 0;
  bulkRunnerHooks.afterPrepare = async () => {
    held++;
    await gate;
  };
  return {
    held: () => held,
    release() {
      release();
      bulkRunnerHooks.afterPrepare = undefined;
    },
  };
}

beforeAll(async () => {
  app = await startTestApp();
  ({ owner } = await companyWithOwner(app));
  modeloId = await createTemplate(owner.token, 'Locação');
});
afterAll(async () => {
  bulkRunnerHooks.afterPrepare = undefined;
  await app?.close();
});

describe('bulk send', () => {
  it('previews a Windows-1252 sheet: headers mapped, errors per line, refusals counted, too many lines refused', async () => {
    const sheet = csv([line(1), line(2, { email: 'não-é-email' }), line(3, { endereco: '' })]);
    const res = await post(`/api/modelo/${modeloId}/lote/previa`, sheet);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.colunas).toContain('Endereço');
    expect(res.body.mapeamento).toEqual({
      'papel.1.nome': 'Contratante nome',
      'papel.1.email': 'Contratante e-mail',
      'papel.1.cpf': 'CPF do Contratante',
      'papel.2.nome': 'Contratado nome',
      'papel.2.email': 'E-mail do Contratado',
      'valor.endereco': 'Endereço',
    });
    expect(res.body.total).toBe(3);
    expect(res.body.invalidas).toBe(2);
    const [l1, l2, l3] = res.body.linhas;
    expect(l1).toMatchObject({ linha: 2, erros: [] });
    expect(l1.dados.valores).toEqual({ endereco: 'Rua das Acácias, 1' });
    expect(l2.erros).toEqual([
      {
        campo: 'papel.1.email',
        mensagem: 'O campo e-mail (Contratante) deve ser um endereço de e-mail válido.',
      },
    ]);
    expect(l3.erros).toEqual([{ campo: 'valor.endereco', mensagem: 'Informe Endereço.' }]);

    // A mapping of its own: the address from another column, so every line lacks it.
    const remapped = await post(`/api/modelo/${modeloId}/lote/previa`, sheet, {
      mapeamento: JSON.stringify({ ...res.body.mapeamento, 'valor.endereco': '' }),
    });
    expect(remapped.body.invalidas).toBe(3);
    const wrong = await post(`/api/modelo/${modeloId}/lote/previa`, sheet, {
      mapeamento: JSON.stringify({ 'valor.endereco': 'Bairro' }),
    });
    expect(wrong).toMatchObject({ status: 422, body: { message: 'A planilha não tem a coluna "Bairro".' } });

    const big = await post(
      `/api/modelo/${modeloId}/lote/previa`,
      csv(Array.from({ length: 501 }, (_, i) => `a${i};b;c;d;e;f`)),
    );
    expect(big).toMatchObject({
      status: 422,
      body: { message: 'A planilha tem 501 linhas; o máximo é 500.' },
    });
  });

  it('sends 12 lines with 2 bad ones: 10 documents sent for signature and 2 reasons', async () => {
    const sheet = csv(
      Array.from({ length: 12 }, (_, i) =>
        i === 4 ? line(i + 1, { email: 'x@' }) : i === 9 ? line(i + 1, { endereco: '' }) : line(i + 1),
      ),
    );
    const res = await post(`/api/modelo/${modeloId}/lote`, sheet);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Envio em lote iniciado: 10 documentos serão criados.');
    expect(res.body.data).toMatchObject({
      total: 12,
      recusados: 2,
      status: 'running',
      modelo: { id: modeloId },
    });
    const done = await untilDone(res.body.data.id);
    expect(done).toMatchObject({ status: 'done', criados: 10, recusados: 2, pendentes: 0 });
    expect(done.concluido_em).toBeTruthy();

    const all = await lines(done.id);
    const refused = all.filter((l: { status: string }) => l.status === 'refused');
    expect(refused.map((l: { linha: number; motivo: string }) => [l.linha, l.motivo])).toEqual([
      [6, 'O campo e-mail (Contratante) deve ser um endereço de e-mail válido.'],
      [11, 'Informe Endereço.'],
    ]);
    const created = all.filter((l: { status: string }) => l.status === 'created');
    expect(created).toHaveLength(10);
    const docs = await app.ctx.db
      .select({ id: arquivos.id, status: arquivos.status, origem: arquivos.origem })
      .from(arquivos)
      .where(eq(arquivos.modeloId, modeloId));
    expect(docs).toHaveLength(10);
    expect(new Set(docs.map((d) => d.id))).toEqual(
      new Set(created.map((l: { arquivo_id: number }) => l.arquivo_id)),
    );
    expect(docs.every((d) => d.status === 'waiting' && d.origem === 'lote')).toBe(true);
    // Each line's people were asked by e-mail, as any request.
    const first = created[0];
    const process = (
      await app.call('GET', `/api/arquivo/${first.arquivo_id}/assinaturas`, { token: owner.token })
    ).body;
    expect(process.signatarios.map((s: { nome: string }) => s.nome)).toEqual([first.nome, 'Prestador 1']);
    expect(app.lastMailTo(process.signatarios[0].email).links.some((l) => l.includes('/assinar/'))).toBe(
      true,
    );
    expect(
      (await app.call('GET', `/api/lotes?modelo_id=${modeloId}`, { token: owner.token })).body.data[0].id,
    ).toBe(done.id);
  });

  it('pauses (the runner takes nothing more) and resumes to the end; cancels what is pending', async () => {
    const hold = holdRunner();
    const paused = await post(
      `/api/modelo/${modeloId}/lote`,
      csv(Array.from({ length: 6 }, (_, i) => line(i + 1))),
    );
    const id = paused.body.data.id;
    await waitFor(() => hold.held() > 0, 10_000, 'a line made');
    const pause = await app.call('PUT', `/api/lote/${id}/pausar`, { token: owner.token });
    expect(pause.body).toMatchObject({ message: 'Envio em lote pausado.', data: { status: 'paused' } });
    hold.release();
    // The lines taken before the pause finish; no other is taken.
    const taken = await takenLines(id);
    const settled = await waitFor(async () => {
      const j = await job(id);
      return j.criados === taken ? j : undefined;
    });
    expect(settled).toMatchObject({ status: 'paused', pendentes: 6 - taken });
    expect(taken).toBeLessThan(6);
    expect(await claimBulkLine(app.ctx.db, 0)).toBeUndefined();
    expect((await app.call('PUT', `/api/lote/${id}/pausar`, { token: owner.token })).status).toBe(409);
    expect((await app.call('PUT', `/api/lote/${id}/retomar`, { token: owner.token })).body.data.status).toBe(
      'running',
    );
    expect(await untilDone(id)).toMatchObject({ status: 'done', criados: 6, recusados: 0 });

    const hold2 = holdRunner();
    const cancelled = await post(
      `/api/modelo/${modeloId}/lote`,
      csv(Array.from({ length: 6 }, (_, i) => line(i + 1))),
    );
    const id2 = cancelled.body.data.id;
    await waitFor(() => hold2.held() > 0, 10_000, 'a line made');
    const cancel = await app.call('PUT', `/api/lote/${id2}/cancelar`, { token: owner.token });
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', pendentes: 0 });
    hold2.release();
    // The lines taken before the cancel still make their documents; the others stay cancelled.
    const made = await takenLines(id2);
    const final = await waitFor(async () => {
      const j = await job(id2);
      return j.criados === made ? j : undefined;
    });
    expect(final.status).toBe('cancelled');
    const after = await lines(id2);
    expect(after.filter((l: { status: string }) => l.status === 'created')).toHaveLength(made);
    expect(after.filter((l: { status: string }) => l.status === 'cancelled')).toHaveLength(6 - made);
    expect(after.find((l: { status: string }) => l.status === 'cancelled').motivo).toBe(
      'O envio foi cancelado antes desta linha.',
    );
    expect((await app.call('PUT', `/api/lote/${id2}/retomar`, { token: owner.token })).body.message).toBe(
      'Este envio já terminou.',
    );
  });

  it('reads an .xlsx', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Lote');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow(line(1).split(';'));
    sheet.addRow(line(2).split(';'));
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const res = await post(`/api/modelo/${modeloId}/lote`, { name: 'Lote.XLSX', bytes });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await untilDone(res.body.data.id)).toMatchObject({ criados: 2, recusados: 0 });
  });

  it("refuses the rest with the plan's message once its signatures run out; other companies' and archived templates", async () => {
    const { plan } = await salePlan(app, { limits: { assinaturasMes: 3 } });
    const company = await makeCompany(app);
    await subscribe(app, company.id, plan.id);
    const limited = await member(app, company.id);
    const limitedModelo = await createTemplate(limited.token, 'Locação');
    const res = await post(
      `/api/modelo/${limitedModelo}/lote`,
      csv(Array.from({ length: 5 }, (_, i) => line(i + 1))),
      {},
      limited.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const done = await untilDone(res.body.data.id, limited.token);
    expect(done).toMatchObject({ status: 'done', criados: 3, recusados: 2 });
    const all = (
      await app.call('GET', `/api/lote/${done.id}/linhas?status=refused`, { token: limited.token })
    ).body.data;
    expect(all).toHaveLength(2);
    for (const l of all) expect(l.motivo).toMatch(/^Seu plano permite até 3 /);
    expect(await app.ctx.db.$count(arquivos, eq(arquivos.modeloId, limitedModelo))).toBe(3);

    const sheet = csv([line(1)]);
    expect((await post(`/api/modelo/${limitedModelo}/lote/previa`, sheet)).status).toBe(404);
    expect((await app.call('GET', `/api/lote/${done.id}/detalhes`, { token: owner.token })).status).toBe(404);
    await app.ctx.db
      .update(modelos)
      .set({ arquivado: true })
      .where(and(eq(modelos.id, limitedModelo)));
    const archived = await post(`/api/modelo/${limitedModelo}/lote`, sheet, {}, limited.token);
    expect(archived).toMatchObject({ status: 409, body: { message: 'Este modelo está arquivado.' } });
  });
});
