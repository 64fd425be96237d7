// Who is running the team page: their id, company and permissions (from the identity), and whether
// they own the company (their own row of the team list says so; refreshed with the list).
import { useGetIdentity, useGetList } from 'react-admin';
import { hasPermission } from '../../common/permissions';
import type { TeamMember } from '../../src/providers/teamApi';

export interface TeamCaller {
  id: number;
  empresaId: number;
  permissions: string[];
  canManage: boolean;
  isOwner: boolean;
}

export function useTeamCaller(): TeamCaller | undefined {
  const { identity } = useGetIdentity();
  const email = typeof identity?.email === 'string' ? identity.email : '';
  const { data } = useGetList<TeamMember>(
    'team',
    { filter: { email }, pagination: { page: 1, perPage: 10 }, sort: { field: 'nome', order: 'ASC' } },
    { enabled: email !== '' },
  );
  const empresaId = (identity?.empresa as { id: number } | null | undefined)?.id;
  if (!identity || empresaId === undefined) return undefined;
  const permissions = (identity.permissoes as string[] | undefined) ?? [];
  return {
    id: Number(identity.id),
    empresaId,
    permissions,
    canManage: hasPermission(permissions, 'users.manage'),
    isOwner: data?.some((m) => m.id === Number(identity.id) && m.owner) ?? false,
  };
}
