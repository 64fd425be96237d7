// Templates (modelos) through the real API: one made from a PDF (multipart) with its fields checked
// against the PDF's pages and its name unique, listed and shown with its versions; used — the prefill
// value burned into the document and, after both roles signed in order, into the sealed PDF; an edit
// making version 2 while the document sent from version 1 keeps its fields, roles and bytes; an API
// key using it; another company's template unseen; archived ones refused; one with documents kept
// from deletion; and refusals that leave no document behind.
import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import { type TemplateView, useTemplateBody } from '../../common/schemas/templates.js';
import { arquivoEventos, arquivos, webhookEndpoints, webhookEntregas } from '../../server/db/schema.js';
import type { Owner } from '../../server/modules/signing/process.js';
import {
  discardTemplateDocument,
  loadUsableTemplate,
  prepareTemplateDocument,
} from '../../server/modules/templates/use.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { contractPdf, pngBytes } from '../helpers/files.js';
import { uniqueEmail } from '../helpers/fixtures.js';
import { pdftotext } from '../helpers/pdfsig.js';
import {
  companyWithOwner,
  fetchBytes,
  fileRow,
  inviteMailsTo,
  linkToken,
  type Member,
  member,
  processOf,
  sealedByLink,
  signAs,
} from '../helpers/signing.js';

let app: TestApp;
let owner: Member;
let empresaId: number;
let stranger: Member;
let pdf: Buffer;

beforeAll(async () => {
  app = await startTestApp();
  ({ owner, empresaId } = await companyWithOwner(app));
  stranger = (await companyWithOwner(app)).owner;
  pdf = await contractPdf(2);
});
afterAll(async () => {
  await app?.close();
});

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const box = (pagina: number, y: number, x = 0.1) => ({ pagina, x, y, largura: 0.35, altura: 0.04 });

/** Two roles signing in order, a name field each on page 2, and a prefill value on page 1. */
const DEFINITION = {
  papeis: [
    { nome: 'Contratante', tipo: 1 },
    { nome: 'Contratado', tipo: 1 },
  ],
  sequencial: true,
  campos: [
    { signatario: 1, tipo: 'nome', areas: [box(2, 0.8)] },
    { signatario: 2, tipo: 'nome', areas: [box(2, 0.8, 0.55)] },
  ],
  preenchimentos: [{ chave: 'valor', rotulo: 'Valor do contrato', areas: [box(1, 0.01, 0.5)] }],
  mensagem: 'Segue o contrato para assinatura.',
  prazo_dias: 10,
};

/** POST /api/modelo/cadastrar as the SPA sends it (multipart), whatever it answers. */
async function postTemplate(
  token: string,
  parts: { nome?: string; descricao?: string; definicao?: unknown; bytes?: Uint8Array | null; name?: string },
) {
  const form = new FormData();
  if (parts.nome !== undefined) form.append('nome', parts.nome);
  if (parts.descricao !== undefined) form.append('descricao', parts.descricao);
  if (parts.definicao !== undefined) form.append('definicao', JSON.stringify(parts.definicao));
  if (parts.bytes !== null)
    form.append(
      'arquivo',
      new Blob([(parts.bytes ?? pdf) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      parts.name ?? 'contrato.pdf',
    );
  const res = await fetch(`${app.url}/api/modelo/cadastrar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const call = (method: string, path: string, body?: unknown, token = owner.token) =>
  app.call(method, path, { token, body });

const person = (nome: string, extra: Record<string, unknown> = {}) => ({
  nome,
  email: uniqueEmail(nome.split(' ')[0]?.toLowerCase()),
  ...extra,
});

const filesOfCompany = async () =>
  (await app.ctx.db.select({ n: count() }).from(arquivos).where(eq(arquivos.empresaId, empresaId)))[0]?.n ??
  0;

let template: TemplateView;

describe('templates', () => {
  it('makes a template from a PDF, checks its fields against the pages, lists and shows it', async () => {
    const noPdf = await postTemplate(owner.token, { nome: 'Sem PDF', bytes: null });
    expect(noPdf.status).toBe(422);
    expect(noPdf.body.errors.arquivo).toEqual(['Envie o PDF do modelo.']);
    const image = await postTemplate(owner.token, { nome: 'Imagem', bytes: pngBytes(), name: 'foto.png' });
    expect(image.status).toBe(422);
    expect(Object.keys(image.body.errors)).toEqual(['arquivo']);
    const page5 = await postTemplate(owner.token, {
      nome: 'Página 5',
      definicao: {
        ...DEFINITION,
        preenchimentos: [{ chave: 'valor', rotulo: 'Valor', areas: [box(5, 0.1)] }],
      },
    });
    expect(page5.status).toBe(422);
    expect(page5.body.errors['definicao.preenchimentos.0.areas.0.pagina']).toEqual([
      'A página 5 não existe: o documento tem 2 páginas.',
    ]);
    const field5 = await postTemplate(owner.token, {
      nome: 'Campo na página 5',
      definicao: { ...DEFINITION, campos: [{ signatario: 1, tipo: 'nome', areas: [box(5, 0.1)] }] },
    });
    expect(field5.status).toBe(422);
    expect(Object.keys(field5.body.errors)).toEqual(['definicao.campos.0.areas.0.pagina']);

    const created = await postTemplate(owner.token, {
      nome: 'Contrato de Serviços',
      descricao: 'Prestação de serviços',
      definicao: DEFINITION,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('Modelo cadastrado com sucesso.');
    template = created.body.data;
    expect(template).toMatchObject({
      nome: 'Contrato de Serviços',
      versao: 1,
      arquivado: false,
      arquivo_nome: 'contrato.pdf',
      paginas: 2,
      documentos: 0,
      link_url: null,
    });
    expect(template.definicao.papeis.map((p) => [p.nome, p.canal])).toEqual([
      ['Contratante', 'email'],
      ['Contratado', 'email'],
    ]);

    const simple = await postTemplate(owner.token, { nome: 'Recibo simples' });
    expect(simple.status).toBe(201);
    expect(simple.body.data.definicao.papeis).toEqual([
      { nome: 'Signatário 1', tipo: 1, canal: 'email', exige_codigo: false },
    ]);
    const twin = await postTemplate(owner.token, { nome: 'CONTRATO DE SERVIÇOS' });
    expect(twin.status).toBe(409);
    expect(twin.body.errors.nome).toEqual(['Já existe um modelo com este nome.']);

    const list = await call('GET', '/api/modelos?q=servi');
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ id: template.id, paginas: 2 });
    const details = await call('GET', `/api/modelo/${template.id}/detalhes`);
    expect(details.body.data.versoes).toMatchObject([
      { versao: 1, papeis: ['Contratante', 'Contratado'], campos: 2 },
    ]);
    const pages = await call('GET', `/api/modelo/${template.id}/paginas`);
    expect(pages.body.paginas).toHaveLength(2);
    const url = await call('GET', `/api/modelo/${template.id}/url`);
    const bytes = await fetchBytes(app, url.body.url);
    expect([bytes.status, bytes.type, sha256(bytes.bytes)]).toEqual([200, 'application/pdf', sha256(pdf)]);

    // Another company's template is as absent as a missing one.
    for (const [method, path, body] of [
      ['GET', `/api/modelo/${template.id}/detalhes`],
      ['PUT', `/api/modelo/${template.id}/editar`, { nome: 'Meu', definicao: DEFINITION }],
      ['POST', `/api/modelo/${template.id}/usar`, { pessoas: [person('Eva'), person('Ivo')] }],
      ['GET', `/api/modelo/${template.id}/paginas`],
    ] as const)
      expect([path, (await call(method, path, body, stranger.token)).status]).toEqual([path, 404]);
    expect((await call('GET', '/api/modelos', undefined, stranger.token)).body.total).toBe(0);
  });

  it('uses it: the value is burned in, roles go in order, an edit makes version 2 and changes nothing sent', async () => {
    // A webhook endpoint listening: its deliveries name the template and version.
    await app.ctx.db.insert(webhookEndpoints).values({
      empresaId,
      url: 'http://127.0.0.1:9/webhook',
      eventos: ['document.signing_requested'],
      secretSealed: app.ctx.secrets.seal('segredo'),
    });
    const ana = person('Ana Contratante');
    const bruno = person('Bruno Contratado');
    const used = await call('POST', `/api/modelo/${template.id}/usar`, {
      pessoas: [ana, bruno],
      valores: { valor: 'R$ 12.345,67' },
    });
    expect(used.status, used.text).toBe(201);
    expect(used.body).toMatchObject({
      message: 'Documento criado e enviado para assinatura.',
      data: {
        nome: 'Contrato de Serviços - Ana Contratante.pdf',
        pasta_id: null,
        modelo: { id: template.id, nome: 'Contrato de Serviços', versao: 1 },
      },
    });
    const fileId: number = used.body.data.arquivo_id;

    // Sequential: only the first role is invited.
    expect([inviteMailsTo(app, ana.email).length, inviteMailsTo(app, bruno.email).length]).toEqual([1, 0]);
    const sent = await processOf(app, owner.token, fileId);
    expect(sent).toMatchObject({ sequencial: true, mensagem: 'Segue o contrato para assinatura.' });
    expect(sent.signatarios.map((s) => s.nome)).toEqual(['Ana Contratante', 'Bruno Contratado']);
    const fieldsBefore = sent.signatarios.map((s) => s.campos.map((f) => [f.tipo, f.areas]));
    const row = await fileRow(app, fileId);
    expect(row).toMatchObject({ origem: 'modelo', modeloId: template.id, status: 'waiting' });
    const link = await call('GET', `/api/file/${fileId}/url?disposition=inline`);
    const original = (await fetchBytes(app, link.body.url)).bytes;
    expect(pdftotext(original)).toContain('R$ 12.345,67');
    expect(sha256(original)).toBe(row.sha256);
    const [delivery] = await app.ctx.db
      .select()
      .from(webhookEntregas)
      .where(
        and(eq(webhookEntregas.empresaId, empresaId), eq(webhookEntregas.tipo, 'document.signing_requested')),
      );
    expect(JSON.parse(delivery?.corpo ?? '{}').data.modelo).toEqual({
      id: template.id,
      nome: 'Contrato de Serviços',
      versao: 1,
    });

    // Version 2: other boxes, three roles; a new name alone makes no version.
    const v2 = {
      ...DEFINITION,
      papeis: [...DEFINITION.papeis, { nome: 'Testemunha', tipo: 3 }],
      campos: [{ signatario: 1, tipo: 'nome', areas: [box(1, 0.5)] }],
    };
    const edited = await call('PUT', `/api/modelo/${template.id}/editar`, {
      nome: 'Contrato de Serviços',
      definicao: v2,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.message).toBe('Modelo salvo como versão 2. Os documentos já enviados não mudam.');
    const renamed = await call('PUT', `/api/modelo/${template.id}/editar`, {
      nome: 'Contrato de Serviços v2',
      definicao: v2,
    });
    expect([renamed.body.message, renamed.body.data.versao]).toEqual(['Modelo atualizado com sucesso.', 2]);
    const details = (await call('GET', `/api/modelo/${template.id}/detalhes`)).body.data;
    expect(
      details.versoes.map((v: { versao: number; documentos: number }) => [v.versao, v.documentos]),
    ).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(details.versoes[0].sha256).toBe(details.versoes[1].sha256);

    const after = await processOf(app, owner.token, fileId);
    expect(after.signatarios.map((s) => s.campos.map((f) => [f.tipo, f.areas]))).toEqual(fieldsBefore);
    expect(after.signatarios).toHaveLength(2);
    expect((await fileRow(app, fileId)).sha256).toBe(row.sha256);

    // Both sign in order; the value is in the sealed PDF too.
    await signAs(app, ana.email);
    expect(inviteMailsTo(app, bruno.email)).toHaveLength(1);
    await signAs(app, bruno.email);
    expect((await processOf(app, owner.token, fileId)).status).toBe('completed');
    expect(pdftotext(await sealedByLink(app, linkToken(app, ana.email)))).toContain('R$ 12.345,67');

    // A template with documents is archived, not deleted; an archived one cannot be used.
    const removed = await call('DELETE', `/api/modelo/${template.id}/deletar`);
    expect([removed.status, removed.body.message]).toEqual([
      409,
      'Este modelo tem documentos; arquive-o em vez de excluir.',
    ]);
    expect((await call('PUT', `/api/modelo/${template.id}/status`)).body.data.arquivado).toBe(true);
    const archived = await call('POST', `/api/modelo/${template.id}/usar`, {
      pessoas: [person('Caio'), person('Dora'), person('Enzo')],
      valores: { valor: '1' },
    });
    expect([archived.status, archived.body.message]).toEqual([409, 'Este modelo está arquivado.']);
    expect((await call('GET', '/api/modelos?arquivado=1')).body.data.map((t: TemplateView) => t.id)).toEqual([
      template.id,
    ]);
    expect((await call('PUT', `/api/modelo/${template.id}/status`)).body.data.arquivado).toBe(false);
  });

  it('an API key with the permissions lists and uses it; refusals leave no document behind', async () => {
    const key = await call('POST', '/api/chave-api/cadastrar', {
      nome: 'ERP',
      permissions: ['templates.view', 'signing.request'],
    });
    expect(key.status, key.text).toBe(201);
    const chave: string = key.body.chave;
    expect((await call('GET', '/api/modelos', undefined, chave)).body.total).toBe(2);
    const byKey = await call(
      'POST',
      `/api/modelo/${template.id}/usar`,
      {
        pessoas: [person('Fabi'), person('Gil'), person('Hugo')],
        valores: { valor: 'R$ 10,00' },
        nome: 'Via API',
      },
      chave,
    );
    expect(byKey.status, byKey.text).toBe(201);
    expect(byKey.body.data).toMatchObject({ nome: 'Via API.pdf', modelo: { versao: 2 } });
    const viewer = await member(app, empresaId, ['templates.view', 'vault.view']);
    const refused = await call('POST', `/api/modelo/${template.id}/usar`, { pessoas: [] }, viewer.token);
    expect(refused.status).toBe(403);

    const before = await filesOfCompany();
    const use = (body: Record<string, unknown>) =>
      call('POST', `/api/modelo/${template.id}/usar`, { valores: { valor: 'R$ 1,00' }, ...body });
    const people = [person('Iara'), person('Joel'), person('Lia')];
    const whatsapp = await use({
      pessoas: [{ nome: 'Iara Zap', phone: '11987654321', canal: 'whatsapp' }, people[1], people[2]],
    });
    expect(whatsapp.status).toBe(422);
    expect(Object.keys(whatsapp.body.errors)).toEqual(['pessoas.0.device_id']);
    const twice = await use({ pessoas: [people[0], people[1], people[0]] });
    expect(Object.keys(twice.body.errors)).toEqual(['pessoas.2.email']);
    const short = await use({ pessoas: people.slice(0, 2) });
    expect([short.status, Object.keys(short.body.errors)]).toEqual([422, ['pessoas']]);
    const values = await use({ pessoas: people, valores: { outro: 'x' } });
    expect(values.body.errors).toEqual({
      'valores.outro': ['O modelo não tem o campo de preenchimento "outro".'],
      'valores.valor': ['O campo Valor do contrato é obrigatório.'],
    });
    expect(await filesOfCompany()).toBe(before);

    // A document made but not sent (a refusal that only came at sending, a race) is removed whole.
    const { template: t, version } = await loadUsableTemplate(app.ctx, empresaId, template.id);
    const sender: Owner = {
      empresaId,
      userId: owner.user.id,
      nome: owner.user.nome,
      email: owner.user.email,
      ip: '127.0.0.1',
      userAgent: null,
      apiKey: null,
      permissions: [...PERMISSIONS],
      lang: 'pt_BR',
    };
    const body = useTemplateBody.parse({ pessoas: people, valores: { valor: 'R$ 2,00' } });
    const draftId = await prepareTemplateDocument(app.ctx, sender, t, version, body, {
      origem: 'modelo',
      log: console,
    });
    const draft = await fileRow(app, draftId);
    expect([draft.status, await filesOfCompany()]).toEqual(['draft', before + 1]);
    await discardTemplateDocument(app.ctx, empresaId, draftId);
    const events = await app.ctx.db
      .select()
      .from(arquivoEventos)
      .where(eq(arquivoEventos.arquivoId, draftId));
    expect([await filesOfCompany(), events.length, await app.ctx.blobs.size(draft.blobKey)]).toEqual([
      before,
      0,
      null,
    ]);

    // A new PDF (multipart) makes a version; the same bytes again do not.
    const recibo = (await call('GET', '/api/modelos?q=recibo')).body.data[0];
    const editPdf = async (bytes: Buffer) => {
      const form = new FormData();
      form.append(
        'arquivo',
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
        'novo.pdf',
      );
      const res = await fetch(`${app.url}/api/modelo/${recibo.id}/editar`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${owner.token}` },
        body: form,
      });
      return (await res.json()).data;
    };
    const onePage = await contractPdf(1);
    expect(await editPdf(onePage)).toMatchObject({ versao: 2, paginas: 1, arquivo_nome: 'novo.pdf' });
    expect((await editPdf(onePage)).versao).toBe(2);

    // The public link: on with a 32-character token, then off.
    const on = await call('PUT', `/api/modelo/${recibo.id}/link`, { pessoas: [] });
    expect(on.body.link_url).toMatch(/^http:\/\/cofre\.test\/m\/[A-Za-z0-9_-]{32}$/);
    expect((await call('DELETE', `/api/modelo/${recibo.id}/link`)).body.data.link_url).toBeNull();

    // A template without documents is deleted, and restored.
    expect((await call('DELETE', `/api/modelo/${recibo.id}/deletar`)).status).toBe(200);
    expect((await call('GET', '/api/modelos?deleted=true')).body.data.map((t: TemplateView) => t.id)).toEqual(
      [recibo.id],
    );
    expect((await call('PUT', `/api/modelo/${recibo.id}/recuperar`)).status).toBe(200);
  });
});
