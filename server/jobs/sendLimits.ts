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

/** null: the device may send now; otherwise the time its busiest full window frees a slot. */
export async function limitedUntil(
  db: Db,
  config: Config['messaging'],
  device: DeviceRow,
): Promise<Date | null> {
  if (!config.limits) return null;
  const limits = deviceLimits(config, device);
  const counts = await sendWindowCounts(db, device.id);
  const windows = [
    { used: counts.minute, limit: limits.minute, oldest: counts.oldest.minute, ms: 60_000 },
    { used: counts.hour, limit: limits.hour, oldest: counts.oldest.hour, ms: 3_600_000 },
    { used: counts.day, limit: limits.day, oldest: counts.oldest.day, ms: DAY_MS },
  ];
  let until: number | null = null;
  for (const w of windows)
    if (w.used >= w.limit) {
      const free = (w.oldest?.getTime() ?? Date.now()) + w.ms;
      until = Math.max(until ?? 0, free);
    }
  return until === null ? null : new Date(until);
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
