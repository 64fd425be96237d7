// The actions of a server row: test the connection, switch active/inactive, delete (confirmed).
import DeleteIcon from '@mui/icons-material/Delete';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Confirm, type Identifier, type RaRecord, useDelete, useNotify, useRefresh } from 'react-admin';
import { RowActions } from '../../src/components/list/RowActions';
import { serversApi } from '../../src/providers/serversApi';

export function ServerRowActions({
  record,
  onTest,
  testing,
}: {
  record: RaRecord;
  onTest(id: Identifier): void;
  testing: boolean;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [deleteOne, { isPending: deleting }] = useDelete();

  const toggleStatus = async () => {
    try {
      const res = await serversApi.toggleStatus(record.id);
      notify(res.message, { type: 'success' });
      refresh();
    } catch {
      // The HTTP layer already showed the failure.
    }
  };
  const remove = () =>
    deleteOne(
      'servers',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          refresh();
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    // Clicks inside the menu and the dialog (portals) must not reach the row, which opens the edit view.
    <Box component="span" onClick={(e) => e.stopPropagation()}>
      <RowActions
        actions={[
          {
            label: 'resources.servers.actions.test',
            icon: <NetworkCheckIcon fontSize="small" />,
            disabled: testing,
            onClick: () => onTest(record.id),
          },
          {
            label: record.status
              ? 'resources.servers.actions.deactivate'
              : 'resources.servers.actions.activate',
            icon: record.status ? <ToggleOffIcon fontSize="small" /> : <ToggleOnIcon fontSize="small" />,
            onClick: toggleStatus,
          },
          {
            label: 'resources.servers.actions.delete',
            icon: <DeleteIcon fontSize="small" />,
            onClick: () => setConfirming(true),
          },
        ]}
      />
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title="resources.servers.delete.title"
        content="resources.servers.delete.content"
        translateOptions={{ name: String(record.nome ?? '') }}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
