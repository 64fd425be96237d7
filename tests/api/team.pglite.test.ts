// A company runs its own team: members holding 'users.view' list their company's members (and no
// one else's) and its pending invites; members holding 'users.manage' invite into their own company
// with permissions they hold, resend and revoke pending invites. The rules on permissions, disabling
// and the owner: team-rules.test.ts; the company's own data: company-self.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import { authSessions, invites, users } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeInvite, makeUser, uniqueEmail } from '../helpers/fixtures.js';
import {
  acceptInvite,
  type Member,
  mailedInviteToken,
  makeTeam,
  signedIn,
  type Team,
} from '../helpers/team.js';

const NOT_FOUND = 'Conteúdo não encontrado, verifique mais tarde.';
const INVALID = 'Convite inválido, cancelado ou expirado.';
const needs = (label: string, permission: string) => ({
  message: `Você não tem a permissão necessária: ${label} (${permission}).`,
  permission,
});

let app: TestApp;
let admin: string;
let team: Team;
let other: Team;
let viewer: Member;
let manager: Member;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  team = await makeTeam(app, 'Equipe Própria Ltda');
  other = await makeTeam(app, 'Outra Equipe Ltda');
  viewer = await team.member(['vault.view', 'users.view'], 'Vera Visualiza');
  manager = await team.member(['vault.view', 'users.view', 'users.manage', 'messages.view'], 'Mário Gerente');
});
afterAll(() => app?.close());

const list = (qs: string, token = viewer.token) => app.call('GET', `/api/usuarios?${qs}`, { token });
const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((m) => m.id);
const invite = (body: Record<string, unknown>, token = manager.token) =>
  app.call('POST', '/api/convites', { token, body });

describe('GET /api/usuarios as a company member', () => {
  it("lists the company's members only, each with their permissions here, link, owner flag and last access", async () => {
    // Someone in both companies shows only this company's permissions.
    const both = await signedIn(app, {
      companies: [team.company.id, other.company.id],
      permissions: ['vault.view'],
      nome: 'Bia Duas Casas',
      into: team.company.id,
    });
    const deleted = await team.member(['vault.view'], 'Davi Excluído');
    await app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    const res = await list('perPage=100');
    expect(res.status, res.text).toBe(200);
    expect(res.body.total).toBe(4);
    expect(ids(res).sort()).toEqual([team.owner.id, viewer.id, manager.id, both.id].sort());
    const owner = res.body.data.find((m: { id: number }) => m.id === team.owner.id);
    expect(owner).toEqual({
      id: team.owner.id,
      nome: 'Olívia Dona',
      email: team.owner.email,
      phone: null,
      status: true,
      account_status: true,
      permissions: expect.arrayContaining(['users.manage', 'audit.view']),
      owner: true,
      last_access_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(owner.permissions).toHaveLength(PERMISSIONS.length);
    const bia = res.body.data.find((m: { id: number }) => m.id === both.id);
    expect(bia).toMatchObject({ permissions: ['vault.view'], owner: false, status: true });
    // The last access is the newest session at this company.
    const [session] = await app.ctx.db.select().from(authSessions).where(eq(authSessions.userId, both.id));
    expect(Date.parse(bia.last_access_at)).toBe(session?.lastUsedAt?.getTime());
    // The other company's list does not show this company's members but Bia.
    const theirs = await list('perPage=100', other.owner.token);
    expect(ids(theirs).sort()).toEqual([other.owner.id, both.id].sort());
  });

  it('searches by name or e-mail, filters by link status and sorts, paged', async () => {
    const byName = await list('q=Gerente');
    expect(ids(byName)).toEqual([manager.id]);
    const byEmail = await list(`q=${encodeURIComponent(viewer.email)}`);
    expect(ids(byEmail)).toEqual([viewer.id]);
    const byFilter = await list('nome=Vera%20Visu');
    expect(ids(byFilter)).toEqual([viewer.id]);

    const off = await team.member(['vault.view'], 'Zeca Desligado');
    expect((await app.call('PUT', `/api/usuario/${off.id}/disable`, { token: manager.token })).status).toBe(
      200,
    );
    const disabled = await list('status=false');
    expect(disabled.body).toMatchObject({ total: 1, data: [{ id: off.id, status: false }] });
    const active = await list('status=true&perPage=100');
    expect(ids(active)).not.toContain(off.id);

    const desc = await list('sort=nome&order=desc&perPage=2');
    expect(desc.body.data.map((m: { nome: string }) => m.nome)).toEqual(['Zeca Desligado', 'Vera Visualiza']);
    expect(desc.body.total).toBeGreaterThanOrEqual(5);
    const page2 = await list('sort=nome&order=desc&perPage=2&page=2');
    expect(page2.body.data.map((m: { nome: string }) => m.nome)).toEqual(['Olívia Dona', 'Mário Gerente']);
    // Who never entered the company comes last by last access.
    const never = await makeUser(app, { companies: [team.company.id], permissions: [] });
    const byAccess = await list('sort=last_access_at&order=asc&perPage=100');
    expect(ids(byAccess).at(-1)).toBe(never.id);
    expect(byAccess.body.data.at(-1).last_access_at).toBeNull();
  });

  it("answers 404 for another company's id; the own id is the same list", async () => {
    const theirs = await list(`empresa_id=${other.company.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(NOT_FOUND);
    const own = await list(`empresa_id=${team.company.id}&perPage=100`);
    expect(own.status).toBe(200);
    expect(own.body.total).toBe((await list('perPage=100')).body.total);
  });

  it("refuses members without 'users.view' and signatories, naming the permission; 401 without a session", async () => {
    const plain = await team.member(['vault.view', 'users.manage']);
    const signatory = (await loginAs(app, 'signatario@demo.local')).access_token;
    for (const token of [plain.token, signatory]) {
      for (const path of ['/api/usuarios', '/api/convites']) {
        const res = await app.call('GET', path, { token });
        expect(res.status, path).toBe(403);
        expect(res.body).toEqual(needs('Ver usuários', 'users.view'));
      }
    }
    expect((await app.call('GET', '/api/usuarios')).status).toBe(401);
  });

  it('keeps the back-office list for a platform admin', async () => {
    const res = await app.call('GET', `/api/usuarios?empresa_id=${team.company.id}&perPage=100`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    const owner = res.body.data.find((u: { id: number }) => u.id === team.owner.id);
    expect(owner.empresas).toEqual([
      expect.objectContaining({ id: team.company.id, nome: 'Equipe Própria Ltda', status: true }),
    ]);
    expect(owner.owner).toBeUndefined();
  });
});

describe('invites by a company member', () => {
  it('invites into their own company; the link signs up there with exactly the granted permissions', async () => {
    const email = uniqueEmail('colega');
    const res = await invite({ email, nome: 'Célia Colega', permissions: ['messages.view', 'vault.view'] });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      message: `Convite enviado para ${email}.`,
      data: expect.objectContaining({
        email,
        empresa: { id: team.company.id, nome: 'Equipe Própria Ltda' },
        permissions: ['vault.view', 'messages.view'],
      }),
    });
    const mail = app.lastMailTo(email);
    expect(mail.text).toContain(
      'Mário Gerente convidou você para fazer parte da empresa Equipe Própria Ltda.',
    );
    const token = await acceptInvite(app, mailedInviteToken(app, email), 'Célia Colega');
    const me = await app.call('GET', '/api/auth/user', { token });
    expect(me.body).toMatchObject({ email, empresa: { id: team.company.id } });
    expect(me.body.empresas).toEqual([{ id: team.company.id, nome: 'Equipe Própria Ltda', status: true }]);
    expect(me.body.permissions).toEqual(['vault.view', 'messages.view']);
    const listed = await list(`q=${encodeURIComponent(email)}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ nome: 'Célia Colega', owner: false })]);
  });

  it("answers 404 for another company's id, and 403 for a permission the inviter lacks: nothing written or mailed", async () => {
    const mails = app.mails().length;
    const email = uniqueEmail('recusado');
    const elsewhere = await invite({
      email,
      empresa_id: other.company.id,
      permissions: [],
      signer_only: true,
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(NOT_FOUND);
    const beyond = await invite({ email, permissions: ['vault.view', 'audit.view'] });
    expect(beyond.status).toBe(403);
    expect(beyond.body).toEqual({
      message: 'Você não pode conceder uma permissão que não possui: Ver auditoria.',
      permission: 'audit.view',
    });
    expect(await app.ctx.db.select().from(invites).where(eq(invites.email, email))).toEqual([]);
    expect(app.mails().length).toBe(mails);
    // The own company's id, named, is accepted.
    expect((await invite({ email, empresa_id: team.company.id, permissions: ['vault.view'] })).status).toBe(
      201,
    );
  });

  it("lists only the company's pending invites to 'users.view'; inviting needs 'users.manage'", async () => {
    const ours = await invite({ email: uniqueEmail('nossa'), permissions: [], signer_only: true });
    const theirs = await invite(
      { email: uniqueEmail('deles'), permissions: [], signer_only: true },
      other.owner.token,
    );
    const res = await app.call('GET', '/api/convites?perPage=100', { token: viewer.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.map((i: { id: number }) => i.id)).toContain(ours.body.data.id);
    expect(res.body.data.every((i: { empresa: { id: number } }) => i.empresa.id === team.company.id)).toBe(
      true,
    );
    expect(res.body.total).toBe(res.body.data.length);
    expect(
      (await app.call('GET', `/api/convites?empresa_id=${other.company.id}`, { token: viewer.token })).status,
    ).toBe(404);
    const refused = await invite({ email: uniqueEmail(), permissions: [], signer_only: true }, viewer.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(needs('Gerenciar usuários', 'users.manage'));
    for (const [method, path] of [
      ['POST', `/api/invite/${ours.body.data.id}/reenviar`],
      ['DELETE', `/api/invite/${ours.body.data.id}/cancelar`],
    ] as const) {
      const res2 = await app.call(method, path, { token: viewer.token });
      expect(res2.status, path).toBe(403);
      expect(res2.body).toEqual(needs('Gerenciar usuários', 'users.manage'));
    }
    expect(theirs.status).toBe(201);
  });
});

describe('POST /api/invite/{id}/reenviar', () => {
  it('mails a new link with a new expiry; the old link stops working', async () => {
    const email = uniqueEmail('reenvio');
    const sent = await invite({ email, permissions: ['vault.view'] });
    const first = mailedInviteToken(app, email);
    // Close to expiring: the resend gives it 7 days again.
    await app.ctx.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(invites.id, sent.body.data.id));
    const mails = app.mails().filter((m) => m.to === email).length;
    const res = await app.call('POST', `/api/invite/${sent.body.data.id}/reenviar`, { token: manager.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(`Convite reenviado para ${email}.`);
    expect(res.body.data).toMatchObject({ id: sent.body.data.id, email, permissions: ['vault.view'] });
    expect(Date.parse(res.body.data.expires_at)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(app.mails().filter((m) => m.to === email)).toHaveLength(mails + 1);
    const second = mailedInviteToken(app, email);
    expect(second).not.toBe(first);
    const old = await app.call('GET', `/api/cadastro-usuario/${first}`);
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ message: INVALID });
    const token = await acceptInvite(app, second);
    expect((await app.call('GET', '/api/auth/user', { token })).body.permissions).toEqual(['vault.view']);
    // Accepted: nothing left to resend.
    expect(
      (await app.call('POST', `/api/invite/${sent.body.data.id}/reenviar`, { token: manager.token })).status,
    ).toBe(404);
  });

  it("answers 404 for another company's invite, 403 for one carrying a permission the caller lacks; admins resend any", async () => {
    const { invite: theirs } = await makeInvite(app, { empresaId: other.company.id });
    const { invite: strong } = await makeInvite(app, {
      empresaId: team.company.id,
      permissions: ['vault.view', 'audit.view'],
    });
    const elsewhere = await app.call('POST', `/api/invite/${theirs.id}/reenviar`, { token: manager.token });
    expect(elsewhere.status).toBe(404);
    const beyond = await app.call('POST', `/api/invite/${strong.id}/reenviar`, { token: manager.token });
    expect(beyond.status).toBe(403);
    expect(beyond.body).toEqual({
      message: 'Você não pode alterar um membro que tem uma permissão que você não possui: Ver auditoria.',
      permission: 'audit.view',
    });
    expect(app.mails().filter((m) => m.to === strong.email)).toHaveLength(0);
    const byAdmin = await app.call('POST', `/api/invite/${theirs.id}/reenviar`, { token: admin });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(app.lastMailTo(theirs.email).text).toContain('Administrador convidou você');
    expect((await app.call('POST', '/api/invite/999999/reenviar', { token: admin })).status).toBe(404);
  });
});

describe('DELETE /api/invite/{id}/cancelar by a company member', () => {
  it("revokes their company's pending invite; another company's is 404, one carrying more than they hold 403", async () => {
    const { invite: ours, token } = await makeInvite(app, { empresaId: team.company.id });
    const { invite: theirs, token: theirToken } = await makeInvite(app, { empresaId: other.company.id });
    const { invite: strong } = await makeInvite(app, {
      empresaId: team.company.id,
      permissions: ['audit.view'],
    });

    const res = await app.call('DELETE', `/api/invite/${ours.id}/cancelar`, { token: manager.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Convite cancelado.' });
    expect((await app.call('GET', `/api/cadastro-usuario/${token}`)).status).toBe(404);

    const elsewhere = await app.call('DELETE', `/api/invite/${theirs.id}/cancelar`, { token: manager.token });
    expect(elsewhere.status).toBe(404);
    expect((await app.call('GET', `/api/cadastro-usuario/${theirToken}`)).status).toBe(200);
    const beyond = await app.call('DELETE', `/api/invite/${strong.id}/cancelar`, { token: manager.token });
    expect(beyond.status).toBe(403);
    expect(beyond.body.permission).toBe('audit.view');
    const [row] = await app.ctx.db.select().from(invites).where(eq(invites.id, strong.id));
    expect(row?.cancelledAt).toBeNull();
    // The owner holds it, and may.
    expect(
      (await app.call('DELETE', `/api/invite/${strong.id}/cancelar`, { token: team.owner.token })).status,
    ).toBe(200);
  });
});

describe('a company created for the list', () => {
  it('a member of a company with no other members sees only themselves', async () => {
    const lone = await makeCompany(app);
    const me = await signedIn(app, { companies: [lone.id], permissions: ['users.view'] });
    const res = await list('', me.token);
    expect(res.body).toEqual({ total: 1, data: [expect.objectContaining({ id: me.id, owner: false })] });
  });
});
