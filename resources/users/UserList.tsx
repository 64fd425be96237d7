// /usuarios: the platform's users (filters, sorting, Excel export, row actions) and, in a second
// tab, the invites still waiting to be accepted. On a phone the table becomes a compact list.
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { FilterText } from '../../src/components/list/FilterText';
import type { ListColumn } from '../../src/components/list/listColumn';
import { ResourceList } from '../../src/components/list/ResourceList';
import { formatDate } from '../../src/providers/format';
import { CompanyInput } from './CompanyInput';
import { PendingInvites } from './PendingInvites';
import { formatDocumento, StatusChip, type UserRecord } from './shared';
import { UserRowActions } from './UserRowActions';

const STATUS_CHOICES = [
  { id: 'true', name: 'resources.users.status.active' },
  { id: 'false', name: 'resources.users.status.inactive' },
];

const filters = [
  <FilterText key="nome" source="nome" alwaysOn />,
  <FilterText key="email" source="email" alwaysOn />,
  <FilterText key="documento" source="documento" alwaysOn />,
  <CompanyInput key="empresa_id" source="empresa_id" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
];

/** The columns both user lists share. */
export const userColumns: Record<'nome' | 'email' | 'documento', ListColumn<UserRecord>> = {
  nome: { source: 'nome', sortable: true, phone: 'primary', excel: { width: 32 } },
  email: { source: 'email', sortable: true, phone: 'secondary', excel: { width: 32 } },
  documento: {
    source: 'documento',
    sortable: true,
    text: (r) => formatDocumento(r.documento),
    excel: { width: 16 },
  },
};

const columns: ListColumn<UserRecord>[] = [
  userColumns.nome,
  userColumns.email,
  userColumns.documento,
  {
    source: 'empresas',
    text: (r) => (r.empresas ?? []).map((e) => e.nome).join(', '),
    render: (r) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {(r.empresas ?? []).map((e) => (
          <Chip key={e.id} size="small" label={e.nome} variant={e.status ? 'filled' : 'outlined'} />
        ))}
      </Box>
    ),
    phone: 'secondary',
    excel: { width: 40 },
  },
  {
    source: 'status',
    render: (r) => <StatusChip active={r.status} />,
    phone: 'tertiary',
    excel: {
      value: (r, { translate }) =>
        translate(r.status ? 'resources.users.status.active' : 'resources.users.status.inactive'),
      width: 12,
    },
  },
  {
    source: 'created_at',
    sortable: true,
    text: (r, { lang }) => formatDate(r.created_at, lang),
    excel: { width: 14 },
  },
];

const UsersTable = () => (
  <ResourceList<UserRecord>
    resource="users"
    columns={columns}
    filters={filters}
    sort={{ field: 'nome', order: 'ASC' }}
    links={[
      { to: '/users/cadastrar', label: 'resources.users.list.invite', icon: <PersonAddIcon /> },
      { to: '/usuarios/excluidos', label: 'resources.users.list.deleted', icon: <DeleteSweepIcon /> },
    ]}
    exportFile="resources.users.list.export_file"
    rowLink={(r) => `/users/${r.id}/editar`}
    actions={() => <UserRowActions />}
    actionsLabel="resources.users.list.actions"
  />
);

export default function UserList() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          label={translate('resources.users.list.tab_users')}
          id="users-tab-0"
          aria-controls="users-panel-0"
        />
        <Tab
          label={translate('resources.users.list.tab_invites')}
          id="users-tab-1"
          aria-controls="users-panel-1"
        />
      </Tabs>
      <div role="tabpanel" id={`users-panel-${tab}`} aria-labelledby={`users-tab-${tab}`}>
        {tab === 0 ? <UsersTable /> : <PendingInvites />}
      </div>
    </Box>
  );
}
