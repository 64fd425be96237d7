// A campaign's progress as people read it: the counts the API sends are exclusive by current status
// (a read message is counted only as read), the figures shown are cumulative (read ⊂ delivered ⊂ sent).
import type { CampaignCounts, CampaignView, RealtimeEvents } from '../../common/schemas/messaging';

export interface CampaignFigures {
  total: number;
  /** Sent, delivered or read. */
  sent: number;
  /** Delivered or read. */
  delivered: number;
  read: number;
  /** Failed or refused as invalid. */
  failed: number;
  /** Still queued, paused or being sent. */
  pending: number;
  /** Cancelled before they went out. */
  cancelled: number;
}

export function campaignFigures(total: number, counts: CampaignCounts): CampaignFigures {
  const delivered = counts.delivered + counts.read;
  return {
    total,
    sent: counts.sent + delivered,
    delivered,
    read: counts.read,
    failed: counts.failed + counts.invalid,
    pending: counts.queued + counts.paused + counts.sending,
    cancelled: counts.cancelled,
  };
}

/** The stacked bar's parts, exclusive, as percentages of the total (each 0–100). */
export function progressSegments(f: CampaignFigures) {
  const base = Math.max(f.total, f.sent + f.failed + f.pending + f.cancelled, 1);
  const pct = (n: number) => (100 * n) / base;
  return {
    read: pct(f.read),
    delivered: pct(f.delivered - f.read),
    sent: pct(f.sent - f.delivered),
    failed: pct(f.failed),
    cancelled: pct(f.cancelled),
    pending: pct(f.pending),
  };
}

export type CampaignEvent = RealtimeEvents['campaign'];

/** Every message moves forward only (queued → sending → sent → delivered → read, or to a failure):
 * the sum of how far each has gone tells which of two snapshots is newer. */
const STEP: CampaignCounts = {
  queued: 0,
  paused: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  read: 4,
  failed: 4,
  invalid: 4,
  cancelled: 4,
};
const progressScore = (counts: CampaignCounts) =>
  (Object.keys(STEP) as (keyof CampaignCounts)[]).reduce((sum, k) => sum + counts[k] * STEP[k], 0);

/** The campaign with a live event's progress, unless the event is older than what was loaded. */
export function withLiveProgress(campaign: CampaignView, event: CampaignEvent | undefined): CampaignView {
  if (!event || event.id !== campaign.id) return campaign;
  if (campaign.finished_at && !event.finished_at) return campaign;
  if (!event.finished_at && progressScore(event.counts) < progressScore(campaign.counts)) return campaign;
  return {
    ...campaign,
    total: event.total,
    counts: event.counts,
    finished_at: event.finished_at,
    paused_at: event.paused_at,
    cancelled_at: event.cancelled_at,
    // The pace was worked out for the loaded row; paused or cancelled, it no longer holds.
    pace: event.paused_at || event.cancelled_at ? null : campaign.pace,
  };
}
