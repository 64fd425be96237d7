// /integracoes: the company's API keys and, in a second tab (?aba=webhooks, so the tab can be linked
// and returned to), its webhook endpoints. Open to those holding integrations.manage.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { ApiKeysPanel } from './ApiKeysPanel';
import { useIntegrationsCaller } from './useIntegrationsCaller';
import { useIntegrationsT } from './useIntegrationsT';
import { WebhooksPanel } from './WebhooksPanel';

const TABS = ['keys', 'webhooks'] as const;

export default function IntegrationsPage() {
  const translate = useTranslate();
  const t = useIntegrationsT();
  const caller = useIntegrationsCaller();
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === 'webhooks' ? 1 : 0;
  if (!caller) return <LinearProgress />;
  return (
    // Another company (switched from the app bar) starts afresh.
    <Box key={caller.empresaId} data-testid="integrations" sx={{ pt: 1, minWidth: 0 }}>
      <Typography component="h1" variant="h5">
        {translate('resources.integrations.page.integrations')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setParams(v === 1 ? { aba: 'webhooks' } : {}, { replace: true })}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((name, i) => (
          <Tab
            key={name}
            label={t(`tabs.${name}`)}
            id={`integrations-tab-${i}`}
            aria-controls={`integrations-panel-${i}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`integrations-panel-${tab}`} aria-labelledby={`integrations-tab-${tab}`}>
        {tab === 0 ? <ApiKeysPanel grantable={caller.permissions} /> : <WebhooksPanel />}
      </div>
    </Box>
  );
}
