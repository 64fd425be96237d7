// /plans/excluidos: the deleted plans, searchable, each restorable (after a confirmation); a compact
// list on phones.
import ListIcon from '@mui/icons-material/List';
import type { ListColumn } from '../../src/components/list/listColumn';
import { ResourceList } from '../../src/components/list/ResourceList';
import { asked } from '../../src/components/list/useRecordActions';
import { formatDateTime } from '../../src/providers/format';
import { planColumns, search } from './PlanList';
import type { PlanRecord } from './shared';

const columns: ListColumn<PlanRecord>[] = [
  planColumns.nome,
  planColumns.precos,
  {
    source: 'deleted_at',
    text: (r, { lang }) => (r.deleted_at ? formatDateTime(r.deleted_at, lang) : ''),
    phone: {
      slot: 'secondary',
      render: (r, { lang, translate }) =>
        r.deleted_at
          ? `${translate('resources.plans.fields.deleted_at')}: ${formatDateTime(r.deleted_at, lang)}`
          : '',
    },
    excel: { width: 18 },
  },
  { ...planColumns.created_at, excel: false },
];

export default function PlanDeletedList() {
  return (
    <ResourceList<PlanRecord>
      deleted
      resource="plans"
      columns={columns}
      filters={[search]}
      sort={{ field: 'nome', order: 'ASC' }}
      links={[{ to: '/planos', label: 'resources.plans.action.back', icon: <ListIcon /> }]}
      exportFile="resources.plans.export_deleted_file"
      restore={asked('plans', 'restore')}
      recordName={(r) => r.nome}
      phoneLines
    />
  );
}
