// POST /api/message/importar: contact lists as people save them — CSV from Excel in pt-BR
// (Windows-1252 with ';'), "CSV UTF-8" (BOM), Unicode text (UTF-16 with tabs), LibreOffice's UTF-8,
// one-sheet .xlsx — read with their accents intact and the encoding named for the preview; a text
// that is not a table, a header without contacts and an empty file each get a message that says
// what is wrong. Excel 97–2003 .xls files: xls-import.pglite.test.ts.
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf, pngBytes } from '../helpers/files.js';
import { importSheet, MESSAGING_ENV } from '../helpers/messaging.js';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  token = (await loginAs(app, 'gestor@demo.local')).access_token;
});
afterAll(async () => {
  await app?.close();
});

/** The list every encoding below carries: accents, cedilla, tilde, the euro and curly quotes. */
const LIST =
  'nome;telefone;cidade\r\nJosé Ação;11 99999-0001;São Paulo\r\nInês “Nê” Müller;11988880002;Maceió €\r\n';
const EXPECTED = {
  columns: ['nome', 'telefone', 'cidade'],
  rows: [
    { nome: 'José Ação', telefone: '11 99999-0001', cidade: 'São Paulo' },
    { nome: 'Inês “Nê” Müller', telefone: '11988880002', cidade: 'Maceió €' },
  ],
  total: 2,
};

describe('import: the encodings spreadsheets save in', () => {
  it('reads Excel pt-BR "CSV (separado por vírgulas)": Windows-1252 with ";"', async () => {
    const bytes = iconv.encode(LIST, 'windows-1252');
    // The bytes really are single-byte: "é" is 0xE9, "€" 0x80, "“" 0x93 — not valid UTF-8.
    expect(bytes.includes(0xe9) && bytes.includes(0x80) && bytes.includes(0x93)).toBe(true);
    const res = await importSheet(app, token, { name: 'contatos.csv', bytes, type: 'text/csv' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...EXPECTED, encoding: 'windows-1252' });
  });

  it('reads ISO-8859-1 the same way (its superset)', async () => {
    const latin = 'nome;telefone\nJoão Conceição;11977776666\n';
    const res = await importSheet(app, token, { name: 'l.csv', bytes: iconv.encode(latin, 'latin1') });
    expect(res.body.rows).toEqual([{ nome: 'João Conceição', telefone: '11977776666' }]);
    expect(res.body.encoding).toBe('windows-1252');
  });

  it('reads UTF-8 with and without a BOM', async () => {
    for (const bytes of [Buffer.from(`\ufeff${LIST}`), Buffer.from(LIST)]) {
      const res = await importSheet(app, token, { name: 'contatos.csv', bytes });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...EXPECTED, encoding: 'utf-8' });
    }
  });

  it('reads Excel "Texto Unicode": UTF-16 LE with a BOM and tabs; UTF-16 BE; UTF-16 without a BOM', async () => {
    const tabs = LIST.replaceAll(';', '\t');
    const cases: [Buffer, string][] = [
      [Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(tabs, 'utf-16le')]), 'utf-16le'],
      [Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(tabs, 'utf-16be')]), 'utf-16be'],
      [iconv.encode(tabs, 'utf-16le'), 'utf-16le'],
    ];
    for (const [bytes, encoding] of cases) {
      const res = await importSheet(app, token, { name: 'contatos.txt', bytes });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...EXPECTED, encoding });
    }
  });

  it('reads a tab-separated text exported under an .xls name, and an .xlsx saved as .xls', async () => {
    const text = await importSheet(app, token, {
      name: 'exportado.xls',
      bytes: iconv.encode(LIST.replaceAll(';', '\t'), 'windows-1252'),
    });
    expect(text.body).toEqual({ ...EXPECTED, encoding: 'windows-1252' });
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Contatos').addRow(['nome', 'telefone']);
    book.getWorksheet('Contatos')!.addRow(['Ana', '11999990001']);
    const workbook = await importSheet(app, token, {
      name: 'renomeado.xls',
      bytes: Buffer.from(await book.xlsx.writeBuffer()),
    });
    expect(workbook.body.rows).toEqual([{ nome: 'Ana', telefone: '11999990001' }]);
  });
});

describe('import: contact lists', () => {
  it('reads a CSV with ";" and quotes (BOM, CRLF) into columns and rows', async () => {
    const csv =
      '\ufeffnome;telefone;obs\r\n"Silva; Ana";11 99999-0001;"disse ""oi"""\r\nBruno;11988880002;\r\n\r\n';
    const res = await importSheet(app, token, {
      name: 'contatos.csv',
      bytes: Buffer.from(csv),
      type: 'text/csv',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      columns: ['nome', 'telefone', 'obs'],
      rows: [
        { nome: 'Silva; Ana', telefone: '11 99999-0001', obs: 'disse "oi"' },
        { nome: 'Bruno', telefone: '11988880002', obs: '' },
      ],
      total: 2,
      encoding: 'utf-8',
    });
    const commas = await importSheet(app, token, {
      name: 'b.CSV',
      bytes: Buffer.from('nome,numero\nCaio,11977776666\n'),
    });
    expect(commas.body).toEqual({
      columns: ['nome', 'numero'],
      rows: [{ nome: 'Caio', numero: '11977776666' }],
      total: 1,
      encoding: 'utf-8',
    });
  });

  it('reads an .xlsx of one sheet', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Contatos');
    sheet.addRow(['nome', 'telefone', 'cidade']);
    sheet.addRow(['Ana', '11999990001', 'São Paulo']);
    sheet.addRow(['Bruno', 11988880002, 'Campinas']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await importSheet(app, token, { name: 'contatos.xlsx', bytes });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      columns: ['nome', 'telefone', 'cidade'],
      rows: [
        { nome: 'Ana', telefone: '11999990001', cidade: 'São Paulo' },
        { nome: 'Bruno', telefone: '11988880002', cidade: 'Campinas' },
      ],
      total: 2,
      encoding: null,
    });
  });
});

describe('import: what will not do, and why', () => {
  const refusal = async (file: { name: string; bytes: Buffer }) => {
    const res = await importSheet(app, token, file);
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual([res.body.message]);
    return res.body.message as string;
  };

  it('an .xlsx with two sheets', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Um').addRow(['nome', 'telefone']);
    book.getWorksheet('Um')!.addRow(['Ana', '11999990001']);
    book.addWorksheet('Dois').addRow(['x']);
    expect(await refusal({ name: 'duas.xlsx', bytes: Buffer.from(await book.xlsx.writeBuffer()) })).toBe(
      'A planilha deve ter apenas uma aba.',
    );
  });

  it('a file of another type (a PDF even when renamed .csv), or text under an .xlsx name', async () => {
    for (const file of [
      { name: 'contrato.pdf', bytes: minimalPdf() },
      { name: 'contrato.csv', bytes: minimalPdf() },
      { name: 'foto.txt', bytes: pngBytes() },
      { name: 'planilha.xlsx', bytes: Buffer.from('nome;telefone\nAna;1199999\n') },
    ])
      expect(await refusal(file)).toBe('O arquivo deve ser csv/xls/xlsx.');
  });

  it('a text that is not a table: binary bytes, a letter, a list of notes', async () => {
    const notTable =
      'O arquivo não é uma planilha: use um .csv, .xls ou .xlsx com os nomes das colunas na primeira linha e um contato por linha.';
    const prose =
      'Prezados, segue em anexo a relação de clientes que participaram do evento de lançamento na semana passada.\n' +
      'Qualquer dúvida estou à disposição.\nAtenciosamente,\nMaria\n';
    const memo = 'Lembretes\nligar para o contador\nrenovar o alvará\n';
    for (const file of [
      { name: 'dados.csv', bytes: Buffer.from([0x01, 0x02, 0x03, 0x00, 0x41, 0x42, 0x0a, 0x43, 0x44]) },
      { name: 'email.txt', bytes: Buffer.from(prose) },
      { name: 'lembretes.txt', bytes: Buffer.from(memo) },
    ])
      expect(await refusal(file)).toBe(notTable);
  });

  it('a single column of phone numbers is a table', async () => {
    const res = await importSheet(app, token, {
      name: 'numeros.txt',
      bytes: Buffer.from('telefone\n(11) 99999-0001\n11988880002\n'),
    });
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([{ telefone: '(11) 99999-0001' }, { telefone: '11988880002' }]);
  });

  it('a header with no contacts, and an empty file, each say so', async () => {
    for (const bytes of [Buffer.from('nome;telefone\n'), iconv.encode('nome;telefone\r\n', 'utf-16le')])
      expect(await refusal({ name: 'so-titulos.csv', bytes })).toBe(
        'A planilha só tem a linha de títulos: inclua pelo menos um contato abaixo dela.',
      );
    for (const file of [
      { name: 'vazia.csv', bytes: Buffer.alloc(0) },
      { name: 'brancos.csv', bytes: Buffer.from(' \r\n\r\n') },
      { name: 'vazia.xlsx', bytes: Buffer.alloc(0) },
      { name: 'bom.csv', bytes: Buffer.from([0xff, 0xfe]) },
    ])
      expect(await refusal(file)).toMatch(/^O arquivo está vazio/);
  });
});
