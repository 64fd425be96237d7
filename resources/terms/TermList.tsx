// The terms of use (platform administrators): search the text, filter drafts/approved or show the
// deleted ones, sort by creation or approval, approve or delete drafts, export to Excel. A row
// opens the term (editable while a draft, read-only once approved). A compact list on phones.
import { BooleanInput, DateField, SelectInput } from 'react-admin';
import { FilterText } from '../../src/components/list/FilterText';
import type { ListColumn } from '../../src/components/list/listColumn';
import { ResourceList } from '../../src/components/list/ResourceList';
import { formatDateTime } from '../../src/providers/format';
import type { TermView } from '../../src/providers/termsApi';
import { excerpt } from './excerpt';
import { TermRowActions } from './TermRowActions';
import { TermStatusChip } from './TermStatusChip';

const STATUS_CHOICES = [
  { id: 'draft', name: 'resources.terms.status.draft' },
  { id: 'approved', name: 'resources.terms.status.approved' },
];

const filters = [
  <FilterText key="q" source="q" label="ra.action.search" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <BooleanInput key="deleted" source="deleted" alwaysOn />,
];

const columns: ListColumn<TermView>[] = [
  {
    source: 'trecho',
    text: (r) => excerpt(r.termo_descricao),
    sx: { maxWidth: 480 },
    phone: 'primary',
    excel: { width: 60 },
  },
  {
    source: 'status',
    render: (r) => <TermStatusChip status={r.status} />,
    phone: 'tertiary',
    excel: { value: (r, { translate }) => translate(`resources.terms.status.${r.status}`), width: 14 },
  },
  {
    source: 'approved_at',
    sortable: true,
    render: () => <DateField source="approved_at" locales="pt-BR" showTime emptyText="—" />,
    // On a phone, the approval's date, else the creation's.
    phone: {
      slot: 'secondary',
      render: (r, { lang }) => formatDateTime(r.approved_at ?? r.created_at, lang),
    },
    excel: { value: (r, { lang }) => (r.approved_at ? formatDateTime(r.approved_at, lang) : ''), width: 20 },
  },
  { source: 'aceites', number: true, excel: { width: 12 } },
  {
    source: 'created_at',
    sortable: true,
    render: () => <DateField source="created_at" locales="pt-BR" showTime />,
    excel: { value: (r, { lang }) => formatDateTime(r.created_at, lang), width: 20 },
  },
];

export function TermList() {
  return (
    <ResourceList<TermView>
      resource="terms"
      columns={columns}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      create={{ to: '/termo/cadastrar', label: 'resources.terms.action.create' }}
      exportFile="resources.terms.export_file"
      rowLink={(r) => `/termo/${r.id}/editar`}
      actions={() => <TermRowActions />}
    />
  );
}
