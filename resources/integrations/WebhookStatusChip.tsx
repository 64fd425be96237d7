// A webhook's state as a chip: active, switched off by the company, or disabled by the platform
// after its deliveries kept failing (the reason on hover or focus).
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { WebhookView } from '../../src/providers/integrationsApi';
import { useIntegrationsT } from './useIntegrationsT';

export const isFailing = (w: WebhookView) => !w.ativo && w.desativado_motivo !== null;

export function WebhookStatusChip({ webhook }: { webhook: WebhookView }) {
  const t = useIntegrationsT();
  const label = (state: string) => t(`webhooks.status.${state}`);
  if (isFailing(webhook))
    return (
      <Tooltip title={webhook.desativado_motivo ?? ''} describeChild>
        <Chip size="small" color="error" label={label('failing')} tabIndex={0} data-testid="webhook-status" />
      </Tooltip>
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      color={webhook.ativo ? 'success' : 'default'}
      label={label(webhook.ativo ? 'active' : 'inactive')}
      data-testid="webhook-status"
    />
  );
}
