// Edits a server (a blank API key keeps the stored one) and can test its connection; after saving,
// its tab closes.
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar, useNotify } from 'react-admin';
import { useParams } from 'react-router';
import { useCloseTab } from '../../src/layout/tabs/useCloseTab';
import { ServerInputs, toServerBody } from './ServerInputs';
import { TestConnectionButton } from './TestConnection';

export function ServerEdit() {
  const { id } = useParams();
  const notify = useNotify();
  const closeTab = useCloseTab();
  return (
    <Edit
      resource="servers"
      id={id}
      title={false}
      mutationMode="pessimistic"
      transform={toServerBody}
      actions={
        <TopToolbar>
          <TestConnectionButton />
        </TopToolbar>
      }
      mutationOptions={{
        onSuccess: () => {
          notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
          closeTab();
        },
      }}
    >
      <SimpleForm
        sx={{ maxWidth: 640 }}
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <DeleteButton
              mutationMode="pessimistic"
              mutationOptions={{
                onSuccess: () => {
                  notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
                  closeTab();
                },
              }}
            />
          </Toolbar>
        }
      >
        <ServerInputs mode="edit" />
      </SimpleForm>
    </Edit>
  );
}
