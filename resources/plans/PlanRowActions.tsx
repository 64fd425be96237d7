// The ⋮ menu of a plan row (also on right-click): edit, activate/deactivate, delete.
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router';
import { RowActions } from '../../src/components/list/RowActions';
import type { PlanRecord } from './shared';
import { usePlanActions } from './usePlanActions';

export function PlanRowActions() {
  const plan = useRecordContext<PlanRecord>();
  const navigate = useNavigate();
  const { toggleStatus, askDelete, dialog } = usePlanActions();
  if (!plan) return null;
  return (
    <>
      <RowActions
        label="resources.plans.action.actions"
        actions={[
          {
            label: 'resources.plans.action.edit',
            icon: <EditIcon fontSize="small" />,
            onClick: () => navigate(`/plano/${plan.id}/editar`),
          },
          {
            label: plan.status ? 'resources.plans.action.deactivate' : 'resources.plans.action.activate',
            icon: plan.status ? <ToggleOffIcon fontSize="small" /> : <ToggleOnIcon fontSize="small" />,
            onClick: () => void toggleStatus(plan),
          },
          {
            label: 'resources.plans.action.delete',
            icon: <DeleteIcon fontSize="small" />,
            onClick: () => askDelete(plan),
          },
        ]}
      />
      {dialog}
    </>
  );
}
