// The companies (platform administrators): search by razão social, nome fantasia or CNPJ, filter by
// status, by the company that referred them (what a company's "N empresas indicadas" links to) or
// show the deleted ones, sort (CNPJ too), export to Excel; a row opens the company's edit view. On a
// phone the table becomes a compact list (names, document, subscription, status, the same ⋮ menu).
import Chip from '@mui/material/Chip';
import { BooleanInput, DateField, SelectInput } from 'react-admin';
import { FilterText } from '../../src/components/list/FilterText';
import type { ListColumn, ListContext } from '../../src/components/list/listColumn';
import { ResourceList } from '../../src/components/list/ResourceList';
import type { CompanyView } from '../../src/providers/companiesApi';
import { formatDate } from '../../src/providers/format';
import { CompanyInput } from '../users/CompanyInput';
import { CompanyRowActions } from './CompanyRowActions';
import { CompanyStatusToggle } from './CompanyStatusToggle';
import { formatDocument } from './document';
import { subscriptionSummary } from './subscription';

const STATUS_CHOICES = [
  { id: 'true', name: 'resources.companies.status.active' },
  { id: 'false', name: 'resources.companies.status.inactive' },
];

const filters = [
  <FilterText key="q" source="q" label="resources.companies.fields.q" alwaysOn sx={{ minWidth: 400 }} />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <BooleanInput key="deleted" source="deleted" alwaysOn />,
  <CompanyInput key="indicada_por" source="indicada_por" alwaysOn />,
];

const statusText = (r: CompanyView, { translate }: ListContext) =>
  translate(r.status ? 'resources.companies.status.active' : 'resources.companies.status.inactive');

const columns: ListColumn<CompanyView>[] = [
  { source: 'razao_social', sortable: true, phone: 'primary', excel: { width: 40 } },
  { source: 'nome_fantasia', sortable: true, phone: 'secondary', excel: { width: 32 } },
  {
    source: 'documento',
    sortable: true,
    text: (r) => formatDocument(r.documento),
    sx: { whiteSpace: 'nowrap' },
    phone: 'secondary',
    excel: { width: 22 },
  },
  { source: 'cnpj_matriz', table: false, text: (r) => formatDocument(r.cnpj_matriz), excel: { width: 22 } },
  {
    // The plan and its period's end, or the trial ("Em teste até 12/12", "Teste encerrado").
    source: 'plano',
    text: (r, { translate, lang }) => subscriptionSummary(r, translate, lang),
    phone: 'secondary',
    excel: { width: 32 },
  },
  { source: 'usuarios', number: true, excel: { width: 10 } },
  { source: 'indicada_por', text: (r) => r.indicada_por?.nome, excel: { width: 32 } },
  {
    source: 'status',
    render: () => <CompanyStatusToggle />,
    sx: { whiteSpace: 'nowrap' },
    phone: {
      slot: 'tertiary',
      render: (r, ctx) => (
        <Chip
          size="small"
          variant="outlined"
          color={r.status ? 'success' : 'default'}
          label={statusText(r, ctx)}
        />
      ),
    },
    excel: { value: statusText, width: 12 },
  },
  {
    source: 'created_at',
    sortable: true,
    render: () => <DateField source="created_at" locales="pt-BR" />,
    excel: { value: (r, { lang }) => formatDate(r.created_at, lang), width: 14 },
  },
];

export default function CompanyList() {
  return (
    // The route gate (src/routes/table.ts, access 'admin') guards this page; the API enforces it too.
    // Every filter is always shown, so the toolbar holds only the export (no "add filter" menu).
    <ResourceList<CompanyView>
      resource="companies"
      columns={columns}
      filters={filters}
      sort={{ field: 'razao_social', order: 'ASC' }}
      exportFile="resources.companies.export_file"
      rowLink={(r) => `/empresa/${r.id}/editar`}
      actions={() => <CompanyRowActions />}
      actionsLabel="resources.companies.action.actions"
      empty="default"
    />
  );
}
