// Edits a company (platform administrators): razão social, nome fantasia, CNPJ and the head office's
// CNPJ. Server refusals land on their fields; a successful save closes the tab.
import { Edit, SimpleForm, useNotify, useSaveContext } from 'react-admin';
import { useParams } from 'react-router';
import { useCloseTab } from '../../src/layout/tabs/useCloseTab';
import { CompanyInputs } from './CompanyInputs';

/** The API's errors are Laravel's { field: [messages] }; the form shows one message per field. */
const firstPerField = (errors: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, Array.isArray(list) ? list[0] : list]),
  );

function CompanyForm() {
  const { save } = useSaveContext();
  const submit = async (values: Record<string, unknown>) => {
    const errors = await save?.(values);
    return errors && typeof errors === 'object' ? firstPerField(errors as Record<string, unknown>) : errors;
  };
  return (
    <SimpleForm onSubmit={submit} sx={{ maxWidth: 720 }}>
      <CompanyInputs />
    </SimpleForm>
  );
}

export default function CompanyEdit() {
  const { id } = useParams();
  const notify = useNotify();
  const closeTab = useCloseTab();
  return (
    // The route gate (src/routes/table.ts, access 'admin') guards this page; the API enforces it too.
    <Edit
      resource="companies"
      id={id}
      title={false}
      actions={false}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.companies.notify.saved', { type: 'success' });
          closeTab();
        },
      }}
    >
      <CompanyForm />
    </Edit>
  );
}
