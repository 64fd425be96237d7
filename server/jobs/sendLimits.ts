// When may a device send next? Per-device limits (per minute, hour and day; the device's own or the
// platform's), eased in over a new device's first days (warm-up), and random gaps between bulk
// recipients. All off with MESSAGE_LIMITS=0.
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { DeviceRow } from '../db/queries/devices.js';
import { sendWindowCounts } from '../db/queries/messages.js';

const DAY_MS = 86_400_000;

/** Which day (0: the first) of its warm-up a device is in since it connected; null once past it. */
export function warmupDay(config: Config['messaging'], device: DeviceRow, now = Date.now()): number | null {
  const since = (device.connectedAt ?? device.createdAt).getTime();
  const day = Math.floor(Math.max(now - since, 0) / DAY_MS);
  return day < config.warmupDays ? day : null;
}

/**
 * The device's limits today: the ones the company set for it, or the platform's eased in by the
 * warm-up over a new device's first days (never below 1).
 */
export function deviceLimits(config: Config['messaging'], device: DeviceRow, now = Date.now()) {
  const day = warmupDay(config, device, now);
  const ramp = day === null ? 1 : (day + 1) / (config.warmupDays + 1);
  const scaled = (own: number | null, platform: number) => own ?? Math.max(1, Math.floor(platform * ramp));
  return {
    minute: scaled(device.limitMinute, config.perMinute),
    hour: scaled(device.limitHour, config.perHour),
    day: scaled(device.limitDay, config.perDay),
  };
}

/**
 * The part of each window bulk messages leave free, so a signatory's link or code (and a reply in
 * a chat) never waits for a window a campaign filled: a tenth of the limit, at least 1 (none when
 * the limit is 1, which a campaign would otherwise never get).
 */
export const headroom = (limit: number) => (limit < 2 ? 0 : Math.max(1, Math.floor(limit / 10)));

/**
 * When the device may send next. `all`: null when some message may go now, else when the busiest
 * full window frees a slot. `bulk`: null when a bulk message may go now, else when a window has
 * room again beyond the headroom kept for one-to-one and signing messages.
 */
export async function limitedUntil(
  db: Db,
  config: Config['messaging'],
  device: DeviceRow,
): Promise<{ all: Date | null; bulk: Date | null }> {
  if (!config.limits) return { all: null, bulk: null };
  const limits = deviceLimits(config, device);
  const counts = await sendWindowCounts(db, device.id);
  const windows = [
    { used: counts.minute, limit: limits.minute, oldest: counts.oldest.minute, ms: 60_000 },
    { used: counts.hour, limit: limits.hour, oldest: counts.oldest.hour, ms: 3_600_000 },
    { used: counts.day, limit: limits.day, oldest: counts.oldest.day, ms: DAY_MS },
  ];
  let all: number | null = null;
  let bulk: number | null = null;
  for (const w of windows) {
    // The oldest send in the window leaves it after `ms`: a conservative time for a slot to free.
    const free = (w.oldest?.getTime() ?? Date.now()) + w.ms;
    if (w.used >= w.limit) all = Math.max(all ?? 0, free);
    if (w.used >= w.limit - headroom(w.limit)) bulk = Math.max(bulk ?? 0, free);
  }
  return { all: all === null ? null : new Date(all), bulk: bulk === null ? null : new Date(bulk) };
}

/** The pause after a bulk recipient (none when limits are off). */
export function bulkGapMs(config: Config['messaging']): number {
  if (!config.limits) return 0;
  return Math.round(config.gapMinMs + Math.random() * (config.gapMaxMs - config.gapMinMs));
}

/** The "typing…" time asked of the gateway before each message (none when limits are off). */
export function typingDelayMs(config: Config['messaging']): number {
  return config.limits ? 800 + Math.round(Math.random() * 1200) : 0;
}
