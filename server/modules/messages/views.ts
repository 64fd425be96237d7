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
import { type DeviceRow, devicesByIds } from '../../db/queries/devices.js';
import { type MessageRow, resentBy, sendWindowCounts } from '../../db/queries/messages.js';
import { userNames } from '../../db/queries/users.js';
import { messageError } from '../devices/events.js';
import { disconnectReasonOf, messageView } from '../devices/views.js';
import { campaignPace } from './pace.js';

/** What the pace of the campaigns still sending is worked out from (limits on only). */
async function paceFigures(ctx: AppContext, rows: CampaignRow[]) {
  const sending = ctx.config.messaging.limits
    ? rows.filter((r) => r.finishedAt === null && r.pausedAt === null && r.cancelledAt === null)
    : [];
  if (!sending.length) return null;
  const deviceIds = [...new Set(sending.map((r) => r.deviceId))];
  const [depths, windows] = await Promise.all([
    campaignQueueDepths(
      ctx.db,
      sending.map((r) => r.id),
    ),
    Promise.all(deviceIds.map(async (id) => [id, await sendWindowCounts(ctx.db, id)] as const)),
  ]);
  return { depths, used: new Map(windows) };
}

export async function campaignViews(ctx: AppContext, rows: CampaignRow[]): Promise<CampaignView[]> {
  const ids = rows.map((r) => r.id);
  const [counts, devices, users, figures] = await Promise.all([
    campaignCounts(ctx.db, ids),
    devicesByIds(ctx.db, [...new Set(rows.map((r) => r.deviceId))]),
    userNames(ctx.db, [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))]),
    paceFigures(ctx, rows),
  ]);
  const paceOf = (r: CampaignRow, device: DeviceRow | undefined): CampaignPace | null => {
    const toSend = figures?.depths.get(r.id);
    const used = figures?.used.get(r.deviceId);
    if (!device || toSend === undefined || !used) return null;
    return campaignPace({ config: ctx.config.messaging, device, toSend, used });
  };
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
      pace: paceOf(r, device),
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
