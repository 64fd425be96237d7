// /usuarios: the platform's users (filters, sorting, Excel export, row actions) and, in a second
// tab, the invites still waiting to be accepted. On a phone the table becomes a compact list.
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import {
  Button,
  DataTable,
  LinkBase,
  List,
  SelectInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { ExportButton } from '../../src/components/list/ExportButton';
import { excelExporter } from '../../src/components/list/excelExporter';
import { FilterText } from '../../src/components/list/FilterText';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import { formatDate } from '../../src/providers/format';
import { CompanyInput } from './CompanyInput';
import { PendingInvites } from './PendingInvites';
import { formatDocumento, StatusChip, type UserRecord, useLanguage } from './shared';
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

function ListActions() {
  return (
    <TopToolbar>
      <Button component={LinkBase} to="/users/cadastrar" label="resources.users.list.invite">
        <PersonAddIcon />
      </Button>
      <Button component={LinkBase} to="/usuarios/excluidos" label="resources.users.list.deleted">
        <DeleteSweepIcon />
      </Button>
      <ExportButton />
    </TopToolbar>
  );
}

function CompanyChips() {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {(record.empresas ?? []).map((e) => (
        <Chip key={e.id} size="small" label={e.nome} variant={e.status ? 'filled' : 'outlined'} />
      ))}
    </Box>
  );
}

function UsersTable() {
  const translate = useTranslate();
  const lang = useLanguage();
  const isPhone = useIsPhone();
  const exporter = excelExporter<UserRecord>(
    translate('resources.users.list.export_file'),
    [
      { header: 'resources.users.fields.nome', value: (r) => r.nome, width: 32 },
      { header: 'resources.users.fields.email', value: (r) => r.email, width: 32 },
      { header: 'resources.users.fields.documento', value: (r) => formatDocumento(r.documento), width: 16 },
      {
        header: 'resources.users.fields.empresas',
        value: (r) => (r.empresas ?? []).map((e) => e.nome).join(', '),
        width: 40,
      },
      {
        header: 'resources.users.fields.status',
        value: (r) =>
          translate(r.status ? 'resources.users.status.active' : 'resources.users.status.inactive'),
        width: 12,
      },
      {
        header: 'resources.users.fields.created_at',
        value: (r) => formatDate(r.created_at, lang),
        width: 14,
      },
    ],
    translate,
  );
  return (
    <List
      resource="users"
      empty={false}
      title={false}
      filters={filters}
      sort={{ field: 'nome', order: 'ASC' }}
      actions={<ListActions />}
      exporter={exporter}
    >
      {isPhone ? (
        <CompactList<UserRecord>
          primaryText={(r) => r.nome}
          secondaryText={(r) =>
            [r.email, (r.empresas ?? []).map((e) => e.nome).join(', ')].filter(Boolean).join(' · ')
          }
          tertiaryText={(r) => <StatusChip active={r.status} />}
          link={(r) => `/users/${r.id}/editar`}
          actions={() => <UserRowActions />}
        />
      ) : (
        <DataTable<UserRecord> rowClick={(id) => `/users/${id}/editar`} bulkActionButtons={false}>
          <DataTable.Col source="nome" />
          <DataTable.Col source="email" />
          <DataTable.Col source="documento" disableSort render={(r) => formatDocumento(r.documento)} />
          <DataTable.Col source="empresas" disableSort render={() => <CompanyChips />} />
          <DataTable.Col source="status" disableSort render={(r) => <StatusChip active={r.status} />} />
          <DataTable.Col source="created_at" render={(r) => formatDate(r.created_at, lang)} />
          <DataTable.Col
            label={translate('resources.users.list.actions')}
            disableSort
            align="right"
            render={() => <UserRowActions />}
          />
        </DataTable>
      )}
    </List>
  );
}

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
