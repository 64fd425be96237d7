// The companies back office (platform administrators): list, details, edit (CNPJ numeric and
// alphanumeric, head office), enable/disable with its effect on the company's users, delete and restore.
// A company's own manager on its data: tests/api/company-self.test.ts.
import { randomBytes } from 'node:crypto';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../../server/db/queries/companies.js';
import { empresas, planos, usuarioEmpresa } from '../../server/db/schema.js';
import { freshIp, loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

let app: TestApp;
let admin: string;
let demoId: number;
const DEMO_CNPJ = '11222333000181';

beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  const [demo] = await app.ctx.db.select().from(empresas).where(eq(empresas.documento, DEMO_CNPJ));
  if (!demo) throw new Error('demo company missing');
  demoId = demo.id;
});
afterAll(() => app?.close());

const cnpj = () => generateCnpj().replace(/\D/g, '');
const masked = (c: string) =>
  `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
const tag = () => randomBytes(3).toString('hex');

const list = (query: string, token = admin) => app.call('GET', `/api/empresas?${query}`, { token });
const details = (id: number, token = admin) => app.call('GET', `/api/empresa/${id}/detalhes`, { token });
const edit = (id: number, body: Record<string, unknown>, token = admin) =>
  app.call('PUT', `/api/empresa/${id}/editar`, { body, token });
const toggle = (id: number, token = admin) => app.call('PUT', `/api/empresa/${id}/status`, { token });
const login = (email: string) =>
  app.call('POST', '/api/login', { body: { email, password: 'demo123' }, ip: freshIp() });

async function company(
  o: { razao?: string; fantasia?: string; documento?: string; status?: boolean; createdAt?: Date } = {},
) {
  const row = await insertCompany(app.ctx.db, {
    razaoSocial: o.razao ?? `Empresa ${tag()}`,
    nomeFantasia: o.fantasia ?? null,
    documento: o.documento ?? cnpj(),
    status: o.status ?? true,
    ...(o.createdAt ? { createdAt: o.createdAt } : {}),
  });
  return row;
}

describe('GET /api/empresas', () => {
  it('lists companies with their plan and linked users', async () => {
    const res = await list('perPage=100');
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    const demo = res.body.data.find((c: { id: number }) => c.id === demoId);
    expect(demo).toEqual({
      id: demoId,
      razao_social: 'Demo Ltda',
      nome_fantasia: 'Demo Ltda',
      documento: DEMO_CNPJ,
      cnpj_matriz: null,
      status: true,
      owner: { id: expect.any(Number), nome: 'Gestor Demo', email: 'gestor@demo.local' },
      email: null,
      telefone: null,
      cep: null,
      logradouro: null,
      numero: null,
      complemento: null,
      bairro: null,
      estado_id: null,
      municipio_id: null,
      municipio_nome: null,
      uf: null,
      logo_url: null,
      trial_ends_at: null,
      teste_ate: null,
      plano: { id: expect.any(Number), nome: 'Profissional' },
      // The demo's plan has no period end: it never runs out.
      plano_periodicidade: null,
      plano_expira_em: null,
      assinatura_ativa: true,
      usuarios: 1,
      indicada_por: null,
      indicadas: 0,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updated_at: null,
      deleted_at: null,
    });
  });

  it('shows the plan the company subscribes to and counts only active links of live users', async () => {
    const [plano] = await app.ctx.db
      .insert(planos)
      .values({ nome: `Plano ${tag()}` })
      .returning();
    if (!plano) throw new Error('no plan');
    const c = await company();
    await app.ctx.db.update(empresas).set({ planoId: plano.id }).where(eq(empresas.id, c.id));
    await makeUser(app, { companies: [c.id] });
    await makeUser(app, { companies: [c.id] });
    const unlinked = await makeUser(app, { companies: [c.id] });
    await app.ctx.db
      .update(usuarioEmpresa)
      .set({ status: false })
      .where(eq(usuarioEmpresa.userId, unlinked.id));

    const res = await details(c.id);
    expect(res.status).toBe(200);
    expect(res.body.data.plano).toEqual({ id: plano.id, nome: plano.nome });
    expect(res.body.data.usuarios).toBe(2);
  });

  it('searches razão social, nome fantasia and the CNPJ with or without its mask', async () => {
    const t = tag();
    const doc = cnpj();
    const a = await company({ razao: `Alfa Busca ${t} Ltda`, fantasia: `Loja Norte ${t}`, documento: doc });
    await company({ razao: `Beta Busca ${t} Ltda` });

    const ids = async (q: string) => {
      const res = await list(`q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      return res.body.data.map((c: { id: number }) => c.id);
    };
    for (const q of [`Alfa Busca ${t}`, `loja norte ${t}`, doc, masked(doc)])
      expect(await ids(q), q).toEqual([a.id]);
    // Part of a masked CNPJ: its mask is ignored too.
    expect(await ids(masked(doc).slice(3, 14))).toContain(a.id);
    const both = await list(`q=${encodeURIComponent(`Busca ${t}`)}`);
    expect(both.body.total).toBe(2);
  });

  it('finds the demo company by its masked CNPJ', async () => {
    const res = await list(`q=${encodeURIComponent('11.222.333/0001-81')}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.data[0].id).toBe(demoId);
  });

  it('refuses a search of 3 characters or fewer', async () => {
    const res = await list('q=abc');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('O Filtro deve ser maior que 3.');
  });

  it('sorts by razão social, nome fantasia and creation date, both ways', async () => {
    const t = tag();
    const day = (d: number) => new Date(`2026-01-0${d}T12:00:00Z`);
    const c1 = await company({ razao: `Ordem ${t} C`, fantasia: `Ordem ${t} x1`, createdAt: day(1) });
    const c2 = await company({ razao: `Ordem ${t} A`, fantasia: `Ordem ${t} x3`, createdAt: day(2) });
    const c3 = await company({ razao: `Ordem ${t} B`, fantasia: `Ordem ${t} x2`, createdAt: day(3) });
    const ids = async (sort: string, order: string) =>
      (await list(`q=${encodeURIComponent(`Ordem ${t}`)}&sort=${sort}&order=${order}`)).body.data.map(
        (c: { id: number }) => c.id,
      );
    expect(await ids('razao_social', 'asc')).toEqual([c2.id, c3.id, c1.id]);
    expect(await ids('razao_social', 'DESC')).toEqual([c1.id, c3.id, c2.id]);
    expect(await ids('nome_fantasia', 'asc')).toEqual([c1.id, c3.id, c2.id]);
    expect(await ids('created_at', 'desc')).toEqual([c3.id, c2.id, c1.id]);
    expect(await ids('created_at', 'asc')).toEqual([c1.id, c2.id, c3.id]);
  });

  it('pages the list', async () => {
    const t = tag();
    for (const n of [1, 2, 3]) await company({ razao: `Pagina ${t} ${n}` });
    const q = `q=${encodeURIComponent(`Pagina ${t}`)}&perPage=2`;
    const first = await list(`${q}&page=1`);
    const second = await list(`${q}&page=2`);
    expect(first.body.total).toBe(3);
    expect(first.body.data).toHaveLength(2);
    expect(second.body.data.map((c: { razao_social: string }) => c.razao_social)).toEqual([`Pagina ${t} 3`]);
  });

  it('filters by status', async () => {
    const t = tag();
    const on = await company({ razao: `Situacao ${t} ativa` });
    const off = await company({ razao: `Situacao ${t} inativa`, status: false });
    const q = `q=${encodeURIComponent(`Situacao ${t}`)}`;
    const active = await list(`${q}&status=true`);
    const inactive = await list(`${q}&status=false`);
    expect(active.body.data.map((c: { id: number }) => c.id)).toEqual([on.id]);
    expect(inactive.body.data.map((c: { id: number }) => c.id)).toEqual([off.id]);
    expect(inactive.body.data[0].status).toBe(false);
    expect((await list(`${q}&status=talvez`)).status).toBe(422);
  });

  it('is for platform administrators only', async () => {
    const gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
    const res = await list('', gestor);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Acesso restrito aos administradores da plataforma.');
    expect((await app.call('GET', '/api/empresas')).status).toBe(401);
  });
});

describe('GET /api/empresa/{id}/detalhes', () => {
  it('shows one company', async () => {
    const res = await details(demoId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: demoId, razao_social: 'Demo Ltda', documento: DEMO_CNPJ });
  });

  it('answers 404 for an unknown company or, to a company user, another one; 401 without a session', async () => {
    expect((await details(987654)).status).toBe(404);
    // A company's own manager reads theirs (tests/api/company-self.test.ts), never another's.
    const gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
    const other = await company();
    expect((await details(other.id, gestor)).status).toBe(404);
    expect((await app.call('GET', `/api/empresa/${demoId}/detalhes`)).status).toBe(401);
  });
});

describe('PUT /api/empresa/{id}/editar', () => {
  it('saves a numeric CNPJ given with its mask, stored unmasked', async () => {
    const c = await company();
    const doc = cnpj();
    const res = await edit(c.id, {
      razao_social: '  Nova Razão Ltda ',
      nome_fantasia: 'Nova',
      documento: masked(doc),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Empresa atualizada com sucesso!');
    expect(res.body.data).toMatchObject({
      id: c.id,
      razao_social: 'Nova Razão Ltda',
      nome_fantasia: 'Nova',
      documento: doc,
      cnpj_matriz: null,
      updated_at: expect.any(String),
    });
    expect((await details(c.id)).body.data.documento).toBe(doc);
  });

  it('saves an alphanumeric CNPJ, upper-cased, and finds it by its mask', async () => {
    const c = await company({ fantasia: 'Antiga' });
    const res = await edit(c.id, { razao_social: 'Alfanumérica S.A.', documento: '12.abc.345/01de-35' });
    expect(res.status).toBe(200);
    expect(res.body.data.documento).toBe('12ABC34501DE35');
    expect(res.body.data.nome_fantasia).toBeNull();
    const found = await list(`q=${encodeURIComponent('12.ABC.345/01DE-35')}`);
    expect(found.body.data.map((x: { id: number }) => x.id)).toEqual([c.id]);
  });

  it('links the head office by its CNPJ (masked or not)', async () => {
    const c = await company();
    const res = await edit(c.id, {
      razao_social: c.razaoSocial,
      documento: c.documento,
      cnpj_matriz: masked(DEMO_CNPJ),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.cnpj_matriz).toBe(DEMO_CNPJ);
    const cleared = await edit(c.id, {
      razao_social: c.razaoSocial,
      documento: c.documento,
      cnpj_matriz: '',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.cnpj_matriz).toBeNull();
  });

  it('refuses an invalid CNPJ', async () => {
    const c = await company();
    for (const documento of ['11.222.333/0001-82', '12ABC34501DE36', '00000000000000', 'abc']) {
      const res = await edit(c.id, { razao_social: 'X Ltda', documento });
      expect(res.status, documento).toBe(422);
      expect(res.body.message).toBe('CNPJ inválido.');
      expect(res.body.errors.documento).toEqual(['CNPJ inválido.']);
    }
    expect((await details(c.id)).body.data.documento).toBe(c.documento);
  });

  it("refuses a CPF, unless it already is the company's documento", async () => {
    const c = await company();
    const switched = await edit(c.id, { razao_social: 'X Ltda', documento: '529.982.247-25' });
    expect(switched.status).toBe(422);
    expect(switched.body.errors.documento).toEqual(['CNPJ inválido.']);

    const person = await company({ documento: '39053344705' });
    const kept = await edit(person.id, { razao_social: 'Maria da Silva', documento: '390.533.447-05' });
    expect(kept.status).toBe(200);
    expect(kept.body.data.documento).toBe('39053344705');
  });

  it("refuses another live company's CNPJ, but not a deleted company's", async () => {
    const c = await company();
    const dup = await edit(c.id, { razao_social: 'X Ltda', documento: masked(DEMO_CNPJ) });
    expect(dup.status).toBe(422);
    expect(dup.body.message).toBe('Este CNPJ já está cadastrado.');
    expect(dup.body.errors.documento).toEqual(['Este CNPJ já está cadastrado.']);

    const gone = await company();
    expect((await app.call('DELETE', `/api/empresa/${gone.id}/deletar`, { token: admin })).status).toBe(200);
    const reuse = await edit(c.id, { razao_social: 'X Ltda', documento: gone.documento });
    expect(reuse.status).toBe(200);
  });

  it('refuses a head-office CNPJ that is no company, and an invalid one', async () => {
    const c = await company();
    const missing = await edit(c.id, { razao_social: 'X Ltda', documento: c.documento, cnpj_matriz: cnpj() });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('CNPJ da matriz não encontrado.');
    expect(missing.body.errors.cnpj_matriz).toEqual(['CNPJ da matriz não encontrado.']);

    const invalid = await edit(c.id, {
      razao_social: 'X Ltda',
      documento: c.documento,
      cnpj_matriz: '11.222.333/0001-80',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.cnpj_matriz).toEqual(['CNPJ inválido.']);
  });

  it("refuses the company's own CNPJ as its head office", async () => {
    const c = await company();
    const res = await edit(c.id, {
      razao_social: 'X Ltda',
      documento: c.documento,
      cnpj_matriz: masked(c.documento),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('O CNPJ da matriz deve ser diferente do CNPJ da empresa.');
    expect(res.body.errors.cnpj_matriz).toEqual(['O CNPJ da matriz deve ser diferente do CNPJ da empresa.']);

    // Nor its new CNPJ, when both change at once.
    const doc = cnpj();
    const both = await edit(c.id, { razao_social: 'X Ltda', documento: doc, cnpj_matriz: doc });
    expect(both.status).toBe(422);
    expect(both.body.errors.cnpj_matriz).toEqual(['O CNPJ da matriz deve ser diferente do CNPJ da empresa.']);
  });

  it('requires the razão social and the CNPJ', async () => {
    const c = await company();
    const res = await edit(c.id, { razao_social: '   ', nome_fantasia: 'F' });
    expect(res.status).toBe(422);
    expect(res.body.errors.razao_social).toEqual(['O campo razão social é obrigatório.']);
    expect(res.body.errors.documento).toEqual(['O campo documento é obrigatório.']);
    expect((await details(c.id)).body.data.razao_social).toBe(c.razaoSocial);
  });

  it("speaks the administrator's language", async () => {
    const c = await company();
    const person = await makeUser(app, { ambient: 'A' });
    const english = (await loginAs(app, person.email, person.password)).access_token;
    expect((await app.call('PUT', '/api/usuario/change-language/en', { token: english })).status).toBe(200);
    const res = await edit(c.id, { razao_social: 'X', documento: '11222333000182' }, english);
    expect(res.status).toBe(422);
    expect(res.body.errors.documento).toEqual(['Invalid CNPJ.']);
  });

  it('answers 404 for an unknown or deleted company or, to a company user, another one; 401 without a session', async () => {
    const body = { razao_social: 'X Ltda', documento: cnpj() };
    expect((await edit(987654, body)).status).toBe(404);
    const gone = await company();
    await app.call('DELETE', `/api/empresa/${gone.id}/deletar`, { token: admin });
    expect((await edit(gone.id, body)).status).toBe(404);

    const gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
    const other = await company();
    expect((await edit(other.id, body, gestor)).status).toBe(404);
    expect((await details(other.id)).body.data.razao_social).toBe(other.razaoSocial);
    expect((await app.call('PUT', `/api/empresa/${demoId}/editar`, { body })).status).toBe(401);
    expect((await details(demoId)).body.data.documento).toBe(DEMO_CNPJ);
  });
});

describe('PUT /api/empresa/{id}/status', () => {
  it("disabling locks the company's users out (login and live tokens); enabling lets them back", async () => {
    const before = await loginAs(app, 'gestor@demo.local');
    expect((await app.call('GET', '/api/auth/user', { token: before.access_token })).status).toBe(200);

    const off = await toggle(demoId);
    try {
      expect(off.status).toBe(200);
      expect(off.body.data.status).toBe(false);
      expect((await details(demoId)).body.data.status).toBe(false);

      const refused = await login('gestor@demo.local');
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('COMPANY_DISABLED');
      expect(refused.body.message).toBe('Sua empresa está desativada. Entre em contato com o suporte.');
      expect(refused.body.access_token).toBeUndefined();

      const live = await app.call('GET', '/api/auth/user', { token: before.access_token });
      expect(live.status).toBe(401);
      const refresh = await app.call('POST', '/api/refresh-token', {
        body: { refresh_token: before.refresh_token },
      });
      expect(refresh.status).toBe(401);
    } finally {
      const on = await toggle(demoId);
      expect(on.status).toBe(200);
      expect(on.body.data.status).toBe(true);
    }

    const again = await login('gestor@demo.local');
    expect(again.status).toBe(200);
    expect((await app.call('GET', '/api/auth/user', { token: again.body.access_token })).status).toBe(200);
  });

  it('is for platform administrators only, and 404 for an unknown company', async () => {
    const gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
    expect((await toggle(demoId, gestor)).status).toBe(403);
    expect((await details(demoId)).body.data.status).toBe(true);
    expect((await app.call('PUT', `/api/empresa/${demoId}/status`)).status).toBe(401);
    expect((await toggle(987654)).status).toBe(404);
  });
});

describe('DELETE /api/empresa/{id}/deletar and PUT …/recuperar', () => {
  const remove = (id: number, token = admin) => app.call('DELETE', `/api/empresa/${id}/deletar`, { token });
  const restore = (id: number) => app.call('PUT', `/api/empresa/${id}/recuperar`, { token: admin });

  it('refuses to delete a company that still has users linked', async () => {
    const res = await remove(demoId);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'Esta empresa ainda tem usuários vinculados. Desvincule-os (ou desative a empresa) antes de excluí-la.',
    );
    expect((await details(demoId)).body.data.deleted_at).toBeNull();
    expect((await login('gestor@demo.local')).status).toBe(200);
  });

  it('deletes a company once its users are unlinked, lists it as deleted, and restores it', async () => {
    const c = await makeCompany(app, `Excluir ${tag()}`);
    const user = await makeUser(app, { companies: [c.id] });
    expect((await remove(c.id)).status).toBe(422);
    await app.ctx.db.update(usuarioEmpresa).set({ status: false }).where(eq(usuarioEmpresa.userId, user.id));

    const res = await remove(c.id);
    expect(res.status).toBe(200);
    const q = `q=${encodeURIComponent(c.razaoSocial)}`;
    expect((await list(q)).body.total).toBe(0);
    const deleted = await list(`${q}&deleted=true`);
    expect(deleted.body.data.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect(deleted.body.data[0].deleted_at).toEqual(expect.any(String));

    const back = await restore(c.id);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ id: c.id, deleted_at: null });
    expect((await list(q)).body.total).toBe(1);
    expect((await restore(c.id)).status).toBe(404);
  });

  it('refuses to restore a company whose CNPJ another company took meanwhile', async () => {
    const gone = await company();
    expect((await remove(gone.id)).status).toBe(200);
    const other = await company();
    expect((await edit(other.id, { razao_social: 'Tomou Ltda', documento: gone.documento })).status).toBe(
      200,
    );

    const res = await restore(gone.id);
    expect(res.status).toBe(422);
    expect(res.body.errors.documento).toEqual(['Este CNPJ já está cadastrado.']);
    expect((await list(`q=${gone.documento}&deleted=true`)).body.total).toBe(1);
  });

  it('is for platform administrators only', async () => {
    const c = await company();
    const gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
    expect((await remove(c.id, gestor)).status).toBe(403);
    expect((await details(c.id)).body.data.deleted_at).toBeNull();
    expect((await remove(987654)).status).toBe(404);
  });
});
