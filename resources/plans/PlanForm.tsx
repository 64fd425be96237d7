// The plan form of both create and edit: the server's 422 lands on each field it names (e.g.
// recorrencias.1.valor), one message per field.
import { type RaRecord, SimpleForm, type SimpleFormProps, useSaveContext } from 'react-admin';
import { PlanInputs } from './PlanInputs';
import { firstPerField } from './shared';

export function PlanForm(props: Omit<SimpleFormProps, 'children' | 'onSubmit'>) {
  const { save } = useSaveContext();
  return (
    <SimpleForm
      {...props}
      sx={{ maxWidth: 960 }}
      onSubmit={async (values: Partial<RaRecord>) => firstPerField(await save?.(values))}
    >
      <PlanInputs />
    </SimpleForm>
  );
}
