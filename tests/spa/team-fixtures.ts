// The company's team as GET /api/usuarios answers a company user, and the signed-in manager, for the
// team-*.test.ts files: members, a scripted API (list, permissions, invites), the caller's identity
// (owning the company or not) and the page rendered at /equipe.
import { createElement } from 'react';
import { AuthContext } from 'react-admin';
import TeamPage from '../../resources/team/TeamPage';
import '../../resources/team/messages';
import { authProvider } from '../../src/providers/authProvider';
import type { TeamMember } from '../../src/providers/teamApi';
import { type Call, mockApi, render, text } from './devices-render';
import { waitFor } from './waitFor';

export const EMPRESA_ID = 5;

export const member = (over: Partial<TeamMember> = {}): TeamMember => ({
  id: 2,
  nome: 'Ana Colega',
  email: 'ana@demo.test',
  phone: null,
  status: true,
  account_status: true,
  permissions: ['vault.view'],
  owner: false,
  last_access_at: null,
  created_at: '2026-11-01T12:00:00.000Z',
  ...over,
});

/** The caller: the owner, holding every permission but `lacking`. */
export const manager = (over: Partial<TeamMember> = {}) =>
  member({
    id: 1,
    nome: 'Gestor Demo',
    email: 'gestor@demo.test',
    owner: true,
    permissions: ['vault.view', 'users.view', 'users.manage', 'company.manage'],
    last_access_at: '2026-11-20T13:30:00.000Z',
    ...over,
  });

type Answer = { status?: number; body?: unknown } | undefined;

/** Answers the team list with `members`; other calls go to `handler`. */
export function teamApi(members: TeamMember[], handler: (call: Call) => Answer = () => undefined) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/usuarios')
      return { body: { data: members, total: members.length } };
    if (call.method === 'GET' && call.path === '/api/convites')
      return handler(call) ?? { body: { data: [], total: 0 } };
    return handler(call);
  });
}

/** The caller's identity (GET /api/auth/user): id 1 in company 5, owning it or not. */
export const callerIdentity = (owner = true) => ({
  id: 1,
  email: 'gestor@demo.test',
  empresa: { id: EMPRESA_ID, nome: 'Demo Ltda', owner },
});

/**
 * /equipe for the caller holding `permissions`, once the members are shown. With `appAuth`, under
 * the app's own authProvider (its identity cache included): the identity is then whatever
 * GET /api/auth/user answers, and `identity` is not used.
 */
export async function renderTeam(permissions: string[], identity = callerIdentity(), appAuth = false) {
  const page = createElement(TeamPage);
  await render(appAuth ? createElement(AuthContext.Provider, { value: authProvider }, page) : page, {
    path: '/equipe',
    pattern: '/equipe',
    permissions,
    identity,
  });
  await waitFor(() => text().includes('Ana Colega'), 'the members');
}
