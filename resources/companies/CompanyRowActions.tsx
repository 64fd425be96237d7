// The ⋮ menu of a company row (also on right-click): edit, enable/disable and delete for a live
// company; restore for a deleted one.
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router';
import { RowActions } from '../../src/components/list/RowActions';
import type { CompanyView } from '../../src/providers/companiesApi';
import { useCompanyActions } from './useCompanyActions';

export function CompanyRowActions() {
  const record = useRecordContext<CompanyView>();
  const navigate = useNavigate();
  const { toggleStatus, remove, restore, dialog } = useCompanyActions();
  if (!record) return null;
  const deleted = record.deleted_at !== null;
  return (
    <>
      <RowActions
        label="resources.companies.action.actions"
        actions={[
          {
            label: 'resources.companies.action.edit',
            icon: <EditIcon fontSize="small" />,
            onClick: () => navigate(`/empresa/${record.id}/editar`),
            hidden: deleted,
          },
          {
            label: record.status ? 'resources.companies.action.disable' : 'resources.companies.action.enable',
            icon: record.status ? <BlockIcon fontSize="small" /> : <CheckCircleIcon fontSize="small" />,
            onClick: () => toggleStatus(record),
            hidden: deleted,
          },
          {
            label: 'resources.companies.action.delete',
            icon: <DeleteIcon fontSize="small" />,
            onClick: () => remove(record),
            hidden: deleted,
          },
          {
            label: 'resources.companies.action.restore',
            icon: <RestoreIcon fontSize="small" />,
            onClick: () => restore(record),
            hidden: !deleted,
          },
        ]}
      />
      {dialog}
    </>
  );
}
