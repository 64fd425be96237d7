// Edits a company (platform administrators): razão social, nome fantasia, CNPJ and the head office's
// CNPJ; above them, its subscription (plan, trial, what may be done by hand: CompanySubscription),
// which company referred it and the companies it referred. Server refusals land on their fields; a
// successful save closes the tab.
import { Edit, SimpleForm, useNotify } from 'react-admin';
import { useParams } from 'react-router';
import { useCloseTab } from '../../src/layout/tabs/useCloseTab';
import { CompanyInputs } from './CompanyInputs';
import { CompanyReferrals } from './CompanyReferral';
import { CompanySubscription } from './CompanySubscription';

// Server refusals reach the fields as { field: message } (the HTTP client keeps each field's first).
function CompanyForm() {
  return (
    <SimpleForm sx={{ maxWidth: 720 }}>
      <CompanyReferrals />
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
      {/* Outside the form: its dialogs save on their own, not with the form. */}
      <CompanySubscription />
      <CompanyForm />
    </Edit>
  );
}
