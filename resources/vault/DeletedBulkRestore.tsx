// Restores the selected deleted files, one after another (so name clashes get their suffixes in
// turn); says how many came back, reloads the list and clears the selection. A file that could not
// be restored was already shown by the HTTP client.
import RestoreIcon from '@mui/icons-material/Restore';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh } from 'react-admin';
import { filesApi } from '../../src/providers/filesApi';

export function DeletedBulkRestore() {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  const restore = async () => {
    setBusy(true);
    const messages: string[] = [];
    for (const id of selectedIds) {
      try {
        messages.push((await filesApi.restore(id)).message);
      } catch {
        // Shown by the HTTP client's error catalogue.
      }
    }
    setBusy(false);
    if (messages.length === 1) notify(messages[0], { type: 'success' });
    else if (messages.length > 1)
      notify('resources.files.notify.restored_many', {
        type: 'success',
        messageArgs: { smart_count: messages.length },
      });
    onUnselectItems();
    refresh();
  };

  return (
    <Button label="resources.files.actions.restore" onClick={() => void restore()} disabled={busy}>
      <RestoreIcon />
    </Button>
  );
}
