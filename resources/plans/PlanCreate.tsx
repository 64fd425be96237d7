// /plano/cadastrar: a new plan, active, with a monthly price to fill in; after saving, its tab closes.
import { Create, useNotify } from 'react-admin';
import { useCloseTab } from '../../src/layout/tabs/useCloseTab';
import { PlanForm } from './PlanForm';
import { toPlanBody } from './shared';

const defaults = {
  nome: '',
  descricao: '',
  status: true,
  limites: {
    usuarios: null,
    dispositivos: null,
    armazenamento_mb: null,
    mensagens_mes: null,
    assinaturas_mes: null,
  },
  recorrencias: [{ periodicidade: 'monthly', valor: null }],
  adicionais: [],
};

export default function PlanCreate() {
  const notify = useNotify();
  const closeTab = useCloseTab();
  return (
    <Create
      resource="plans"
      title={false}
      redirect={false}
      transform={toPlanBody}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.plans.notify.created', { type: 'success' });
          closeTab();
        },
      }}
    >
      <PlanForm defaultValues={defaults} />
    </Create>
  );
}
