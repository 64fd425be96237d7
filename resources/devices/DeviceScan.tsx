// /device/:id/scan: connects a device's WhatsApp. Says how to open "Aparelhos conectados" on the
// phone, draws the QR code as it arrives (and again when it rotates), then shows "Conectado" with
// the profile and number and the way on to the conversations or a new message. An expired QR can be
// generated again. The status line is an aria-live region.

import ChatIcon from '@mui/icons-material/Chat';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { DeviceQrPanel, ScanSteps } from './DeviceQrPanel';
import { LiveIndicator } from './LiveIndicator';
import { useDeviceConnection } from './useDeviceConnection';
import { useDevicePermissions } from './useDevicePermissions';

export function DeviceScan() {
  const { id } = useParams();
  const translate = useTranslate();
  const can = useDevicePermissions();
  const conn = useDeviceConnection(id);

  return (
    <Card sx={{ maxWidth: 860 }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={4}
          alignItems={{ xs: 'stretch', md: 'flex-start' }}
        >
          <Box sx={{ flex: 1 }}>
            <Stack direction="row" alignItems="center" justifyContent="space-between">
              <Typography variant="h6" component="h2">
                {translate('resources.devices.scan.instructions_title')}
              </Typography>
              <LiveIndicator />
            </Stack>
            {conn.name && (
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {conn.name}
              </Typography>
            )}
            <ScanSteps />
            {conn.problem && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {translate('resources.devices.scan.gateway_error', { message: conn.problem })}
              </Alert>
            )}
          </Box>
          <DeviceQrPanel
            conn={conn}
            connectedActions={
              <Stack direction="row" spacing={1}>
                {can.viewMessages && (
                  <Button
                    component={Link}
                    to={`/device/${id}/messages`}
                    variant="outlined"
                    startIcon={<ChatIcon />}
                  >
                    {translate('resources.devices.scan.view_chats')}
                  </Button>
                )}
                {can.send && (
                  <Button
                    component={Link}
                    to={`/message/cadastrar?device=${id}`}
                    variant="contained"
                    startIcon={<SendIcon />}
                  >
                    {translate('resources.devices.scan.send_message')}
                  </Button>
                )}
              </Stack>
            }
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
