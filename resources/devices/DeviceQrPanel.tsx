// The pieces of connecting a device's WhatsApp that the QR page and the request dialog's "Conectar
// WhatsApp" share: the steps on the phone, and the QR code as it arrives (redrawn when it rotates)
// with its live status line, "Conectado" with the profile and number, and "Gerar novo QR" once the
// code expired. The status line is an aria-live region.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import QrCodeIcon from '@mui/icons-material/QrCode';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { displayNumber } from './shared';
import type { DeviceConnection, ScanPhase } from './useDeviceConnection';

export const QR_SIZE = 264;

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

/** Where "Aparelhos conectados" is on the phone, as a numbered list. */
export function ScanSteps() {
  const translate = useTranslate();
  return (
    <Box component="ol" sx={{ pl: 3, '& li': { mb: 1 } }}>
      <li>{translate('resources.devices.scan.step_open')}</li>
      <li>{translate('resources.devices.scan.step_menu')}</li>
      <li>{translate('resources.devices.scan.step_link')}</li>
    </Box>
  );
}

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

interface Props {
  conn: DeviceConnection & { renew(): void };
  /** What follows "Conectado" (the way on). */
  connectedActions?: ReactNode;
}

/** The QR code, its status and what to do next, centred in a column as wide as the code. */
export function DeviceQrPanel({ conn, connectedActions }: Props) {
  const translate = useTranslate();
  const label = translate('resources.devices.scan.qr_label', { name: conn.name ?? '' });
  return (
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
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: QR_SIZE, textAlign: 'center' }}>
          {translate('resources.devices.scan.refused_hint')}
        </Typography>
      )}
      {(conn.phase === 'refused' || conn.phase === 'closed') && (
        <Button variant="contained" startIcon={<QrCodeIcon />} onClick={conn.renew}>
          {translate('resources.devices.scan.renew')}
        </Button>
      )}
      {conn.phase === 'open' && connectedActions}
    </Stack>
  );
}
