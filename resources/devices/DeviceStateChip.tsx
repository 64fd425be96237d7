// The connection state of a device as a coloured chip: Conectado (green), Aguardando leitura do QR,
// Desconectado, QR expirado; with the reason under it when Cofre stopped the device itself.
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DeviceDisconnectReason, DeviceState } from '../../common/schemas/messaging';

const COLORS = {
  open: 'success',
  connecting: 'warning',
  close: 'default',
  refused: 'error',
} as const satisfies Record<DeviceState, string>;

export function DeviceStateChip({
  state,
  reason = null,
}: {
  state: DeviceState;
  /** Why Cofre stopped it, when its gateway did not say (shown under the chip). */
  reason?: DeviceDisconnectReason | null;
}) {
  const translate = useTranslate();
  const chip = (
    <Chip
      size="small"
      color={reason ? 'warning' : (COLORS[state] ?? 'default')}
      variant={state === 'close' && !reason ? 'outlined' : 'filled'}
      label={translate(`resources.devices.state.${state}`)}
      data-testid="device-state"
      data-state={state}
    />
  );
  if (!reason || state === 'open') return chip;
  return (
    <>
      {chip}
      <Typography variant="caption" component="div" color="warning.dark" sx={{ mt: 0.5, maxWidth: 220 }}>
        {translate(`resources.devices.reason.${reason}`)}
      </Typography>
    </>
  );
}
