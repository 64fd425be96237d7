// Edits a draft term (saving closes its tab); an approved term opens read-only with a note that a
// new version must be written instead.
import {
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { useParams } from 'react-router';
import { useCloseTab } from '../../src/layout/tabs/useCloseTab';
import type { TermDetails } from '../../src/providers/termsApi';
import { TermApproved } from './TermApproved';
import { TermTextInput } from './TermTextInput';

function TermEditBody({ onDeleted }: { onDeleted(): void }) {
  const record = useRecordContext<TermDetails>();
  if (!record) return null;
  if (record.status === 'approved') return <TermApproved term={record} />;
  return (
    <SimpleForm
      sx={{ maxWidth: 960 }}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          {record.deleted_at === null && (
            // react-admin notifies the deletion; its redirect to a list path is replaced by closing the tab.
            <DeleteButton
              mutationMode="pessimistic"
              redirect={false}
              confirmTitle="resources.terms.delete.title"
              confirmContent="resources.terms.delete.content"
              mutationOptions={{ onSuccess: onDeleted }}
            />
          )}
        </Toolbar>
      }
    >
      <TermTextInput />
    </SimpleForm>
  );
}

export function TermEdit() {
  const { id } = useParams();
  const notify = useNotify();
  const closeTab = useCloseTab();
  return (
    <Edit
      resource="terms"
      id={id}
      title={false}
      actions={false}
      mutationMode="pessimistic"
      transform={(data) => ({ termo_descricao: data.termo_descricao })}
      mutationOptions={{
        onSuccess: () => {
          notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
          closeTab();
        },
      }}
    >
      <TermEditBody onDeleted={closeTab} />
    </Edit>
  );
}
