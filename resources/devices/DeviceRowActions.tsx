// The actions of a device row: connect (read the QR code; while not connected), its conversations,
// edit, disconnect WhatsApp (confirmed; while connected or connecting) and delete (confirmed).
import ChatIcon from '@mui/icons-material/Chat';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import QrCodeIcon from '@mui/icons-material/QrCode';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router';
import type { DeviceView } from '../../common/schemas/messaging';
import { RowActions } from '../../src/components/list/RowActions';
import { devicesApi } from '../../src/providers/devicesApi';
import { useDevicePermissions } from './useDevicePermissions';

type Confirming = 'logout' | 'delete';

export function DeviceRowActions({ record }: { record: DeviceView }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const can = useDevicePermissions();
  // The kind outlives the dialog's closing fade, so its text does not change while it fades.
  const [confirming, setConfirming] = useState<Confirming>('delete');
  const [open, setOpen] = useState(false);
  const ask = (kind: Confirming) => {
    setConfirming(kind);
    setOpen(true);
  };
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<{ message: string }>, fallback: string) => {
    setBusy(true);
    try {
      const res = await call();
      notify(res?.message || fallback, { type: 'info', messageArgs: { smart_count: 1 } });
      refresh();
    } catch {
      // The HTTP layer already showed the failure.
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    // Clicks inside the menu and the dialogs (portals) must not reach the row, which opens the edit view.
    <Box component="span" onClick={(e) => e.stopPropagation()}>
      <RowActions
        actions={[
          {
            label: 'resources.devices.actions.connect',
            icon: <QrCodeIcon fontSize="small" />,
            hidden: !can.manage || record.state === 'open',
            onClick: () => navigate(`/device/${record.id}/scan`),
          },
          {
            label: 'resources.devices.actions.chats',
            icon: <ChatIcon fontSize="small" />,
            hidden: !can.viewMessages,
            onClick: () => navigate(`/device/${record.id}/messages`),
          },
          {
            label: 'resources.devices.actions.edit',
            icon: <EditIcon fontSize="small" />,
            hidden: !can.manage,
            onClick: () => navigate(`/device/${record.id}/editar`),
          },
          {
            label: 'resources.devices.actions.logout',
            icon: <LinkOffIcon fontSize="small" />,
            hidden: !can.manage || record.state === 'close',
            onClick: () => ask('logout'),
          },
          {
            label: 'resources.devices.actions.delete',
            icon: <DeleteIcon fontSize="small" />,
            hidden: !can.manage,
            onClick: () => ask('delete'),
          },
        ]}
      />
      <Confirm
        isOpen={open}
        loading={busy}
        title={`resources.devices.${confirming}.title`}
        content={`resources.devices.${confirming}.content`}
        translateOptions={{ name: record.name }}
        onConfirm={() =>
          confirming === 'logout'
            ? run(() => devicesApi.logout(record.id), 'resources.devices.state.close')
            : run(() => devicesApi.remove(record.id), 'ra.notification.deleted')
        }
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
