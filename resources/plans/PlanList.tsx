// /planos: the plans, searchable, sortable by name or creation, with their prices by periodicity;
// a row opens the plan, its ⋮ menu switches the status or deletes it; Excel export of the list. On a
// phone the table becomes a compact list (name, prices, status, the same ⋮ menu).
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { SelectInput } from 'react-admin';
import { FilterText } from '../../src/components/list/FilterText';
import type { ListColumn } from '../../src/components/list/listColumn';
import { ResourceList } from '../../src/components/list/ResourceList';
import { formatDateTime } from '../../src/providers/format';
import { PlanRowActions } from './PlanRowActions';
import { type PlanRecord, PriceList, pricesText, StatusChip } from './shared';

const statusChoices = [
  { id: 'true', name: 'resources.plans.status.active' },
  { id: 'false', name: 'resources.plans.status.inactive' },
];

export const search = <FilterText key="q" source="q" label="ra.action.search" alwaysOn />;

const filters = [
  search,
  <SelectInput key="status" source="status" label="resources.plans.fields.status" choices={statusChoices} />,
];

/** The columns both plan lists share. */
export const planColumns: Record<'nome' | 'precos' | 'created_at', ListColumn<PlanRecord>> = {
  nome: { source: 'nome', sortable: true, phone: 'primary', excel: { width: 32 } },
  precos: {
    source: 'recorrencias',
    label: 'resources.plans.fields.precos',
    text: (r, { lang, translate }) => pricesText(r, lang, translate),
    render: (r) => <PriceList plan={r} />,
    phone: 'secondary',
    excel: { width: 48 },
  },
  created_at: {
    source: 'created_at',
    sortable: true,
    text: (r, { lang }) => formatDateTime(r.created_at, lang),
    excel: { width: 18 },
  },
};

const columns: ListColumn<PlanRecord>[] = [
  planColumns.nome,
  planColumns.precos,
  {
    source: 'status',
    render: (r) => <StatusChip active={r.status} />,
    phone: 'tertiary',
    excel: {
      value: (r, { translate }) =>
        translate(r.status ? 'resources.plans.status.active' : 'resources.plans.status.inactive'),
      width: 12,
    },
  },
  { source: 'empresas', table: false, excel: { width: 12 } },
  planColumns.created_at,
];

export function PlanList() {
  return (
    <ResourceList<PlanRecord>
      resource="plans"
      columns={columns}
      filters={filters}
      sort={{ field: 'nome', order: 'ASC' }}
      create={{ to: '/plano/cadastrar', label: 'resources.plans.action.create' }}
      links={[
        { to: '/plans/excluidos', label: 'resources.plans.action.deleted_list', icon: <DeleteSweepIcon /> },
      ]}
      exportFile="resources.plans.export_file"
      rowLink={(r) => `/plano/${r.id}/editar`}
      actions={() => <PlanRowActions />}
      actionsLabel="resources.plans.action.actions"
    />
  );
}
