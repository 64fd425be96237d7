// An invite says what the person will do (issue 32): an empty permission list is taken for a slip
// and refused with a message saying what to choose, by a company's manager and by the back office
// alike, creating nothing and mailing nobody; "Só assina" (signer_only, no permission) is a choice
// the invitee enters with, and signs what is sent to them in their inbox; the role presets of
// common/permissions.ts are what the dialogs send.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_PERMISSIONS,
  PERMISSIONS,
  permissionLabel,
  roleOf,
  rolePermissions,
} from '../../common/permissions.js';
import { invites } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, uniqueEmail } from '../helpers/fixtures.js';
import { acceptInvite, type Member, mailedInviteToken, makeTeam, type Team } from '../helpers/team.js';

const REQUIRED =
  'Escolha o que a pessoa poderá fazer: ao menos uma permissão, ou o perfil Só assina para quem apenas assina os documentos enviados a ela.';
const SIGNER_WITH_PERMISSIONS =
  'O perfil Só assina não leva permissões: desmarque-as ou escolha outro perfil.';

let app: TestApp;
let admin: string;
let team: Team;
let manager: Member;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  team = await makeTeam(app, 'Convites com Perfil Ltda');
  manager = await team.member(['vault.view', 'vault.upload', 'users.view', 'users.manage'], 'Gina Gestora');
});
afterAll(() => app?.close());

const invite = (body: Record<string, unknown>, token = manager.token) =>
  app.call('POST', '/api/convites', { token, body });
const pendingFor = (email: string) => app.ctx.db.select().from(invites).where(eq(invites.email, email));

describe('POST /api/convites with no permission', () => {
  it("is refused for a company's manager, naming what to choose, with nothing stored or mailed", async () => {
    for (const body of [{ permissions: [] }, { permissions: [], signer_only: false }]) {
      const email = uniqueEmail('vazio');
      const res = await invite({ email, ...body });
      expect(res.status, res.text).toBe(422);
      expect(res.body.message).toBe(REQUIRED);
      expect(res.body.errors).toEqual({ permissions: [REQUIRED] });
      expect(await pendingFor(email)).toHaveLength(0);
      expect(() => app.lastMailTo(email)).toThrow();
    }
  });

  it('is refused in the back office too', async () => {
    const company = await makeCompany(app, 'Convites Vazios Ltda');
    const email = uniqueEmail('vazio-admin');
    const res = await invite({ email, empresa_id: company.id, permissions: [] }, admin);
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors.permissions).toEqual([REQUIRED]);
    expect(await pendingFor(email)).toHaveLength(0);
  });

  it('refuses "só assina" together with permissions', async () => {
    const email = uniqueEmail('contraditorio');
    const res = await invite({ email, permissions: ['vault.view'], signer_only: true });
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors.permissions).toEqual([SIGNER_WITH_PERMISSIONS]);
    expect(await pendingFor(email)).toHaveLength(0);
  });
});

describe('the "Só assina" role', () => {
  it('invites with no permission on purpose; the invitee enters and has an inbox', async () => {
    const email = uniqueEmail('so-assina');
    const res = await invite({ email, nome: 'Sara Signatária', permissions: [], signer_only: true });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.permissions).toEqual([]);

    const token = await acceptInvite(app, mailedInviteToken(app, email), 'Sara Signatária');
    const me = await app.call('GET', '/api/auth/user', { token });
    expect(me.body.empresa.id).toBe(team.company.id);
    expect(me.body.permissions).toEqual([]);
    // What a signer needs asks for no permission: their inbox answers.
    const inbox = await app.call('GET', '/api/inbox', { token });
    expect(inbox.status, inbox.text).toBe(200);
    // And nothing else is open to them.
    expect((await app.call('GET', '/api/usuarios', { token })).status).toBe(403);
  });
});

describe('the role presets', () => {
  it('grant, out of what the inviter holds: everything (admin), the day-to-day work (operator), nothing (signer)', async () => {
    const held = ['vault.view', 'vault.upload', 'users.view', 'users.manage'];
    expect(rolePermissions('admin', held)).toEqual(held);
    expect(rolePermissions('operator', held)).toEqual(['vault.view', 'vault.upload']);
    expect(rolePermissions('signer', held)).toEqual([]);
    expect(rolePermissions('admin')).toEqual([...PERMISSIONS]);
    // The operator manages nothing but the contacts, and deletes nothing.
    const manages = OPERATOR_PERMISSIONS.filter((p) => p.endsWith('.manage') || p.endsWith('.delete'));
    expect(manages).toEqual(['contacts.manage']);
    expect(roleOf([...PERMISSIONS])).toBe('admin');
    expect(roleOf([...OPERATOR_PERMISSIONS].reverse())).toBe('operator');
    expect(roleOf([])).toBe('signer');
    expect(roleOf(['vault.view'])).toBeNull();
    expect(permissionLabel('users.manage')).toBe('Gerenciar usuários');
    expect(permissionLabel('users.manage', 'en')).toBe('Manage users');
  });

  it("are accepted as the manager's dialog sends them, within what the manager holds", async () => {
    for (const role of ['admin', 'operator'] as const) {
      const email = uniqueEmail(role);
      const permissions = rolePermissions(role, ['vault.view', 'vault.upload', 'users.view', 'users.manage']);
      const res = await invite({ email, permissions });
      expect(res.status, res.text).toBe(201);
      expect(res.body.data.permissions).toEqual(permissions);
    }
  });
});
