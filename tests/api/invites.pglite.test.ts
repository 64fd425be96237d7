// Sign-up by invite: GET /api/cadastro-usuario/<token> shows the invite, POST /api/usuario/cadastrar
// creates the account (or links an existing one after its password) with the invite's permissions;
// GET /api/username/<email> tells whether an e-mail is free.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, users, usuarioEmpresa } from '../../server/db/schema.js';
import { freshIp, loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeInvite, makeUser, uniqueEmail } from '../helpers/fixtures.js';

const INVALID = 'Convite inválido, cancelado ou expirado.';
const PERMS = ['vault.view', 'vault.upload', 'messages.view'];

let app: TestApp;
let admin: string;
let company: Awaited<ReturnType<typeof makeCompany>>;
let inviter: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  app = await startTestApp();
  company = await makeCompany(app, 'Convidadora Ltda');
  inviter = await makeUser(app, { companies: [company.id] });
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
});
afterAll(() => app?.close());

const accept = (token: string, o: Record<string, unknown> = {}) =>
  app.call('POST', '/api/usuario/cadastrar', {
    body: {
      token,
      nome: 'Nina Convidada',
      password: 'convite123',
      password_confirmation: 'convite123',
      ...o,
    },
  });

describe('GET /api/cadastro-usuario/:token', () => {
  it('shows the invited e-mail, the company and that no account exists yet', async () => {
    const { invite, token } = await makeInvite(app, { empresaId: company.id, invitedBy: inviter.id });
    const res = await app.call('GET', `/api/cadastro-usuario/${token}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      data: {
        email: invite.email,
        nome: null,
        empresa: { id: company.id, nome: 'Convidadora Ltda' },
        invited_by: inviter.nome,
        expires_at: invite.expiresAt.toISOString(),
        account_exists: false,
      },
    });
  });

  it('answers 404 for an unknown token', async () => {
    const res = await app.call('GET', '/api/cadastro-usuario/nao-existe');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: INVALID });
  });

  it('answers 404 for an expired or cancelled invite, or one from a disabled company', async () => {
    const expired = await makeInvite(app, { empresaId: company.id, expiresInMs: -60_000 });
    const cancelled = await makeInvite(app, { empresaId: company.id });
    await app.ctx.db
      .update(invites)
      .set({ cancelledAt: new Date() })
      .where(eq(invites.id, cancelled.invite.id));
    const disabled = await makeInvite(app, { empresaId: (await makeCompany(app, undefined, false)).id });
    for (const { token } of [expired, cancelled, disabled]) {
      const res = await app.call('GET', `/api/cadastro-usuario/${token}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: INVALID });
      const post = await accept(token);
      expect(post.status).toBe(422);
      expect(post.body.errors.token).toEqual([INVALID]);
    }
    const [row] = await app.ctx.db.select().from(users).where(eq(users.email, expired.invite.email));
    expect(row).toBeUndefined();
  });
});

describe('POST /api/usuario/cadastrar', () => {
  it("creates the account in the inviting company with exactly the invite's permissions, once", async () => {
    const { invite, token } = await makeInvite(app, {
      empresaId: company.id,
      permissions: PERMS,
      invitedBy: inviter.id,
    });
    const cpf = generateCpf().replace(/\D/g, '');
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const res = await accept(token, { documento: masked });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      token_type: 'Bearer',
      message: 'Cadastro concluído! Você já pode usar o sistema.',
    });
    expect(res.body.access_token).toEqual(expect.any(String));
    expect(res.body.refresh_token).toEqual(expect.any(String));

    const me = await app.call('GET', '/api/auth/user', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ nome: 'Nina Convidada', email: invite.email, documento: cpf });
    expect(me.body.empresa).toMatchObject({ id: company.id, nome: 'Convidadora Ltda' });
    expect(me.body.empresa.trial_ends_at).toBeNull();
    expect(me.body.empresas).toEqual([{ id: company.id, nome: 'Convidadora Ltda', status: true }]);
    expect([...me.body.permissions].sort()).toEqual([...PERMS].sort());
    const perm = await app.call('GET', '/api/auth/permission', { token: res.body.access_token });
    expect([...perm.body.permissions].sort()).toEqual([...PERMS].sort());

    // The e-mail came through the invite, so it counts as verified; the password signs in.
    const [user] = await app.ctx.db.select().from(users).where(eq(users.email, invite.email));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    const login = await app.call('POST', '/api/login', {
      body: { email: invite.email, password: 'convite123' },
      ip: freshIp(),
    });
    expect(login.status, login.text).toBe(200);

    // The invite is spent.
    const again = await accept(token, { password: 'outra1234', password_confirmation: 'outra1234' });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([INVALID]);
    const shown = await app.call('GET', `/api/cadastro-usuario/${token}`);
    expect(shown.status).toBe(404);
    expect(shown.body).toEqual({ message: INVALID });
    expect(await app.ctx.db.select().from(users).where(eq(users.email, invite.email))).toHaveLength(1);
  });

  it('creates an account without a document', async () => {
    const { token } = await makeInvite(app, { empresaId: company.id });
    const res = await accept(token, { documento: null });
    expect(res.status, res.text).toBe(201);
    const me = await app.call('GET', '/api/auth/user', { token: res.body.access_token });
    expect(me.body.documento).toBeNull();
    expect(me.body.permissions).toEqual(['vault.view']);
  });

  it('validates the form without spending the invite', async () => {
    const { token } = await makeInvite(app, { empresaId: company.id });
    const mismatch = await accept(token, { password_confirmation: 'convite124' });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(mismatch.body.errors)).toEqual(['password_confirmation']);
    const bad = await accept(token, {
      nome: 'X',
      documento: '11.222.333/0001-81',
      password: '123',
      password_confirmation: '123',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.nome).toEqual(['O campo nome deve ter pelo menos 2 caracteres.']);
    expect(bad.body.errors.documento).toEqual(['O campo documento deve ser um CPF válido.']);
    expect(bad.body.errors.password).toEqual(['Senha tem que ter 6 dígitos']);
    expect((await app.call('GET', `/api/cadastro-usuario/${token}`)).status).toBe(200);
    expect((await accept(token)).status).toBe(201);
  });

  it('links an existing account after its password, which then holds two companies', async () => {
    const home = await makeCompany(app, 'Casa Própria Ltda');
    const existing = await makeUser(app, { companies: [home.id], selected: home.id, password: 'minha1234' });
    const { token } = await makeInvite(app, {
      empresaId: company.id,
      email: existing.email,
      permissions: PERMS,
    });
    const shown = await app.call('GET', `/api/cadastro-usuario/${token}`);
    expect(shown.body.data.account_exists).toBe(true);

    const wrong = await accept(token, { password: 'errada123', password_confirmation: 'errada123' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual([
      'Já existe uma conta com este e-mail; informe a senha dela para aceitar o convite.',
    ]);
    // A wrong password neither spends the invite nor links the company.
    expect((await app.call('GET', `/api/cadastro-usuario/${token}`)).status).toBe(200);
    expect(
      await app.ctx.db.select().from(usuarioEmpresa).where(eq(usuarioEmpresa.userId, existing.id)),
    ).toHaveLength(1);

    const right = await accept(token, {
      nome: 'Nome Ignorado',
      password: 'minha1234',
      password_confirmation: 'minha1234',
    });
    expect(right.status, right.text).toBe(201);
    const me = await app.call('GET', '/api/auth/user', { token: right.body.access_token });
    expect(me.body.id).toBe(existing.id);
    expect(me.body.nome).toBe('Pessoa Teste');
    expect(me.body.empresa.id).toBe(company.id);
    expect(me.body.empresas.map((e: { id: number }) => e.id).sort()).toEqual([company.id, home.id].sort());
    expect([...me.body.permissions].sort()).toEqual([...PERMS].sort());

    // Still one account for that e-mail, and the home company kept its own permissions.
    expect(await app.ctx.db.select().from(users).where(eq(users.email, existing.email))).toHaveLength(1);
    const login = await app.call('POST', '/api/login', {
      body: { email: existing.email, password: 'minha1234', empresa_id: home.id },
      ip: freshIp(),
    });
    expect(login.status, login.text).toBe(200);
    const homeView = await app.call('GET', '/api/auth/permission', { token: login.body.access_token });
    expect(homeView.body.permissions).toContain('users.manage');
  });

  it('leaves the invite unspent when the existing account is disabled', async () => {
    const disabled = await makeUser(app, { companies: [], active: false, password: 'minha1234' });
    const { token } = await makeInvite(app, { empresaId: company.id, email: disabled.email });
    const res = await accept(token, { password: 'minha1234', password_confirmation: 'minha1234' });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual([
      'Seu usuário está desativado. Fale com os administradores da sua empresa.',
    ]);
    // A refused request changes nothing: the invite can still be seen and the company is not linked.
    expect((await app.call('GET', `/api/cadastro-usuario/${token}`)).status).toBe(200);
    expect(
      await app.ctx.db.select().from(usuarioEmpresa).where(eq(usuarioEmpresa.userId, disabled.id)),
    ).toHaveLength(0);
  });
});

describe('GET /api/username/:email', () => {
  it('answers only those who may add people (no account enumeration)', async () => {
    const path = `/api/username/${encodeURIComponent('gestor@demo.local')}`;
    expect((await app.call('GET', path)).status).toBe(401);
    const viewer = await makeUser(app, {
      companies: [company.id],
      permissions: ['vault.view'],
      selected: company.id,
    });
    const viewerToken = (await loginAs(app, viewer.email, viewer.password)).access_token;
    const refused = await app.call('GET', path, { token: viewerToken });
    expect(refused.status).toBe(403);
    expect(refused.body.permission).toBe('users.manage');
  });

  it('says whether an e-mail is free for a new account', async () => {
    const taken = await app.call('GET', `/api/username/${encodeURIComponent('gestor@demo.local')}`, {
      token: admin,
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ email: 'gestor@demo.local', available: false });

    const upper = await app.call('GET', `/api/username/${encodeURIComponent('Gestor@Demo.LOCAL')}`, {
      token: admin,
    });
    expect(upper.body).toEqual({ email: 'gestor@demo.local', available: false });

    const fresh = uniqueEmail('livre');
    const free = await app.call('GET', `/api/username/${encodeURIComponent(fresh)}`, { token: admin });
    expect(free.status).toBe(200);
    expect(free.body).toEqual({ email: fresh, available: true });
  });

  it('turns unavailable once an invite creates the account', async () => {
    const { invite, token } = await makeInvite(app, { empresaId: company.id });
    const path = `/api/username/${encodeURIComponent(invite.email)}`;
    expect((await app.call('GET', path, { token: admin })).body.available).toBe(true);
    expect((await accept(token)).status).toBe(201);
    expect((await app.call('GET', path, { token: admin })).body.available).toBe(false);
  });

  it('refuses a malformed e-mail', async () => {
    const res = await app.call('GET', '/api/username/nao-e-email', { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['O campo e-mail deve ser um endereço de e-mail válido.']);
  });
});
