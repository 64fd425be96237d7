// The platform's users back office outside react-admin's CRUD (which dataProvider.ts maps for the
// 'users' resource): company links, per-company permissions, status, deletion, invites, positions.
import type { Identifier } from 'ra-core';
import type {
  BackofficeUserView,
  CargoView,
  InviteView,
  UserCompanyView,
  UserPermissionsView,
} from '../../common/schemas/backofficeUsers';
import { recordActions } from './dataProvider';
import { request } from './http';

export type UserCompany = UserCompanyView;
export type UserPermissions = UserPermissionsView;
export type Invite = InviteView;
export type Cargo = CargoView;
export type UserView = BackofficeUserView;
export interface NewInvite {
  email: string;
  nome?: string | null;
  empresa_id: number;
  permissions: string[];
  /** No permission on purpose: the person only signs what is sent to them. */
  signer_only?: boolean;
}

const user = (id: Identifier) => `/api/usuario/${encodeURIComponent(String(id))}`;
const invitePath = (id: Identifier) => `/api/invite/${encodeURIComponent(String(id))}`;

export const usersApi = {
  companies: async (userId: Identifier) =>
    (await request<{ data: UserCompany[] }>(`${user(userId)}/companies`)).data,
  link: (userId: Identifier, empresaId: number, permissions: string[]) =>
    request('/api/usuario/company', {
      method: 'PUT',
      body: { user_id: Number(userId), empresa_id: empresaId, permissions },
    }),
  unlink: (userId: Identifier, empresaId: number) =>
    request(`${user(userId)}/remover-vinculo`, { method: 'DELETE', query: { empresa_id: empresaId } }),
  permissions: async (userId: Identifier, empresaId: number) =>
    (
      await request<{ data: UserPermissions }>(`${user(userId)}/permissions`, {
        query: { empresa_id: empresaId },
      })
    ).data,
  /** A 403 (granting a permission the caller lacks) is left to the caller, who shows its message. */
  savePermissions: (userId: Identifier, empresaId: number, permissions: string[]) =>
    request(`${user(userId)}/permission`, {
      method: 'PUT',
      body: { empresa_id: empresaId, permissions },
      handle: [403],
    }),
  /** Active ⇄ inactive. */
  toggleStatus: (userId: Identifier) => request(`${user(userId)}/disable`, { method: 'PUT' }),
  restore: (userId: Identifier) => recordActions.restore<UserView>('users', userId),
  /** Permanent; only for a user already soft-deleted. */
  destroy: (userId: Identifier) => request(`${user(userId)}/excluir`, { method: 'DELETE' }),
  invite: (invite: NewInvite) => request('/api/convites', { method: 'POST', body: invite }),
  invites: (query: { page: number; perPage: number; empresa_id?: number }) =>
    request<{ data: Invite[]; total: number }>('/api/convites', { query }),
  /** A 403 (an invite holding a permission the caller lacks) is left to the caller, as below. */
  cancelInvite: (inviteId: Identifier) =>
    request(`${invitePath(inviteId)}/cancelar`, { method: 'DELETE', handle: [403] }),
  /** Mails a new 7-day link; the old one stops working. */
  resendInvite: (inviteId: Identifier) =>
    request(`${invitePath(inviteId)}/reenviar`, { method: 'POST', handle: [403] }),
  cargos: async () => (await request<{ data: Cargo[] }>('/api/cargos')).data,
};
