// The ⋮ menu of a plan row (also on right-click): edit, activate/deactivate, delete (after a
// confirmation; a plan companies subscribe to is refused and the HTTP client toasts the reason).
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router';
import { RowActions } from '../../src/components/list/RowActions';
import { asked, useRecordActions } from '../../src/components/list/useRecordActions';
import type { PlanRecord } from './shared';

const ACTIONS = { toggle: {}, remove: asked('plans', 'delete', true) };

export function PlanRowActions() {
  const plan = useRecordContext<PlanRecord>();
  const navigate = useNavigate();
  const { run, dialog } = useRecordActions<PlanRecord>('plans', ACTIONS, (p) => p.nome);
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
            onClick: () => run('toggle', plan),
          },
          {
            label: 'resources.plans.action.delete',
            icon: <DeleteIcon fontSize="small" />,
            onClick: () => run('remove', plan),
          },
        ]}
      />
      {dialog}
    </>
  );
}
