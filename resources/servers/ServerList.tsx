// The messaging-gateway servers: searchable, sortable by name or creation, with a connection test,
// status switch and delete on each row, and an Excel export of the list. A compact list on phones.
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import {
  CreateButton,
  DataTable,
  DateField,
  FilterButton,
  List,
  type RaRecord,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { ExportButton } from '../../src/components/list/ExportButton';
import { type ExcelColumn, excelExporter } from '../../src/components/list/excelExporter';
import { FilterText } from '../../src/components/list/FilterText';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import type { ServerView } from '../../src/providers/serversApi';
import { ServerRowActions } from './ServerRowActions';
import { ConnectionChip, useTestConnection } from './TestConnection';

const statusChoices = [
  { id: 'true', name: 'resources.servers.status.active' },
  { id: 'false', name: 'resources.servers.status.inactive' },
];

const filters = [
  <FilterText key="q" source="q" label="ra.action.search" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton to="/server/cadastrar" />
    {/* The API pages at most 100 rows per call. */}
    <ExportButton />
  </TopToolbar>
);

export function ServerList() {
  const translate = useTranslate();
  const { states, run } = useTestConnection();
  const isPhone = useIsPhone();
  const status = (active: boolean) => (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      label={translate(active ? 'resources.servers.status.active' : 'resources.servers.status.inactive')}
    />
  );
  const exporter = useMemo(() => {
    const columns: ExcelColumn<ServerView>[] = [
      { header: 'resources.servers.fields.nome', value: (r) => r.nome, width: 32 },
      { header: 'resources.servers.fields.base_url', value: (r) => r.base_url, width: 40 },
      { header: 'resources.servers.fields.capacidade', value: (r) => r.capacidade, width: 12 },
      {
        header: 'resources.servers.fields.status',
        value: (r) =>
          translate(r.status ? 'resources.servers.status.active' : 'resources.servers.status.inactive'),
        width: 12,
      },
      { header: 'resources.servers.fields.created_at', value: (r) => new Date(r.created_at), width: 20 },
    ];
    return excelExporter(translate('resources.servers.export_file'), columns, translate);
  }, [translate]);

  return (
    <List
      resource="servers"
      title={false}
      filters={filters}
      sort={{ field: 'nome', order: 'ASC' }}
      exporter={exporter}
      actions={<ListActions />}
      empty={false}
    >
      {isPhone ? (
        <CompactList<ServerView>
          primaryText={(r) => r.nome}
          secondaryText={(r) => (
            <>
              <span>{r.base_url}</span> <ConnectionChip state={states[r.id]} />
            </>
          )}
          tertiaryText={(r) => status(r.status)}
          link={(r) => `/server/${r.id}/editar`}
          actions={(r) => (
            <ServerRowActions record={r} onTest={run} testing={states[r.id]?.running ?? false} />
          )}
        />
      ) : (
        <DataTable rowClick={(id) => `/server/${id}/editar`} bulkActionButtons={false}>
          <DataTable.Col source="nome" />
          <DataTable.Col source="base_url" disableSort />
          <DataTable.NumberCol source="capacidade" disableSort />
          <DataTable.Col source="status" disableSort render={(r) => status(r.status)} />
          <DataTable.Col
            source="created_at"
            render={() => <DateField source="created_at" locales="pt-BR" showTime />}
          />
          <DataTable.Col
            label="resources.servers.fields.connection"
            disableSort
            render={(r) => <ConnectionChip state={states[r.id]} />}
          />
          <DataTable.Col
            label=""
            disableSort
            align="right"
            render={(r) => (
              <ServerRowActions
                record={r as RaRecord}
                onTest={run}
                testing={states[r.id]?.running ?? false}
              />
            )}
          />
        </DataTable>
      )}
    </List>
  );
}
