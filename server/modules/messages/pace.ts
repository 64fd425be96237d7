// When will a campaign finish, and what sets the pace? The device's send limits (per minute, hour
// and day; a new device's eased in over its warm-up days) and the random gaps between bulk
// recipients decide, applied to every message queued on the device up to the campaign's last one
// (one device sends one message at a time, in queue order). The estimate walks day by day, so a
// warm-up that widens the daily limit tomorrow is counted.
import type { CampaignPace } from '../../../common/schemas/messaging.js';
import type { Config } from '../../config.js';
import type { DeviceRow } from '../../db/queries/devices.js';
import { deviceLimits, warmupDay } from '../../jobs/sendLimits.js';

const DAY_MS = 86_400_000;
/** The average "typing…" shown before each message (sendLimits.typingDelayMs: 0.8–2.0 s). */
const TYPING_AVG_MS = 1_400;
/** Longest horizon walked (a year): past it the estimate says so rather than loop. */
const MAX_DAYS = 366;

export interface PaceInput {
  config: Config['messaging'];
  device: DeviceRow;
  /** Messages to go out before the campaign is done: its own and those queued ahead of them. */
  toSend: number;
  /** Sent (or in flight) by the device in the last minute, hour and day. */
  used: { minute: number; hour: number; day: number };
  now?: number;
}

/** The expected end and what sets the pace; null when nothing is left or limits are off. */
export function campaignPace({
  config,
  device,
  toSend,
  used,
  now = Date.now(),
}: PaceInput): CampaignPace | null {
  if (toSend <= 0 || !config.limits) return null;
  const gapMs = (config.gapMinMs + config.gapMaxMs) / 2 + TYPING_AVG_MS;
  // Warming up while the platform's limits apply (limits the company set for it are not eased in).
  const day = warmupDay(config, device, now);
  const warming =
    day !== null && (device.limitMinute === null || device.limitHour === null || device.limitDay === null);
  const today = deviceLimits(config, device, now);
  // The slowest of the spacings the limits and the gaps impose, message after message.
  const spacing = (l: typeof today) => Math.max(gapMs, 60_000 / l.minute, 3_600_000 / l.hour);
  const spacings = { gaps: gapMs, minute: 60_000 / today.minute, hour: 3_600_000 / today.hour };

  let left = toSend;
  let t = now;
  let dayUsed = used.day;
  for (let days = 0; left > 0 && days <= MAX_DAYS; days++) {
    const limits = deviceLimits(config, device, t);
    const capacity = Math.max(0, limits.day - dayUsed);
    const n = Math.min(left, capacity, Math.floor(DAY_MS / spacing(limits)));
    left -= n;
    if (left === 0) t += n * spacing(limits);
    else t += DAY_MS;
    dayUsed = 0;
  }
  const byDay = toSend > Math.max(0, today.day - used.day);
  const reason: CampaignPace['reason'] = byDay
    ? 'day'
    : (Object.entries(spacings).sort((a, b) => b[1] - a[1])[0]?.[0] as 'gaps' | 'minute' | 'hour');
  return {
    ends_at: left > 0 ? null : new Date(t).toISOString(),
    to_send: toSend,
    reason,
    limits: today,
    warmup: warming ? { day: day + 1, days: config.warmupDays } : null,
  };
}
