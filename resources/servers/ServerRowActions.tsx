// The actions of a server row: test the connection, switch active/inactive, delete (confirmed).
import DeleteIcon from '@mui/icons-material/Delete';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import Box from '@mui/material/Box';
import type { Identifier } from 'react-admin';
import { RowActions } from '../../src/components/list/RowActions';
import { DELETED_TOAST, useRecordActions } from '../../src/components/list/useRecordActions';
import type { ServerView } from '../../src/providers/serversApi';

const ACTIONS = {
  toggle: {},
  remove: {
    confirm: { title: 'resources.servers.delete.title', content: 'resources.servers.delete.content' },
    ...DELETED_TOAST,
  },
};

export function ServerRowActions({
  record,
  onTest,
  testing,
}: {
  record: ServerView;
  onTest(id: Identifier): void;
  testing: boolean;
}) {
  const { run, dialog } = useRecordActions<ServerView>('servers', ACTIONS, (r) => r.nome);
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
            onClick: () => run('toggle', record),
          },
          {
            label: 'resources.servers.actions.delete',
            icon: <DeleteIcon fontSize="small" />,
            onClick: () => run('remove', record),
          },
        ]}
      />
      {dialog}
    </Box>
  );
}
