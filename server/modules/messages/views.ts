// Campaigns and recipients as the API shows them.
import type { Language } from '../../../common/constants.js';
import type { CampaignView, DeviceState, RecipientView } from '../../../common/schemas/messaging.js';
import type { AppContext } from '../../context.js';
import { type CampaignRow, campaignCounts } from '../../db/queries/campaigns.js';
import { deviceRefs } from '../../db/queries/devices.js';
import { type MessageRow, resentBy } from '../../db/queries/messages.js';
import { userNames } from '../../db/queries/users.js';
import { messageError } from '../devices/events.js';
import { disconnectReasonOf, messageView } from '../devices/views.js';

export async function campaignViews(ctx: AppContext, rows: CampaignRow[]): Promise<CampaignView[]> {
  const ids = rows.map((r) => r.id);
  const [counts, devices, users] = await Promise.all([
    campaignCounts(ctx.db, ids),
    deviceRefs(ctx.db, [...new Set(rows.map((r) => r.deviceId))]),
    userNames(ctx.db, [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))]),
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
      counts: counts.get(r.id) ?? {
        queued: 0,
        sending: 0,
        sent: 0,
        delivered: 0,
        read: 0,
        failed: 0,
        invalid: 0,
      },
      created_at: r.createdAt.toISOString(),
      finished_at: r.finishedAt?.toISOString() ?? null,
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
