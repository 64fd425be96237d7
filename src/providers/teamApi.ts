// The company's team as its own members run it (users.view / users.manage): GET /api/usuarios,
// which dataProvider.ts maps for the 'team' resource, answers with the caller's company's members;
// these are the calls beside it. The pending invites' calls are usersApi's (shared with the back
// office). Refusals the page shows itself: a 403 names the permission the caller lacks or protects
// the owner (a toast, not the 403 page), a 422 lands on the invite form's fields.
import type { Identifier } from 'ra-core';
import type { UserPermissionsView } from '../../common/schemas/backofficeUsers';
import type { CompanyView } from '../../common/schemas/companies';
import type { TeamMemberView } from '../../common/schemas/team';
import { request } from './http';

export type TeamMember = TeamMemberView;

export interface TeamInvite {
  email: string;
  nome: string | null;
  permissions: string[];
  /** No permission on purpose: the person only signs what is sent to them. */
  signer_only?: boolean;
}

const user = (id: Identifier) => `/api/usuario/${encodeURIComponent(String(id))}`;

export const teamApi = {
  /** The member's permissions here and what the caller may grant. */
  permissions: async (userId: Identifier) =>
    (await request<{ data: UserPermissionsView }>(`${user(userId)}/permissions`)).data,
  savePermissions: (userId: Identifier, empresaId: number, permissions: string[]) =>
    request<{ message: string; data: UserPermissionsView }>(`${user(userId)}/permission`, {
      method: 'PUT',
      body: { empresa_id: empresaId, permissions },
      handle: [403],
    }),
  /** The member's access to the company: off (their sessions in it end) ⇄ on. */
  toggleAccess: (userId: Identifier) =>
    request<{ message: string; data: TeamMember }>(`${user(userId)}/disable`, {
      method: 'PUT',
      handle: [403],
    }),
  /** Into the caller's own company. */
  invite: (invite: TeamInvite) =>
    request<{ message: string }>('/api/convites', { method: 'POST', body: invite, handle: [403, 422] }),
  /** Only the owner hands the company over, to an active member. */
  transferOwner: (empresaId: number, userId: Identifier) =>
    request<{ message: string; data: CompanyView }>(`/api/empresa/${empresaId}/owner`, {
      method: 'PUT',
      body: { user_id: Number(userId) },
      handle: [403],
    }),
};
