// Writes a new term as a draft; after saving, its tab closes.
import { Create, SimpleForm, useNotify } from 'react-admin';
import { useCloseTab } from '../../src/layout/tabs/useCloseTab';
import { TermTextInput } from './TermTextInput';

export function TermCreate() {
  const notify = useNotify();
  const closeTab = useCloseTab();
  return (
    <Create
      resource="terms"
      title={false}
      transform={(data) => ({ termo_descricao: data.termo_descricao })}
      mutationOptions={{
        onSuccess: () => {
          notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
          closeTab();
        },
      }}
    >
      <SimpleForm sx={{ maxWidth: 960 }}>
        <TermTextInput />
      </SimpleForm>
    </Create>
  );
}
