// An API key's state as a chip: active, expired or revoked.
import Chip from '@mui/material/Chip';
import type { ApiKeyView } from '../../src/providers/integrationsApi';
import { useIntegrationsT } from './useIntegrationsT';

const COLOR = { active: 'success', expired: 'warning', revoked: 'default' } as const;

export function ApiKeyStatusChip({ status }: { status: ApiKeyView['status'] }) {
  const t = useIntegrationsT();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[status]}
      label={t(`keys.status.${status}`)}
      data-testid="key-status"
    />
  );
}
