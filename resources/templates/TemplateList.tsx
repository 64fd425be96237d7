// The company's templates: searchable by name, filtered by archived or not, sorted by name or date,
// exported to Excel. A row opens the editor (templates.manage) or the use page; its ⋮ menu uses the
// template, sends it in bulk, opens its public link, edits, archives or unarchives it, and deletes it
// (refused while documents were made from it: the API says so, and archiving is the way).
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import LinkIcon from '@mui/icons-material/Link';
import SendIcon from '@mui/icons-material/Send';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { DateField, SelectInput, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router';
import type { TemplateView } from '../../common/schemas/templates';
import { FilterText } from '../../src/components/list/FilterText';
import type { ListColumn } from '../../src/components/list/listColumn';
import { ResourceList } from '../../src/components/list/ResourceList';
import { RowActions } from '../../src/components/list/RowActions';
import { asked, DELETED_TOAST, useRecordActions } from '../../src/components/list/useRecordActions';
import { TemplateLinkDialog } from './TemplateLinkDialog';
import { useTemplateAccess } from './useTemplateAccess';

const R = 'templates';
const ARCHIVED_CHOICES = [
  { id: '0', name: `resources.${R}.filter.active` },
  { id: '1', name: `resources.${R}.filter.archived` },
];

const archivedChip = (r: TemplateView, label: string) =>
  r.arquivado ? <Chip size="small" label={label} data-testid="template-archived" /> : null;

const columns: ListColumn<TemplateView>[] = [
  { source: 'nome', sortable: true, phone: 'primary', excel: { width: 36 } },
  {
    source: 'papeis',
    text: (r) => r.definicao.papeis.map((p) => p.nome).join(', '),
    phone: 'secondary',
    excel: { width: 40 },
  },
  { source: 'versao', text: (r) => `v${r.versao}`, phone: 'secondary', sx: { whiteSpace: 'nowrap' } },
  { source: 'documentos', number: true },
  {
    source: 'updated_at',
    sortable: true,
    text: (r) => new Date(r.updated_at ?? r.created_at),
    render: (r) => <DateField source={r.updated_at ? 'updated_at' : 'created_at'} locales="pt-BR" />,
  },
  {
    source: 'arquivado',
    text: (r, { translate }) => translate(r.arquivado ? 'ra.boolean.true' : 'ra.boolean.false'),
    render: (r, { translate }) => archivedChip(r, translate(`resources.${R}.status.archived`)),
    phone: {
      slot: 'tertiary',
      render: (r, { translate }) => archivedChip(r, translate(`resources.${R}.status.archived`)),
    },
  },
];
const filters = [
  <FilterText key="q" source="q" label="ra.action.search" alwaysOn />,
  <SelectInput key="arquivado" source="arquivado" choices={ARCHIVED_CHOICES} alwaysOn />,
];

export default function TemplateList() {
  const navigate = useNavigate();
  const refresh = useRefresh();
  const access = useTemplateAccess();
  const [linkOf, setLinkOf] = useState<TemplateView | null>(null);
  const { run, dialog } = useRecordActions<TemplateView>(
    R,
    {
      toggle: {},
      remove: { ...asked(R, 'delete', true), ...DELETED_TOAST },
    },
    (r) => r.nome,
  );
  return (
    <>
      <ResourceList<TemplateView>
        resource={R}
        columns={columns}
        filters={filters}
        sort={{ field: 'nome', order: 'ASC' }}
        rowLink={(r) => (access.manage ? `/modelo/${r.id}/editar` : `/modelo/${r.id}/usar`)}
        create={
          access.manage ? { to: '/modelo/cadastrar', label: `resources.${R}.action.create` } : undefined
        }
        exportFile={`resources.${R}.export_file`}
        actions={(r) => (
          <RowActions
            actions={[
              {
                label: `resources.${R}.action.use`,
                icon: <SendIcon />,
                hidden: !access.use,
                disabled: r.arquivado,
                onClick: () => navigate(`/modelo/${r.id}/usar`),
              },
              {
                label: `resources.${R}.action.bulk`,
                icon: <GroupAddIcon />,
                hidden: !access.use,
                disabled: r.arquivado,
                onClick: () => navigate(`/modelo/${r.id}/lote`),
              },
              {
                label: `resources.${R}.action.link`,
                icon: <LinkIcon />,
                hidden: !access.manage,
                disabled: r.arquivado,
                onClick: () => setLinkOf(r),
              },
              {
                label: 'ra.action.edit',
                icon: <EditIcon />,
                hidden: !access.manage,
                onClick: () => navigate(`/modelo/${r.id}/editar`),
              },
              {
                label: `resources.${R}.action.${r.arquivado ? 'unarchive' : 'archive'}`,
                icon: r.arquivado ? <UnarchiveIcon /> : <ArchiveIcon />,
                hidden: !access.manage,
                onClick: () => run('toggle', r),
              },
              {
                label: 'ra.action.delete',
                icon: <DeleteIcon />,
                hidden: !access.manage,
                onClick: () => run('remove', r),
              },
            ]}
          />
        )}
      />
      {dialog}
      {linkOf && <TemplateLinkDialog template={linkOf} onClose={() => setLinkOf(null)} onChanged={refresh} />}
    </>
  );
}
