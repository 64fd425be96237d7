// The webhooks tab: how deliveries are signed, the company's endpoints, "Novo webhook" (then its
// secret, shown once) and each endpoint's actions in its ⋮ menu.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadStatus } from '../../src/components/list/LoadStatus';
import { usePageLoad } from '../../src/components/list/usePageLoad';
import { integrationsApi } from '../../src/providers/integrationsApi';
import { IntegrationsHelp } from './IntegrationsHelp';
import { useIntegrationsT } from './useIntegrationsT';
import { useLoadTexts } from './useLoadTexts';
import { useWebhookActions } from './useWebhookActions';
import { WebhookList } from './WebhookList';

export function WebhooksPanel() {
  const t = useIntegrationsT();
  const { data, failed, reload } = usePageLoad(() => integrationsApi.webhooks(), []);
  const texts = useLoadTexts(t('webhooks.empty'));
  const { actionsFor, create, dialogs } = useWebhookActions({ onChanged: reload });
  return (
    <Box data-testid="webhooks">
      <IntegrationsHelp kind="webhooks" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={create}>
          {t('webhooks.new')}
        </Button>
      </Box>
      <LoadStatus failed={failed} total={data?.total} onRetry={reload} texts={texts} />
      {data && data.data.length > 0 && <WebhookList webhooks={data.data} actionsFor={(w) => actionsFor(w)} />}
      {dialogs}
    </Box>
  );
}
