// The API keys tab: what a key is for, the company's keys, "Nova chave" (then the whole key, shown
// once) and revoking a key after confirming.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { LoadStatus } from '../../src/components/list/LoadStatus';
import { useConfirmAction } from '../../src/components/list/useConfirmAction';
import { usePageLoad } from '../../src/components/list/usePageLoad';
import { type ApiKeyView, integrationsApi } from '../../src/providers/integrationsApi';
import { useRefusal } from '../users/shared';
import { ApiKeyDialog } from './ApiKeyDialog';
import { ApiKeyList } from './ApiKeyList';
import { IntegrationsHelp } from './IntegrationsHelp';
import { SecretDialog, type ShownSecret } from './SecretDialog';
import { useIntegrationsT } from './useIntegrationsT';
import { useLoadTexts } from './useLoadTexts';

export function ApiKeysPanel({ grantable }: { grantable: readonly string[] }) {
  const t = useIntegrationsT();
  const refusing = useRefusal();
  const { ask, dialog } = useConfirmAction();
  const { data, failed, reload } = usePageLoad(() => integrationsApi.apiKeys(), []);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const texts = useLoadTexts(t('keys.empty'));

  const revoke = (key: ApiKeyView) =>
    ask({
      title: t('keys.revoke.action'),
      content: t('keys.revoke.confirm', { name: key.nome }),
      confirm: t('keys.revoke.action'),
      destructive: true,
      run: () => refusing(integrationsApi.revokeApiKey(key.id)),
      done: t('keys.revoke.done'),
      after: reload,
    });

  return (
    <Box data-testid="api-keys">
      <IntegrationsHelp kind="keys" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('keys.new')}
        </Button>
      </Box>
      <LoadStatus failed={failed} total={data?.total} onRetry={reload} texts={texts} />
      {data && data.data.length > 0 && <ApiKeyList keys={data.data} onRevoke={revoke} />}
      <ApiKeyDialog
        open={creating}
        grantable={grantable}
        onClose={() => setCreating(false)}
        onCreated={(value) => {
          setCreating(false);
          setSecret({
            value,
            title: t('keys.created.title'),
            warning: t('keys.created.warning'),
            label: t('keys.created.label'),
          });
          reload();
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      {dialog}
    </Box>
  );
}
