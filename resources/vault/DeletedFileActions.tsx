// The actions of a deleted file: restore it to its folder, or delete it permanently after a
// confirmation that says it cannot be undone. Each toasts the API's message and reloads the list.
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreIcon from '@mui/icons-material/Restore';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { RowActions } from '../../src/components/list/RowActions';
import { type FileView, filesApi } from '../../src/providers/filesApi';

export function DeletedFileActions({ record }: { record: FileView }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const res = await call();
      notify(res.message, { type: 'success' });
      refresh();
    } catch {
      // Shown by the HTTP client's error catalogue.
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <RowActions
        label="resources.files.list.actions"
        actions={[
          {
            label: 'resources.files.actions.restore',
            icon: <RestoreIcon fontSize="small" />,
            disabled: busy,
            onClick: () => void run(() => filesApi.restore(record.id)),
          },
          {
            label: 'resources.files.actions.purge',
            icon: <DeleteForeverIcon fontSize="small" />,
            disabled: busy,
            onClick: () => setConfirming(true),
          },
        ]}
      />
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="resources.files.confirm.purge_title"
        content="resources.files.confirm.purge_content"
        translateOptions={{ name: record.nome }}
        confirm="resources.files.actions.purge"
        confirmColor="warning"
        onConfirm={() => void run(() => filesApi.purge(record.id))}
        onClose={() => {
          if (!busy) setConfirming(false);
        }}
      />
    </>
  );
}
