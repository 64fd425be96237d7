// The users back office: list/filter/sort, view and edit (positions included), company links and
// permissions (with the "never grant what you lack" rule for company managers), disable, soft
// delete/restore, permanent delete, the people search and positions (cargos).
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import { updateUser } from '../../server/db/queries/users.js';
import {
  authSessions,
  invites,
  loginThrottle,
  passwordResets,
  preCadastros,
  refreshTokens,
  termoAceites,
  termos,
  users,
  usuarioEmpresa,
} from '../../server/db/schema.js';
import { freshIp, loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeInvite, makeUser, uniqueEmail } from '../helpers/fixtures.js';

const ADMIN_ONLY = 'Acesso restrito aos administradores da plataforma.';
const FILTER_MIN = 'O Filtro deve ser maior que 3.';
const NOT_FOUND = 'Conteúdo não encontrado, verifique mais tarde.';

let app: TestApp;
let admin: string;
let adminId: number;
let gestor: string;
let demoId: number;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
  adminId = (await app.call('GET', '/api/auth/user', { token: admin })).body.id;
  demoId = (await app.call('GET', '/api/auth/user', { token: gestor })).body.empresa.id;
});
afterAll(() => app?.close());

const maskCpf = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;

/** A company user with a name, a CPF and a login, linked to the given companies. */
async function person(
  o: {
    nome?: string;
    companies?: number[];
    permissions?: string[];
    documento?: string;
    ambient?: 'A' | 'S';
  } = {},
) {
  const u = await makeUser(app, {
    companies: o.companies ?? [],
    permissions: o.permissions,
    selected: o.companies?.[0],
    ambient: o.ambient,
  });
  const nome = o.nome ?? 'Pessoa Teste';
  const documento = o.documento ?? generateCpf().replace(/\D/g, '');
  await updateUser(app.ctx.db, u.id, { nome, documento });
  return { ...u, nome, documento };
}

const login = (email: string, password: string) =>
  app.call('POST', '/api/login', { body: { email, password }, ip: freshIp() });

describe('guards', () => {
  // The list, the status switch and invites also serve a company's own members (tests/api/team*.test.ts).
  const adminCalls: [string, string, unknown?][] = [
    ['GET', '/api/usuario/1/detalhes'],
    ['GET', '/api/usuario/1/editar'],
    ['PUT', '/api/usuario/1/editar', { nome: 'Fulano', email: 'fulano@example.com' }],
    ['GET', '/api/usuario/1/companies'],
    ['PUT', '/api/usuario/company', { user_id: 1, empresa_id: 1, permissions: [] }],
    ['DELETE', '/api/usuario/1/remover-vinculo?empresa_id=1'],
    ['DELETE', '/api/usuario/1/deletar'],
    ['PUT', '/api/usuario/1/recuperar'],
    ['DELETE', '/api/usuario/1/excluir'],
    ['GET', '/api/cargos'],
    ['POST', '/api/cargo/cadastrar', { nome: 'Diretor', interno: false }],
  ];

  it('answers 401 to anonymous calls', async () => {
    for (const [method, path, body] of [
      ...adminCalls,
      ['GET', '/api/usuarios'],
      ['PUT', '/api/usuario/1/disable'],
      ['PUT', '/api/usuario/1/status'],
      ['GET', '/api/usuario/1/permissions?empresa_id=1'],
      ['PUT', '/api/usuario/1/permission', { empresa_id: 1, permissions: [] }],
      ['GET', '/api/users/search/gestor'],
    ] as [string, string, unknown?][]) {
      const res = await app.call(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 403 to a company user, even one holding every permission, on admin calls', async () => {
    for (const [method, path, body] of adminCalls) {
      const res = await app.call(method, path, { body, token: gestor });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toBe(ADMIN_ONLY);
    }
    // Nothing moved: the admin is still enabled and alive.
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, 1));
    expect(row).toMatchObject({ status: true, deletedAt: null });
  });
});

describe('GET /api/usuarios', () => {
  let company: Awaited<ReturnType<typeof makeCompany>>;
  let ana: Awaited<ReturnType<typeof person>>;
  let bruno: Awaited<ReturnType<typeof person>>;
  let carla: Awaited<ReturnType<typeof person>>;

  beforeAll(async () => {
    company = await makeCompany(app, 'Listagem Ltda');
    ana = await person({ nome: 'Ana Zebra Listada', companies: [company.id] });
    bruno = await person({ nome: 'Bruno Yeti Listado', companies: [company.id] });
    carla = await person({ nome: 'Carla Xis Listada' });
    await updateUser(app.ctx.db, carla.id, { status: false });
  });

  const list = (qs: string) => app.call('GET', `/api/usuarios?${qs}`, { token: admin });

  it('pages every live user with the API shape, default by name', async () => {
    const res = await list('perPage=100');
    expect(res.status, res.text).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(6);
    const order = res.body.data.map((u: { id: number }) => u.id);
    expect(order.indexOf(ana.id)).toBeLessThan(order.indexOf(bruno.id));
    expect(order.indexOf(bruno.id)).toBeLessThan(order.indexOf(carla.id));
    const a = res.body.data.find((u: { id: number }) => u.id === ana.id);
    expect(a).toEqual({
      id: ana.id,
      nome: 'Ana Zebra Listada',
      email: ana.email,
      documento: ana.documento,
      phone: null,
      ambient: null,
      status: true,
      cargo: null,
      empresas: [{ id: company.id, nome: 'Listagem Ltda', status: true, permissions: [...PERMISSIONS] }],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted_at: null,
    });
    const page = await list('perPage=2&page=2');
    expect(page.body.data).toHaveLength(2);
    expect(page.body.total).toBe(res.body.total);
    expect(page.body.data[0].id).toBe(res.body.data[2].id);
  });

  it('filters by name, e-mail, document (mask or not), company, status and free text', async () => {
    const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((u) => u.id).sort();
    expect(ids(await list('nome=Listad'))).toEqual([ana.id, bruno.id, carla.id].sort());
    expect(ids(await list(`email=${encodeURIComponent(bruno.email.slice(0, 14))}`))).toEqual([bruno.id]);
    expect(ids(await list(`documento=${encodeURIComponent(maskCpf(ana.documento))}`))).toEqual([ana.id]);
    expect(ids(await list(`documento=${ana.documento.slice(0, 9)}`))).toEqual([ana.id]);
    expect(ids(await list(`empresa_id=${company.id}`))).toEqual([ana.id, bruno.id].sort());
    expect(ids(await list('nome=Listad&status=false'))).toEqual([carla.id]);
    expect(ids(await list('nome=Listad&status=true'))).toEqual([ana.id, bruno.id].sort());
    expect(ids(await list('q=Yeti'))).toEqual([bruno.id]);
    expect(ids(await list(`q=${encodeURIComponent(maskCpf(carla.documento))}`))).toEqual([carla.id]);
    expect((await list(`empresa_id=${company.id}`)).body.total).toBe(2);
  });

  it('sorts by name, e-mail and creation date, both ways', async () => {
    const nomes = async (qs: string) =>
      (await list(`nome=Listad&${qs}`)).body.data.map((u: { nome: string }) => u.nome);
    expect(await nomes('sort=nome&order=asc')).toEqual([
      'Ana Zebra Listada',
      'Bruno Yeti Listado',
      'Carla Xis Listada',
    ]);
    expect(await nomes('sort=nome&order=desc')).toEqual([
      'Carla Xis Listada',
      'Bruno Yeti Listado',
      'Ana Zebra Listada',
    ]);
    expect(await nomes('sort=created_at&order=desc')).toEqual([
      'Carla Xis Listada',
      'Bruno Yeti Listado',
      'Ana Zebra Listada',
    ]);
    const emails = (await list('nome=Listad&sort=email&order=desc')).body.data.map(
      (u: { email: string }) => u.email,
    );
    expect(emails).toEqual([ana.email, bruno.email, carla.email].sort().reverse());
  });

  it('refuses text filters of 3 characters or fewer and bad paging', async () => {
    for (const qs of ['nome=Ana', 'email=a@b', 'documento=123', 'q=abc']) {
      const res = await list(qs);
      expect(res.status, qs).toBe(422);
      expect(res.body.message).toBe(FILTER_MIN);
    }
    expect((await list('perPage=0')).status).toBe(422);
    expect((await list('status=talvez')).status).toBe(422);
  });

  it('shows soft-deleted users only with deleted=true', async () => {
    const gone = await person({ nome: 'Dora Apagada Listada' });
    expect((await app.call('DELETE', `/api/usuario/${gone.id}/deletar`, { token: admin })).status).toBe(200);
    const live = await list('nome=Apagada');
    expect(live.body).toEqual({ data: [], total: 0 });
    const deleted = await list('nome=Apagada&deleted=true');
    expect(deleted.body.total).toBe(1);
    expect(deleted.body.data[0]).toMatchObject({ id: gone.id, deleted_at: expect.any(String) });
  });
});

describe('view and edit', () => {
  it('shows a user on detalhes and editar; 404 for an unknown one', async () => {
    const u = await person({ nome: 'Elisa Vista', companies: [demoId] });
    for (const path of [`/api/usuario/${u.id}/detalhes`, `/api/usuario/${u.id}/editar`]) {
      const res = await app.call('GET', path, { token: admin });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data).toMatchObject({
        id: u.id,
        nome: 'Elisa Vista',
        email: u.email,
        empresas: [{ id: demoId, nome: 'Demo Ltda', status: true }],
      });
    }
    for (const path of ['/api/usuario/999999/detalhes', '/api/usuario/999999/editar']) {
      const res = await app.call('GET', path, { token: admin });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND);
    }
  });

  it('saves name, e-mail, masked CPF and phone, stored unmasked', async () => {
    const u = await person({ companies: [demoId] });
    const cpf = generateCpf().replace(/\D/g, '');
    const email = uniqueEmail('editado');
    const res = await app.call('PUT', `/api/usuario/${u.id}/editar`, {
      token: admin,
      body: {
        nome: 'Fábio Editado',
        email: ` ${email.toUpperCase()} `,
        documento: maskCpf(cpf),
        phone: '(11) 98765-4321',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Usuário atualizado com sucesso!');
    expect(res.body.data).toMatchObject({
      nome: 'Fábio Editado',
      email,
      documento: cpf,
      phone: '11987654321',
    });
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ nome: 'Fábio Editado', email, documento: cpf, phone: '11987654321' });
    // The new e-mail signs in.
    expect((await login(email, u.password)).status).toBe(200);

    // '' clears the optional fields; absent ones stay as they are.
    const cleared = await app.call('PUT', `/api/usuario/${u.id}/editar`, {
      token: admin,
      body: { nome: 'Fábio Editado', email, documento: '' },
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.data).toMatchObject({ documento: null, phone: '11987654321' });
  });

  it('refuses an e-mail in use, an invalid CPF, a short name; 404 for an unknown user', async () => {
    const u = await person();
    const other = await person();
    const taken = await app.call('PUT', `/api/usuario/${u.id}/editar`, {
      token: admin,
      body: { nome: 'Nome Qualquer', email: other.email },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['Este e-mail já está em uso.']);
    const bad = await app.call('PUT', `/api/usuario/${u.id}/editar`, {
      token: admin,
      body: { nome: 'X', email: 'nao-e-email', documento: '123.456.789-00', phone: '123' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      nome: ['O campo nome deve ter pelo menos 2 caracteres.'],
      email: ['O campo e-mail deve ser um endereço de e-mail válido.'],
      documento: ['O campo documento deve ser um CPF válido.'],
      phone: ['O campo telefone deve ser um telefone válido com DDD.'],
    });
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.email).toBe(u.email);
    const missing = await app.call('PUT', '/api/usuario/999999/editar', {
      token: admin,
      body: { nome: 'Nome Qualquer', email: uniqueEmail() },
    });
    expect(missing.status).toBe(404);
  });

  it('gives an internal position only to a platform admin; an ordinary one to anyone', async () => {
    const internal = await app.call('POST', '/api/cargo/cadastrar', {
      token: admin,
      body: { nome: 'Suporte Interno', interno: true },
    });
    expect(internal.status, internal.text).toBe(201);
    const ordinary = await app.call('POST', '/api/cargo/cadastrar', {
      token: admin,
      body: { nome: 'Analista Financeiro' },
    });
    expect(ordinary.status, ordinary.text).toBe(201);
    expect(ordinary.body.data).toEqual({
      id: expect.any(Number),
      nome: 'Analista Financeiro',
      interno: false,
    });

    const companyUser = await person({ companies: [demoId] });
    const refused = await app.call('PUT', `/api/usuario/${companyUser.id}/editar`, {
      token: admin,
      body: { nome: 'Pessoa Teste', email: companyUser.email, cargo_id: internal.body.data.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.cargo_id).toEqual([
      'Um cargo interno não pode ser dado a quem não é administrador.',
    ]);
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, companyUser.id));
    expect(row?.cargoId).toBeNull();

    const ok = await app.call('PUT', `/api/usuario/${companyUser.id}/editar`, {
      token: admin,
      body: { nome: 'Pessoa Teste', email: companyUser.email, cargo_id: ordinary.body.data.id },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.cargo).toEqual(ordinary.body.data);

    const otherAdmin = await person({ ambient: 'A' });
    const adminOk = await app.call('PUT', `/api/usuario/${otherAdmin.id}/editar`, {
      token: admin,
      body: { nome: 'Outro Admin', email: otherAdmin.email, cargo_id: internal.body.data.id },
    });
    expect(adminOk.status, adminOk.text).toBe(200);
    expect(adminOk.body.data.cargo).toEqual({
      id: internal.body.data.id,
      nome: 'Suporte Interno',
      interno: true,
    });

    const unknown = await app.call('PUT', `/api/usuario/${companyUser.id}/editar`, {
      token: admin,
      body: { nome: 'Pessoa Teste', email: companyUser.email, cargo_id: 999999 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.cargo_id).toEqual(['Cargo não encontrado.']);
  });
});

describe('positions (cargos)', () => {
  it('lists positions by name and refuses a duplicate or invalid one', async () => {
    await app.call('POST', '/api/cargo/cadastrar', { token: admin, body: { nome: 'Zelador Geral' } });
    const res = await app.call('GET', '/api/cargos', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ id: expect.any(Number), nome: 'Zelador Geral', interno: false });
    const nomes = res.body.data.map((c: { nome: string }) => c.nome);
    expect(nomes).toEqual([...nomes].sort((a: string, b: string) => a.localeCompare(b, 'en')));

    const dup = await app.call('POST', '/api/cargo/cadastrar', {
      token: admin,
      body: { nome: 'zelador geral' },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.nome).toEqual(['Já existe um cargo com este nome.']);
    const bad = await app.call('POST', '/api/cargo/cadastrar', {
      token: admin,
      body: { nome: '', interno: 'sim' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['interno', 'nome']);
  });
});

describe('company links', () => {
  it("lists a user's companies, links another, removes it and re-links it", async () => {
    const other = await makeCompany(app, 'Segunda Casa Ltda');
    const u = await person({ companies: [demoId], permissions: ['vault.view'] });
    const before = await app.call('GET', `/api/usuario/${u.id}/companies`, { token: admin });
    expect(before.body).toEqual({
      data: [{ id: demoId, nome: 'Demo Ltda', status: true, permissions: ['vault.view'] }],
    });

    const linked = await app.call('PUT', '/api/usuario/company', {
      token: admin,
      body: { user_id: u.id, empresa_id: other.id, permissions: ['messages.view', 'vault.view'] },
    });
    expect(linked.status, linked.text).toBe(200);
    expect(linked.body).toEqual({
      message: 'Usuário vinculado à empresa.',
      data: {
        id: other.id,
        nome: 'Segunda Casa Ltda',
        status: true,
        permissions: ['vault.view', 'messages.view'],
      },
    });
    const both = await app.call('GET', `/api/usuario/${u.id}/companies`, { token: admin });
    expect(both.body.data.map((c: { id: number }) => c.id).sort()).toEqual([demoId, other.id].sort());

    // The user now has to choose the company at login; the new one works with its permissions.
    const chosen = await app.call('POST', '/api/login', {
      body: { email: u.email, password: u.password, empresa_id: other.id },
      ip: freshIp(),
    });
    expect(chosen.status, chosen.text).toBe(200);
    const perms = await app.call('GET', '/api/auth/permission', { token: chosen.body.access_token });
    expect(perms.body.permissions).toEqual(['vault.view', 'messages.view']);

    const removed = await app.call('DELETE', `/api/usuario/${u.id}/remover-vinculo?empresa_id=${other.id}`, {
      token: admin,
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.message).toBe('Vínculo com a empresa removido.');
    // The session in the removed company ends at once.
    expect((await app.call('GET', '/api/auth/user', { token: chosen.body.access_token })).status).toBe(401);
    const after = await app.call('GET', `/api/usuario/${u.id}/companies`, { token: admin });
    expect(after.body.data.map((c: { id: number }) => c.id)).toEqual([demoId]);

    const again = await app.call('DELETE', `/api/usuario/${u.id}/remover-vinculo?empresa_id=${other.id}`, {
      token: admin,
    });
    expect(again.status).toBe(404);

    // Re-linking (also re-activating a link a company switched off) works.
    await app.ctx.db.update(usuarioEmpresa).set({ status: false }).where(eq(usuarioEmpresa.userId, u.id));
    expect((await app.call('GET', `/api/usuario/${u.id}/companies`, { token: admin })).body.data).toEqual([]);
    const relinked = await app.call('PUT', '/api/usuario/company', {
      token: admin,
      body: { user_id: u.id, empresa_id: demoId, permissions: ['users.view'] },
    });
    expect(relinked.status).toBe(200);
    expect((await app.call('GET', `/api/usuario/${u.id}/companies`, { token: admin })).body.data).toEqual([
      { id: demoId, nome: 'Demo Ltda', status: true, permissions: ['users.view'] },
    ]);
  });

  it('refuses unknown permissions, users and companies', async () => {
    const u = await person();
    const unknownPerm = await app.call('PUT', '/api/usuario/company', {
      token: admin,
      body: { user_id: u.id, empresa_id: demoId, permissions: ['vault.view', 'root.everything'] },
    });
    expect(unknownPerm.status).toBe(422);
    expect(unknownPerm.body.errors.permissions).toEqual(['A permissão root.everything não existe.']);
    const noUser = await app.call('PUT', '/api/usuario/company', {
      token: admin,
      body: { user_id: 999999, empresa_id: demoId, permissions: [] },
    });
    expect(noUser.status).toBe(422);
    expect(noUser.body.errors.user_id).toEqual(['Usuário não encontrado.']);
    const noCompany = await app.call('PUT', '/api/usuario/company', {
      token: admin,
      body: { user_id: u.id, empresa_id: 999999, permissions: [] },
    });
    expect(noCompany.status).toBe(422);
    expect(noCompany.body.errors.empresa_id).toEqual(['Empresa não encontrada.']);
    const noQuery = await app.call('DELETE', `/api/usuario/${u.id}/remover-vinculo`, { token: admin });
    expect(noQuery.status).toBe(422);
    expect(await app.ctx.db.select().from(usuarioEmpresa).where(eq(usuarioEmpresa.userId, u.id))).toEqual([]);
  });
});

describe('permissions', () => {
  let company: Awaited<ReturnType<typeof makeCompany>>;
  let manager: Awaited<ReturnType<typeof person>>;
  let managerToken: string;
  let member: Awaited<ReturnType<typeof person>>;
  const managerPerms = PERMISSIONS.filter((p) => p !== 'audit.view');

  beforeAll(async () => {
    company = await makeCompany(app, 'Permissões Ltda');
    manager = await person({ companies: [company.id], permissions: managerPerms });
    managerToken = (await loginAs(app, manager.email, manager.password)).access_token;
    member = await person({ companies: [company.id], permissions: ['vault.view'] });
  });

  it('shows a link and what the caller may grant: everything for an admin, their own for a manager', async () => {
    const asAdmin = await app.call('GET', `/api/usuario/${member.id}/permissions?empresa_id=${company.id}`, {
      token: admin,
    });
    expect(asAdmin.status, asAdmin.text).toBe(200);
    expect(asAdmin.body).toEqual({
      data: { empresa_id: company.id, permissions: ['vault.view'], grantable: [...PERMISSIONS] },
    });
    const asManager = await app.call('GET', `/api/usuario/${member.id}/permissions`, { token: managerToken });
    expect(asManager.status, asManager.text).toBe(200);
    expect(asManager.body.data).toEqual({
      empresa_id: company.id,
      permissions: ['vault.view'],
      grantable: managerPerms,
    });
    const admin422 = await app.call('GET', `/api/usuario/${member.id}/permissions`, { token: admin });
    expect(admin422.status).toBe(422);
    expect(admin422.body.errors.empresa_id).toEqual(['Informe a empresa.']);
  });

  it('lets an admin grant any permission, and refuses unknown names', async () => {
    const res = await app.call('PUT', `/api/usuario/${member.id}/permission`, {
      token: admin,
      body: { empresa_id: company.id, permissions: ['audit.view', 'vault.view'] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      message: 'Permissões atualizadas.',
      data: {
        empresa_id: company.id,
        permissions: ['vault.view', 'audit.view'],
        grantable: [...PERMISSIONS],
      },
    });
    const unknown = await app.call('PUT', `/api/usuario/${member.id}/permission`, {
      token: admin,
      body: { empresa_id: company.id, permissions: ['vault.view', 'vault.superpoder'] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.permissions).toEqual(['A permissão vault.superpoder não existe.']);
    const unlinked = await app.call('PUT', `/api/usuario/${member.id}/permission`, {
      token: admin,
      body: { empresa_id: demoId, permissions: ['vault.view'] },
    });
    expect(unlinked.status).toBe(404);
    // Put the member back to vault.view for the next cases.
    await app.call('PUT', `/api/usuario/${member.id}/permission`, {
      token: admin,
      body: { empresa_id: company.id, permissions: ['vault.view'] },
    });
  });

  it('refuses a manager granting a permission they lack, naming it; grants one they hold', async () => {
    const refused = await app.call('PUT', `/api/usuario/${member.id}/permission`, {
      token: managerToken,
      body: { empresa_id: company.id, permissions: ['vault.view', 'messages.send', 'audit.view'] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'Você não pode conceder uma permissão que não possui: Ver auditoria.',
      permission: 'audit.view',
    });
    // In English for a manager who chose English.
    await app.call('PUT', '/api/usuario/change-language/en', { token: managerToken });
    const en = await app.call('PUT', `/api/usuario/${member.id}/permission`, {
      token: managerToken,
      body: { empresa_id: company.id, permissions: ['audit.view'] },
    });
    await app.call('PUT', '/api/usuario/change-language/pt_BR', { token: managerToken });
    expect(en.status).toBe(403);
    expect(en.body).toEqual({
      message: 'You cannot grant a permission you do not hold: View audit trail.',
      permission: 'audit.view',
    });
    // Nothing changed.
    const [link] = await app.ctx.db.select().from(usuarioEmpresa).where(eq(usuarioEmpresa.userId, member.id));
    expect(link?.permissions).toEqual(['vault.view']);

    const granted = await app.call('PUT', `/api/usuario/${member.id}/permission`, {
      token: managerToken,
      body: { empresa_id: company.id, permissions: ['vault.view', 'messages.send'] },
    });
    expect(granted.status, granted.text).toBe(200);
    expect(granted.body.data.permissions).toEqual(['vault.view', 'messages.send']);
    const memberToken = (await loginAs(app, member.email, member.password)).access_token;
    const me = await app.call('GET', '/api/auth/user', { token: memberToken });
    expect(me.body.permissions).toEqual(['vault.view', 'messages.send']);
  });

  it('refuses a manager changing a member who holds a permission they lack, even only removing it', async () => {
    const holder = await person({ companies: [company.id], permissions: ['audit.view', 'vault.view'] });
    for (const permissions of [['audit.view', 'vault.view', 'vault.upload'], ['vault.view'], []]) {
      const res = await app.call('PUT', `/api/usuario/${holder.id}/permission`, {
        token: managerToken,
        body: { empresa_id: company.id, permissions },
      });
      expect(res.status, res.text).toBe(403);
      expect(res.body).toEqual({
        message: 'Você não pode alterar um membro que tem uma permissão que você não possui: Ver auditoria.',
        permission: 'audit.view',
      });
    }
    const [link] = await app.ctx.db.select().from(usuarioEmpresa).where(eq(usuarioEmpresa.userId, holder.id));
    expect(link?.permissions).toEqual(['audit.view', 'vault.view']);
  });

  it("answers 404 for another company's user or another company's id", async () => {
    const outsider = await person({ companies: [demoId], permissions: ['vault.view'] });
    for (const [method, path, body] of [
      ['GET', `/api/usuario/${outsider.id}/permissions`],
      ['GET', `/api/usuario/${outsider.id}/permissions?empresa_id=${demoId}`],
      ['GET', `/api/usuario/${member.id}/permissions?empresa_id=${demoId}`],
      [
        'PUT',
        `/api/usuario/${outsider.id}/permission`,
        { empresa_id: company.id, permissions: ['vault.view'] },
      ],
      ['PUT', `/api/usuario/${outsider.id}/permission`, { empresa_id: demoId, permissions: ['vault.view'] }],
    ] as [string, string, unknown?][]) {
      const res = await app.call(method, path, { token: managerToken, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND);
    }
    const [link] = await app.ctx.db
      .select()
      .from(usuarioEmpresa)
      .where(eq(usuarioEmpresa.userId, outsider.id));
    expect(link?.permissions).toEqual(['vault.view']);
  });

  it("refuses company users without 'users.manage', and signatories, naming the permission", async () => {
    const plain = await person({ companies: [company.id], permissions: ['vault.view', 'users.view'] });
    const plainToken = (await loginAs(app, plain.email, plain.password)).access_token;
    const signatory = (await loginAs(app, 'signatario@demo.local')).access_token;
    for (const token of [plainToken, signatory]) {
      for (const [method, path, body] of [
        ['GET', `/api/usuario/${member.id}/permissions`],
        ['PUT', `/api/usuario/${member.id}/permission`, { empresa_id: company.id, permissions: [] }],
      ] as [string, string, unknown?][]) {
        const res = await app.call(method, path, { token, body });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          message: 'Você não tem a permissão necessária: Gerenciar usuários (users.manage).',
          permission: 'users.manage',
        });
      }
    }
  });
});

describe('disable', () => {
  it('disables a user: their token answers 401 at once and login is refused; enabling restores it', async () => {
    const u = await person({ companies: [demoId] });
    const session = await loginAs(app, u.email, u.password);
    expect((await app.call('GET', '/api/auth/user', { token: session.access_token })).status).toBe(200);

    const off = await app.call('PUT', `/api/usuario/${u.id}/disable`, { token: admin });
    expect(off.status, off.text).toBe(200);
    expect(off.body.message).toBe('Usuário desativado. Todas as sessões dele foram encerradas.');
    expect(off.body.data).toMatchObject({ id: u.id, status: false });

    expect((await app.call('GET', '/api/auth/user', { token: session.access_token })).status).toBe(401);
    const refresh = await app.call('POST', '/api/refresh-token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refresh.status).toBe(401);
    const refused = await login(u.email, u.password);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('USER_DISABLED');
    const sessions = await app.ctx.db.select().from(authSessions).where(eq(authSessions.userId, u.id));
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);

    const on = await app.call('PUT', `/api/usuario/${u.id}/disable`, { token: admin });
    expect(on.status).toBe(200);
    expect(on.body.message).toBe('Usuário ativado.');
    expect(on.body.data.status).toBe(true);
    expect((await login(u.email, u.password)).status).toBe(200);
    // The old session stays closed.
    expect((await app.call('GET', '/api/auth/user', { token: session.access_token })).status).toBe(401);
  });

  it('the status route toggles the same way', async () => {
    const u = await person({ companies: [demoId] });
    const session = await loginAs(app, u.email, u.password);
    const off = await app.call('PUT', `/api/usuario/${u.id}/status`, { token: admin });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe(false);
    expect((await app.call('GET', '/api/auth/user', { token: session.access_token })).status).toBe(401);
  });

  it('refuses an admin disabling themselves; 404 for an unknown user', async () => {
    const self = await app.call('PUT', `/api/usuario/${adminId}/disable`, { token: admin });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('Você não pode desativar o seu próprio usuário.');
    expect((await app.call('GET', '/api/auth/user', { token: admin })).status).toBe(200);
    expect((await app.call('PUT', '/api/usuario/999999/disable', { token: admin })).status).toBe(404);
  });
});

describe('soft delete and restore', () => {
  it('deletes (sessions end, login refused), lists as deleted, shows details, restores', async () => {
    const u = await person({ nome: 'Gabriel Restaurável', companies: [demoId] });
    const session = await loginAs(app, u.email, u.password);
    const del = await app.call('DELETE', `/api/usuario/${u.id}/deletar`, { token: admin });
    expect(del.status, del.text).toBe(200);
    expect(del.body.message).toBe('Registro excluído. Ele pode ser recuperado na lista de excluídos.');
    expect((await app.call('GET', '/api/auth/user', { token: session.access_token })).status).toBe(401);
    expect((await login(u.email, u.password)).status).toBe(422);
    expect((await app.call('DELETE', `/api/usuario/${u.id}/deletar`, { token: admin })).status).toBe(404);
    expect((await app.call('GET', `/api/usuario/${u.id}/editar`, { token: admin })).status).toBe(404);

    const details = await app.call('GET', `/api/usuario/${u.id}/detalhes`, { token: admin });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      id: u.id,
      nome: 'Gabriel Restaurável',
      deleted_at: expect.any(String),
    });

    const restored = await app.call('PUT', `/api/usuario/${u.id}/recuperar`, { token: admin });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({
      message: 'Registro recuperado.',
      data: { id: u.id, deleted_at: null },
    });
    expect(restored.body.data.empresas).toEqual([
      { id: demoId, nome: 'Demo Ltda', status: true, permissions: [...PERMISSIONS] },
    ]);
    expect((await login(u.email, u.password)).status).toBe(200);
    const listed = await app.call('GET', '/api/usuarios?nome=Restaur', { token: admin });
    expect(listed.body.data.map((x: { id: number }) => x.id)).toEqual([u.id]);
  });

  it('refuses an admin deleting themselves', async () => {
    const res = await app.call('DELETE', `/api/usuario/${adminId}/deletar`, { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Você não pode excluir o seu próprio usuário.');
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, adminId));
    expect(row?.deletedAt).toBeNull();
  });
});

describe('permanent delete', () => {
  it('refuses a live user, and an admin removing themselves', async () => {
    const u = await person({ companies: [demoId] });
    const live = await app.call('DELETE', `/api/usuario/${u.id}/excluir`, { token: admin });
    expect(live.status).toBe(422);
    expect(live.body.message).toBe('Exclua o usuário antes de removê-lo definitivamente.');
    expect(await app.ctx.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(1);
    const self = await app.call('DELETE', `/api/usuario/${adminId}/excluir`, { token: admin });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('Você não pode excluir o seu próprio usuário.');
    expect((await app.call('DELETE', '/api/usuario/999999/excluir', { token: admin })).status).toBe(404);
  });

  it('removes a soft-deleted user and leaves no row referencing them', async () => {
    const u = await person({ companies: [demoId] });
    const db = app.ctx.db;
    // Everything a user leaves behind: sessions and refresh tokens, a password reset, a term they
    // wrote/approved and accepted, an invite they sent, the pre-registration that became them,
    // a failed-login counter and the e-mail limit counting the reset request.
    await loginAs(app, u.email, u.password);
    await app.call('POST', '/api/password/email', { body: { email: u.email } });
    await app.call('POST', '/api/login', { body: { email: u.email, password: 'errada123' }, ip: freshIp() });
    const [term] = await db
      .insert(termos)
      .values({ termoDescricao: 'Rascunho', createdBy: u.id, approvedBy: u.id })
      .returning();
    await db.insert(termoAceites).values({ termoId: term!.id, userId: u.id });
    const { invite } = await makeInvite(app, { empresaId: demoId, invitedBy: u.id });
    const [pre] = await db
      .insert(preCadastros)
      .values({
        name: 'Pré',
        email: u.email,
        phone: '11987654321',
        tokenHash: `h${u.id}`.padEnd(64, '0'),
        tokenExpiresAt: new Date(),
        userId: u.id,
      })
      .returning();
    const sessionIds = (await db.select().from(authSessions).where(eq(authSessions.userId, u.id))).map(
      (s) => s.id,
    );
    expect(sessionIds.length).toBeGreaterThan(0);
    expect(await db.select().from(passwordResets).where(eq(passwordResets.userId, u.id))).toHaveLength(1);
    const countersOfAddress = () =>
      db
        .select({ key: loginThrottle.key })
        .from(loginThrottle)
        .where(sql`strpos(${loginThrottle.key}, ${u.email}) > 0`);
    expect(await countersOfAddress()).toHaveLength(2);

    expect((await app.call('DELETE', `/api/usuario/${u.id}/deletar`, { token: admin })).status).toBe(200);
    const res = await app.call('DELETE', `/api/usuario/${u.id}/excluir`, { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Usuário removido definitivamente.');

    expect(await db.select().from(users).where(eq(users.id, u.id))).toEqual([]);
    expect(await db.select().from(usuarioEmpresa).where(eq(usuarioEmpresa.userId, u.id))).toEqual([]);
    expect(await db.select().from(authSessions).where(eq(authSessions.userId, u.id))).toEqual([]);
    expect(await db.select().from(refreshTokens).where(inArray(refreshTokens.sessionId, sessionIds))).toEqual(
      [],
    );
    expect(await db.select().from(passwordResets).where(eq(passwordResets.userId, u.id))).toEqual([]);
    expect(await db.select().from(termoAceites).where(eq(termoAceites.userId, u.id))).toEqual([]);
    expect(await countersOfAddress()).toEqual([]);
    expect(
      await db
        .select()
        .from(termos)
        .where(or(eq(termos.createdBy, u.id), eq(termos.approvedBy, u.id))),
    ).toEqual([]);
    expect(await db.select().from(invites).where(eq(invites.invitedBy, u.id))).toEqual([]);
    expect(await db.select().from(preCadastros).where(eq(preCadastros.userId, u.id))).toEqual([]);
    // What others own survives, unlinked from the user.
    const [keptTerm] = await db.select().from(termos).where(eq(termos.id, term!.id));
    expect(keptTerm).toMatchObject({ createdBy: null, approvedBy: null });
    const [keptInvite] = await db.select().from(invites).where(eq(invites.id, invite.id));
    expect(keptInvite?.invitedBy).toBeNull();
    const [keptPre] = await db.select().from(preCadastros).where(eq(preCadastros.id, pre!.id));
    expect(keptPre?.userId).toBeNull();

    expect((await app.call('GET', `/api/usuario/${u.id}/detalhes`, { token: admin })).status).toBe(404);
    expect((await app.call('DELETE', `/api/usuario/${u.id}/excluir`, { token: admin })).status).toBe(404);
    // The e-mail is free again.
    expect((await app.call('GET', `/api/username/${u.email}`, { token: admin })).body.available).toBe(true);
  });
});

describe('GET /api/users/search/:term', () => {
  let other: Awaited<ReturnType<typeof makeCompany>>;
  let inDemo: Awaited<ReturnType<typeof person>>;
  let outside: Awaited<ReturnType<typeof person>>;

  beforeAll(async () => {
    other = await makeCompany(app, 'Busca Fora Ltda');
    inDemo = await person({ nome: 'Helena Buscável Dentro', companies: [demoId] });
    outside = await person({ nome: 'Heitor Buscável Fora', companies: [other.id] });
    const gone = await person({ nome: 'Hugo Buscável Apagado', companies: [demoId] });
    await updateUser(app.ctx.db, gone.id, { deletedAt: new Date() });
  });

  const search = (term: string, token?: string) =>
    app.call('GET', `/api/users/search/${encodeURIComponent(term)}`, { token });

  it('finds every live user for an admin', async () => {
    const res = await search('Buscável', admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual([
      { id: outside.id, nome: 'Heitor Buscável Fora', email: outside.email },
      { id: inDemo.id, nome: 'Helena Buscável Dentro', email: inDemo.email },
    ]);
    const byEmail = await search(outside.email, admin);
    expect(byEmail.body.data.map((u: { id: number }) => u.id)).toEqual([outside.id]);
  });

  it("finds only the members of a company user's own company", async () => {
    const res = await search('Buscável', gestor);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ id: inDemo.id, nome: 'Helena Buscável Dentro', email: inDemo.email }]);
    const otherToken = (await loginAs(app, outside.email, outside.password)).access_token;
    expect((await search('Buscável', otherToken)).body.data.map((u: { id: number }) => u.id)).toEqual([
      outside.id,
    ]);
    expect(
      (await search('Buscável', (await loginAs(app, 'signatario@demo.local')).access_token)).body.data,
    ).toEqual([]);
  });

  it('returns at most 20 people', async () => {
    for (let i = 0; i < 22; i++) await person({ nome: `Muitos Iguais ${String(i).padStart(2, '0')}` });
    const res = await search('Muitos Iguais', admin);
    expect(res.body.data).toHaveLength(20);
    expect(res.body.data[0].nome).toBe('Muitos Iguais 00');
  });

  it('refuses a term of 3 characters or fewer', async () => {
    const res = await search('Hel', admin);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(FILTER_MIN);
  });
});
