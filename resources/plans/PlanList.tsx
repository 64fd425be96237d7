// /planos: the plans, searchable, sortable by name or creation, with their prices by periodicity;
// a row opens the plan, its ⋮ menu switches the status or deletes it; Excel export of the list. On a
// phone the table becomes a compact list (name, prices, status, the same ⋮ menu).
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useMemo } from 'react';
import {
  Button,
  CreateButton,
  DataTable,
  LinkBase,
  List,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { ExportButton } from '../../src/components/list/ExportButton';
import { excelExporter } from '../../src/components/list/excelExporter';
import { FilterText } from '../../src/components/list/FilterText';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import { formatDateTime } from '../../src/providers/format';
import { PlanRowActions } from './PlanRowActions';
import { type PlanRecord, PriceList, pricesText, StatusChip, useLanguage } from './shared';

const statusChoices = [
  { id: 'true', name: 'resources.plans.status.active' },
  { id: 'false', name: 'resources.plans.status.inactive' },
];

const filters = [
  <FilterText key="q" source="q" label="ra.action.search" alwaysOn />,
  <SelectInput key="status" source="status" label="resources.plans.fields.status" choices={statusChoices} />,
];

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton to="/plano/cadastrar" label="resources.plans.action.create" />
      <Button component={LinkBase} to="/plans/excluidos" label="resources.plans.action.deleted_list">
        <DeleteSweepIcon />
      </Button>
      <ExportButton />
    </TopToolbar>
  );
}

export function PlanList() {
  const translate = useTranslate();
  const lang = useLanguage();
  const isPhone = useIsPhone();
  const exporter = useMemo(
    () =>
      excelExporter<PlanRecord>(
        translate('resources.plans.export_file'),
        [
          { header: 'resources.plans.fields.nome', value: (r) => r.nome, width: 32 },
          {
            header: 'resources.plans.fields.precos',
            value: (r) => pricesText(r, lang, translate),
            width: 48,
          },
          {
            header: 'resources.plans.fields.status',
            value: (r) =>
              translate(r.status ? 'resources.plans.status.active' : 'resources.plans.status.inactive'),
            width: 12,
          },
          { header: 'resources.plans.fields.empresas', value: (r) => r.empresas, width: 12 },
          {
            header: 'resources.plans.fields.created_at',
            value: (r) => formatDateTime(r.created_at, lang),
            width: 18,
          },
        ],
        translate,
      ),
    [translate, lang],
  );

  return (
    <List
      resource="plans"
      title={false}
      filters={filters}
      sort={{ field: 'nome', order: 'ASC' }}
      exporter={exporter}
      actions={<ListActions />}
      empty={false}
    >
      {isPhone ? (
        <CompactList<PlanRecord>
          primaryText={(r) => r.nome}
          secondaryText={(r) => pricesText(r, lang, translate)}
          tertiaryText={(r) => <StatusChip active={r.status} />}
          link={(r) => `/plano/${r.id}/editar`}
          actions={() => <PlanRowActions />}
        />
      ) : (
        <DataTable<PlanRecord> rowClick={(id) => `/plano/${id}/editar`} bulkActionButtons={false}>
          <DataTable.Col source="nome" />
          <DataTable.Col
            source="recorrencias"
            label="resources.plans.fields.precos"
            disableSort
            render={(r) => <PriceList plan={r as PlanRecord} />}
          />
          <DataTable.Col source="status" disableSort render={(r) => <StatusChip active={r.status} />} />
          <DataTable.Col source="created_at" render={(r) => formatDateTime(r.created_at, lang)} />
          <DataTable.Col
            label={translate('resources.plans.action.actions')}
            disableSort
            align="right"
            render={() => <PlanRowActions />}
          />
        </DataTable>
      )}
    </List>
  );
}
