// A campaign's progress: one stacked bar (read inside delivered inside sent, failures in red, what is
// still queued in grey) and the figures "Enviadas X · Entregues Y · Lidas Z · Falhas W de N"; while
// its device is not connected, a line says the campaign is paused and why.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CampaignCounts, CampaignView } from '../../common/schemas/messaging';
import { campaignFigures, progressSegments } from './campaignProgress';

const COLORS = {
  read: 'info.main',
  delivered: 'success.main',
  sent: 'success.light',
  failed: 'error.main',
  pending: 'action.disabledBackground',
} as const;

export function CampaignProgress({
  total,
  counts,
  device,
  finished = false,
}: {
  total: number;
  counts: CampaignCounts;
  /** The sending device: while it is not connected, what is still queued is shown as paused. */
  device?: CampaignView['device'];
  finished?: boolean;
}) {
  const translate = useTranslate();
  const figures = campaignFigures(total, counts);
  const paused = !finished && figures.pending > 0 && device !== undefined && device.state !== 'open';
  const parts = progressSegments(figures);
  const label = translate('resources.messages.progress.figures', figures);
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
        {(['read', 'delivered', 'sent', 'failed'] as const).map((part) =>
          parts[part] > 0 ? (
            <Box key={part} data-part={part} sx={{ width: `${parts[part]}%`, bgcolor: COLORS[part] }} />
          ) : null,
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
        {label}
      </Typography>
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
