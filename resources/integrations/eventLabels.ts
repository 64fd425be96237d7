// The webhook events' names in the app's language (common/webhookEvents.ts), and "3 eventos" with
// the names for a tooltip.
import { isWebhookEvent, WEBHOOK_EVENT_LABELS } from '../../common/webhookEvents';
import { useLanguage } from '../users/shared';
import { useIntegrationsT } from './useIntegrationsT';

/** An event's label; the test event (webhook.test) and an unknown type show as they are. */
export function useEventLabel() {
  const lang = useLanguage();
  return (type: string) => (isWebhookEvent(type) ? WEBHOOK_EVENT_LABELS[lang][type] : type);
}

export function useEventCount() {
  const t = useIntegrationsT();
  const label = useEventLabel();
  return (events: readonly string[]) => ({
    count: t('webhooks.events_count', { smart_count: events.length }),
    labels: events.map(label).join(', '),
  });
}
