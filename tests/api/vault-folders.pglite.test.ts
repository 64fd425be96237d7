// Vault folders and levels: nested folders and their breadcrumbs, moving between levels (remembered
// per user and company), names, order, deletion of empty folders only, permissions, and another
// company's folders answered as missing.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FolderView, LevelView } from '../../common/schemas/folders.js';
import { arquivos, pastas, usuarioEmpresa } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

const NOT_EMPTY = 'Esta pasta não pode ser excluída porque possui subpastas ou arquivos.';
const INVALID_NAME =
  'O nome da pasta não pode conter os caracteres / \\ : * ? " < > | nem caracteres de controle.';
const ORDER_MISMATCH =
  'A lista de pastas deve conter exatamente as pastas deste nível. Atualize a página e tente novamente.';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let app: TestApp;
let empresaId: number;
let manager: string;
let managerEmail: string;
let viewer: string;
let other: string;
let otherEmpresaId: number;
let admin: string;

const token = async (email: string, password = 'secret123') =>
  (await loginAs(app, email, password)).access_token;

/** A user of the company with these permissions, signed in. */
async function userWith(permissions: string[], company = empresaId) {
  const user = await makeUser(app, { companies: [company], permissions, selected: company });
  return { user, token: await token(user.email) };
}

async function create(t: string, nome: unknown, parentId?: number | null) {
  const body: Record<string, unknown> = { nome };
  if (parentId !== undefined) body.parent_id = parentId;
  return app.call('POST', '/api/pasta/cadastrar', { token: t, body });
}

/** Creates a folder and returns it; fails the test when refused. */
async function folder(t: string, nome: string, parentId: number | null = null): Promise<FolderView> {
  const res = await create(t, nome, parentId);
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

const level = async (t: string): Promise<LevelView> => {
  const res = await app.call('GET', '/api/nivel', { token: t });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const enter = (t: string, id: number) => app.call('PUT', `/api/nivel/${id}/acessar`, { token: t });
const back = (t: string, id: number) => app.call('PUT', `/api/nivel/${id}/voltar`, { token: t });
const root = (t: string) => app.call('PUT', '/api/nivel/cofre', { token: t });
const rename = (t: string, id: number, nome: unknown) =>
  app.call('PUT', `/api/pasta/${id}/editar`, { token: t, body: { nome } });
const reorder = (t: string, parentId: number | null, ids: unknown) =>
  app.call('PUT', '/api/pasta/ordenar', { token: t, body: { parent_id: parentId, ids } });
const remove = (t: string, id: number) => app.call('PUT', `/api/pasta/${id}/deletar`, { token: t });

const names = (list: { nome: string }[]) => list.map((f) => f.nome);
/** The folders of a level, as the user who enters it sees them. */
async function childrenOf(id: number | null, t = manager): Promise<FolderView[]> {
  const res = id === null ? await root(t) : await enter(t, id);
  expect(res.status, res.text).toBe(200);
  return res.body.data.pastas;
}

/** A file row put straight into the database (the upload route is tested elsewhere). */
async function insertFile(
  pastaId: number | null,
  o: { deleted?: boolean; purged?: boolean; company?: number } = {},
) {
  const [row] = await app.ctx.db
    .insert(arquivos)
    .values({
      empresaId: o.company ?? empresaId,
      pastaId,
      nome: `doc-${randomBytes(4).toString('hex')}.pdf`,
      mime: 'application/pdf',
      tamanho: 1234,
      sha256: randomBytes(32).toString('hex'),
      blobKey: `test/${randomBytes(8).toString('hex')}`,
      deletedAt: o.deleted || o.purged ? new Date() : null,
      purgedAt: o.purged ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('no file row');
  return row;
}

const fileRow = async (id: number) =>
  (await app.ctx.db.select().from(arquivos).where(eq(arquivos.id, id)))[0];
const folderRow = async (id: number) => (await app.ctx.db.select().from(pastas).where(eq(pastas.id, id)))[0];

beforeAll(async () => {
  app = await startTestApp();
  empresaId = (await makeCompany(app)).id;
  const boss = await makeUser(app, { companies: [empresaId], selected: empresaId });
  managerEmail = boss.email;
  manager = await token(boss.email);
  viewer = (await userWith(['vault.view'])).token;
  otherEmpresaId = (await makeCompany(app)).id;
  other = (await userWith(['vault.view', 'vault.manage'], otherEmpresaId)).token;
  admin = await token('admin@cofre.local', 'demo123');
});
afterAll(async () => {
  await app?.close();
});

describe('vault levels: navigation and breadcrumbs', () => {
  let contratos: FolderView;
  let ano: FolderView;
  let janeiro: FolderView;

  it('starts at the root vault with no folders', async () => {
    expect(await level(manager)).toEqual({ nivel: null, breadcrumbs: [], pastas: [] });
  });

  it('creates folders three levels deep, each last in its level', async () => {
    const res = await create(manager, 'Contratos');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Pasta criada.');
    contratos = res.body.data;
    expect(contratos).toEqual({
      id: expect.any(Number),
      nome: 'Contratos',
      parent_id: null,
      ordem: 1,
      has_children: false,
      created_at: expect.stringMatching(ISO),
      updated_at: null,
    });
    ano = await folder(manager, '2024', contratos.id);
    expect(ano).toMatchObject({ parent_id: contratos.id, ordem: 1 });
    janeiro = await folder(manager, 'Janeiro', ano.id);
    expect(janeiro).toMatchObject({ parent_id: ano.id, ordem: 1 });
    const fevereiro = await folder(manager, 'Fevereiro', ano.id);
    expect(fevereiro.ordem).toBe(2);
    const row = await folderRow(janeiro.id);
    expect(row?.empresaId).toBe(empresaId);
  });

  it('enters a folder: the level, its path from the top and its subfolders', async () => {
    const res = await enter(manager, janeiro.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      nivel: { ...janeiro, has_children: false },
      breadcrumbs: [
        { id: contratos.id, nome: 'Contratos' },
        { id: ano.id, nome: '2024' },
        { id: janeiro.id, nome: 'Janeiro' },
      ],
      pastas: [],
    });

    const top = (await enter(manager, contratos.id)).body.data as LevelView;
    expect(top.nivel).toMatchObject({ id: contratos.id, has_children: true });
    expect(top.breadcrumbs).toEqual([{ id: contratos.id, nome: 'Contratos' }]);
    expect(top.pastas).toEqual([{ ...ano, has_children: true }]);

    const middle = (await enter(manager, ano.id)).body.data as LevelView;
    expect(names(middle.pastas)).toEqual(['Janeiro', 'Fevereiro']);
    expect(middle.pastas.map((p) => p.has_children)).toEqual([false, false]);
  });

  it('goes back up one level at a time and to the root', async () => {
    await enter(manager, janeiro.id);
    const up = await back(manager, janeiro.id);
    expect(up.status).toBe(200);
    expect(up.body.data.nivel.id).toBe(ano.id);
    expect(up.body.data.breadcrumbs.map((b: { id: number }) => b.id)).toEqual([contratos.id, ano.id]);
    expect((await level(manager)).nivel?.id).toBe(ano.id);

    const top = await back(manager, contratos.id);
    expect(top.status).toBe(200);
    expect(top.body.data).toMatchObject({ nivel: null, breadcrumbs: [] });
    expect(names(top.body.data.pastas)).toEqual(['Contratos']);
    expect((await level(manager)).nivel).toBeNull();

    await enter(manager, ano.id);
    const home = await root(manager);
    expect(home.status).toBe(200);
    expect(home.body.data).toEqual({
      nivel: null,
      breadcrumbs: [],
      pastas: [{ ...contratos, has_children: true }],
    });
    expect((await level(manager)).nivel).toBeNull();
  });

  it('remembers the level of each user across logins', async () => {
    await enter(manager, janeiro.id);
    const again = await token(managerEmail);
    const remembered = await level(again);
    expect(remembered.nivel?.id).toBe(janeiro.id);
    expect(names(remembered.breadcrumbs)).toEqual(['Contratos', '2024', 'Janeiro']);
    // Another user of the same company keeps their own level.
    expect((await level(viewer)).nivel).toBeNull();
    await root(manager);
  });

  it('peeks at any level for a folder picker without changing the remembered level', async () => {
    await enter(manager, janeiro.id);
    const peek = await app.call('GET', `/api/nivel/espiar?pasta_id=${contratos.id}`, { token: manager });
    expect(peek.status, peek.text).toBe(200);
    expect(peek.body.data.nivel).toMatchObject({ id: contratos.id, nome: 'Contratos' });
    expect(names(peek.body.data.pastas)).toEqual(['2024']);
    const top = await app.call('GET', '/api/nivel/espiar', { token: manager });
    expect(top.body.data.nivel).toBeNull();
    expect(names(top.body.data.pastas)).toContain('Contratos');
    expect((await level(manager)).nivel?.id).toBe(janeiro.id);
    await root(manager);
  });

  it('shows a folder holding only live files as having children, not one with trashed files', async () => {
    const withFile = await folder(manager, 'Com arquivo');
    const withTrash = await folder(manager, 'Com lixeira');
    await insertFile(withFile.id);
    await insertFile(withTrash.id, { deleted: true });
    const list = await childrenOf(null);
    expect(list.find((p) => p.id === withFile.id)?.has_children).toBe(true);
    expect(list.find((p) => p.id === withTrash.id)?.has_children).toBe(false);
  });
});

describe('vault folders: names', () => {
  it('trims the name and joins inner runs of spaces', async () => {
    const made = await folder(manager, '   Notas    fiscais  ');
    expect(made.nome).toBe('Notas fiscais');
    expect((await folderRow(made.id))?.nome).toBe('Notas fiscais');
  });

  it('refuses reserved and control characters, empty and over-long names', async () => {
    for (const bad of [
      'a/b',
      'a\\b',
      'a:b',
      'a*b',
      'a?b',
      'a"b',
      'a<b',
      'a>b',
      'a|b',
      'a\u0007b',
      'a\tb',
      'a\u202eb',
    ]) {
      const res = await create(manager, bad);
      expect(res.status, bad).toBe(422);
      expect(res.body.errors.nome, bad).toEqual([INVALID_NAME]);
    }
    for (const empty of ['', '    ']) {
      const res = await create(manager, empty);
      expect(res.status).toBe(422);
      expect(res.body.errors.nome).toEqual(['O campo nome é obrigatório.']);
    }
    const missing = await app.call('POST', '/api/pasta/cadastrar', { token: manager, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.nome).toEqual(['O campo nome é obrigatório.']);
    const long = await create(manager, 'x'.repeat(121));
    expect(long.status).toBe(422);
    expect(long.body.errors.nome).toEqual(['O campo nome não pode ter mais de 120 caracteres.']);
    const notText = await create(manager, 42);
    expect(notText.status).toBe(422);
    expect(notText.body.errors.nome).toEqual(['O campo nome deve ser um texto.']);
    const badParent = await create(manager, 'Filha', 'abc' as unknown as number);
    expect(badParent.status).toBe(422);
    expect(badParent.body.errors.parent_id).toBeDefined();

    expect((await folder(manager, 'y'.repeat(120))).nome).toHaveLength(120);
    // Nothing refused was stored.
    const stored = names(await childrenOf(null));
    expect(stored.some((n) => /[/\\:*?"<>|\p{Cc}]/u.test(n) || n === '' || n.length > 120)).toBe(false);
  });

  it('refuses a name taken among siblings (ignoring case) and allows it under another parent', async () => {
    const parent = await folder(manager, 'Financeiro');
    await folder(manager, 'Recibos', parent.id);
    const dup = await create(manager, 'RECIBOS', parent.id);
    expect(dup.status).toBe(422);
    expect(dup.body.message).toBe('Já existe uma pasta chamada "RECIBOS" neste local.');
    expect(dup.body.errors.nome).toEqual(['Já existe uma pasta chamada "RECIBOS" neste local.']);
    expect(names(await childrenOf(parent.id))).toEqual(['Recibos']);

    const atRoot = await create(manager, 'recibos');
    expect(atRoot.status).toBe(201);
    const elsewhere = await create(manager, 'Recibos', atRoot.body.data.id);
    expect(elsewhere.status).toBe(201);
    // Another company may use the same names.
    expect((await create(other, 'Financeiro')).status).toBe(201);
    // The root is a level of its own.
    const rootDup = await create(manager, 'financeiro ', null);
    expect(rootDup.status).toBe(422);
    expect(rootDup.body.errors.nome).toEqual(['Já existe uma pasta chamada "financeiro" neste local.']);
  });

  it('answers in English for a user who chose English', async () => {
    const { token: en } = await userWith(['vault.view', 'vault.manage']);
    await app.call('PUT', '/api/usuario/change-language/en', { token: en });
    const res = await create(en, 'FINANCEIRO');
    expect(res.status).toBe(422);
    expect(res.body.errors.nome).toEqual(['A folder named "FINANCEIRO" already exists here.']);
    const ok = await create(en, 'English folder');
    expect(ok.body.message).toBe('Folder created.');
  });

  it('lets only one of two simultaneous creations of the same name through', async () => {
    const results = await Promise.all([create(manager, 'Corrida'), create(manager, 'CORRIDA')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = results.find((r) => r.status === 422);
    expect(refused?.body.errors.nome[0]).toMatch(
      /^Já existe uma pasta chamada "(Corrida|CORRIDA)" neste local\.$/,
    );
    expect(names(await childrenOf(null)).filter((n) => n.toLowerCase() === 'corrida')).toHaveLength(1);
  });

  it('renames a folder, refusing a sibling’s name but allowing a change of case', async () => {
    const parent = await folder(manager, 'Renomear');
    const a = await folder(manager, 'Alfa', parent.id);
    await folder(manager, 'Beta', parent.id);

    const res = await rename(manager, a.id, '  Gama  ');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Pasta renomeada.');
    expect(res.body.data).toMatchObject({ id: a.id, nome: 'Gama', parent_id: parent.id, ordem: 1 });
    expect(res.body.data.updated_at).toMatch(ISO);

    const taken = await rename(manager, a.id, 'beta');
    expect(taken.status).toBe(422);
    expect(taken.body.errors.nome).toEqual(['Já existe uma pasta chamada "beta" neste local.']);

    const sameName = await rename(manager, a.id, 'GAMA');
    expect(sameName.status).toBe(200);
    expect(sameName.body.data.nome).toBe('GAMA');

    const invalid = await rename(manager, a.id, 'Ga/ma');
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.nome).toEqual([INVALID_NAME]);

    expect(names(await childrenOf(parent.id))).toEqual(['GAMA', 'Beta']);
    const crumbs = (await enter(manager, a.id)).body.data.breadcrumbs;
    expect(names(crumbs)).toEqual(['Renomear', 'GAMA']);
    await root(manager);
  });
});

describe('vault folders: order', () => {
  let parent: FolderView;
  let x: FolderView;
  let y: FolderView;
  let z: FolderView;

  beforeAll(async () => {
    parent = await folder(manager, 'Ordem');
    // Created in this order: positions 1, 2, 3 whatever their names.
    z = await folder(manager, 'Zeta', parent.id);
    x = await folder(manager, 'Xis', parent.id);
    y = await folder(manager, 'Ypsilon', parent.id);
  });

  it('lists a level by position, new folders last', async () => {
    expect(names(await childrenOf(parent.id))).toEqual(['Zeta', 'Xis', 'Ypsilon']);
    expect((await childrenOf(parent.id)).map((p) => p.ordem)).toEqual([1, 2, 3]);
  });

  it('reorders a level and keeps the new order', async () => {
    const res = await reorder(manager, parent.id, [x.id, y.id, z.id]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Ordem das pastas atualizada.');
    expect(res.body.data.map((p: FolderView) => [p.id, p.ordem])).toEqual([
      [x.id, 1],
      [y.id, 2],
      [z.id, 3],
    ]);
    expect(names(await childrenOf(parent.id))).toEqual(['Xis', 'Ypsilon', 'Zeta']);
    // A new folder still goes last.
    await folder(manager, 'Alfa', parent.id);
    expect(names(await childrenOf(parent.id))).toEqual(['Xis', 'Ypsilon', 'Zeta', 'Alfa']);
  });

  it('orders folders of equal position by name', async () => {
    const tied = await folder(manager, 'Empate');
    const b = await folder(manager, 'Bravo', tied.id);
    const a = await folder(manager, 'Alfa', tied.id);
    await app.ctx.db.update(pastas).set({ ordem: 5 }).where(eq(pastas.parentId, tied.id));
    expect((await childrenOf(tied.id)).map((p) => p.id)).toEqual([a.id, b.id]);
  });

  it('reorders the root vault', async () => {
    const before = (await childrenOf(null)).map((p) => p.id);
    const reversed = [...before].reverse();
    const res = await reorder(manager, null, reversed);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: FolderView) => p.id)).toEqual(reversed);
    expect((await childrenOf(null)).map((p) => p.id)).toEqual(reversed);
    await reorder(manager, null, before);
  });

  it('refuses a list that is not exactly the level’s folders, changing nothing', async () => {
    const current = (await childrenOf(parent.id)).map((p) => p.id);
    const elsewhere = (await childrenOf(null))[0]?.id as number;
    const wrong = [
      current.slice(1), // one missing
      [...current, elsewhere], // one from another level
      [...current.slice(0, -1), current[0]], // a repeat in place of one
      [...current, current[0]], // a repeat on top
      [],
    ];
    for (const ids of wrong) {
      const res = await reorder(manager, parent.id, ids);
      expect(res.status, JSON.stringify(ids)).toBe(422);
      expect(res.body.errors.ids).toEqual([ORDER_MISMATCH]);
    }
    const notIds = await reorder(manager, parent.id, ['a']);
    expect(notIds.status).toBe(422);
    expect(notIds.body.errors['ids.0']).toBeDefined();
    const noList = await app.call('PUT', '/api/pasta/ordenar', {
      token: manager,
      body: { parent_id: parent.id },
    });
    expect(noList.status).toBe(422);
    expect(noList.body.errors.ids).toBeDefined();
    expect((await childrenOf(parent.id)).map((p) => p.id)).toEqual(current);
  });
});

describe('vault folders: deletion', () => {
  it('refuses a folder with a subfolder, then deletes it once empty', async () => {
    const parent = await folder(manager, 'Apagar');
    const child = await folder(manager, 'Filha', parent.id);
    const refused = await remove(manager, parent.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(NOT_EMPTY);
    expect(await folderRow(parent.id)).toBeDefined();

    const gone = await remove(manager, child.id);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ message: 'Pasta excluída.' });
    expect(await folderRow(child.id)).toBeUndefined();
    expect((await remove(manager, parent.id)).status).toBe(200);
    expect(await folderRow(parent.id)).toBeUndefined();
    expect(names(await childrenOf(null))).not.toContain('Apagar');
    expect((await enter(manager, parent.id)).status).toBe(404);
  });

  it('refuses a folder with a live file; once the file is in the trash it goes and the file moves to the root', async () => {
    const box = await folder(manager, 'Caixa');
    const file = await insertFile(box.id);
    const purged = await insertFile(box.id, { purged: true });
    const refused = await remove(manager, box.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(NOT_EMPTY);
    expect((await fileRow(file.id))?.pastaId).toBe(box.id);

    await app.ctx.db.update(arquivos).set({ deletedAt: new Date() }).where(eq(arquivos.id, file.id));
    const res = await remove(manager, box.id);
    expect(res.status).toBe(200);
    expect(await folderRow(box.id)).toBeUndefined();
    const trashed = await fileRow(file.id);
    expect(trashed?.pastaId).toBeNull();
    expect(trashed?.deletedAt).not.toBeNull();
    expect((await fileRow(purged.id))?.pastaId).toBeNull();
  });

  it('sends a user standing in a deleted folder back to the root', async () => {
    const room = await folder(manager, 'Sala');
    const { token: member } = await userWith(['vault.view']);
    expect((await enter(member, room.id)).status).toBe(200);
    expect((await level(member)).nivel?.id).toBe(room.id);
    expect((await remove(manager, room.id)).status).toBe(200);
    const after = await level(member);
    expect(after.nivel).toBeNull();
    expect(after.breadcrumbs).toEqual([]);
    expect(names(after.pastas)).not.toContain('Sala');
  });
});

describe('vault folders: another company', () => {
  let foreign: FolderView;
  let foreignChild: FolderView;

  beforeAll(async () => {
    foreign = await folder(other, 'Segredos');
    foreignChild = await folder(other, 'Dentro', foreign.id);
  });

  it('answers 404 for every call naming another company’s folder, and changes nothing', async () => {
    const missing = 99_999_999;
    for (const id of [foreign.id, missing]) {
      const calls = [
        await enter(manager, id),
        await app.call('GET', `/api/nivel/espiar?pasta_id=${id}`, { token: manager }),
        await back(manager, id),
        await rename(manager, id, 'Meu'),
        await remove(manager, id),
        await create(manager, 'Intrusa', id),
        await reorder(manager, id, [foreignChild.id]),
        await reorder(manager, null, [...(await childrenOf(null)).map((p) => p.id), id]),
      ];
      for (const res of calls) {
        expect(res.status, res.text).toBe(404);
        expect(res.body).toEqual({ message: 'Conteúdo não encontrado, verifique mais tarde.' });
      }
    }
    // The owner still sees everything as it was.
    const theirs = (await enter(other, foreign.id)).body.data as LevelView;
    expect(theirs.nivel).toMatchObject({ id: foreign.id, nome: 'Segredos' });
    expect(names(theirs.pastas)).toEqual(['Dentro']);
    expect(names(await childrenOf(null))).not.toContain('Intrusa');
    expect((await level(manager)).nivel).toBeNull();
  });

  it('never shows another company’s folders, and ignores a remembered level that is not the company’s', async () => {
    expect(names(await childrenOf(null))).not.toContain('Segredos');
    const { user, token: member } = await userWith(['vault.view']);
    await app.ctx.db
      .update(usuarioEmpresa)
      .set({ pastaAtualId: foreign.id })
      .where(eq(usuarioEmpresa.userId, user.id));
    const seen = await level(member);
    expect(seen.nivel).toBeNull();
    expect(names(seen.pastas)).not.toContain('Segredos');
  });
});

describe('vault folders: access', () => {
  let target: FolderView;

  beforeAll(async () => {
    target = await folder(manager, 'Acesso');
  });

  it('lets vault.view navigate but not organise (403 naming vault.manage)', async () => {
    expect((await app.call('GET', '/api/nivel', { token: viewer })).status).toBe(200);
    expect((await enter(viewer, target.id)).status).toBe(200);
    expect((await back(viewer, target.id)).status).toBe(200);
    expect((await root(viewer)).status).toBe(200);
    const refused = [
      await create(viewer, 'Nova'),
      await rename(viewer, target.id, 'Outro'),
      await reorder(viewer, null, [target.id]),
      await remove(viewer, target.id),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: 'Você não tem a permissão necessária: Organizar pastas e arquivos (vault.manage).',
        permission: 'vault.manage',
      });
    }
    expect((await folderRow(target.id))?.nome).toBe('Acesso');
  });

  it('refuses every call without vault.view (403 naming vault.view)', async () => {
    const { token: outsider } = await userWith(['audit.view']);
    const calls = [
      await app.call('GET', '/api/nivel', { token: outsider }),
      await enter(outsider, target.id),
      await back(outsider, target.id),
      await root(outsider),
    ];
    for (const res of calls) {
      expect(res.status).toBe(403);
      expect(res.body.permission).toBe('vault.view');
    }
  });

  it('refuses a platform administrator, who has no company', async () => {
    const calls = [
      await app.call('GET', '/api/nivel', { token: admin }),
      await root(admin),
      await enter(admin, target.id),
      await back(admin, target.id),
      await create(admin, 'Admin'),
      await rename(admin, target.id, 'Admin'),
      await reorder(admin, null, [target.id]),
      await remove(admin, target.id),
    ];
    for (const res of calls) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Entre em uma empresa para continuar.' });
    }
    expect(await folderRow(target.id)).toBeDefined();
  });

  it('refuses calls without a session', async () => {
    expect((await app.call('GET', '/api/nivel')).status).toBe(401);
    expect((await app.call('POST', '/api/pasta/cadastrar', { body: { nome: 'X' } })).status).toBe(401);
  });
});
