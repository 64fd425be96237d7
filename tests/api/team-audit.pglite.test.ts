// The company's audit trail names who changed the team and the company, and when: invites sent,
// resent and revoked, permissions changed, access switched, the owner handed over, the company's
// data edited. Refused acts leave nothing; another company's trail shows none of it; reading it
// needs audit.view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { uniqueEmail } from '../helpers/fixtures.js';
import { type Member, makeTeam, type Team } from '../helpers/team.js';

let app: TestApp;
let team: Team;
let other: Team;
let manager: Member;

beforeAll(async () => {
  app = await startTestApp();
  team = await makeTeam(app, 'Trilha Própria Ltda');
  other = await makeTeam(app, 'Outra Trilha Ltda');
  manager = await team.member(['vault.view', 'users.view', 'users.manage', 'audit.view'], 'Mara Gestora');
});
afterAll(() => app?.close());

const trail = async (token = team.owner.token) => {
  const res = await app.call('GET', '/api/auditoria?perPage=100', { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data as {
    acao: string;
    alvo: string;
    ator: { id: number; nome: string };
    dados: Record<string, unknown>;
  }[];
};

describe('the audit trail of the team and the company', () => {
  it('records each change with who made it and what changed', async () => {
    const email = uniqueEmail('convidada');
    const invite = await app.call('POST', '/api/convites', {
      token: manager.token,
      body: { email, permissions: ['vault.view'] },
    });
    expect(invite.status, invite.text).toBe(201);
    const inviteId = invite.body.data?.id ?? invite.body.id;
    expect(
      (await app.call('POST', `/api/invite/${inviteId}/reenviar`, { token: manager.token })).status,
    ).toBe(200);
    expect(
      (await app.call('DELETE', `/api/invite/${inviteId}/cancelar`, { token: manager.token })).status,
    ).toBe(200);

    const colleague = await team.member(['vault.view'], 'Caio Colega');
    const perms = await app.call('PUT', `/api/usuario/${colleague.id}/permission`, {
      token: manager.token,
      body: { empresa_id: team.company.id, permissions: ['vault.view', 'users.view'] },
    });
    expect(perms.status, perms.text).toBe(200);
    expect(
      (await app.call('PUT', `/api/usuario/${colleague.id}/disable`, { token: manager.token })).status,
    ).toBe(200);
    const edit = await app.call('PUT', `/api/empresa/${team.company.id}/editar`, {
      token: team.owner.token,
      body: { razao_social: 'Trilha Renomeada Ltda' },
    });
    expect(edit.status, edit.text).toBe(200);

    const acts = await trail();
    const find = (acao: string) => acts.find((a) => a.acao === acao);
    expect(find('team.invited')).toMatchObject({
      ator: { id: manager.id, nome: 'Mara Gestora' },
      dados: { email, permissions: ['vault.view'] },
    });
    expect(find('team.invite_resent')).toMatchObject({ alvo: `convite:${inviteId}` });
    expect(find('team.invite_revoked')).toMatchObject({ alvo: `convite:${inviteId}` });
    expect(find('team.permissions_changed')).toMatchObject({
      alvo: `usuario:${colleague.id}`,
      dados: { permissions: ['vault.view', 'users.view'] },
    });
    expect(find('team.access_switched')).toMatchObject({ alvo: `usuario:${colleague.id}` });
    expect(find('company.updated')).toMatchObject({
      ator: { id: team.owner.id },
      dados: { razao_social: 'Trilha Renomeada Ltda' },
    });
    // Newest first.
    expect(acts.findIndex((a) => a.acao === 'company.updated')).toBeLessThan(
      acts.findIndex((a) => a.acao === 'team.invited'),
    );
  });

  it('leaves nothing for a refused act, and shows nothing to another company or without audit.view', async () => {
    const before = (await trail()).length;
    const refused = await app.call('PUT', `/api/usuario/${team.owner.id}/permission`, {
      token: manager.token,
      body: { empresa_id: team.company.id, permissions: ['vault.view'] },
    });
    expect(refused.status).toBe(403);
    expect(await trail()).toHaveLength(before);
    expect((await trail(other.owner.token)).some((a) => a.ator?.id === manager.id)).toBe(false);
    const plain = await team.member(['vault.view'], 'Sem Auditoria');
    expect((await app.call('GET', '/api/auditoria', { token: plain.token })).status).toBe(403);
  });
});
