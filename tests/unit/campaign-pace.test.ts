// A campaign's expected end and what sets its pace: the device's limits (a new device's eased in by
// the warm-up, widening day by day), the random gaps, and the messages queued ahead of it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import type { DeviceRow } from '../../server/db/queries/devices.js';
import { campaignPace } from '../../server/modules/messages/pace.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T12:00:00Z');
// The platform's defaults: 20 a minute, 300 an hour, 1,500 a day, 7 warm-up days, gaps of 2–8 s.
const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'cofre-pace-')) }).messaging;
const idle = { minute: 0, hour: 0, day: 0 };

const device = (connectedDaysAgo: number, own: Partial<DeviceRow> = {}) =>
  ({
    createdAt: new Date(NOW - connectedDaysAgo * DAY - 3600_000),
    connectedAt: new Date(NOW - connectedDaysAgo * DAY),
    limitMinute: null,
    limitHour: null,
    limitDay: null,
    ...own,
  }) as DeviceRow;

describe('campaign pace', () => {
  it('an established device: the hourly limit sets the pace (12 s a message), the end follows', () => {
    const pace = campaignPace({ config, device: device(30), toSend: 10, used: idle, now: NOW });
    expect(pace).toEqual({
      ends_at: new Date(NOW + 10 * 12_000).toISOString(),
      to_send: 10,
      reason: 'hour',
      limits: { minute: 20, hour: 300, day: 1500 },
      warmup: null,
    });
  });

  it('a new device warming up: today 187 a day, so 300 messages end tomorrow at its wider limits', () => {
    const pace = campaignPace({ config, device: device(0), toSend: 300, used: idle, now: NOW });
    expect(pace?.reason).toBe('day');
    expect(pace?.warmup).toEqual({ day: 1, days: 7 });
    expect(pace?.limits).toEqual({ minute: 2, hour: 37, day: 187 });
    // Day 1: 187 go out; day 2 (2/8 of the limits: 75 an hour) sends the other 113, 48 s apart.
    expect(pace?.ends_at).toBe(new Date(NOW + DAY + 113 * 48_000).toISOString());
  });

  it('counts what the device already sent today against the daily limit', () => {
    const fresh = campaignPace({ config, device: device(30), toSend: 100, used: idle, now: NOW });
    const busy = campaignPace({
      config,
      device: device(30),
      toSend: 100,
      used: { minute: 0, hour: 0, day: 1450 },
      now: NOW,
    });
    expect(fresh?.reason).toBe('hour');
    expect(busy?.reason).toBe('day');
    expect(Date.parse(busy?.ends_at ?? '')).toBeGreaterThan(NOW + DAY);
  });

  it('a device with limits of its own is not warming up, and its own limits apply', () => {
    const pace = campaignPace({
      config,
      device: device(0, { limitMinute: 60, limitHour: 3600, limitDay: 10_000 }),
      toSend: 10,
      used: idle,
      now: NOW,
    });
    expect(pace?.warmup).toBeNull();
    // Gaps of 5 s on average plus about 1.4 s of "typing…": the gaps set the pace.
    expect(pace?.reason).toBe('gaps');
    expect(pace?.ends_at).toBe(new Date(NOW + 10 * 6_400).toISOString());
  });

  it('says nothing when nothing is left or the limits are off', () => {
    expect(campaignPace({ config, device: device(30), toSend: 0, used: idle, now: NOW })).toBeNull();
    expect(
      campaignPace({
        config: { ...config, limits: false },
        device: device(30),
        toSend: 5,
        used: idle,
        now: NOW,
      }),
    ).toBeNull();
  });
});
