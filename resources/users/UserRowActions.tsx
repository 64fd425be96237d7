// The ⋮ menu of a user row (also on right-click): edit, disable/enable, delete (to the deleted
// users, recoverable), each dangerous one after a confirmation.
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router';
import { RowActions } from '../../src/components/list/RowActions';
import { asked, useRecordActions } from '../../src/components/list/useRecordActions';
import { usersApi } from '../../src/providers/usersApi';
import type { UserRecord } from './shared';

type User = Pick<UserRecord, 'id' | 'nome' | 'status'>;

const ACTIONS = {
  // Not the generic status action: users have their own (PUT /api/usuario/{id}/disable).
  toggle: (u: User) => ({
    ...asked('users', u.status ? 'disable' : 'enable', u.status),
    run: () => usersApi.toggleStatus(u.id),
  }),
  remove: asked('users', 'delete', true),
};

/** Asks, then disables an active user or enables an inactive one (also on the user's page). */
export function useToggleStatus() {
  const { run, dialog } = useRecordActions<User>('users', ACTIONS, (u) => u.nome);
  return { toggle: (user: User) => run('toggle', user), dialog };
}

export function UserRowActions() {
  const record = useRecordContext<UserRecord>();
  const navigate = useNavigate();
  const { run, dialog } = useRecordActions<User>('users', ACTIONS, (u) => u.nome);
  if (!record) return null;
  return (
    <>
      <RowActions
        label="resources.users.list.actions"
        actions={[
          {
            label: 'resources.users.action.edit',
            icon: <EditIcon fontSize="small" />,
            onClick: () => navigate(`/users/${record.id}/editar`),
          },
          {
            label: record.status ? 'resources.users.action.disable' : 'resources.users.action.enable',
            icon: record.status ? <BlockIcon fontSize="small" /> : <CheckCircleIcon fontSize="small" />,
            onClick: () => run('toggle', record),
          },
          {
            label: 'resources.users.action.delete',
            icon: <DeleteIcon fontSize="small" />,
            onClick: () => run('remove', record),
          },
        ]}
      />
      {dialog}
    </>
  );
}
