// Who is running the team page: their id, company, permissions and whether they own the company, all
// from the identity (refreshed after an owner transfer, and by the live 'user.updated' event).
import { useAccess } from '../../src/providers/access';

export interface TeamCaller {
  id: number;
  empresaId: number;
  permissions: string[];
  canManage: boolean;
  isOwner: boolean;
}

export function useTeamCaller(): TeamCaller | undefined {
  const { identity: who, permissions, can } = useAccess();
  const company = who?.empresa;
  if (!who || !company) return undefined;
  return {
    id: Number(who.id),
    empresaId: company.id,
    permissions,
    canManage: can('users.manage'),
    isOwner: company.owner === true,
  };
}
