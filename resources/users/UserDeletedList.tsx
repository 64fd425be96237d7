// /usuarios/excluidos: the soft-deleted users, each recoverable or deletable for good (after a
// warning that it cannot be undone).
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import PeopleIcon from '@mui/icons-material/People';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  Button,
  DataTable,
  LinkBase,
  List,
  TopToolbar,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { ExportButton } from '../../src/components/list/ExportButton';
import { excelExporter } from '../../src/components/list/excelExporter';
import { FilterText } from '../../src/components/list/FilterText';
import { RowActions } from '../../src/components/list/RowActions';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import { formatDateTime } from '../../src/providers/format';
import { usersApi } from '../../src/providers/usersApi';
import { formatDocumento, type UserRecord, useLanguage } from './shared';
import { useConfirmAction } from './useConfirmAction';

const filters = [
  <FilterText key="nome" source="nome" alwaysOn />,
  <FilterText key="email" source="email" alwaysOn />,
];

function DeletedActions() {
  return (
    <TopToolbar>
      <Button component={LinkBase} to="/usuarios" label="resources.users.list.back">
        <PeopleIcon />
      </Button>
      <ExportButton />
    </TopToolbar>
  );
}

function DeletedRowActions() {
  const record = useRecordContext<UserRecord>();
  const refresh = useRefresh();
  const { ask, dialog } = useConfirmAction();
  if (!record) return null;
  const args = { name: record.nome };
  return (
    <>
      <RowActions
        label="resources.users.list.actions"
        actions={[
          {
            label: 'resources.users.action.restore',
            icon: <RestoreIcon fontSize="small" />,
            onClick: () =>
              ask({
                title: 'resources.users.confirm.restore_title',
                content: 'resources.users.confirm.restore_content',
                confirm: 'resources.users.action.restore',
                args,
                run: () => usersApi.restore(record.id),
                done: 'resources.users.notify.restored',
                after: refresh,
              }),
          },
          {
            label: 'resources.users.action.destroy',
            icon: <DeleteForeverIcon fontSize="small" />,
            onClick: () =>
              ask({
                title: 'resources.users.confirm.destroy_title',
                content: 'resources.users.confirm.destroy_content',
                confirm: 'resources.users.action.destroy',
                args,
                destructive: true,
                run: () => usersApi.destroy(record.id),
                done: 'resources.users.notify.destroyed',
                after: refresh,
              }),
          },
        ]}
      />
      {dialog}
    </>
  );
}

export default function UserDeletedList() {
  const translate = useTranslate();
  const lang = useLanguage();
  const isPhone = useIsPhone();
  const exporter = excelExporter<UserRecord>(
    translate('resources.users.list.export_deleted_file'),
    [
      { header: 'resources.users.fields.nome', value: (r) => r.nome, width: 32 },
      { header: 'resources.users.fields.email', value: (r) => r.email, width: 32 },
      { header: 'resources.users.fields.documento', value: (r) => formatDocumento(r.documento), width: 16 },
      {
        header: 'resources.users.fields.deleted_at',
        value: (r) => (r.deleted_at ? formatDateTime(r.deleted_at, lang) : ''),
        width: 18,
      },
    ],
    translate,
  );
  return (
    <List
      resource="users"
      empty={false}
      storeKey="users.deleted"
      title={false}
      filter={{ deleted: 'true' }}
      filters={filters}
      sort={{ field: 'nome', order: 'ASC' }}
      actions={<DeletedActions />}
      exporter={exporter}
    >
      {isPhone ? (
        <CompactList<UserRecord>
          primaryText={(r) => r.nome}
          secondaryText={(r) =>
            [r.email, r.deleted_at && formatDateTime(r.deleted_at, lang)].filter(Boolean).join(' · ')
          }
          actions={() => <DeletedRowActions />}
        />
      ) : (
        <DataTable<UserRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="nome" />
          <DataTable.Col source="email" />
          <DataTable.Col source="documento" disableSort render={(r) => formatDocumento(r.documento)} />
          <DataTable.Col
            source="deleted_at"
            disableSort
            render={(r) => (r.deleted_at ? formatDateTime(r.deleted_at, lang) : '')}
          />
          <DataTable.Col
            label={translate('resources.users.list.actions')}
            disableSort
            align="right"
            render={() => <DeletedRowActions />}
          />
        </DataTable>
      )}
    </List>
  );
}
