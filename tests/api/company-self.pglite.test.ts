// A company's own data in its own hands: a member holding 'company.manage' reads their company
// (GET /api/empresa/{id}/detalhes, with its owner) and edits its names, e-mail, phone and address
// (PUT /api/empresa/{id}/editar), never its CNPJ, plan or status, nor another company (404). The
// owner column: the demo seed's and the migration's backfill.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCompanyOwner } from '../../server/db/queries/team.js';
import { empresas, usuarioEmpresa } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { type Member, makeTeam, type Team } from '../helpers/team.js';

const NOT_FOUND = 'Conteúdo não encontrado, verifique mais tarde.';
const CNPJ_ADMIN =
  'O CNPJ da empresa só pode ser alterado pela administração da plataforma. Fale com o suporte.';

let app: TestApp;
let admin: string;
let team: Team;
let other: Team;
let keeper: Member;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  team = await makeTeam(app, 'Própria Dados Ltda');
  other = await makeTeam(app, 'Alheia Dados Ltda');
  keeper = await team.member(['company.manage', 'vault.view'], 'Cida Cadastro');
});
afterAll(() => app?.close());

const details = (id: number, token = keeper.token) =>
  app.call('GET', `/api/empresa/${id}/detalhes`, { token });
const edit = (id: number, body: Record<string, unknown>, token = keeper.token) =>
  app.call('PUT', `/api/empresa/${id}/editar`, { token, body });
const row = async (id: number) => (await app.ctx.db.select().from(empresas).where(eq(empresas.id, id)))[0];

// Avenida Paulista, São Paulo/SP (IBGE 3550308).
const address = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Sala 5',
  bairro: 'Bela Vista',
  estado_id: 35,
  municipio_id: 3550308,
};

describe('GET /api/empresa/{id}/detalhes by the company', () => {
  it("shows the member's own company with its owner; another company answers 404", async () => {
    const res = await details(team.company.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      id: team.company.id,
      razao_social: 'Própria Dados Ltda',
      documento: team.company.documento,
      owner: { id: team.owner.id, nome: 'Olívia Dona', email: team.owner.email },
      email: null,
      cep: null,
    });
    const theirs = await details(other.company.id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(NOT_FOUND);
  });

  it("refuses members without 'company.manage' and signatories, naming the permission", async () => {
    const plain = await team.member(['vault.view', 'users.manage']);
    const signatory = (await loginAs(app, 'signatario@demo.local')).access_token;
    for (const token of [plain.token, signatory]) {
      for (const res of [
        await details(team.company.id, token),
        await edit(team.company.id, { razao_social: 'Tomada Ltda' }, token),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          message: 'Você não tem a permissão necessária: Gerenciar a empresa (company.manage).',
          permission: 'company.manage',
        });
      }
    }
    expect((await row(team.company.id))?.razaoSocial).toBe('Própria Dados Ltda');
  });

  it('shows the demo company owned by its manager', async () => {
    const gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
    const me = await app.call('GET', '/api/auth/user', { token: gestor });
    const res = await details(me.body.empresa.id, gestor);
    expect(res.body.data.owner).toEqual({ id: me.body.id, nome: 'Gestor Demo', email: 'gestor@demo.local' });
  });
});

describe('PUT /api/empresa/{id}/editar by the company', () => {
  it('saves the names, e-mail, phone and address; the CNPJ, plan and status stay', async () => {
    const before = await row(team.company.id);
    const res = await edit(team.company.id, {
      razao_social: ' Própria Dados Renovada Ltda ',
      nome_fantasia: 'Própria',
      email: ' Contato@Propria.COM.br',
      telefone: '(11) 3333-4444',
      ...address,
      // Not the company's to change: ignored.
      status: false,
      plano_id: 1,
      trial_ends_at: '2099-01-01T00:00:00Z',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Empresa atualizada com sucesso!');
    expect(res.body.data).toMatchObject({
      razao_social: 'Própria Dados Renovada Ltda',
      nome_fantasia: 'Própria',
      documento: team.company.documento,
      status: true,
      email: 'contato@propria.com.br',
      telefone: '1133334444',
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: 'Sala 5',
      bairro: 'Bela Vista',
      estado_id: 35,
      municipio_id: 3550308,
      municipio_nome: 'São Paulo',
      uf: 'SP',
      plano: null,
      trial_ends_at: null,
    });
    const after = await row(team.company.id);
    expect(after).toMatchObject({
      documento: before?.documento,
      cnpjMatriz: null,
      status: true,
      planoId: null,
      trialEndsAt: null,
      razaoSocial: 'Própria Dados Renovada Ltda',
    });
    // What the member reads is what was saved; fields left out stay; '' clears one.
    const cleared = await edit(team.company.id, {
      razao_social: 'Própria Dados Renovada Ltda',
      complemento: '',
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.data).toMatchObject({
      complemento: null,
      logradouro: 'Avenida Paulista',
      nome_fantasia: null,
    });
    expect((await details(team.company.id)).body.data).toEqual(cleared.body.data);
  });

  it('accepts the current CNPJ (masked or not) but refuses another one, and another head office', async () => {
    const doc = team.company.documento;
    const masked = `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}`;
    expect((await edit(team.company.id, { razao_social: 'Própria Ltda', documento: masked })).status).toBe(
      200,
    );
    const changed = await edit(team.company.id, {
      razao_social: 'Própria Ltda',
      documento: other.company.documento,
    });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ message: CNPJ_ADMIN, errors: { documento: [CNPJ_ADMIN] } });
    const matrix = await edit(team.company.id, {
      razao_social: 'Própria Ltda',
      cnpj_matriz: other.company.documento,
    });
    expect(matrix.status).toBe(422);
    expect(matrix.body.errors.cnpj_matriz).toEqual([CNPJ_ADMIN]);
    expect(await row(team.company.id)).toMatchObject({ documento: doc, cnpjMatriz: null });
  });

  it('validates the fields: e-mail, phone, a municipality of the state, a required name', async () => {
    const res = await edit(team.company.id, {
      razao_social: ' ',
      email: 'nao-e-email',
      telefone: '123',
      cep: '123',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['cep', 'email', 'razao_social', 'telefone']);
    const wrongState = await edit(team.company.id, {
      razao_social: 'Própria Ltda',
      ...address,
      estado_id: 33,
    });
    expect(wrongState.status).toBe(422);
    expect(wrongState.body.errors.municipio_id).toEqual([
      'O município informado não pertence ao estado escolhido.',
    ]);
    const noState = await edit(team.company.id, { razao_social: 'Própria Ltda', estado_id: null });
    expect(noState.status).toBe(422);
    expect(noState.body.errors.municipio_id).toBeDefined();
    expect((await row(team.company.id))?.estadoId).toBe(35);
  });

  it("answers 404 for another company's id and changes nothing there", async () => {
    const res = await edit(other.company.id, { razao_social: 'Invadida Ltda' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(NOT_FOUND);
    expect((await row(other.company.id))?.razaoSocial).toBe('Alheia Dados Ltda');
  });

  it("lets a platform admin edit any company's contact data too, with its CNPJ as before", async () => {
    const res = await edit(
      other.company.id,
      { razao_social: 'Alheia Dados Ltda', documento: other.company.documento, telefone: '11987654321' },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ telefone: '11987654321', documento: other.company.documento });
    const missing = await edit(other.company.id, { razao_social: 'Alheia Dados Ltda' }, admin);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.documento).toEqual(['O campo documento é obrigatório.']);
  });
});

describe('the owner column (migration 0015)', () => {
  it('backfills each company with its earliest active link of a live users.manage holder', async () => {
    const statements = readFileSync(join(process.cwd(), 'server/db/migrations/0015_company_team.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim());
    const backfill = statements.find((s) => s.includes('UPDATE "empresas"'));
    expect(backfill).toBeDefined();
    const c = await makeCompany(app);
    const viewerOnly = await makeUser(app, { companies: [c.id], permissions: ['users.view'] });
    const disabled = await makeUser(app, { companies: [c.id], permissions: ['users.manage'] });
    const first = await makeUser(app, { companies: [c.id], permissions: ['users.manage', 'vault.view'] });
    const later = await makeUser(app, { companies: [c.id], permissions: ['users.manage'] });
    for (const [id, days] of [
      [viewerOnly.id, 4],
      [disabled.id, 3],
      [first.id, 2],
      [later.id, 1],
    ] as const)
      await app.ctx.db
        .update(usuarioEmpresa)
        .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(usuarioEmpresa.userId, id));
    await app.ctx.db
      .update(usuarioEmpresa)
      .set({ status: false })
      .where(eq(usuarioEmpresa.userId, disabled.id));
    const nobody = await makeCompany(app);
    await makeUser(app, { companies: [nobody.id], permissions: ['vault.view'] });
    await setCompanyOwner(app.ctx.db, team.company.id, null);

    await app.ctx.db.execute(sql.raw(backfill ?? ''));
    expect((await row(c.id))?.ownerId).toBe(first.id);
    expect((await row(nobody.id))?.ownerId).toBeNull();
    expect((await row(team.company.id))?.ownerId).toBe(team.owner.id);
  });
});
