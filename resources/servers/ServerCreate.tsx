// Registers a server; after saving, its tab closes.
import { Create, SimpleForm, useNotify } from 'react-admin';
import { useCloseTab } from '../../src/layout/tabs/useCloseTab';
import { ServerInputs, toServerBody } from './ServerInputs';

export function ServerCreate() {
  const notify = useNotify();
  const closeTab = useCloseTab();
  return (
    <Create
      resource="servers"
      title={false}
      transform={toServerBody}
      mutationOptions={{
        onSuccess: () => {
          notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
          closeTab();
        },
      }}
    >
      <SimpleForm defaultValues={{ status: true }} sx={{ maxWidth: 640 }}>
        <ServerInputs mode="create" />
      </SimpleForm>
    </Create>
  );
}
