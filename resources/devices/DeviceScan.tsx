// /device/:id/scan: connects a device's WhatsApp. Says how to open "Aparelhos conectados" on the
// phone, draws the QR code as it arrives (and again when it rotates), then shows "Conectado" with
// the profile and number and the way on to the conversations or a new message. An expired QR can be
// generated again. The status line is an aria-live region.

import ChatIcon from '@mui/icons-material/Chat';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import QrCodeIcon from '@mui/icons-material/QrCode';
import SendIcon from '@mui/icons-material/Send';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { LiveIndicator } from './LiveIndicator';
import { displayNumber } from './shared';
import { type DeviceConnection, type ScanPhase, useDeviceConnection } from './useDeviceConnection';
import { useDevicePermissions } from './useDevicePermissions';

const QR_SIZE = 264;

const STATUS_KEYS: Record<ScanPhase, string> = {
  loading: 'resources.devices.scan.loading',
  waiting: 'resources.devices.scan.waiting',
  qr: 'resources.devices.scan.scanning',
  open: 'resources.devices.scan.connected',
  refused: 'resources.devices.scan.refused',
  closed: 'resources.devices.state.close',
};

const imageSource = (base64: string) =>
  base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;

function QrArea({ conn, label }: { conn: DeviceConnection; label: string }) {
  const box = { width: QR_SIZE, height: QR_SIZE, display: 'grid', placeItems: 'center' } as const;
  if (conn.phase === 'qr' && conn.code)
    return (
      <Box sx={{ ...box, bgcolor: '#fff', p: 1, borderRadius: 1 }}>
        <QRCodeSVG
          value={conn.code}
          size={QR_SIZE - 16}
          role="img"
          aria-label={label}
          data-testid="device-qr"
          level="M"
        />
      </Box>
    );
  if (conn.phase === 'qr' && conn.base64)
    return (
      <Box sx={box}>
        <img
          src={imageSource(conn.base64)}
          alt={label}
          width={QR_SIZE}
          height={QR_SIZE}
          data-testid="device-qr"
        />
      </Box>
    );
  if (conn.phase === 'open')
    return (
      <Box sx={box}>
        <CheckCircleIcon color="success" sx={{ fontSize: 120 }} />
      </Box>
    );
  if (conn.phase === 'refused' || conn.phase === 'closed')
    return (
      <Box sx={box}>
        <TimerOffIcon color="disabled" sx={{ fontSize: 96 }} />
      </Box>
    );
  return (
    <Box sx={{ ...box, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

export function DeviceScan() {
  const { id } = useParams();
  const translate = useTranslate();
  const can = useDevicePermissions();
  const conn = useDeviceConnection(id);
  const label = translate('resources.devices.scan.qr_label', { name: conn.name ?? '' });

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
            <Box component="ol" sx={{ pl: 3, '& li': { mb: 1 } }}>
              <li>{translate('resources.devices.scan.step_open')}</li>
              <li>{translate('resources.devices.scan.step_menu')}</li>
              <li>{translate('resources.devices.scan.step_link')}</li>
            </Box>
            {conn.problem && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {translate('resources.devices.scan.gateway_error', { message: conn.problem })}
              </Alert>
            )}
          </Box>
          <Stack alignItems="center" spacing={2} sx={{ minWidth: QR_SIZE }}>
            <QrArea conn={conn} label={label} />
            <Typography
              role="status"
              aria-live="polite"
              data-testid="scan-status"
              variant="h6"
              component="p"
              color={conn.phase === 'open' ? 'success.main' : 'text.primary'}
            >
              {translate(STATUS_KEYS[conn.phase])}
            </Typography>
            {conn.phase === 'open' && (conn.profileName || conn.number) && (
              <Box sx={{ textAlign: 'center' }} data-testid="scan-profile">
                {conn.profileName && <Typography>{conn.profileName}</Typography>}
                {conn.number && <Typography color="text.secondary">{displayNumber(conn.number)}</Typography>}
              </Box>
            )}
            {conn.phase === 'refused' && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ maxWidth: QR_SIZE, textAlign: 'center' }}
              >
                {translate('resources.devices.scan.refused_hint')}
              </Typography>
            )}
            {(conn.phase === 'refused' || conn.phase === 'closed') && (
              <Button variant="contained" startIcon={<QrCodeIcon />} onClick={conn.renew}>
                {translate('resources.devices.scan.renew')}
              </Button>
            )}
            {conn.phase === 'open' && (
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
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
