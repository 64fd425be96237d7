// Invites from the back office: POST /api/convites mails a 7-day link that signs the person up
// into the company with exactly the chosen permissions; GET /api/convites lists the pending ones;
// DELETE /api/invite/{id}/cancelar kills the link. A company's own managers: tests/api/team*.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites } from '../../server/db/schema.js';
import { loginAs, startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { makeCompany, makeInvite, makeUser, uniqueEmail } from '../helpers/fixtures.js';

const NOT_FOUND = 'Conteúdo não encontrado, verifique mais tarde.';
const INVALID = 'Convite inválido, cancelado ou expirado.';
const DAY = 86_400_000;

let app: TestApp;
let admin: string;
let gestor: string;
let demoId: number;
let company: Awaited<ReturnType<typeof makeCompany>>;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
  demoId = (await app.call('GET', '/api/auth/user', { token: gestor })).body.empresa.id;
  company = await makeCompany(app, 'Convites Admin Ltda');
});
afterAll(() => app?.close());

const invite = (body: Record<string, unknown>, token = admin) =>
  app.call('POST', '/api/convites', { token, body });

/** The token at the end of the link mailed to this address. */
const mailedToken = (email: string) => {
  const mail = app.lastMailTo(email);
  const link = mail.links[0] ?? '';
  expect(link.startsWith(`${TEST_APP_URL}/cadastrar-usuario/`), link).toBe(true);
  // An invitation was not asked for: no "if you did not request this" line.
  expect(mail.text).not.toContain('Se você não fez esta solicitação');
  return { mail, token: link.slice(`${TEST_APP_URL}/cadastrar-usuario/`.length) };
};

describe('POST /api/convites', () => {
  it('creates a 7-day invite, mails the link, and the link signs up with exactly the granted permissions', async () => {
    const email = uniqueEmail('convidada');
    const before = Date.now();
    const res = await invite({
      email: ` ${email.toUpperCase()}`,
      nome: 'Olga Convidada',
      empresa_id: company.id,
      permissions: ['messages.view', 'vault.view', 'vault.view'],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      message: `Convite enviado para ${email}.`,
      data: {
        id: expect.any(Number),
        email,
        nome: 'Olga Convidada',
        empresa: { id: company.id, nome: 'Convites Admin Ltda' },
        permissions: ['vault.view', 'messages.view'],
        expires_at: expect.any(String),
        created_at: expect.any(String),
      },
    });
    const expires = Date.parse(res.body.data.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY + 1000);

    const { mail, token } = mailedToken(email);
    expect(mail.subject).toBe('Convite para entrar na empresa Convites Admin Ltda no Cofre');
    expect(mail.text).toContain('Olá, Olga Convidada!');
    expect(mail.text).toContain(
      'Administrador convidou você para fazer parte da empresa Convites Admin Ltda.',
    );

    const shown = await app.call('GET', `/api/cadastro-usuario/${token}`);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.data).toMatchObject({
      email,
      nome: 'Olga Convidada',
      empresa: { id: company.id, nome: 'Convites Admin Ltda' },
      invited_by: 'Administrador',
      account_exists: false,
    });

    const signUp = await app.call('POST', '/api/usuario/cadastrar', {
      body: { token, nome: 'Olga Convidada', password: 'convite123', password_confirmation: 'convite123' },
    });
    expect(signUp.status, signUp.text).toBe(201);
    const me = await app.call('GET', '/api/auth/user', { token: signUp.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, empresa: { id: company.id } });
    expect(me.body.permissions).toEqual(['vault.view', 'messages.view']);

    // Accepted: no longer pending, and the person is now a member (a new invite is refused).
    const pending = await app.call('GET', `/api/convites?empresa_id=${company.id}&perPage=100`, {
      token: admin,
    });
    expect(pending.body.data.map((i: { id: number }) => i.id)).not.toContain(res.body.data.id);
    const again = await invite({ email, empresa_id: company.id, permissions: [], signer_only: true });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual(['Este e-mail já está vinculado a esta empresa.']);
  });

  it('mails an existing account in its own language, and it joins with the invite', async () => {
    const home = await makeCompany(app);
    const existing = await makeUser(app, { companies: [home.id], selected: home.id });
    const session = await loginAs(app, existing.email, existing.password);
    await app.call('PUT', '/api/usuario/change-language/en', { token: session.access_token });
    const res = await invite({ email: existing.email, empresa_id: company.id, permissions: ['users.view'] });
    expect(res.status, res.text).toBe(201);
    const { mail, token } = mailedToken(existing.email);
    expect(mail.subject).toBe('Invitation to join Convites Admin Ltda on Cofre');
    const accepted = await app.call('POST', '/api/usuario/cadastrar', {
      body: {
        token,
        nome: 'Ignorado',
        password: existing.password,
        password_confirmation: existing.password,
      },
    });
    expect(accepted.status, accepted.text).toBe(201);
    const me = await app.call('GET', '/api/auth/user', { token: accepted.body.access_token });
    expect(me.body.permissions).toEqual(['users.view']);
  });

  it('refuses a second pending invite for the same e-mail and company, but not for another company', async () => {
    const email = uniqueEmail('duplo');
    expect((await invite({ email, empresa_id: company.id, permissions: [], signer_only: true })).status).toBe(
      201,
    );
    const dup = await invite({ email, empresa_id: company.id, permissions: ['vault.view'] });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.email).toEqual(['Já existe um convite pendente para este e-mail nesta empresa.']);
    const elsewhere = await invite({
      email,
      empresa_id: (await makeCompany(app)).id,
      permissions: [],
      signer_only: true,
    });
    expect(elsewhere.status).toBe(201);
    const rows = await app.ctx.db.select().from(invites).where(eq(invites.email, email));
    expect(rows).toHaveLength(2);
  });

  it('allows a new invite once the old one expired', async () => {
    const { invite: old } = await makeInvite(app, { empresaId: company.id, expiresInMs: -DAY });
    const res = await invite({
      email: old.email,
      empresa_id: company.id,
      permissions: [],
      signer_only: true,
    });
    expect(res.status, res.text).toBe(201);
  });

  it('refuses unknown permissions, companies, disabled companies and bad input', async () => {
    const unknownPerm = await invite({
      email: uniqueEmail(),
      empresa_id: company.id,
      permissions: ['god.mode'],
    });
    expect(unknownPerm.status).toBe(422);
    expect(unknownPerm.body.errors.permissions).toEqual(['A permissão god.mode não existe.']);
    const noCompany = await invite({
      email: uniqueEmail(),
      empresa_id: 999999,
      permissions: [],
      signer_only: true,
    });
    expect(noCompany.status).toBe(422);
    expect(noCompany.body.errors.empresa_id).toEqual(['Empresa não encontrada.']);
    const disabled = await makeCompany(app, undefined, false);
    const off = await invite({
      email: uniqueEmail(),
      empresa_id: disabled.id,
      permissions: [],
      signer_only: true,
    });
    expect(off.status).toBe(422);
    expect(off.body.errors.empresa_id).toEqual(['A empresa está desativada.']);
    const bad = await invite({ email: 'nao-e-email', empresa_id: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'empresa_id', 'permissions']);
    const before = app.mails().length;
    expect(before).toBeGreaterThan(0);
    const refused = await invite({ email: uniqueEmail(), empresa_id: company.id, permissions: ['x'] });
    expect(refused.status).toBe(422);
    expect(app.mails().length).toBe(before);
  });

  it("needs a session; a company's manager cannot invite into another company (404)", async () => {
    const email = uniqueEmail();
    const anon = await app.call('POST', '/api/convites', {
      body: { email, empresa_id: company.id, permissions: [] },
    });
    expect(anon.status).toBe(401);
    const asGestor = await invite(
      { email, empresa_id: company.id, permissions: [], signer_only: true },
      gestor,
    );
    expect(asGestor.status).toBe(404);
    expect(asGestor.body.message).toBe(NOT_FOUND);
    expect(await app.ctx.db.select().from(invites).where(eq(invites.email, email))).toEqual([]);
  });

  it('requires the company from an admin', async () => {
    const res = await invite({ email: uniqueEmail(), permissions: [], signer_only: true });
    expect(res.status).toBe(422);
    expect(res.body.errors.empresa_id).toEqual(['O campo empresa é obrigatório.']);
  });
});

describe('GET /api/convites', () => {
  it('lists only pending invites, newest first, filtered by company and paged', async () => {
    const listed = await makeCompany(app, 'Lista de Convites Ltda');
    const first = await invite({
      email: uniqueEmail('a'),
      empresa_id: listed.id,
      permissions: ['vault.view'],
    });
    const second = await invite({
      email: uniqueEmail('b'),
      nome: 'Bia',
      empresa_id: listed.id,
      permissions: [],
      signer_only: true,
    });
    await makeInvite(app, { empresaId: listed.id, expiresInMs: -1000 });
    const accepted = await makeInvite(app, { empresaId: listed.id });
    await app.ctx.db
      .update(invites)
      .set({ acceptedAt: new Date() })
      .where(eq(invites.id, accepted.invite.id));
    const cancelled = await invite({
      email: uniqueEmail('c'),
      empresa_id: listed.id,
      permissions: [],
      signer_only: true,
    });
    await app.call('DELETE', `/api/invite/${cancelled.body.data.id}/cancelar`, { token: admin });

    const res = await app.call('GET', `/api/convites?empresa_id=${listed.id}`, { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ data: [second.body.data, first.body.data], total: 2 });
    const page = await app.call('GET', `/api/convites?empresa_id=${listed.id}&perPage=1&page=2`, {
      token: admin,
    });
    expect(page.body).toEqual({ data: [first.body.data], total: 2 });
    const all = await app.call('GET', '/api/convites?perPage=100', { token: admin });
    expect(all.body.total).toBeGreaterThan(2);
    expect(all.body.data.map((i: { id: number }) => i.id)).toContain(first.body.data.id);
  });

  it("needs a session; shows a company's manager only their company's invites", async () => {
    expect((await app.call('GET', '/api/convites')).status).toBe(401);
    await invite({ email: uniqueEmail(), empresa_id: company.id, permissions: [], signer_only: true });
    const res = await app.call('GET', '/api/convites?perPage=100', { token: gestor });
    expect(res.status).toBe(200);
    expect(res.body.data.filter((i: { empresa: { id: number } }) => i.empresa.id !== demoId)).toEqual([]);
    const other = await app.call('GET', `/api/convites?empresa_id=${company.id}`, { token: gestor });
    expect(other.status).toBe(404);
  });
});

describe('DELETE /api/invite/:id/cancelar', () => {
  it('cancels a pending invite: the mailed link stops working', async () => {
    const email = uniqueEmail('cancelado');
    const res = await invite({ email, empresa_id: company.id, permissions: ['vault.view'] });
    const { token } = mailedToken(email);
    expect((await app.call('GET', `/api/cadastro-usuario/${token}`)).status).toBe(200);

    const cancel = await app.call('DELETE', `/api/invite/${res.body.data.id}/cancelar`, { token: admin });
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.body).toEqual({ message: 'Convite cancelado.' });
    const shown = await app.call('GET', `/api/cadastro-usuario/${token}`);
    expect(shown.status).toBe(404);
    expect(shown.body).toEqual({ message: INVALID });
    const signUp = await app.call('POST', '/api/usuario/cadastrar', {
      body: { token, nome: 'Tarde Demais', password: 'convite123', password_confirmation: 'convite123' },
    });
    expect(signUp.status).toBe(422);
    expect(signUp.body.errors.token).toEqual([INVALID]);

    // Cancelled once; a fresh invite to the same e-mail is allowed again.
    expect(
      (await app.call('DELETE', `/api/invite/${res.body.data.id}/cancelar`, { token: admin })).status,
    ).toBe(404);
    expect((await invite({ email, empresa_id: company.id, permissions: [], signer_only: true })).status).toBe(
      201,
    );
  });

  it("answers 404 for an unknown or accepted invite, or another company's to a company user; 401 without a session", async () => {
    expect((await app.call('DELETE', '/api/invite/999999/cancelar', { token: admin })).status).toBe(404);
    const { invite: accepted } = await makeInvite(app, { empresaId: company.id });
    await app.ctx.db.update(invites).set({ acceptedAt: new Date() }).where(eq(invites.id, accepted.id));
    expect((await app.call('DELETE', `/api/invite/${accepted.id}/cancelar`, { token: admin })).status).toBe(
      404,
    );

    const { invite: live, token } = await makeInvite(app, { empresaId: company.id });
    expect((await app.call('DELETE', `/api/invite/${live.id}/cancelar`)).status).toBe(401);
    const asGestor = await app.call('DELETE', `/api/invite/${live.id}/cancelar`, { token: gestor });
    expect(asGestor.status).toBe(404);
    expect(asGestor.body.message).toBe(NOT_FOUND);
    expect((await app.call('GET', `/api/cadastro-usuario/${token}`)).status).toBe(200);
  });
});
