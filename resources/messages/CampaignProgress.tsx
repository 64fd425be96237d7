// A campaign's progress: one stacked bar (read inside delivered inside sent, failures in red, what is
// still queued in grey) and the figures "Enviadas X · Entregues Y · Lidas Z · Falhas W de N"; while
// its device is not connected or a user paused it, a line says it is paused and why; otherwise,
// while it sends, when it should end and what sets that pace (a warm-up, a limit, the gaps).
// Cancelled messages are counted apart, in dark grey.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import type { CampaignCounts, CampaignPace, CampaignView } from '../../common/schemas/messaging';
import { formatDateTime } from '../../src/providers/format';
import { campaignFigures, progressSegments } from './campaignProgress';

const COLORS = {
  read: 'info.main',
  delivered: 'success.main',
  sent: 'success.light',
  failed: 'error.main',
  cancelled: 'grey.500',
  pending: 'action.disabledBackground',
} as const;

export function CampaignProgress({
  total,
  counts,
  device,
  finished = false,
  pace = null,
  pausedByUser = false,
}: {
  total: number;
  counts: CampaignCounts;
  /** The sending device: while it is not connected, what is still queued is shown as paused. */
  device?: CampaignView['device'];
  finished?: boolean;
  /** The expected end and what sets it (from the API; null when limits are off). */
  pace?: CampaignPace | null;
  /** A user paused the campaign (its waiting messages are 'paused'). */
  pausedByUser?: boolean;
}) {
  const translate = useTranslate();
  const lang = useLocale() === 'en' ? 'en' : 'pt_BR';
  const locale = lang === 'en' ? 'en-US' : 'pt-BR';
  const figures = campaignFigures(total, counts);
  const paused =
    !finished && !pausedByUser && figures.pending > 0 && device !== undefined && device.state !== 'open';
  const parts = progressSegments(figures);
  const label =
    translate('resources.messages.progress.figures', figures) +
    (figures.cancelled > 0 ? ` · ${translate('resources.messages.progress.cancelled', figures)}` : '');
  const done = total > 0 ? Math.round((100 * (figures.sent + figures.failed)) / total) : 0;
  return (
    <Box sx={{ minWidth: 200 }} data-testid="campaign-progress">
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(done, 100)}
        sx={{ display: 'flex', height: 8, borderRadius: 4, overflow: 'hidden', bgcolor: COLORS.pending }}
      >
        {(['read', 'delivered', 'sent', 'failed', 'cancelled'] as const).map((part) =>
          parts[part] > 0 ? (
            <Box key={part} data-part={part} sx={{ width: `${parts[part]}%`, bgcolor: COLORS[part] }} />
          ) : null,
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
        {label}
      </Typography>
      {pausedByUser && !finished && (
        <Typography variant="caption" color="warning.dark" component="div" data-testid="campaign-paused">
          {translate('resources.messages.progress.paused_by_user', { smart_count: figures.pending })}
        </Typography>
      )}
      {!paused && !pausedByUser && !finished && figures.pending > 0 && pace && (
        <Typography variant="caption" color="text.secondary" component="div" data-testid="campaign-pace">
          {pace.ends_at
            ? translate('resources.messages.pace.ends', { when: formatDateTime(pace.ends_at, lang) })
            : translate('resources.messages.pace.ends_later')}{' '}
          {translate(`resources.messages.pace.${pace.warmup ? 'warmup' : pace.reason}`, {
            ...pace.warmup,
            per_minute: pace.limits.minute.toLocaleString(locale),
            per_hour: pace.limits.hour.toLocaleString(locale),
            per_day: pace.limits.day.toLocaleString(locale),
            smart_count: pace.to_send,
          })}
        </Typography>
      )}
      {paused && (
        <Typography variant="caption" color="warning.dark" component="div" data-testid="campaign-paused">
          {translate(
            device.disconnect_reason === 'gateway_lost'
              ? 'resources.messages.progress.paused_gateway_lost'
              : 'resources.messages.progress.paused',
            { device: device.name },
          )}
        </Typography>
      )}
    </Box>
  );
}
