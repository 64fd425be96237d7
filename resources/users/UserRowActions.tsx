// The ⋮ menu of a user row (also on right-click): edit, disable/enable, delete (to the deleted
// users, recoverable), each dangerous one after a confirmation.
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router';
import { RowActions } from '../../src/components/list/RowActions';
import { usersApi } from '../../src/providers/usersApi';
import type { UserRecord } from './shared';
import { useConfirmAction } from './useConfirmAction';

/** Asks, then disables an active user or enables an inactive one. */
export function useToggleStatus() {
  const refresh = useRefresh();
  const { ask, dialog } = useConfirmAction();
  const toggle = (user: Pick<UserRecord, 'id' | 'nome' | 'status'>) =>
    ask({
      title: user.status ? 'resources.users.confirm.disable_title' : 'resources.users.confirm.enable_title',
      content: user.status
        ? 'resources.users.confirm.disable_content'
        : 'resources.users.confirm.enable_content',
      confirm: user.status ? 'resources.users.action.disable' : 'resources.users.action.enable',
      args: { name: user.nome },
      destructive: user.status,
      run: () => usersApi.toggleStatus(user.id),
      done: user.status ? 'resources.users.notify.disabled' : 'resources.users.notify.enabled',
      after: refresh,
    });
  return { toggle, dialog };
}

export function UserRowActions() {
  const record = useRecordContext<UserRecord>();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { toggle, dialog: statusDialog } = useToggleStatus();
  const { ask, dialog } = useConfirmAction();
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
            onClick: () => toggle(record),
          },
          {
            label: 'resources.users.action.delete',
            icon: <DeleteIcon fontSize="small" />,
            onClick: () =>
              ask({
                title: 'resources.users.confirm.delete_title',
                content: 'resources.users.confirm.delete_content',
                confirm: 'resources.users.action.delete',
                args: { name: record.nome },
                destructive: true,
                run: () => dataProvider.delete('users', { id: record.id, previousData: record }),
                done: 'resources.users.notify.deleted',
                after: refresh,
              }),
          },
        ]}
      />
      {statusDialog}
      {dialog}
    </>
  );
}
