// /plano/:id/editar: the plan with its prices and add-ons (saving replaces them); after saving, its
// tab closes.
import { Edit, useNotify } from 'react-admin';
import { useParams } from 'react-router';
import { useCloseTab } from '../../src/layout/tabs/useCloseTab';
import { PlanForm } from './PlanForm';
import { toPlanBody } from './shared';

export default function PlanEdit() {
  const { id } = useParams();
  const notify = useNotify();
  const closeTab = useCloseTab();
  return (
    <Edit
      resource="plans"
      id={id}
      title={false}
      redirect={false}
      mutationMode="pessimistic"
      transform={toPlanBody}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.plans.notify.updated', { type: 'success' });
          closeTab();
        },
      }}
    >
      <PlanForm />
    </Edit>
  );
}
