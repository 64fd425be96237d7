// The rules that keep a company safe while its members run its team: permissions (PUT
// /api/usuario/{id}/permission) and disabling a member's access to the company (PUT
// /api/usuario/{id}/disable|status: their link, not their account) refuse touching the owner,
// touching someone holding what the caller lacks, removing the last manager, disabling oneself,
// and another company's member (404); the owner hands the company over (PUT /api/empresa/{id}/owner).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import { authSessions, empresas, users, usuarioEmpresa } from '../../server/db/schema.js';
import { freshIp, loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { salePlan, subscribe } from '../helpers/billing.js';
import { makeUser } from '../helpers/fixtures.js';
import { type Member, makeTeam, signedIn, type Team } from '../helpers/team.js';

const NOT_FOUND = 'Conteúdo não encontrado, verifique mais tarde.';
const OWNER = 'O dono da empresa não pode perder permissões nem ser desativado por outra pessoa.';
const LAST_MANAGER =
  'A empresa precisa de ao menos um membro ativo com a permissão Gerenciar usuários. Dê essa permissão a outra pessoa antes.';
const OUTRANKS = 'Você não pode alterar um membro que tem uma permissão que você não possui: Ver auditoria.';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
});
afterAll(() => app?.close());

const setPermissions = (team: Team, who: number, permissions: string[], token: string) =>
  app.call('PUT', `/api/usuario/${who}/permission`, {
    token,
    body: { empresa_id: team.company.id, permissions },
  });
const toggle = (who: number, token: string, route: 'disable' | 'status' = 'disable') =>
  app.call('PUT', `/api/usuario/${who}/${route}`, { token });
const linkOf = async (team: Team, userId: number) => {
  const [row] = await app.ctx.db
    .select()
    .from(usuarioEmpresa)
    .where(and(eq(usuarioEmpresa.userId, userId), eq(usuarioEmpresa.empresaId, team.company.id)));
  return row;
};
const alive = async (m: Member) => (await app.call('GET', '/api/auth/user', { token: m.token })).status;
/** Whether GET /api/auth/user tells `m` they own the company they are in. */
const ownsPerIdentity = async (m: Member) =>
  (await app.call('GET', '/api/auth/user', { token: m.token })).body.empresa.owner;

describe('the owner', () => {
  it('is not stripped of the other 16 permissions by a member holding only vault.view and users.manage', async () => {
    const team = await makeTeam(app);
    const weak = await team.member(['vault.view', 'users.manage']);
    const res = await setPermissions(team, team.owner.id, ['vault.view'], weak.token);
    expect(res.status, res.text).toBe(403);
    expect(res.body).toEqual({ message: OWNER });
    expect((await linkOf(team, team.owner.id))?.permissions).toEqual([...PERMISSIONS]);
    expect(
      (await app.call('GET', '/api/auth/permission', { token: team.owner.token })).body.permissions,
    ).toHaveLength(PERMISSIONS.length);
  });

  it('loses nothing, and is not disabled, even at the hand of a member holding every permission', async () => {
    const team = await makeTeam(app);
    const strong = await team.member(PERMISSIONS);
    const demote = await setPermissions(
      team,
      team.owner.id,
      PERMISSIONS.filter((p) => p !== 'audit.view'),
      strong.token,
    );
    expect(demote.status).toBe(403);
    expect(demote.body).toEqual({ message: OWNER });
    const disable = await toggle(team.owner.id, strong.token);
    expect(disable.status).toBe(403);
    expect(disable.body).toEqual({ message: OWNER });
    expect((await linkOf(team, team.owner.id))?.status).toBe(true);
    expect(await alive(team.owner)).toBe(200);
    // Adding is no demotion: a member may give the owner what they hold.
    await app.ctx.db
      .update(usuarioEmpresa)
      .set({ permissions: ['users.manage'] })
      .where(eq(usuarioEmpresa.userId, team.owner.id));
    const add = await setPermissions(team, team.owner.id, ['users.manage', 'vault.view'], strong.token);
    expect(add.status, add.text).toBe(200);
  });

  it('may drop their own permissions, but not their last users.manage', async () => {
    const team = await makeTeam(app);
    const own = await setPermissions(team, team.owner.id, ['users.manage', 'vault.view'], team.owner.token);
    expect(own.status, own.text).toBe(200);
    const last = await setPermissions(team, team.owner.id, ['vault.view'], team.owner.token);
    expect(last.status).toBe(409);
    expect(last.body).toEqual({ message: LAST_MANAGER });
    expect((await linkOf(team, team.owner.id))?.permissions).toEqual(['vault.view', 'users.manage']);
  });
});

describe('members holding what the caller lacks, and the last manager', () => {
  it('refuses changing or disabling a member who holds a permission the caller lacks', async () => {
    const team = await makeTeam(app);
    const caller = await team.member(['users.manage', 'vault.view']);
    const auditor = await team.member(['audit.view', 'vault.view']);
    const change = await setPermissions(team, auditor.id, ['audit.view'], caller.token);
    expect(change.status).toBe(403);
    expect(change.body).toEqual({ message: OUTRANKS, permission: 'audit.view' });
    const disable = await toggle(auditor.id, caller.token);
    expect(disable.status).toBe(403);
    expect(disable.body).toEqual({ message: OUTRANKS, permission: 'audit.view' });
    expect(await linkOf(team, auditor.id)).toMatchObject({
      status: true,
      permissions: ['audit.view', 'vault.view'],
    });
    expect(await alive(auditor)).toBe(200);
  });

  it('refuses granting a permission the caller lacks, and grants one they hold', async () => {
    const team = await makeTeam(app);
    const caller = await team.member(['users.manage', 'vault.view', 'vault.upload']);
    const member = await team.member(['vault.view']);
    const beyond = await setPermissions(team, member.id, ['vault.view', 'signing.request'], caller.token);
    expect(beyond.status).toBe(403);
    expect(beyond.body).toEqual({
      message: 'Você não pode conceder uma permissão que não possui: Solicitar assinaturas.',
      permission: 'signing.request',
    });
    const ok = await setPermissions(team, member.id, ['vault.view', 'vault.upload'], caller.token);
    expect(ok.status, ok.text).toBe(200);
    expect((await app.call('GET', '/api/auth/user', { token: member.token })).body.permissions).toEqual([
      'vault.view',
      'vault.upload',
    ]);
  });

  it('keeps the last active users.manage holder: a disabled holder does not count', async () => {
    const team = await makeTeam(app);
    const a = await team.member(['users.manage', 'vault.view']);
    const b = await team.member(['users.manage', 'vault.view']);
    // The owner drops users.manage while others hold it.
    expect((await setPermissions(team, team.owner.id, ['vault.view'], team.owner.token)).status).toBe(200);
    // a takes b's users.manage: a still holds it.
    expect((await setPermissions(team, b.id, ['vault.view'], a.token)).status).toBe(200);
    // Only a is left: a cannot drop it.
    const selfDrop = await setPermissions(team, a.id, ['vault.view'], a.token);
    expect(selfDrop.status).toBe(409);
    expect(selfDrop.body).toEqual({ message: LAST_MANAGER });
    // Another holder whose access is disabled, or whose account is, does not count either.
    const c = await team.member(['users.manage']);
    const d = await team.member(['users.manage']);
    expect((await toggle(c.id, a.token)).status).toBe(200);
    await app.ctx.db.update(users).set({ status: false }).where(eq(users.id, d.id));
    expect((await setPermissions(team, a.id, ['vault.view'], a.token)).status).toBe(409);
    await app.ctx.db.update(users).set({ status: true }).where(eq(users.id, d.id));
    expect((await setPermissions(team, a.id, ['vault.view'], a.token)).status).toBe(200);
    expect((await linkOf(team, a.id))?.permissions).toEqual(['vault.view']);
  });
});

describe('disabling a member', () => {
  it('closes their access to this company only: its sessions end, their account and other company stay', async () => {
    const team = await makeTeam(app);
    const home = await makeTeam(app);
    const both = await signedIn(app, {
      companies: [team.company.id, home.company.id],
      permissions: ['vault.view'],
      into: team.company.id,
    });
    const atHome = await loginAs(app, both.email, both.password, { empresa_id: home.company.id });

    const off = await toggle(both.id, team.owner.token);
    expect(off.status, off.text).toBe(200);
    expect(off.body.message).toBe(
      'Acesso à empresa desativado. As sessões dele nesta empresa foram encerradas.',
    );
    expect(off.body.data).toMatchObject({ id: both.id, status: false, account_status: true, owner: false });

    // Its sessions into this company are ended (not only refused while the link is off).
    const sessions = await app.ctx.db.select().from(authSessions).where(eq(authSessions.userId, both.id));
    const reasons = new Map(sessions.map((x) => [x.empresaId, x.revokedReason]));
    expect(reasons).toEqual(
      new Map([
        [team.company.id, 'link_disabled'],
        [home.company.id, null],
      ]),
    );
    expect(await alive(both)).toBe(401);
    expect(
      (await app.call('POST', '/api/refresh-token', { body: { refresh_token: both.refresh } })).status,
    ).toBe(401);
    const here = await app.call('POST', '/api/login', {
      body: { email: both.email, password: both.password, empresa_id: team.company.id },
      ip: freshIp(),
    });
    expect(here.status).toBe(422);
    expect(here.body.code).toBe('COMPANY_REQUIRED');
    // The other company's session and the account are untouched.
    expect((await app.call('GET', '/api/auth/user', { token: atHome.access_token })).status).toBe(200);
    const [account] = await app.ctx.db.select().from(users).where(eq(users.id, both.id));
    expect(account?.status).toBe(true);

    const on = await toggle(both.id, team.owner.token, 'status');
    expect(on.status, on.text).toBe(200);
    expect(on.body).toMatchObject({
      message: 'Acesso à empresa reativado.',
      data: { id: both.id, status: true },
    });
    const back = await app.call('POST', '/api/login', {
      body: { email: both.email, password: both.password, empresa_id: team.company.id },
      ip: freshIp(),
    });
    expect(back.status, back.text).toBe(200);
    // The sessions it ended stay ended.
    expect(await alive(both)).toBe(401);
  });

  it('a member whose only company it is cannot sign in while disabled', async () => {
    const team = await makeTeam(app);
    const m = await team.member(['vault.view']);
    expect((await toggle(m.id, team.owner.token, 'status')).status).toBe(200);
    const login = await app.call('POST', '/api/login', {
      body: { email: m.email, password: m.password },
      ip: freshIp(),
    });
    expect(login.status).toBe(422);
    expect(login.body.code).toBe('USER_DISABLED');
  });

  it("refuses disabling oneself; 404 for another company's member, someone unlinked or unknown", async () => {
    const team = await makeTeam(app);
    const other = await makeTeam(app);
    const self = await toggle(team.owner.id, team.owner.token);
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('Você não pode desativar o seu próprio acesso à empresa.');
    const loner = await makeUser(app);
    for (const id of [other.owner.id, loner.id, 999999]) {
      const res = await toggle(id, team.owner.token);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND);
    }
    expect(await alive(other.owner)).toBe(200);
  });

  it('counts a member enabled again against the plan', async () => {
    const team = await makeTeam(app);
    const { plan } = await salePlan(app, { limits: { maxUsuarios: 2 } });
    await subscribe(app, team.company.id, plan.id);
    const m = await team.member(['vault.view']);
    expect((await toggle(m.id, team.owner.token)).status).toBe(200);
    await team.member(['vault.view']);
    const full = await toggle(m.id, team.owner.token);
    expect(full.status).toBe(402);
    expect(full.body).toMatchObject({ reason: 'UPGRADE_PLAN', module: 'users' });
    expect((await linkOf(team, m.id))?.status).toBe(false);
  });

  it("needs 'users.manage'; signatories are refused", async () => {
    const team = await makeTeam(app);
    const viewer = await team.member(['users.view']);
    const m = await team.member(['vault.view']);
    const signatory = (await loginAs(app, 'signatario@demo.local')).access_token;
    for (const token of [viewer.token, signatory]) {
      const res = await toggle(m.id, token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: 'Você não tem a permissão necessária: Gerenciar usuários (users.manage).',
        permission: 'users.manage',
      });
    }
    expect((await linkOf(team, m.id))?.status).toBe(true);
  });
});

describe('PUT /api/empresa/{id}/owner', () => {
  const transfer = (team: Team, userId: number, token: string, id = team.company.id) =>
    app.call('PUT', `/api/empresa/${id}/owner`, { token, body: { user_id: userId } });

  it('the owner hands the company over; the rules then protect the new owner', async () => {
    const team = await makeTeam(app);
    const heir = await team.member(PERMISSIONS, 'Hugo Herdeiro');
    expect(await ownsPerIdentity(team.owner)).toBe(true);
    expect(await ownsPerIdentity(heir)).toBe(false);
    const res = await transfer(team, heir.id, team.owner.token);
    expect(res.status, res.text).toBe(200);
    // The identity says so at once (the team page reads it to offer the transfer).
    expect(await ownsPerIdentity(team.owner)).toBe(false);
    expect(await ownsPerIdentity(heir)).toBe(true);
    expect(res.body.message).toBe('Hugo Herdeiro agora é o dono da empresa.');
    expect(res.body.data.owner).toEqual({ id: heir.id, nome: 'Hugo Herdeiro', email: heir.email });
    const [row] = await app.ctx.db.select().from(empresas).where(eq(empresas.id, team.company.id));
    expect(row?.ownerId).toBe(heir.id);
    const listed = await app.call('GET', '/api/usuarios?perPage=100', { token: heir.token });
    const owners = listed.body.data
      .filter((m: { owner: boolean }) => m.owner)
      .map((m: { id: number }) => m.id);
    expect(owners).toEqual([heir.id]);
    // Both keep their permissions; the former owner may no longer demote the new one, nor hand it back.
    expect((await linkOf(team, team.owner.id))?.permissions).toEqual([...PERMISSIONS]);
    expect((await setPermissions(team, heir.id, ['vault.view'], team.owner.token)).body).toEqual({
      message: OWNER,
    });
    const back = await transfer(team, team.owner.id, team.owner.token);
    expect(back.status).toBe(403);
    expect(back.body).toEqual({ message: 'Só o dono da empresa pode transferi-la.' });
    // The new owner may demote the former one.
    expect((await setPermissions(team, team.owner.id, ['vault.view'], heir.token)).status).toBe(200);
  });

  it('refuses a non-owner (403), an inactive member (422), another company or its member (404); an admin may', async () => {
    const team = await makeTeam(app);
    const other = await makeTeam(app);
    const manager = await team.member(PERMISSIONS);
    const off = await team.member(['vault.view']);
    expect((await toggle(off.id, team.owner.token)).status).toBe(200);

    const notOwner = await transfer(team, manager.id, manager.token);
    expect(notOwner.status).toBe(403);
    const inactive = await transfer(team, off.id, team.owner.token);
    expect(inactive.status).toBe(422);
    expect(inactive.body.errors.user_id).toEqual(['O novo dono precisa ser um membro ativo da empresa.']);
    expect((await transfer(team, other.owner.id, team.owner.token)).status).toBe(404);
    expect((await transfer(team, team.owner.id, team.owner.token, other.company.id)).status).toBe(404);
    const [row] = await app.ctx.db.select().from(empresas).where(eq(empresas.id, team.company.id));
    expect(row?.ownerId).toBe(team.owner.id);

    const byAdmin = await transfer(other, (await other.member(['vault.view'])).id, admin);
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(byAdmin.body.data.owner.id).not.toBe(other.owner.id);
  });
});
