// The messaging-gateway servers: searchable, sortable by name or creation, with a connection test,
// status switch and delete on each row, and an Excel export of the list. A compact list on phones.
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import { DateField, SelectInput } from 'react-admin';
import { FilterText } from '../../src/components/list/FilterText';
import type { ListColumn, ListContext } from '../../src/components/list/listColumn';
import { ResourceList } from '../../src/components/list/ResourceList';
import type { ServerView } from '../../src/providers/serversApi';
import { ServerRowActions } from './ServerRowActions';
import { ConnectionChip, type TestState, useTestConnection } from './TestConnection';

const statusChoices = [
  { id: 'true', name: 'resources.servers.status.active' },
  { id: 'false', name: 'resources.servers.status.inactive' },
];

const filters = [
  <FilterText key="q" source="q" label="ra.action.search" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];

const statusText = (r: ServerView, { translate }: ListContext) =>
  translate(r.status ? 'resources.servers.status.active' : 'resources.servers.status.inactive');

const serverColumns = (states: Record<string, TestState | undefined>): ListColumn<ServerView>[] => [
  { source: 'nome', sortable: true, phone: 'primary', excel: { width: 32 } },
  {
    source: 'base_url',
    excel: { width: 40 },
    phone: {
      slot: 'secondary',
      render: (r) => (
        <>
          <span>{r.base_url}</span> <ConnectionChip state={states[r.id]} />
        </>
      ),
    },
  },
  { source: 'capacidade', number: true, excel: { width: 12 } },
  {
    source: 'status',
    render: (r, ctx) => (
      <Chip size="small" color={r.status ? 'success' : 'default'} label={statusText(r, ctx)} />
    ),
    phone: 'tertiary',
    excel: { value: statusText, width: 12 },
  },
  {
    source: 'created_at',
    sortable: true,
    render: () => <DateField source="created_at" locales="pt-BR" showTime />,
    excel: { value: (r) => new Date(r.created_at), width: 20 },
  },
  { source: 'connection', render: (r) => <ConnectionChip state={states[r.id]} />, excel: false },
];

export function ServerList() {
  const { states, run } = useTestConnection();
  const columns = useMemo(() => serverColumns(states), [states]);
  return (
    <ResourceList<ServerView>
      resource="servers"
      columns={columns}
      filters={filters}
      filterButton
      sort={{ field: 'nome', order: 'ASC' }}
      create={{ to: '/server/cadastrar' }}
      exportFile="resources.servers.export_file"
      rowLink={(r) => `/server/${r.id}/editar`}
      actions={(r) => <ServerRowActions record={r} onTest={run} testing={states[r.id]?.running ?? false} />}
    />
  );
}
