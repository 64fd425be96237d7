// /integracoes/webhooks/:id: one webhook endpoint — its address, events and state (and why the
// platform disabled it, if it did), its actions as buttons, and its delivery log.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { usePageLoad } from '../../src/components/list/usePageLoad';
import { formatDateTime } from '../../src/providers/format';
import { integrationsApi, type WebhookView } from '../../src/providers/integrationsApi';
import { useLanguage } from '../users/shared';
import { DeliveryLog } from './DeliveryLog';
import { useEventLabel } from './eventLabels';
import { WEBHOOKS_TAB } from './paths';
import { useIntegrationsT } from './useIntegrationsT';
import { useWebhookActions, type WebhookActions } from './useWebhookActions';
import { isFailing, WebhookStatusChip } from './WebhookStatusChip';

function Summary({ webhook, actions }: { webhook: WebhookView; actions: WebhookActions['actionsFor'] }) {
  const t = useIntegrationsT();
  const lang = useLanguage();
  const label = useEventLabel();
  return (
    <>
      <Typography
        variant="body1"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', wordBreak: 'break-word', mt: 1 }}
        data-testid="webhook-url"
      >
        {webhook.url}
      </Typography>
      {webhook.descricao && (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {webhook.descricao}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1.5 }}>
        <WebhookStatusChip webhook={webhook} />
        {webhook.eventos.map((e) => (
          <Chip
            key={e}
            size="small"
            variant="outlined"
            label={label(e)}
            title={e}
            sx={{ maxWidth: '100%' }}
          />
        ))}
      </Box>
      {isFailing(webhook) && (
        <Alert severity="error" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {t('webhooks.disabled', {
            date: webhook.desativado_em ? formatDateTime(webhook.desativado_em, lang) : '—',
            reason: webhook.desativado_motivo,
          })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {actions(webhook, { withOpen: false })
          .filter((a) => !a.hidden)
          .map((a) => (
            <Button key={a.label} variant="outlined" size="small" startIcon={a.icon} onClick={a.onClick}>
              {a.label}
            </Button>
          ))}
      </Box>
    </>
  );
}

export default function WebhookPage() {
  const t = useIntegrationsT();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const { data: webhook, failed, reload } = usePageLoad(() => integrationsApi.webhook(id), [id]);
  // A test event just queued: the log reads again at once.
  const [version, setVersion] = useState(0);
  const { actionsFor, dialogs } = useWebhookActions({
    onChanged: reload,
    onDeleted: () => navigate(WEBHOOKS_TAB),
    onTested: () => setVersion((v) => v + 1),
  });
  return (
    <Box data-testid="webhook-page" sx={{ pt: 1, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <IconButton component={RouterLink} to={WEBHOOKS_TAB} aria-label={t('webhooks.back')}>
          <ArrowBackIcon />
        </IconButton>
        <Typography component="h1" variant="h5">
          {t('webhooks.title')}
        </Typography>
      </Stack>
      {failed ? (
        <Alert severity="error" action={<Button onClick={reload}>{t('load.retry')}</Button>}>
          {t('load.failed')}
        </Alert>
      ) : webhook ? (
        <Summary webhook={webhook} actions={actionsFor} />
      ) : (
        <LinearProgress />
      )}
      <DeliveryLog webhookId={id} version={version} />
      {dialogs}
    </Box>
  );
}
