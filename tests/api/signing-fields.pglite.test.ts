// Visible signatures and fields through the real API: the sender places fields with the request
// (coordinates, anchors found in the PDF's text, "on every page"), bad placements are refused with a
// 422 naming the field and leave nothing behind; the signer sees their fields with the platform's
// values, adopts a signature and a rubrica (cropped PNGs in the blob store, served by signed links),
// fills the rest with the act (each fill an event of the chain) or is refused field by field; the
// sealed PDF carries the values and verifies; the public verification lists the fields; a draft
// keeps a request being prepared; a user keeps marks in the profile and adopts them signed in.
import { createHash } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignerField } from '../../common/schemas/signatureFields.js';
import type { SignerView } from '../../common/schemas/signing.js';
import { fieldDate } from '../../common/signatureFields.js';
import { maskEmail } from '../../common/signing.js';
import { selectRows } from '../../server/db/raw.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  adoptByLink,
  adoptSignedIn,
  blankImage,
  noisyImage,
  saveProfileMark,
  scribble,
} from '../helpers/fields.js';
import { contractPdf, pngBytes } from '../helpers/files.js';
import { pdfsig, pdftotext } from '../helpers/pdfsig.js';
import {
  actByLink,
  actionsOf,
  companyWithOwner,
  eventsOf,
  external,
  fetchBytes,
  linkToken,
  type Member,
  member,
  processOf,
  requestSigning,
  sealedByLink,
  upload,
  viewByLink,
} from '../helpers/signing.js';

let app: TestApp;
let owner: Member;
let colleague: Member;

beforeAll(async () => {
  app = await startTestApp();
  const company = await companyWithOwner(app);
  owner = company.owner;
  colleague = await member(app, company.empresaId, ['vault.view']);
});
afterAll(async () => app?.close());

const box = (pagina: number, x = 0.1, y = 0.7, largura = 0.3, altura = 0.08) => ({
  pagina,
  x,
  y,
  largura,
  altura,
});
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A PDF whose text carries anchors: {{assinatura:1}} on page 1 and {{rubrica:2}} on both pages. */
async function anchoredPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 2; n++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Cláusula ${n}. O contratante paga em dia.`, { x: 60, y: 760, size: 11, font });
    page.drawText('Rubrica: {{rubrica:2}}', { x: 400, y: 40, size: 9, font });
    if (n === 1) page.drawText('Contratante: {{assinatura:1}}', { x: 60, y: 200, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

async function countRows(table: string, arquivoId: number): Promise<number> {
  const rows = await selectRows<{ n: number }>(
    app.ctx.db,
    sql.raw(`select count(*)::int as n from ${table} where arquivo_id = ${arquivoId}`),
  );
  return rows[0]?.n ?? 0;
}

describe('placing fields with the request', () => {
  it('refuses bad placements with a 422 naming the field, and records nothing', async () => {
    const file = await upload(app, owner.token, { bytes: await contractPdf(2) });
    const ana = external({ nome: 'Ana Souza' });
    const approver = external({ nome: 'Beto Aprovador', tipo: 2 });
    const cases: [unknown[], string, RegExp][] = [
      [
        [{ signatario: 1, tipo: 'assinatura', areas: [box(1, 0.8, 0.1, 0.3)] }],
        'campos.0.areas.0',
        /sai da página/,
      ],
      [
        [{ signatario: 1, tipo: 'assinatura', areas: [box(3)] }],
        'campos.0.areas.0.pagina',
        /página 3 não existe.*2 página/,
      ],
      [[{ signatario: 3, tipo: 'nome', areas: [box(1)] }], 'campos.0.signatario', /posição 3/],
      [
        [{ signatario: 2, tipo: 'rubrica', areas: [box(1)] }],
        'campos.0.tipo',
        /aprovar não assina nem rubrica/,
      ],
      [[{ signatario: 1, tipo: 'texto', areas: [box(1)] }], 'campos.0.rotulo', /./],
      [
        [{ signatario: 1, tipo: 'assinatura', ancora: '{{assinatura:1}}' }],
        'campos.0.ancora',
        /\{\{assinatura:1\}\} não foi encontrado/,
      ],
      [[{ signatario: 1, tipo: 'assinatura' }], 'campos.0.areas', /áreas .* ou um marcador/],
    ];
    for (const [campos, path, message] of cases) {
      const res = await requestSigning(app, owner.token, file.id, { signatarios: [ana, approver], campos });
      expect(res.status, JSON.stringify(campos)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(path);
      expect(String(res.body.errors[path][0])).toMatch(message);
    }
    // Nothing was sent: the file is still a draft with no signatory and no field.
    const list = await app.call('GET', '/api/files?perPage=100', { token: owner.token });
    expect(list.body.data.find((f: { id: number }) => f.id === file.id)?.status).toBe('draft');
    expect(await countRows('assinaturas', file.id)).toBe(0);
    expect(await countRows('assinatura_campos', file.id)).toBe(0);
    expect(app.mails().filter((m) => m.to === ana.email)).toHaveLength(0);
  });

  it('refuses fields on a file that is not a PDF', async () => {
    const image = await upload(app, owner.token, { name: 'foto.png', bytes: pngBytes(), mime: 'image/png' });
    const res = await requestSigning(app, owner.token, image.id, {
      signatarios: [external()],
      campos: [{ signatario: 1, tipo: 'nome', areas: [box(1)] }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.campos[0]).toBe('Campos só podem ser posicionados em documentos PDF.');
  });

  it('places fields at every anchor of the text, on every page, and lists the anchors for the editor', async () => {
    const file = await upload(app, owner.token, { bytes: await anchoredPdf() });
    const pages = await app.call('GET', `/api/arquivo/${file.id}/paginas`, { token: owner.token });
    expect(pages.status).toBe(200);
    expect(pages.body.paginas).toEqual([
      { largura: 595, altura: 842 },
      { largura: 595, altura: 842 },
    ]);
    expect(
      pages.body.ancoras.map((a: { texto: string; area: { pagina: number } }) => [a.texto, a.area.pagina]),
    ).toEqual([
      ['{{rubrica:2}}', 1],
      ['{{assinatura:1}}', 1],
      ['{{rubrica:2}}', 2],
    ]);
    const signature = pages.body.ancoras.find((a: { tipo: string }) => a.tipo === 'assinatura');
    // Where it was drawn: x = 60 + width of "Contratante: ", baseline y = 200 (from the bottom).
    expect(signature.area.marcador.x).toBeGreaterThan(0.15);
    expect(signature.area.marcador.x).toBeLessThan(0.3);
    expect(signature.area.marcador.y).toBeGreaterThan(0.72);
    expect(signature.area.marcador.y).toBeLessThan(0.78);

    const res = await requestSigning(app, owner.token, file.id, {
      signatarios: [external({ nome: 'Ana Souza' }), external({ nome: 'Bruno Lima' })],
      ancoras: true,
      campos: [{ signatario: 1, tipo: 'data', areas: [box(2)], repetir: 'todas' }],
    });
    expect(res.status, res.text).toBe(201);
    const [ana, bruno] = res.body.signatarios;
    expect(ana.campos.map((f: { tipo: string; areas: unknown[] }) => [f.tipo, f.areas.length])).toEqual([
      ['data', 2],
      ['assinatura', 1],
    ]);
    expect(
      bruno.campos.map((f: { tipo: string; areas: { pagina: number }[] }) => [
        f.tipo,
        f.areas.map((a) => a.pagina),
      ]),
    ).toEqual([['rubrica', [1, 2]]]);
    // "Rubricar todas as páginas" repeats the box given on every page.
    expect(ana.campos[0].areas).toEqual([{ ...box(1) }, { ...box(2) }]);
  });

  it('refuses an anchor that names a signatory the request does not have', async () => {
    const file = await upload(app, owner.token, { bytes: await anchoredPdf() });
    const res = await requestSigning(app, owner.token, file.id, { signatarios: [external()], ancoras: true });
    expect(res.status).toBe(422);
    expect(res.body.errors.ancoras[0]).toBe(
      'O marcador {{rubrica:2}} indica um signatário que não está nesta solicitação.',
    );
  });
});

describe('a signer with fields', () => {
  const cpf = generateCpf();
  const ana = external({ nome: 'Ana Conceição', cpf });
  const bia = external({ nome: 'Bia Testemunha', tipo: 5 });
  let fileId: number;
  let anaToken: string;
  let biaToken: string;
  let anaView: SignerView;
  const field = (view: SignerView, tipo: string) => view.campos.find((f) => f.tipo === tipo) as SignerField;

  beforeAll(async () => {
    const file = await upload(app, owner.token, { name: 'Locação.pdf', bytes: await contractPdf(3) });
    fileId = file.id;
    const res = await requestSigning(app, owner.token, fileId, {
      signatarios: [ana, bia],
      campos: [
        { signatario: 1, tipo: 'assinatura', areas: [box(3, 0.1, 0.8)] },
        { signatario: 1, tipo: 'rubrica', areas: [box(1, 0.85, 0.92, 0.1, 0.05)], repetir: 'exceto_ultima' },
        { signatario: 1, tipo: 'nome', areas: [box(3, 0.1, 0.9, 0.4, 0.03)] },
        { signatario: 1, tipo: 'cpf', areas: [box(3, 0.55, 0.9, 0.3, 0.03)] },
        { signatario: 1, tipo: 'data', areas: [box(3, 0.55, 0.8, 0.2, 0.03)] },
        {
          signatario: 1,
          tipo: 'texto',
          rotulo: 'Endereço',
          max_caracteres: 40,
          areas: [box(2, 0.1, 0.5, 0.6, 0.03)],
        },
        {
          signatario: 1,
          tipo: 'caixa',
          rotulo: 'Li e concordo',
          obrigatorio: true,
          areas: [box(2, 0.1, 0.6, 0.03, 0.02)],
        },
        { signatario: 1, tipo: 'email', areas: [box(3, 0.1, 0.95, 0.4, 0.03)] },
        { signatario: 2, tipo: 'assinatura', areas: [box(3, 0.55, 0.7)] },
        { signatario: 2, tipo: 'cpf', areas: [box(3, 0.55, 0.95, 0.3, 0.03)] },
      ],
    });
    expect(res.status, res.text).toBe(201);
    anaToken = linkToken(app, ana.email);
    biaToken = linkToken(app, bia.email);
    anaView = (await viewByLink(app, anaToken)).body;
  });

  it('sees their own fields, with what the platform fills in for them', () => {
    expect(anaView.campos.map((f) => f.tipo)).toEqual([
      'assinatura',
      'rubrica',
      'nome',
      'cpf',
      'data',
      'texto',
      'caixa',
      'email',
    ]);
    expect(field(anaView, 'rubrica').areas.map((a) => a.pagina)).toEqual([1, 2]);
    expect(field(anaView, 'email')).toMatchObject({ valor: ana.email, editavel: false });
    expect(field(anaView, 'nome')).toMatchObject({ valor: 'Ana Conceição', editavel: false });
    expect(field(anaView, 'cpf')).toMatchObject({
      valor: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      editavel: false,
    });
    expect(field(anaView, 'data')).toMatchObject({ valor: fieldDate(new Date()), editavel: false });
    expect(field(anaView, 'texto')).toMatchObject({
      valor: null,
      editavel: true,
      rotulo: 'Endereço',
      max_caracteres: 40,
    });
    expect(field(anaView, 'caixa')).toMatchObject({ editavel: true, obrigatorio: true });
    expect(anaView.marcas).toEqual({ assinatura: null, rubrica: null });
    expect(anaView.marcas_perfil).toBeNull();
  });

  it('adopts a signature: cropped to its ink, a PNG under 50 KB in the blob store, served by a signed link', async () => {
    const drawn = await scribble(900, 400);
    const res = await adoptByLink(app, anaToken, 'assinatura', drawn.bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mark = res.body.marca;
    expect(mark).toMatchObject({ tipo: 'assinatura', origem: 'desenho' });
    // Cropped: about the scribble's size (plus the stroke and a margin), not the 900×400 canvas.
    expect(mark.largura).toBeLessThan(drawn.ink.width + 40);
    expect(mark.altura).toBeLessThan(drawn.ink.height * 2 + 40);
    const img = await fetchBytes(app, mark.url);
    expect(img.status).toBe(200);
    expect(img.type).toBe('image/png');
    expect(img.bytes.length).toBeLessThanOrEqual(50 * 1024);
    expect(sha256(img.bytes)).toBe(mark.sha256);
    const meta = await sharp(img.bytes).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([mark.largura, mark.altura, true]);
    // Never a data URL in a row: the row names a blob.
    const rows = await selectRows<{ blob_key: string }>(
      app.ctx.db,
      sql`select blob_key from assinatura_marcas where sha256 = ${mark.sha256}`,
    );
    expect(rows[0]?.blob_key).toMatch(/^marcas\/[0-9a-f-]{36}\.png$/);
  });

  it('refuses images it cannot take: another type, blank, too large; a mark no field asks for', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const type = await adoptByLink(app, anaToken, 'rubrica', gif, { type: 'image/gif' });
    expect(type.status).toBe(422);
    expect(type.body.errors.imagem[0]).toBe('Envie uma imagem PNG ou JPEG.');
    const blank = await adoptByLink(app, anaToken, 'rubrica', await blankImage());
    expect(blank.status).toBe(422);
    expect(blank.body.errors.imagem[0]).toMatch(/em branco/);
    const big = await adoptByLink(app, anaToken, 'rubrica', await noisyImage(1000, 800));
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/passa de 2 MB/);
    // The witness has a signature field but no rubrica field.
    const notAsked = await adoptByLink(app, biaToken, 'rubrica', (await scribble()).bytes);
    expect(notAsked.status).toBe(422);
    expect(notAsked.body.errors.tipo[0]).toBe('Nenhum campo seu pede rubrica.');
    expect((await viewByLink(app, anaToken)).body.marcas.rubrica).toBeNull();
  });

  it('replacing a mark retires the old image', async () => {
    const first = await adoptByLink(app, anaToken, 'rubrica', (await scribble(300, 200, 'jpeg')).bytes, {
      type: 'image/jpeg',
      origem: 'imagem',
    });
    expect(first.status).toBe(200);
    expect(first.body.marca.origem).toBe('imagem');
    const second = await adoptByLink(app, anaToken, 'rubrica', (await scribble(320, 200)).bytes, {
      origem: 'digitada',
    });
    expect(second.status).toBe(200);
    expect((await fetchBytes(app, first.body.marca.url)).status).toBe(404);
    expect((await fetchBytes(app, second.body.marca.url)).status).toBe(200);
    expect((await viewByLink(app, anaToken)).body.marcas.rubrica.sha256).toBe(second.body.marca.sha256);
  });

  it('refuses the act field by field until every required one is filled, recording nothing', async () => {
    const texto = field(anaView, 'texto').id;
    const caixa = field(anaView, 'caixa').id;
    const tries: [Record<string, unknown>, string, RegExp][] = [
      [{ [caixa]: true }, `campos.${texto}`, /Preencha o campo Endereço/],
      [
        { [texto]: 'Rua das Acácias, 123', [caixa]: false },
        `campos.${caixa}`,
        /Marque a caixa "Li e concordo"/,
      ],
      [{ [texto]: 'x'.repeat(41), [caixa]: true }, `campos.${texto}`, /no máximo 40/],
      [{ [texto]: 'Rua A', [caixa]: true, 999999: 'x' }, 'campos.999999', /não é seu/],
      [{ [texto]: 'Rua A', [caixa]: 'sim' }, `campos.${caixa}`, /inválido/],
    ];
    for (const [campos, path, message] of tries) {
      const res = await actByLink(app, anaToken, { consentimento: true, campos });
      expect(res.status, JSON.stringify(campos)).toBe(422);
      expect(String(res.body.errors?.[path]?.[0]), res.text).toMatch(message);
    }
    // Bia has not adopted a signature: her required signature field refuses the act.
    const biaView: SignerView = (await viewByLink(app, biaToken)).body;
    const biaCpf = field(biaView, 'cpf');
    expect(biaCpf).toMatchObject({ editavel: true, valor: null });
    const noMark = await actByLink(app, biaToken, {
      consentimento: true,
      campos: { [biaCpf.id]: generateCpf() },
    });
    expect(noMark.status).toBe(422);
    expect(noMark.body.errors[`campos.${field(biaView, 'assinatura').id}`][0]).toBe(
      'Adote sua assinatura para preencher este campo.',
    );
    const events = await eventsOf(app, owner.token, fileId);
    expect(actionsOf(events)).not.toContain('field_filled');
    expect(actionsOf(events)).not.toContain('signed');
  });

  it('signs with the values: each fill is an event of the chain with who, where and what', async () => {
    const texto = field(anaView, 'texto').id;
    const caixa = field(anaView, 'caixa').id;
    const res = await actByLink(
      app,
      anaToken,
      { consentimento: true, campos: { [texto]: '  Rua das Acácias, 123 – São João  ', [caixa]: true } },
      { headers: { 'user-agent': 'Teste de campos/1.0' }, ip: '198.51.100.23' },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.signatario.status).toBe('signed');
    expect(field(res.body, 'texto')).toMatchObject({
      valor: 'Rua das Acácias, 123 – São João',
      editavel: false,
    });

    const events = await eventsOf(app, owner.token, fileId);
    const fills = events.data.filter((e) => e.acao === 'field_filled');
    expect(fills.map((e) => e.dados.tipo)).toEqual([
      'assinatura',
      'rubrica',
      'nome',
      'cpf',
      'data',
      'texto',
      'caixa',
      'email',
    ]);
    const view: SignerView = (await viewByLink(app, anaToken)).body;
    const signature = fills[0];
    expect(signature?.dados).toMatchObject({
      nome: 'Ana Conceição',
      sha256: view.marcas.assinatura?.sha256,
      areas: [box(3, 0.1, 0.8)],
    });
    expect(signature?.dados.valor).toBeUndefined();
    expect(fills[5]?.dados).toMatchObject({ valor: 'Rua das Acácias, 123 – São João', rotulo: 'Endereço' });
    expect(fills[4]?.dados.valor).toBe(fieldDate(new Date()));
    expect(signature).toMatchObject({ ip: '198.51.100.23', user_agent: 'Teste de campos/1.0' });
    expect(events.chain.valid).toBe(true);
    // Acted: the marks are fixed.
    const late = await adoptByLink(app, anaToken, 'assinatura', (await scribble()).bytes);
    expect(late.status).toBe(409);
  });

  it('a CPF the sender did not give is typed, checked and kept; the sealed PDF shows every value and verifies', async () => {
    const biaView: SignerView = (await viewByLink(app, biaToken)).body;
    const biaCpf = field(biaView, 'cpf').id;
    expect((await adoptByLink(app, biaToken, 'assinatura', (await scribble()).bytes)).status).toBe(200);
    const wrong = await actByLink(app, biaToken, {
      consentimento: true,
      campos: { [biaCpf]: '111.111.111-11' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[`campos.${biaCpf}`][0]).toBe('Informe um CPF válido.');
    const typed = generateCpf();
    const res = await actByLink(app, biaToken, { consentimento: true, campos: { [biaCpf]: typed } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.documento.status).toBe('completed');

    const p = await processOf(app, owner.token, fileId);
    expect(p.signatarios[1]?.cpf).toBe(`***.${typed.slice(3, 6)}.${typed.slice(6, 9)}-**`);
    expect(p.signatarios[0]?.campos.find((f) => f.tipo === 'texto')?.valor).toBe(
      'Rua das Acácias, 123 – São João',
    );
    expect(p.signatarios[0]?.marcas.assinatura?.url).toMatch(/^\/api\/marca\//);

    const sealed = await sealedByLink(app, anaToken);
    const text = pdftotext(sealed);
    expect(text).toContain('Ana Conceição');
    expect(text).toContain('Rua das Acácias, 123 – São João');
    expect(text).toContain(fieldDate(new Date()));
    expect(text).toContain(
      `${typed.slice(0, 3)}.${typed.slice(3, 6)}.${typed.slice(6, 9)}-${typed.slice(9)}`,
    );
    expect(pdfsig(sealed)).toMatch(/Signature Validation: Signature is Valid/);

    // The public verification lists each signatory's fields: text values (a CPF masked), a mark by its hash.
    const verified = await app.call('GET', `/api/verificar/${p.verificacao_codigo}`);
    expect(verified.status).toBe(200);
    const [anaFields, biaFields] = verified.body.signatarios.map((s: { campos: unknown[] }) => s.campos);
    expect(anaFields).toContainEqual(
      expect.objectContaining({
        tipo: 'rubrica',
        paginas: [1, 2],
        sha256: p.signatarios[0]?.marcas.rubrica?.sha256,
      }),
    );
    expect(anaFields).toContainEqual(
      expect.objectContaining({ tipo: 'texto', valor: 'Rua das Acácias, 123 – São João' }),
    );
    // Nothing of a signatory's contact leaks to whoever holds the code.
    expect(anaFields).toContainEqual(expect.objectContaining({ tipo: 'email', valor: maskEmail(ana.email) }));
    expect(verified.text).not.toContain(ana.email);
    expect(biaFields).toContainEqual(
      expect.objectContaining({ tipo: 'cpf', valor: `***.${typed.slice(3, 6)}.${typed.slice(6, 9)}-**` }),
    );
  });
});

describe('a draft request', () => {
  it('keeps signatories and fields while being prepared, checks the fields, and goes when sent', async () => {
    const file = await upload(app, owner.token, { bytes: await contractPdf(2) });
    const path = `/api/arquivo/${file.id}/rascunho`;
    expect((await app.call('GET', path, { token: owner.token })).body).toEqual({
      rascunho: null,
      atualizado_em: null,
    });
    const body = {
      sequencial: false,
      signatarios: [{ nome: 'Ana', email: '', tipo: 1, canal: 'email' }],
      campos: [{ signatario: 1, tipo: 'assinatura', areas: [box(2)] }],
    };
    const saved = await app.call('PUT', path, { token: owner.token, body });
    expect(saved.status, saved.text).toBe(200);
    const got = await app.call('GET', path, { token: owner.token });
    expect(got.body.rascunho.campos).toEqual(body.campos);
    expect(got.body.rascunho.signatarios[0].nome).toBe('Ana');
    expect(got.body.atualizado_em).toEqual(expect.any(String));

    const bad = await app.call('PUT', path, {
      token: owner.token,
      body: { ...body, campos: [{ signatario: 1, tipo: 'assinatura', areas: [box(5)] }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['campos.0.areas.0.pagina'][0]).toMatch(/página 5 não existe/);
    expect((await app.call('GET', path, { token: owner.token })).body.rascunho.campos).toEqual(body.campos);

    const sent = await requestSigning(app, owner.token, file.id, {
      signatarios: [external({ nome: 'Ana' })],
      campos: body.campos,
    });
    expect(sent.status).toBe(201);
    expect((await app.call('GET', path, { token: owner.token })).body.rascunho).toBeNull();
    const closed = await app.call('PUT', path, { token: owner.token, body });
    expect(closed.status).toBe(409);
  });
});

describe('saved marks in the profile', () => {
  it('are kept, adopted by a signed-in signer, saved from a signing, and removed', async () => {
    const image = (await scribble(500, 220)).bytes;
    const saved = await saveProfileMark(app, colleague.token, 'assinatura', image);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'Salva no seu perfil.',
      data: { tipo: 'assinatura', origem: 'digitada' },
    });
    const listed = await app.call('GET', '/api/usuario/marcas', { token: colleague.token });
    expect(listed.body.data).toMatchObject({ assinatura: { sha256: saved.body.data.sha256 }, rubrica: null });

    const file = await upload(app, owner.token, { bytes: await contractPdf(1) });
    const sent = await requestSigning(app, owner.token, file.id, {
      signatarios: [{ user_id: colleague.user.id, tipo: 1 }],
      campos: [
        { signatario: 1, tipo: 'assinatura', areas: [box(1)] },
        { signatario: 1, tipo: 'rubrica', areas: [box(1, 0.8, 0.9, 0.1, 0.05)] },
      ],
    });
    expect(sent.status, sent.text).toBe(201);
    const view = await app.call('GET', `/api/arquivo/${file.id}/assinar`, { token: colleague.token });
    expect(view.body.marcas_perfil).toEqual({ assinatura: true, rubrica: false });
    const noRubrica = await app.call('POST', `/api/arquivo/${file.id}/marca/rubrica/perfil`, {
      token: colleague.token,
    });
    expect(noRubrica.status).toBe(422);
    expect(noRubrica.body.message).toBe('Você não tem uma rubrica salva no perfil.');
    const adopted = await app.call('POST', `/api/arquivo/${file.id}/marca/assinatura/perfil`, {
      token: colleague.token,
    });
    expect(adopted.status, adopted.text).toBe(200);
    expect(adopted.body.marca).toMatchObject({ origem: 'perfil', sha256: saved.body.data.sha256 });
    // Drawn while signing, and kept in the profile too.
    const rubrica = await adoptSignedIn(
      app,
      colleague.token,
      file.id,
      'rubrica',
      (await scribble(300, 200)).bytes,
      {
        salvar_no_perfil: '1',
      },
    );
    expect(rubrica.status, JSON.stringify(rubrica.body)).toBe(200);
    expect(
      (await app.call('GET', '/api/usuario/marcas', { token: colleague.token })).body.data.rubrica.sha256,
    ).toBe(rubrica.body.marca.sha256);
    const signed = await app.call('PUT', `/api/arquivo/${file.id}/assinar`, {
      token: colleague.token,
      body: { consentimento: true },
    });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.documento.status).toBe('completed');

    // Removing the saved one leaves the process's own copy.
    const removed = await app.call('DELETE', '/api/usuario/marca/assinatura', { token: colleague.token });
    expect(removed.status).toBe(200);
    expect(
      (await app.call('GET', '/api/usuario/marcas', { token: colleague.token })).body.data.assinatura,
    ).toBeNull();
    expect((await fetchBytes(app, saved.body.data.url)).status).toBe(404);
    const p = await processOf(app, owner.token, file.id);
    expect((await fetchBytes(app, p.signatarios[0]?.marcas.assinatura?.url ?? '')).status).toBe(200);
  });
});
