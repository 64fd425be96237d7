// A delivery's state as a chip: queued, sending, delivered or failed; and the list of states.
import Chip from '@mui/material/Chip';
import type { DeliveryStatus } from '../../src/providers/integrationsApi';
import { useIntegrationsT } from './useIntegrationsT';

const COLOR: Record<DeliveryStatus, 'default' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  sending: 'info',
  delivered: 'success',
  failed: 'error',
};

/**
 * Every state, in the order a delivery goes through them (the type keeps the list whole; the schema
 * module's DELIVERY_STATUSES would bring zod into the page).
 */
export const DELIVERY_STATUS_LIST = Object.keys(COLOR) as DeliveryStatus[];

export function DeliveryStatusChip({ status }: { status: DeliveryStatus }) {
  const t = useIntegrationsT();
  return (
    <Chip
      size="small"
      variant={status === 'pending' ? 'outlined' : 'filled'}
      color={COLOR[status]}
      label={t(`deliveries.status.${status}`)}
      data-testid="delivery-status"
    />
  );
}
