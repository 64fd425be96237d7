// Excel 97–2003 .xls lists in every sheet import — a campaign's recipients, a template's bulk send,
// the contacts — from files Perl's Spreadsheet::WriteExcel (BIFF8) and Gnumeric (BIFF5, Excel 95,
// text in Windows-1252) wrote (tests/fixtures/xls/make-xls.pl): accents intact, phones and CPFs
// stored as numbers read as their digits, dates as YYYY-MM-DD, the sheet told by its bytes whatever
// its name, Excel's empty extra sheets ignored and a second sheet with cells refused. A damaged
// .xls, or one that takes too long to read, is 422 "invalid file" with nothing written. The
// database plays no part of its own: PGlite only.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contatos, enviosLote } from '../../server/db/schema.js';
import { xlsLimits } from '../../server/modules/messages/xls.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf } from '../helpers/files.js';
import { importSheet, sendForm } from '../helpers/messaging.js';
import { companyWithOwner, type Member } from '../helpers/signing.js';

let app: TestApp;
let owner: Member;
let empresaId: number;
let modeloId: number;

const fixture = (name: string) => readFileSync(new URL(`../fixtures/xls/${name}`, import.meta.url));
const INVALID = 'Arquivo inválido: a planilha não pôde ser lida.';
/** An .xls damaged past its header: the Compound File signature, then bytes that are no workbook. */
const damaged = () =>
  Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.from(Array.from({ length: 4088 }, (_, i) => (i * 37 + 11) % 256)),
  ]);

/** POSTs a sheet in `planilha` to a bulk path as the SPA does. */
async function bulk(path: string, sheet: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  form.append('planilha', new Blob([sheet.bytes as Uint8Array<ArrayBuffer>]), sheet.name);
  const res = await fetch(`${app.url}/api/modelo/${modeloId}/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  app = await startTestApp();
  ({ empresaId, owner } = await companyWithOwner(app));
  const form = new FormData();
  form.append('nome', 'Locação');
  form.append(
    'definicao',
    JSON.stringify({
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
    }),
  );
  form.append('arquivo', new Blob([minimalPdf('Contrato') as Uint8Array<ArrayBuffer>]), 'contrato.pdf');
  const res = await fetch(`${app.url}/api/modelo/cadastrar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  modeloId = (await res.json()).data.id;
});
afterAll(async () => {
  await app?.close();
});

describe('Excel 97–2003 .xls', () => {
  it('a campaign list: accents, numeric phones and CPF as digits, dates; told by its bytes, not its name', async () => {
    const bytes = fixture('campanha.xls');
    const res = await importSheet(app, owner.token, { name: 'campanha.xls', bytes });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      columns: ['nome', 'telefone', 'cidade', 'cpf', 'nascimento'],
      rows: [
        {
          nome: 'José Conceição',
          telefone: '11999990001',
          cidade: 'São Paulo',
          cpf: '52998224725',
          nascimento: '1990-03-15',
        },
        {
          nome: 'Inês Açaí',
          telefone: '(11) 98888-0002',
          cidade: 'Maceió €',
          cpf: '111.444.777-35',
          nascimento: '',
        },
        {
          nome: 'Caio Ávila',
          telefone: '5511977776666',
          cidade: 'Açaí São Paulo',
          cpf: '',
          nascimento: '2001-12-31',
        },
      ],
      total: 3,
      encoding: null,
    });
    // The same bytes under a text name are still the workbook.
    const renamed = await importSheet(app, owner.token, { name: 'campanha.csv', bytes });
    expect(renamed.body).toEqual(res.body);
  });

  it('an Excel 95 (BIFF5) list in Windows-1252: “curly quotes” and € read with the codepage tables', async () => {
    const res = await importSheet(app, owner.token, { name: 'excel95.xls', bytes: fixture('excel95.xls') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rows).toEqual([
      { nome: 'Inês “Nê” Müller', telefone: '11988880002', cidade: 'Maceió €' },
      { nome: 'José Conceição', telefone: '11999990001', cidade: 'Açaí São Paulo' },
    ]);
  });

  it('two sheets with cells: only one sheet, as an .xlsx', async () => {
    const res = await importSheet(app, owner.token, {
      name: 'duas-abas.xls',
      bytes: fixture('duas-abas.xls'),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(['A planilha deve ter apenas uma aba.']);
  });

  it('a bulk send maps its accented headers and reads a CPF stored as a number', async () => {
    const res = await bulk('lote/previa', { name: 'lote.xls', bytes: fixture('lote.xls') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.mapeamento).toEqual({
      'papel.1.nome': 'Contratante nome',
      'papel.1.email': 'Contratante e-mail',
      'papel.1.cpf': 'CPF do Contratante',
      'papel.2.nome': 'Contratado nome',
      'papel.2.email': 'E-mail do Contratado',
      'valor.endereco': 'Endereço',
    });
    expect(res.body).toMatchObject({ total: 2, invalidas: 0 });
    const [first] = res.body.linhas;
    expect(first.erros).toEqual([]);
    expect(first.dados.pessoas[0]).toMatchObject({ nome: 'José Conceição', cpf: '52998224725' });
    expect(first.dados.pessoas[1]).toMatchObject({ nome: 'Açaí São Paulo Ltda' });
    expect(first.dados.valores).toEqual({ endereco: 'Rua da Conceição, 12 — Centro' });
  });

  it('imports contacts, a mobile and a CPF stored as numbers among them', async () => {
    const res = await sendForm(
      app,
      owner.token,
      {},
      { name: 'contatos.xls', bytes: fixture('contatos.xls') },
      '/api/contatos/importar',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ criados: 2, recusados: 0 });
    const [jose] = res.body.data.linhas;
    const made = await app.call('GET', `/api/contato/${jose.id}/detalhes`, { token: owner.token });
    expect(made.body.data).toMatchObject({
      nome: 'José Conceição',
      celular: '5511999990001',
      documento: '52998224725',
      empresa: 'Açaí São Paulo',
      tags: ['xls', 'cliente'],
      observacoes: 'Prefere contato à tarde',
    });
  });

  it('a damaged .xls, or one too slow to read, is "invalid file" everywhere, with nothing written', async () => {
    const contacts = () => app.ctx.db.$count(contatos, eq(contatos.empresaId, empresaId));
    const jobs = () => app.ctx.db.$count(enviosLote, eq(enviosLote.modeloId, modeloId));
    const [contactsBefore, jobsBefore] = [await contacts(), await jobs()];
    const cut = fixture('contatos.xls').subarray(0, 3000);
    for (const file of [
      { name: 'antiga.xls', bytes: damaged() },
      { name: 'antiga.csv', bytes: damaged() },
      { name: 'cortada.xls', bytes: cut },
    ]) {
      const preview = await importSheet(app, owner.token, file);
      expect(preview.status).toBe(422);
      expect(preview.body.errors.file).toEqual([INVALID]);
      const imported = await sendForm(app, owner.token, {}, file, '/api/contatos/importar');
      expect(imported.status).toBe(422);
      expect(imported.body.errors.file).toEqual([INVALID]);
      const sent = await bulk('lote', file);
      expect(sent.status).toBe(422);
      expect(sent.body.errors.planilha).toEqual([INVALID]);
    }
    const readMs = xlsLimits.readMs;
    xlsLimits.readMs = 1;
    try {
      const slow = await sendForm(
        app,
        owner.token,
        {},
        { name: 'contatos.xls', bytes: fixture('contatos.xls') },
        '/api/contatos/importar',
      );
      expect(slow.status).toBe(422);
      expect(slow.body.errors.file).toEqual([INVALID]);
    } finally {
      xlsLimits.readMs = readMs;
    }
    expect([await contacts(), await jobs()]).toEqual([contactsBefore, jobsBefore]);
  });
});
