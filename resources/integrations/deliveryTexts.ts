// How a delivery's facts read: its event's label, when, the last answer's code and duration.
import { formatDateTime } from '../../src/providers/format';
import { useLanguage } from '../users/shared';
import { useEventLabel } from './eventLabels';
import { useIntegrationsT } from './useIntegrationsT';

export function useDeliveryTexts() {
  const it = useIntegrationsT();
  const lang = useLanguage();
  const label = useEventLabel();
  const t = (key: string, args?: Record<string, unknown>) => it(`deliveries.${key}`, args);
  return {
    t,
    label,
    when: (value: string) => formatDateTime(value, lang),
    code: (code: number | null) => (code === null ? '—' : String(code)),
    duration: (ms: number | null) => (ms === null ? '—' : t('duration', { ms })),
  };
}
