// The messaging half's webhook events, raised after their change committed: a message's status,
// a finished campaign, a device that connected or lost its connection.
import type { AppContext } from '../../context.js';
import { campaignCounts } from '../../db/queries/campaigns.js';
import type { DeviceRow } from '../../db/queries/devices.js';
import type { MessageRow } from '../../db/queries/messages.js';
import { campaignById } from '../../db/queries/notifications.js';
import { emitWebhook, emitWebhookLater } from './emit.js';

export function messageStatusWebhook(ctx: AppContext, row: MessageRow, error: string | null): void {
  emitWebhookLater(ctx, row.empresaId, 'message.status', () => ({
    message: {
      id: row.id,
      device_id: row.deviceId,
      number: row.number,
      campaign_id: row.campanhaId,
      status: row.status,
      error,
    },
  }));
}

export function deviceWebhook(ctx: AppContext, row: DeviceRow, connected: boolean): void {
  emitWebhookLater(ctx, row.empresaId, connected ? 'device.connected' : 'device.disconnected', () => ({
    device: {
      id: row.id,
      name: row.name,
      number: row.number,
      state: row.state,
      disconnect_reason: connected ? null : row.disconnectReason,
    },
  }));
}

/** Read once it finished: its totals by status. */
export async function campaignFinishedWebhook(ctx: AppContext, campanhaId: number): Promise<void> {
  try {
    const campaign = await campaignById(ctx.db, campanhaId);
    if (!campaign) return;
    const counts = (await campaignCounts(ctx.db, [campanhaId])).get(campanhaId);
    await emitWebhook(ctx, ctx.db, campaign.empresaId, 'campaign.finished', {
      campaign: { id: campaign.id, total: campaign.total, counts: counts ?? null },
    });
  } catch (err) {
    console.warn('queueing a webhook event failed', { tipo: 'campaign.finished', err: String(err) });
  }
}
