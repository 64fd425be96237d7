// Vault files after upload: the lists (folder, root, whole vault, trash) with sorting, filtering
// and pages; moves and renames; the trash (delete, restore, purge); details; signed links and the
// bytes behind them. Another company's file or folder is always 404; admins and users without the
// permission get 403.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivos, pastas } from '../../server/db/schema.js';
import { signLink } from '../../server/modules/vault/links.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf, pngBytes, uploadFile } from '../helpers/files.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

let app: TestApp;
let companyA: number;
let companyB: number;
/** Every permission at company A / company B. */
let a: string;
let b: string;
/** Only vault.view at company A. */
let viewer: string;
let admin: string;
let folder1: { id: number; nome: string };

async function makeFolder(empresaId: number, nome: string) {
  const [row] = await app.ctx.db.insert(pastas).values({ empresaId, nome }).returning();
  return row!;
}

async function up(token: string, name: string, o: { pastaId?: number; bytes?: Buffer } = {}) {
  const res = await uploadFile(app, token, { name, bytes: o.bytes ?? minimalPdf(name), pastaId: o.pastaId });
  if (res.status !== 201) throw new Error(`upload ${name} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; nome: string; tamanho: number; pasta_id: number | null };
}

const list = (token: string, query = '') =>
  app.call('GET', `/api/files${query ? `?${query}` : ''}`, { token });
const names = (res: { body: { data: { nome: string }[] } }) => res.body.data.map((f) => f.nome);
const events = async (id: number, token = a) =>
  (await app.call('GET', `/api/file/${id}/events`, { token })).body.data as { acao: string; dados: any }[];
const blobPath = async (id: number) => {
  const [row] = await app.ctx.db.select().from(arquivos).where(eq(arquivos.id, id));
  return join(app.dataDir, 'blobs', row!.blobKey);
};

async function userToken(empresaId: number, permissions?: string[]) {
  const user = await makeUser(app, { companies: [empresaId], permissions, selected: empresaId });
  return (await loginAs(app, user.email, user.password)).access_token;
}

beforeAll(async () => {
  app = await startTestApp();
  companyA = (await makeCompany(app)).id;
  companyB = (await makeCompany(app)).id;
  [a, b, viewer] = await Promise.all([
    userToken(companyA),
    userToken(companyB),
    userToken(companyA, ['vault.view']),
  ]);
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  folder1 = await makeFolder(companyA, 'Contratos');
});
afterAll(async () => app?.close());

describe('files: lists', () => {
  let alfa: { id: number; tamanho: number };
  let beta: { id: number; tamanho: number };
  let gama: { id: number; tamanho: number };

  beforeAll(async () => {
    // Sizes: alfa < gama < beta; created in the order alfa, beta, gama.
    alfa = await up(a, 'alfa.pdf', { bytes: minimalPdf('a'.repeat(10)) });
    beta = await up(a, 'beta.pdf', { bytes: minimalPdf('b'.repeat(50)) });
    gama = await up(a, 'gama.pdf', { bytes: minimalPdf('c'.repeat(30)) });
    await up(a, 'delta.pdf', { pastaId: folder1.id });
    await up(a, 'epsilon.pdf', { pastaId: folder1.id });
    await up(b, 'alfa.pdf');
  });

  it('lists the root vault by default, by name, with the total; a folder with pasta_id', async () => {
    const root = await list(a);
    expect(root.status).toBe(200);
    expect(names(root)).toEqual(['alfa.pdf', 'beta.pdf', 'gama.pdf']);
    expect(root.body.total).toBe(3);
    expect(root.body.data[0]).toMatchObject({
      id: alfa.id,
      pasta_id: null,
      pasta_nome: null,
      extensao: 'pdf',
    });

    const inFolder = await list(a, `pasta_id=${folder1.id}`);
    expect(names(inFolder)).toEqual(['delta.pdf', 'epsilon.pdf']);
    expect(inFolder.body.data[0]).toMatchObject({ pasta_id: folder1.id, pasta_nome: 'Contratos' });
    expect(inFolder.body.total).toBe(2);
  });

  it('sorts by nome, created_at and tamanho in both orders', async () => {
    const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((f) => f.id);
    expect(names(await list(a, 'sort=nome&order=desc'))).toEqual(['gama.pdf', 'beta.pdf', 'alfa.pdf']);
    expect(ids(await list(a, 'sort=created_at&order=asc'))).toEqual([alfa.id, beta.id, gama.id]);
    expect(ids(await list(a, 'sort=created_at&order=desc'))).toEqual([gama.id, beta.id, alfa.id]);
    expect(alfa.tamanho).toBeLessThan(gama.tamanho);
    expect(gama.tamanho).toBeLessThan(beta.tamanho);
    expect(ids(await list(a, 'sort=tamanho&order=asc'))).toEqual([alfa.id, gama.id, beta.id]);
    expect(ids(await list(a, 'sort=tamanho&order=DESC'))).toEqual([beta.id, gama.id, alfa.id]);
  });

  it('filters by name with q (longer than 3 characters); 2 characters are refused with 422', async () => {
    expect(names(await list(a, 'q=ALFA'))).toEqual(['alfa.pdf']);
    const short = await list(a, 'q=al');
    expect(short.status).toBe(422);
    expect(short.body.errors.q).toEqual(['O Filtro deve ser maior que 3.']);
    const literal = await list(a, `q=${encodeURIComponent('%%%%')}`);
    expect(literal.body.data).toEqual([]);
  });

  it('searches the whole vault with scope=all (never another company)', async () => {
    const all = await list(a, 'scope=all&q=.pdf');
    expect(names(all)).toEqual(['alfa.pdf', 'beta.pdf', 'delta.pdf', 'epsilon.pdf', 'gama.pdf']);
    expect(all.body.total).toBe(5);
    const delta = await list(a, 'scope=all&q=delt');
    expect(delta.body.data).toHaveLength(1);
    expect(delta.body.data[0]).toMatchObject({
      nome: 'delta.pdf',
      pasta_id: folder1.id,
      pasta_nome: 'Contratos',
    });
  });

  it('pages with page and perPage; the total counts every match', async () => {
    const first = await list(a, 'perPage=2&page=1');
    const second = await list(a, 'perPage=2&page=2');
    expect(names(first)).toEqual(['alfa.pdf', 'beta.pdf']);
    expect(names(second)).toEqual(['gama.pdf']);
    expect(first.body.total).toBe(3);
    expect(second.body.total).toBe(3);
  });

  it("answers 404 to another company's folder or an unknown one, 403 to an administrator", async () => {
    const foreign = await makeFolder(companyB, 'Da B');
    expect((await list(a, `pasta_id=${foreign.id}`)).status).toBe(404);
    expect((await list(a, 'pasta_id=987654')).status).toBe(404);
    expect((await list(admin)).status).toBe(403);
    expect((await list(viewer)).status).toBe(200);
  });
});

describe('files: move', () => {
  it("moves files to a folder and back to the root, with a 'moved' event each", async () => {
    const m1 = await up(a, 'mover-1.pdf');
    const m2 = await up(a, 'mover-2.pdf');
    const res = await app.call('PUT', '/api/files/move', {
      token: a,
      body: { ids: [m1.id, m2.id], pasta_id: folder1.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Arquivos movidos.');
    expect(res.body.data.map((f: any) => [f.id, f.pasta_id, f.pasta_nome])).toEqual([
      [m1.id, folder1.id, 'Contratos'],
      [m2.id, folder1.id, 'Contratos'],
    ]);
    expect(names(await list(a, `pasta_id=${folder1.id}&q=mover`))).toEqual(['mover-1.pdf', 'mover-2.pdf']);
    expect(names(await list(a, 'q=mover'))).toEqual([]);
    const moved = (await events(m1.id)).at(-1);
    expect(moved).toMatchObject({
      acao: 'moved',
      dados: { de: null, para: { id: folder1.id, nome: 'Contratos' } },
    });

    const back = await app.call('PUT', '/api/files/move', {
      token: a,
      body: { ids: [m1.id], pasta_id: null },
    });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe('Arquivo movido.');
    expect(back.body.data[0].pasta_id).toBeNull();
    expect((await events(m1.id)).at(-1)).toMatchObject({
      acao: 'moved',
      dados: { de: { id: folder1.id, nome: 'Contratos' }, para: null },
    });
    // A file already in the target is left alone: no new event.
    const count = (await events(m1.id)).length;
    await app.call('PUT', '/api/files/move', { token: a, body: { ids: [m1.id], pasta_id: null } });
    expect(await events(m1.id)).toHaveLength(count);
  });

  it("moves nothing when one id is another company's file (404)", async () => {
    const mine = await up(a, 'meu.pdf');
    const theirs = await up(b, 'deles.pdf');
    const res = await app.call('PUT', '/api/files/move', {
      token: a,
      body: { ids: [mine.id, theirs.id], pasta_id: folder1.id },
    });
    expect(res.status).toBe(404);
    const [row] = await app.ctx.db.select().from(arquivos).where(eq(arquivos.id, mine.id));
    expect(row!.pastaId).toBeNull();
  });

  it("answers 404 to another company's target folder", async () => {
    const mine = await up(a, 'para-fora.pdf');
    const foreign = await makeFolder(companyB, 'Destino da B');
    const res = await app.call('PUT', '/api/files/move', {
      token: a,
      body: { ids: [mine.id], pasta_id: foreign.id },
    });
    expect(res.status).toBe(404);
    const [row] = await app.ctx.db.select().from(arquivos).where(eq(arquivos.id, mine.id));
    expect(row!.pastaId).toBeNull();
  });

  it('moves nothing when a name is taken in the target (422 on ids, naming the file)', async () => {
    await up(a, 'repetido.pdf', { pastaId: folder1.id });
    const clash = await up(a, 'REPETIDO.pdf');
    const other = await up(a, 'livre.pdf');
    const res = await app.call('PUT', '/api/files/move', {
      token: a,
      body: { ids: [other.id, clash.id], pasta_id: folder1.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.ids).toEqual(['Já existe um arquivo chamado "repetido.pdf" na pasta de destino.']);
    const rows = await app.ctx.db.select().from(arquivos).where(eq(arquivos.id, other.id));
    expect(rows[0]!.pastaId).toBeNull();
  });

  it('validates the body and needs vault.manage', async () => {
    const empty = await app.call('PUT', '/api/files/move', { token: a, body: { ids: [], pasta_id: null } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.ids).toBeDefined();
    const f = await up(a, 'sem-permissao.pdf');
    const denied = await app.call('PUT', '/api/files/move', {
      token: viewer,
      body: { ids: [f.id], pasta_id: null },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.permission).toBe('vault.manage');
  });
});

describe('files: rename', () => {
  it("keeps the file's extension when the new name has none, and records 'renamed'", async () => {
    const f = await up(a, 'velho.pdf');
    const res = await app.call('PUT', `/api/file/${f.id}/rename`, {
      token: a,
      body: { nome: '  Novo nome  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Arquivo renomeado.');
    expect(res.body.data).toMatchObject({ id: f.id, nome: 'Novo nome.pdf', extensao: 'pdf' });
    expect(res.body.data.updated_at).toEqual(expect.any(String));
    expect((await events(f.id)).at(-1)).toMatchObject({
      acao: 'renamed',
      dados: { de: 'velho.pdf', para: 'Novo nome.pdf' },
    });
    const other = await app.call('PUT', `/api/file/${f.id}/rename`, {
      token: a,
      body: { nome: 'Plano.docx' },
    });
    expect(other.body.data.nome).toBe('Plano.docx.pdf');
    const own = await app.call('PUT', `/api/file/${f.id}/rename`, {
      token: a,
      body: { nome: '../Final.PDF' },
    });
    expect(own.body.data.nome).toBe('Final.PDF');
  });

  it('refuses a name taken in the folder (ignoring case) and an empty one, with 422 on nome', async () => {
    await up(a, 'ocupado.pdf');
    const f = await up(a, 'livre-2.pdf');
    const res = await app.call('PUT', `/api/file/${f.id}/rename`, { token: a, body: { nome: 'OCUPADO' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.nome).toEqual(['Já existe um arquivo com este nome nesta pasta.']);
    const blank = await app.call('PUT', `/api/file/${f.id}/rename`, { token: a, body: { nome: '///' } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.nome).toEqual(['Informe um nome de arquivo válido.']);
    const [row] = await app.ctx.db.select().from(arquivos).where(eq(arquivos.id, f.id));
    expect(row!.nome).toBe('livre-2.pdf');
    // Changing only the case of its own name is allowed.
    const caseOnly = await app.call('PUT', `/api/file/${f.id}/rename`, {
      token: a,
      body: { nome: 'LIVRE-2.pdf' },
    });
    expect(caseOnly.body.data.nome).toBe('LIVRE-2.pdf');
  });
});

describe('files: trash, restore and purge', () => {
  it('deletes to the trash: gone from the lists, in the deleted-files list with who deleted it', async () => {
    const f = await up(a, 'lixo.pdf');
    const res = await app.call('DELETE', `/api/file/${f.id}/deletar`, { token: a });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Arquivo movido para os excluídos. Ele pode ser restaurado.');
    expect(names(await list(a, 'q=lixo'))).toEqual([]);
    expect(names(await list(a, 'scope=all&q=lixo'))).toEqual([]);
    const trash = await list(a, 'deleted=true');
    expect(trash.status).toBe(200);
    const item = trash.body.data.find((x: any) => x.id === f.id);
    expect(item).toMatchObject({
      nome: 'lixo.pdf',
      deleted_at: expect.any(String),
      deleted_by: { id: expect.any(Number) },
    });
    expect((await events(f.id)).at(-1)?.acao).toBe('deleted');
    // The trash needs vault.delete, and deleting twice is 404.
    expect((await list(viewer, 'deleted=true')).status).toBe(403);
    expect((await app.call('DELETE', `/api/file/${f.id}/deletar`, { token: viewer })).status).toBe(403);
    expect((await app.call('DELETE', `/api/file/${f.id}/deletar`, { token: a })).status).toBe(404);
    // Details still answer for a trashed file; a link does not.
    const details = await app.call('GET', `/api/file/${f.id}/detalhes`, { token: a });
    expect(details.status).toBe(200);
    expect(details.body.data.deleted_at).toEqual(expect.any(String));
    expect((await app.call('GET', `/api/file/${f.id}/url`, { token: a })).status).toBe(404);
  });

  it('sorts the deleted-files list newest first by default', async () => {
    const f1 = await up(a, 'lixo-a.pdf');
    const f2 = await up(a, 'lixo-b.pdf');
    await app.call('DELETE', `/api/file/${f1.id}/deletar`, { token: a });
    await app.call('DELETE', `/api/file/${f2.id}/deletar`, { token: a });
    const trash = await list(a, 'deleted=true&q=lixo-');
    expect(names(trash)).toEqual(['lixo-b.pdf', 'lixo-a.pdf']);
    expect(names(await list(a, 'deleted=true&q=lixo-&sort=deleted_at&order=asc'))).toEqual([
      'lixo-a.pdf',
      'lixo-b.pdf',
    ]);
  });

  it("restores to its folder with a suffix when the name was taken meanwhile, recording 'restored'", async () => {
    const old = await up(a, 'relatorio.pdf', { pastaId: folder1.id });
    await app.call('DELETE', `/api/file/${old.id}/deletar`, { token: a });
    await up(a, 'relatorio.pdf', { pastaId: folder1.id });
    const res = await app.call('PUT', `/api/file/${old.id}/recuperar`, { token: a });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Arquivo restaurado.');
    expect(res.body.data).toMatchObject({
      id: old.id,
      nome: 'relatorio (2).pdf',
      pasta_id: folder1.id,
      deleted_at: null,
      deleted_by: null,
    });
    expect((await events(old.id)).at(-1)).toMatchObject({
      acao: 'restored',
      dados: { nome: 'relatorio (2).pdf', pasta_id: folder1.id },
    });
    expect((await app.call('PUT', `/api/file/${old.id}/recuperar`, { token: a })).status).toBe(404);
  });

  it('restores to the root when its folder is gone', async () => {
    const temp = await makeFolder(companyA, 'Temporária');
    const f = await up(a, 'orfao.pdf', { pastaId: temp.id });
    await app.call('DELETE', `/api/file/${f.id}/deletar`, { token: a });
    const gone = await app.call('PUT', `/api/pasta/${temp.id}/deletar`, { token: a });
    expect(gone.status).toBe(200);
    const res = await app.call('PUT', `/api/file/${f.id}/recuperar`, { token: a });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nome: 'orfao.pdf', pasta_id: null, pasta_nome: null });
  });

  it('purges only trashed files: the bytes go, the file leaves every list, its events stay', async () => {
    const f = await up(a, 'purgar.pdf');
    const live = await app.call('DELETE', `/api/file/${f.id}/purgar`, { token: a });
    expect(live.status).toBe(422);
    expect(live.body.message).toBe(
      'Só é possível remover definitivamente um arquivo que está nos excluídos.',
    );

    const path = await blobPath(f.id);
    expect(existsSync(path)).toBe(true);
    await app.call('DELETE', `/api/file/${f.id}/deletar`, { token: a });
    expect((await app.call('DELETE', `/api/file/${f.id}/purgar`, { token: viewer })).status).toBe(403);
    const res = await app.call('DELETE', `/api/file/${f.id}/purgar`, { token: a });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Arquivo removido definitivamente.');
    expect(existsSync(path)).toBe(false);

    for (const q of ['q=purgar', 'scope=all&q=purgar', 'deleted=true&q=purgar'])
      expect(names(await list(a, q))).toEqual([]);
    expect((await app.call('GET', `/api/file/${f.id}/detalhes`, { token: a })).status).toBe(404);
    expect((await app.call('GET', `/api/file/${f.id}/url`, { token: a })).status).toBe(404);
    expect((await app.call('PUT', `/api/file/${f.id}/recuperar`, { token: a })).status).toBe(404);
    expect((await app.call('DELETE', `/api/file/${f.id}/purgar`, { token: a })).status).toBe(404);
    const trail = await app.call('GET', `/api/file/${f.id}/events`, { token: a });
    expect(trail.status).toBe(200);
    expect(trail.body.data.map((e: any) => e.acao)).toEqual(['uploaded', 'deleted', 'purged']);
    expect(trail.body.chain.valid).toBe(true);
    const [row] = await app.ctx.db.select().from(arquivos).where(eq(arquivos.id, f.id));
    expect(row!.purgedAt).toBeInstanceOf(Date);
  });
});

describe('files: details, signed links and bytes', () => {
  it('shows the details with the chain report', async () => {
    const f = await up(a, 'detalhe.pdf');
    const res = await app.call('GET', `/api/file/${f.id}/detalhes`, { token: viewer });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: f.id, nome: 'detalhe.pdf', mime: 'application/pdf' });
    expect(res.body.data.chain).toMatchObject({ valid: true, count: 1, broken_at: null, reason: null });
  });

  it("gives an inline link that streams the exact bytes with safe headers, and records 'viewed'", async () => {
    const bytes = minimalPdf('Visualizar');
    const f = await up(a, 'Declaração.pdf', { bytes });
    const before = Date.now();
    const res = await app.call('GET', `/api/file/${f.id}/url?disposition=inline`, { token: viewer });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/api\/blob\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const expires = Date.parse(res.body.expires_at);
    expect(expires).toBeGreaterThan(before + 290_000);
    expect(expires).toBeLessThan(before + 310_000);

    const blob = await fetch(app.url + res.body.url);
    expect(blob.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await blob.arrayBuffer()), bytes)).toBe(0);
    expect(blob.headers.get('content-type')).toBe('application/pdf');
    expect(blob.headers.get('content-length')).toBe(String(bytes.length));
    expect(blob.headers.get('content-disposition')).toBe(
      `inline; filename="Declaracao.pdf"; filename*=UTF-8''Declara%C3%A7%C3%A3o.pdf`,
    );
    expect(blob.headers.get('cache-control')).toBe('private, no-store');
    expect(blob.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await events(f.id)).at(-1)?.acao).toBe('viewed');
  });

  it("gives an attachment link by default and records 'downloaded'; non-PDF/images are never inline", async () => {
    const f = await up(a, 'baixar.png', { bytes: pngBytes() });
    const res = await app.call('GET', `/api/file/${f.id}/url`, { token: a });
    const blob = await fetch(app.url + res.body.url);
    expect(blob.headers.get('content-disposition')).toMatch(/^attachment; filename="baixar.png"/);
    expect(blob.headers.get('content-type')).toBe('image/png');
    expect((await events(f.id)).at(-1)?.acao).toBe('downloaded');

    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
    const doc = await up(a, 'texto.docx', { bytes: zip });
    const inline = await app.call('GET', `/api/file/${doc.id}/url?disposition=inline`, { token: a });
    const docBlob = await fetch(app.url + inline.body.url);
    expect(docBlob.headers.get('content-disposition')).toMatch(/^attachment; /);
    await docBlob.arrayBuffer();
    const bad = await app.call('GET', `/api/file/${doc.id}/url?disposition=render`, { token: a });
    expect(bad.status).toBe(422);
  });

  it('answers 403 to a forged or altered token and to an expired one', async () => {
    const f = await up(a, 'token.pdf');
    const { body } = await app.call('GET', `/api/file/${f.id}/url`, { token: a });
    const token: string = body.url.slice('/api/blob/'.length);
    const [payload, signature] = token.split('.') as [string, string];
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    const otherFile = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), f: f.id + 1 }),
    ).toString('base64url');
    for (const forged of [`${payload}.${flipped}`, `${otherFile}.${signature}`, 'abc', `${payload}.`]) {
      const res = await app.call('GET', `/api/blob/${forged}`);
      expect(res.status, forged).toBe(403);
      expect(res.body.message).toBe('Link de download inválido.');
    }
    const expired = signLink(app.ctx.config.appKey, {
      fileId: f.id,
      empresaId: companyA,
      disposition: 'attachment',
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    const res = await app.call('GET', `/api/blob/${expired}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Este link de download expirou. Abra o arquivo novamente no cofre.');
  });

  it('answers 404 through a link once the file is in the trash', async () => {
    const f = await up(a, 'link-lixo.pdf');
    const { body } = await app.call('GET', `/api/file/${f.id}/url`, { token: a });
    await app.call('DELETE', `/api/file/${f.id}/deletar`, { token: a });
    expect((await app.call('GET', body.url)).status).toBe(404);
  });
});

describe('files: isolation between companies and roles', () => {
  it("answers 404 to every call on another company's file, live or trashed", async () => {
    const theirs = await up(b, 'segredo.pdf');
    const trashed = await up(b, 'segredo-excluido.pdf');
    await app.call('DELETE', `/api/file/${trashed.id}/deletar`, { token: b });
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/file/${theirs.id}/detalhes`],
      ['GET', `/api/file/${theirs.id}/url`],
      ['GET', `/api/file/${theirs.id}/events`],
      ['PUT', `/api/file/${theirs.id}/rename`, { nome: 'meu' }],
      ['PUT', '/api/files/move', { ids: [theirs.id], pasta_id: null }],
      ['DELETE', `/api/file/${theirs.id}/deletar`],
      ['PUT', `/api/file/${trashed.id}/recuperar`],
      ['DELETE', `/api/file/${trashed.id}/purgar`],
      ['GET', `/api/file/${trashed.id}/detalhes`],
    ];
    for (const [method, path, body] of calls) {
      const res = await app.call(method, path, { token: a, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const [row] = await app.ctx.db.select().from(arquivos).where(eq(arquivos.id, theirs.id));
    expect(row).toMatchObject({ nome: 'segredo.pdf', deletedAt: null, pastaId: null });
    expect(readFileSync(await blobPath(theirs.id)).length).toBe(theirs.tamanho);
  });

  it('answers 403 to a platform administrator on every files call', async () => {
    const f = await up(a, 'admin-nao.pdf');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/files'],
      ['GET', `/api/file/${f.id}/detalhes`],
      ['GET', `/api/file/${f.id}/url`],
      ['PUT', `/api/file/${f.id}/rename`, { nome: 'x' }],
      ['PUT', '/api/files/move', { ids: [f.id], pasta_id: null }],
      ['DELETE', `/api/file/${f.id}/deletar`],
      ['PUT', `/api/file/${f.id}/recuperar`],
      ['DELETE', `/api/file/${f.id}/purgar`],
    ];
    for (const [method, path, body] of calls) {
      const res = await app.call(method, path, { token: admin, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toBe('Entre em uma empresa para continuar.');
    }
  });
});
