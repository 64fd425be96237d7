// The plan form of both create and edit: the server's 422 lands on each field it names (e.g.
// recorrencias.1.valor), as the HTTP client hands react-admin one message per field.
import { SimpleForm, type SimpleFormProps } from 'react-admin';
import { PlanInputs } from './PlanInputs';

export function PlanForm(props: Omit<SimpleFormProps, 'children' | 'onSubmit'>) {
  return (
    <SimpleForm {...props} sx={{ maxWidth: 960 }}>
      <PlanInputs />
    </SimpleForm>
  );
}
