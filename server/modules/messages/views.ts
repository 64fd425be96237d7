// Campaigns and recipients as the API shows them.
import type { Language } from '../../../common/constants.js';
import type {
  CampaignPace,
  CampaignView,
  DeviceState,
  RecipientView,
} from '../../../common/schemas/messaging.js';
import type { AppContext } from '../../context.js';
import {
  type CampaignRow,
  campaignCounts,
  campaignQueueDepths,
  emptyCampaignCounts,
} from '../../db/queries/campaigns.js';
import { deviceRefs, devicesByIds } from '../../db/queries/devices.js';
import { type MessageRow, resentBy, sendWindowCounts } from '../../db/queries/messages.js';
import { userNames } from '../../db/queries/users.js';
import { messageError } from '../devices/events.js';
import { disconnectReasonOf, messageView } from '../devices/views.js';
import { campaignPace } from './pace.js';

/** Each unfinished campaign's pace: its expected end and what sets it (limits on only). */
async function campaignPaces(ctx: AppContext, rows: CampaignRow[]): Promise<Map<number, CampaignPace>> {
  const config = ctx.config.messaging;
  const open = rows.filter((r) => r.finishedAt === null && r.pausedAt === null && r.cancelledAt === null);
  const paces = new Map<number, CampaignPace>();
  if (!config.limits || !open.length) return paces;
  const deviceIds = [...new Set(open.map((r) => r.deviceId))];
  const [depths, devices, windows] = await Promise.all([
    campaignQueueDepths(
      ctx.db,
      open.map((r) => r.id),
    ),
    devicesByIds(ctx.db, deviceIds),
    Promise.all(deviceIds.map(async (id) => [id, await sendWindowCounts(ctx.db, id)] as const)),
  ]);
  const used = new Map(windows);
  for (const r of open) {
    const device = devices.get(r.deviceId);
    const counts = used.get(r.deviceId);
    if (!device || !counts) continue;
    const pace = campaignPace({ config, device, toSend: depths.get(r.id) ?? 0, used: counts });
    if (pace) paces.set(r.id, pace);
  }
  return paces;
}

export async function campaignViews(ctx: AppContext, rows: CampaignRow[]): Promise<CampaignView[]> {
  const ids = rows.map((r) => r.id);
  const [counts, devices, users, paces] = await Promise.all([
    campaignCounts(ctx.db, ids),
    deviceRefs(ctx.db, [...new Set(rows.map((r) => r.deviceId))]),
    userNames(ctx.db, [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))]),
    campaignPaces(ctx, rows),
  ]);
  return rows.map((r) => {
    const device = devices.get(r.deviceId);
    return {
      id: r.id,
      message: r.message,
      device: {
        id: r.deviceId,
        uuid: device?.uuid ?? '',
        name: device?.name ?? '',
        state: (device?.state ?? 'close') as DeviceState,
        disconnect_reason: device ? disconnectReasonOf(device) : null,
      },
      user: r.userId === null ? null : { id: r.userId, nome: users.get(r.userId) ?? '' },
      attachment: r.attachment
        ? { file_name: r.attachment.fileName, mimetype: r.attachment.mimetype, size: r.attachment.size ?? 0 }
        : null,
      total: r.total,
      counts: counts.get(r.id) ?? emptyCampaignCounts(),
      created_at: r.createdAt.toISOString(),
      finished_at: r.finishedAt?.toISOString() ?? null,
      paused_at: r.pausedAt?.toISOString() ?? null,
      cancelled_at: r.cancelledAt?.toISOString() ?? null,
      pace: paces.get(r.id) ?? null,
    };
  });
}

export async function recipientViews(
  ctx: AppContext,
  rows: MessageRow[],
  lang: Language,
): Promise<RecipientView[]> {
  const resent = await resentBy(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...messageView(r, messageError(r, lang), resent.get(r.id) ?? null),
    vars: r.vars ?? {},
  }));
}
