// The terms of use (platform administrators): search the text, filter drafts/approved or show the
// deleted ones, sort by creation or approval, approve or delete drafts, export to Excel. A row
// opens the term (editable while a draft, read-only once approved). A compact list on phones.
import { useMemo } from 'react';
import {
  BooleanInput,
  CreateButton,
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
import { formatDateTime } from '../../src/providers/format';
import { getLanguage } from '../../src/providers/preferences';
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

const ListActions = () => (
  <TopToolbar>
    <CreateButton to="/termo/cadastrar" label="resources.terms.action.create" />
    {/* The API pages at most 100 rows per call. */}
    <ExportButton />
  </TopToolbar>
);

function TermTable() {
  const { filterValues } = useListContext();
  const deleted = filterValues.deleted === true || filterValues.deleted === 'true';
  const isPhone = useIsPhone();
  if (isPhone)
    return (
      <CompactList<TermView>
        primaryText={(r) => excerpt(r.termo_descricao)}
        secondaryText={(r) => formatDateTime(r.approved_at ?? r.created_at, getLanguage())}
        tertiaryText={(r) => <TermStatusChip status={r.status} />}
        link={(r) => (deleted ? false : `/termo/${r.id}/editar`)}
        actions={() => <TermRowActions />}
      />
    );
  return (
    <DataTable<TermView> rowClick={deleted ? false : (id) => `/termo/${id}/editar`} bulkActionButtons={false}>
      <DataTable.Col
        source="trecho"
        label="resources.terms.fields.trecho"
        disableSort
        render={(r) => excerpt(r.termo_descricao)}
        sx={{ maxWidth: 480 }}
      />
      <DataTable.Col source="status" disableSort render={(r) => <TermStatusChip status={r.status} />} />
      <DataTable.Col source="approved_at">
        <DateField source="approved_at" locales="pt-BR" showTime emptyText="—" />
      </DataTable.Col>
      <DataTable.NumberCol source="aceites" disableSort />
      <DataTable.Col source="created_at">
        <DateField source="created_at" locales="pt-BR" showTime />
      </DataTable.Col>
      <DataTable.Col label="" align="right" disableSort>
        <TermRowActions />
      </DataTable.Col>
    </DataTable>
  );
}

export function TermList() {
  const translate = useTranslate();
  const exporter = useMemo(() => {
    const lang = getLanguage();
    const date = (value: string | null) => (value ? formatDateTime(value, lang) : '');
    return excelExporter<TermView>(
      translate('resources.terms.export_file'),
      [
        { header: 'resources.terms.fields.trecho', value: (r) => excerpt(r.termo_descricao), width: 60 },
        {
          header: 'resources.terms.fields.status',
          value: (r) => translate(`resources.terms.status.${r.status}`),
          width: 14,
        },
        { header: 'resources.terms.fields.approved_at', value: (r) => date(r.approved_at), width: 20 },
        { header: 'resources.terms.fields.aceites', value: (r) => r.aceites, width: 12 },
        { header: 'resources.terms.fields.created_at', value: (r) => date(r.created_at), width: 20 },
      ],
      translate,
    );
  }, [translate]);

  return (
    <List
      resource="terms"
      title={false}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={exporter}
      actions={<ListActions />}
      empty={false}
    >
      <TermTable />
    </List>
  );
}
