// /usuarios/excluidos: the soft-deleted users, each recoverable or deletable for good (after a
// warning that it cannot be undone).
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import PeopleIcon from '@mui/icons-material/People';
import RestoreIcon from '@mui/icons-material/Restore';
import { useRecordContext } from 'react-admin';
import { FilterText } from '../../src/components/list/FilterText';
import type { ListColumn } from '../../src/components/list/listColumn';
import { ResourceList } from '../../src/components/list/ResourceList';
import { RowActions } from '../../src/components/list/RowActions';
import { asked, useRecordActions } from '../../src/components/list/useRecordActions';
import { formatDateTime } from '../../src/providers/format';
import { usersApi } from '../../src/providers/usersApi';
import type { UserRecord } from './shared';
import { userColumns } from './UserList';

const filters = [
  <FilterText key="nome" source="nome" alwaysOn />,
  <FilterText key="email" source="email" alwaysOn />,
];

const columns: ListColumn<UserRecord>[] = [
  userColumns.nome,
  userColumns.email,
  userColumns.documento,
  {
    source: 'deleted_at',
    text: (r, { lang }) => (r.deleted_at ? formatDateTime(r.deleted_at, lang) : ''),
    phone: 'secondary',
    excel: { width: 18 },
  },
];

const ACTIONS = {
  restore: asked('users', 'restore'),
  destroy: { ...asked('users', 'destroy', true), run: (r: UserRecord) => usersApi.destroy(r.id) },
};

function DeletedRowActions() {
  const record = useRecordContext<UserRecord>();
  const { run, dialog } = useRecordActions<UserRecord>('users', ACTIONS, (r) => r.nome);
  if (!record) return null;
  return (
    <>
      <RowActions
        label="resources.users.list.actions"
        actions={[
          {
            label: 'resources.users.action.restore',
            icon: <RestoreIcon fontSize="small" />,
            onClick: () => run('restore', record),
          },
          {
            label: 'resources.users.action.destroy',
            icon: <DeleteForeverIcon fontSize="small" />,
            onClick: () => run('destroy', record),
          },
        ]}
      />
      {dialog}
    </>
  );
}

export default function UserDeletedList() {
  return (
    <ResourceList<UserRecord>
      deleted
      resource="users"
      columns={columns}
      filters={filters}
      sort={{ field: 'nome', order: 'ASC' }}
      links={[{ to: '/usuarios', label: 'resources.users.list.back', icon: <PeopleIcon /> }]}
      exportFile="resources.users.list.export_deleted_file"
      actions={() => <DeletedRowActions />}
      actionsLabel="resources.users.list.actions"
    />
  );
}
