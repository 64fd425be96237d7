// Shortcuts to the usual tasks, each shown only to whom may do it: upload a document and request
// signatures (the vault), send a message, connect a device.
import DevicesIcon from '@mui/icons-material/Devices';
import DrawIcon from '@mui/icons-material/Draw';
import SendIcon from '@mui/icons-material/Send';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LinkBase } from 'react-admin';
import type { RouteName } from '../../../routes/table';
import { targetFor, useAccessIdentity } from './access';
import { useDashboardT } from './useDashboardT';

const ACTIONS: { id: string; label: string; route: RouteName; permission: string; icon: ReactNode }[] = [
  {
    id: 'upload',
    label: 'actions.upload',
    route: 'vault',
    permission: 'vault.upload',
    icon: <UploadFileIcon />,
  },
  {
    id: 'send-message',
    label: 'actions.send_message',
    route: 'messageCreate',
    permission: 'messages.send',
    icon: <SendIcon />,
  },
  {
    id: 'connect-device',
    label: 'actions.connect_device',
    route: 'deviceCreate',
    permission: 'devices.manage',
    icon: <DevicesIcon />,
  },
  {
    id: 'request-signatures',
    label: 'actions.request_signatures',
    route: 'vault',
    permission: 'signing.request',
    icon: <DrawIcon />,
  },
];

export function QuickActions() {
  const { t } = useDashboardT();
  const who = useAccessIdentity();
  const shown = ACTIONS.map((a) => ({ ...a, target: targetFor(who, a.route, a.permission) })).filter(
    (a) => a.target.allowed,
  );
  if (shown.length === 0) return null;
  return (
    <Card data-testid="dash-actions">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('actions.title')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {shown.map((a) => (
            <Button
              key={a.id}
              data-testid={`dash-action-${a.id}`}
              variant="outlined"
              startIcon={a.icon}
              component={LinkBase}
              to={a.target.path}
            >
              {t(a.label)}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
