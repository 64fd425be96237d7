// Who is running the team page: their id, company, permissions and whether they own the company, all
// from the identity (refreshed after an owner transfer, and by the live 'user.updated' event).
import { useGetIdentity } from 'react-admin';
import { hasPermission } from '../../common/permissions';
import type { Identity } from '../../common/schemas/auth';

export interface TeamCaller {
  id: number;
  empresaId: number;
  permissions: string[];
  canManage: boolean;
  isOwner: boolean;
}

export function useTeamCaller(): TeamCaller | undefined {
  const { identity } = useGetIdentity();
  const who = identity as Partial<Identity> | undefined;
  const company = who?.empresa;
  if (!who || !company) return undefined;
  const permissions = who.permissoes ?? [];
  return {
    id: Number(who.id),
    empresaId: company.id,
    permissions,
    canManage: hasPermission(permissions, 'users.manage'),
    isOwner: company.owner === true,
  };
}
