// The companies (platform administrators): search by razão social, nome fantasia or CNPJ, filter by
// status or show the deleted ones, sort, export to Excel; a row opens the company's edit view. On a
// phone the table becomes a compact list (names, document, status, the same ⋮ menu).
import Chip from '@mui/material/Chip';
import { useMemo } from 'react';
import {
  BooleanInput,
  DataTable,
  DateField,
  List,
  SelectInput,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { ExportButton } from '../../src/components/list/ExportButton';
import { excelExporter } from '../../src/components/list/excelExporter';
import { FilterText } from '../../src/components/list/FilterText';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import type { CompanyView } from '../../src/providers/companiesApi';
import { formatDate } from '../../src/providers/format';
import { getLanguage } from '../../src/providers/preferences';
import { CompanyRowActions } from './CompanyRowActions';
import { CompanyStatusToggle } from './CompanyStatusToggle';
import { formatDocument } from './document';

const STATUS_CHOICES = [
  { id: 'true', name: 'resources.companies.status.active' },
  { id: 'false', name: 'resources.companies.status.inactive' },
];

const filters = [
  <FilterText key="q" source="q" label="resources.companies.fields.q" alwaysOn sx={{ minWidth: 400 }} />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <BooleanInput key="deleted" source="deleted" alwaysOn />,
];

// Every filter is always shown, so the toolbar holds only the export (no "add filter" menu).
const actions = (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

const isTrue = (v: unknown) => v === true || v === 'true';

function CompanyTable() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const deleted = isTrue(filterValues.deleted);
  const isPhone = useIsPhone();
  if (isPhone)
    return (
      <CompactList<CompanyView>
        primaryText={(r) => r.razao_social}
        secondaryText={(r) => [r.nome_fantasia, formatDocument(r.documento)].filter(Boolean).join(' · ')}
        tertiaryText={(r) => (
          <Chip
            size="small"
            variant="outlined"
            color={r.status ? 'success' : 'default'}
            label={translate(
              r.status ? 'resources.companies.status.active' : 'resources.companies.status.inactive',
            )}
          />
        )}
        link={(r) => (deleted ? false : `/empresa/${r.id}/editar`)}
        actions={() => <CompanyRowActions />}
      />
    );
  return (
    <DataTable<CompanyView>
      rowClick={deleted ? false : (id) => `/empresa/${id}/editar`}
      bulkActionButtons={false}
    >
      <DataTable.Col source="razao_social" />
      <DataTable.Col source="nome_fantasia" />
      <DataTable.Col
        source="documento"
        disableSort
        render={(r) => formatDocument(r.documento)}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <DataTable.Col
        source="plano"
        disableSort
        render={(r) => r.plano?.nome ?? translate('resources.companies.no_plan')}
      />
      <DataTable.NumberCol source="usuarios" disableSort />
      <DataTable.Col source="status" disableSort sx={{ whiteSpace: 'nowrap' }}>
        <CompanyStatusToggle />
      </DataTable.Col>
      <DataTable.Col source="created_at">
        <DateField source="created_at" locales="pt-BR" />
      </DataTable.Col>
      <DataTable.Col label="resources.companies.action.actions" align="right">
        <CompanyRowActions />
      </DataTable.Col>
    </DataTable>
  );
}

export default function CompanyList() {
  const translate = useTranslate();
  const exporter = useMemo(
    () =>
      excelExporter<CompanyView>(
        translate('resources.companies.export_file'),
        [
          { header: 'resources.companies.fields.razao_social', value: (r) => r.razao_social, width: 40 },
          { header: 'resources.companies.fields.nome_fantasia', value: (r) => r.nome_fantasia, width: 32 },
          {
            header: 'resources.companies.fields.documento',
            value: (r) => formatDocument(r.documento),
            width: 22,
          },
          {
            header: 'resources.companies.fields.cnpj_matriz',
            value: (r) => formatDocument(r.cnpj_matriz),
            width: 22,
          },
          { header: 'resources.companies.fields.plano', value: (r) => r.plano?.nome, width: 20 },
          { header: 'resources.companies.fields.usuarios', value: (r) => r.usuarios, width: 10 },
          {
            header: 'resources.companies.fields.status',
            value: (r) =>
              translate(
                r.status ? 'resources.companies.status.active' : 'resources.companies.status.inactive',
              ),
            width: 12,
          },
          {
            header: 'resources.companies.fields.created_at',
            value: (r) => formatDate(r.created_at, getLanguage()),
            width: 14,
          },
        ],
        translate,
      ),
    [translate],
  );
  return (
    // The route gate (src/routes/table.ts, access 'admin') guards this page; the API enforces it too.
    <List
      resource="companies"
      title={false}
      filters={filters}
      actions={actions}
      sort={{ field: 'razao_social', order: 'ASC' }}
      exporter={exporter}
    >
      <CompanyTable />
    </List>
  );
}
