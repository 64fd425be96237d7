// What a manager may do to a member, offered by each row's ⋮ menu: edit permissions (a dialog),
// disable or re-enable their access, and — for the owner — hand the company over. Actions the caller
// cannot do are hidden (themselves, the owner, inactive members) or disabled (a member holding a
// permission the caller lacks); the API decides anyway, and its refusals show as its message.
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import KeyIcon from '@mui/icons-material/Key';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useRefresh } from 'react-admin';
import type { RowAction } from '../../src/components/list/RowActions';
import { useConfirmAction } from '../../src/components/list/useConfirmAction';
import { refreshIdentity } from '../../src/layout/LiveUserUpdates';
import { type TeamMember, teamApi } from '../../src/providers/teamApi';
import { useRefusal } from '../users/shared';
import { MemberPermissionsDialog } from './MemberPermissionsDialog';
import type { TeamCaller } from './useTeamCaller';

type ActionsFor = (member: TeamMember) => RowAction[];

const TeamActionsContext = createContext<ActionsFor>(() => []);

/** The actions of one member's row. */
export const useMemberActions = (member: TeamMember | undefined): RowAction[] => {
  const actionsFor = useContext(TeamActionsContext);
  return member ? actionsFor(member) : [];
};

export function TeamActionsProvider({ caller, children }: { caller: TeamCaller; children: ReactNode }) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const refusing = useRefusal();
  const { ask, dialog } = useConfirmAction();
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const closeEditing = useCallback(() => setEditing(null), []);

  const actionsFor = useCallback<ActionsFor>(
    (m) => {
      const self = m.id === caller.id;
      const outranks = !self && m.permissions.some((p) => !caller.permissions.includes(p));
      const toggle = m.status ? 'disable' : 'enable';
      return [
        {
          label: 'resources.team.action.permissions',
          icon: <KeyIcon fontSize="small" />,
          hidden: !caller.canManage || !m.status,
          disabled: outranks,
          onClick: () => setEditing(m),
        },
        {
          label: `resources.team.action.${toggle}`,
          icon: m.status ? <BlockIcon fontSize="small" /> : <CheckCircleIcon fontSize="small" />,
          hidden: !caller.canManage || self || m.owner,
          disabled: outranks,
          onClick: () =>
            ask({
              title: `resources.team.action.${toggle}`,
              content: `resources.team.confirm.${toggle}`,
              confirm: `resources.team.action.${toggle}`,
              args: { name: m.nome },
              destructive: m.status,
              run: () => refusing(teamApi.toggleAccess(m.id)),
              done: m.status ? 'resources.team.notify.disabled' : 'resources.team.notify.enabled',
              after: refresh,
            }),
        },
        {
          label: 'resources.team.action.transfer',
          icon: <WorkspacePremiumIcon fontSize="small" />,
          hidden: !caller.isOwner || self || !m.status || !m.account_status,
          onClick: () =>
            ask({
              title: 'resources.team.action.transfer',
              content: 'resources.team.confirm.transfer',
              confirm: 'resources.team.action.transfer',
              args: { name: m.nome },
              destructive: true,
              run: () => refusing(teamApi.transferOwner(caller.empresaId, m.id)),
              done: 'resources.team.notify.transferred',
              doneArgs: { name: m.nome },
              // The caller no longer owns the company: the identity says so at once (the live
              // 'user.updated' event follows for their other tabs), and the list moves the owner chip.
              after: () => {
                void refreshIdentity(queryClient);
                refresh();
              },
            }),
        },
      ];
    },
    [caller, ask, refresh, queryClient, refusing],
  );

  return (
    <TeamActionsContext.Provider value={actionsFor}>
      {children}
      {dialog}
      <MemberPermissionsDialog member={editing} onClose={closeEditing} />
    </TeamActionsContext.Provider>
  );
}
