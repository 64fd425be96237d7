// A company's team for the team tests: a company with its owner (every permission) and members
// with chosen permissions, each signed in to it; and the invite link as the mail carries it.
import { expect } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import { setCompanyOwner } from '../../server/db/queries/team.js';
import { updateUser } from '../../server/db/queries/users.js';
import { freshIp, loginAs, TEST_APP_URL, type TestApp } from './app.js';
import { makeCompany, makeUser } from './fixtures.js';

export interface Member {
  id: number;
  nome: string;
  email: string;
  password: string;
  /** An access token into the team's company. */
  token: string;
  refresh: string;
}

export interface Team {
  company: Awaited<ReturnType<typeof makeCompany>>;
  owner: Member;
  /** A new member of the company with these permissions (a name, to find them by), signed in. */
  member(permissions: readonly string[], nome?: string): Promise<Member>;
}

/** A user linked to the companies (the first one entered), renamed and signed in to `into`. */
export async function signedIn(
  app: TestApp,
  o: { companies: number[]; permissions: readonly string[]; nome?: string; into?: number },
): Promise<Member> {
  const u = await makeUser(app, {
    companies: o.companies,
    permissions: [...o.permissions],
    selected: o.companies[0],
  });
  const nome = o.nome ?? 'Pessoa Equipe';
  await updateUser(app.ctx.db, u.id, { nome });
  const session = await loginAs(app, u.email, u.password, o.into ? { empresa_id: o.into } : {});
  return {
    id: u.id,
    nome,
    email: u.email,
    password: u.password,
    token: session.access_token,
    refresh: session.refresh_token,
  };
}

/** A company whose owner holds every permission, ready to add members to. */
export async function makeTeam(app: TestApp, name?: string): Promise<Team> {
  const company = await makeCompany(app, name);
  const owner = await signedIn(app, {
    companies: [company.id],
    permissions: PERMISSIONS,
    nome: 'Olívia Dona',
  });
  await setCompanyOwner(app.ctx.db, company.id, owner.id);
  return {
    company,
    owner,
    member: (permissions, nome) => signedIn(app, { companies: [company.id], permissions, nome }),
  };
}

/** The token at the end of the invite link last mailed to this address. */
export function mailedInviteToken(app: TestApp, email: string): string {
  const link = app.lastMailTo(email).links[0] ?? '';
  const prefix = `${TEST_APP_URL}/cadastrar-usuario/`;
  expect(link.startsWith(prefix), link).toBe(true);
  return link.slice(prefix.length);
}

/** Accepts an invite as a newcomer; returns the new account's access token. */
export async function acceptInvite(app: TestApp, token: string, nome = 'Nova Pessoa'): Promise<string> {
  const res = await app.call('POST', '/api/usuario/cadastrar', {
    body: { token, nome, password: 'convite123', password_confirmation: 'convite123' },
    ip: freshIp(),
  });
  expect(res.status, res.text).toBe(201);
  return res.body.access_token as string;
}
