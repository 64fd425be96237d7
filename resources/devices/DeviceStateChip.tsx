// The connection state of a device as a coloured chip: Conectado (green), Aguardando leitura do QR,
// Desconectado, QR expirado.
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { DeviceState } from '../../common/schemas/messaging';

const COLORS = {
  open: 'success',
  connecting: 'warning',
  close: 'default',
  refused: 'error',
} as const satisfies Record<DeviceState, string>;

export function DeviceStateChip({ state }: { state: DeviceState }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[state] ?? 'default'}
      variant={state === 'close' ? 'outlined' : 'filled'}
      label={translate(`resources.devices.state.${state}`)}
      data-testid="device-state"
      data-state={state}
    />
  );
}
