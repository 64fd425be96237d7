// What the messaging half tells open browsers: device state and QR, chat messages, message
// statuses and campaign progress (coalesced: at most one progress event per campaign every 500 ms).

import type { Language } from '../../../common/constants.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { campaignCounts, findCampaign, finishIfDone } from '../../db/queries/campaigns.js';
import type { DeviceRow } from '../../db/queries/devices.js';
import type { MessageRow } from '../../db/queries/messages.js';
import { MESSAGE_PRIORITY } from '../../db/schema.js';
import { campaignFinishedWebhook, messageStatusWebhook } from '../integrations/messagingEvents.js';
import { notifyCampaignFinished } from '../notifications/triggers.js';
import { signingMessageMoved } from '../signing/messageMoved.js';
import { deviceEventOf, messageView } from './views.js';

const PROGRESS_EVERY_MS = 500;

export function publishDevice(ctx: AppContext, row: DeviceRow): void {
  ctx.realtime.publish({
    empresaId: row.empresaId,
    permission: 'devices.view',
    event: 'device',
    data: deviceEventOf(row),
  });
}

/** The reason of a failed or invalid message in a language (events go out in pt-BR, the default). */
export function messageError(row: Pick<MessageRow, 'status' | 'errorCode'>, lang: Language = 'pt_BR') {
  if (row.status !== 'failed' && row.status !== 'invalid') return null;
  switch (row.errorCode) {
    case 'invalid_number':
      return translate(lang, 'messages.error_invalid_number');
    case 'attempts':
      return translate(lang, 'messages.error_attempts');
    case 'device_deleted':
      return translate(lang, 'messages.error_device_deleted');
    case 'device_not_connected':
      return translate(lang, 'messages.error_device_not_connected');
    default:
      return translate(lang, 'messages.error_rejected');
  }
}

export function publishChatMessage(ctx: AppContext, row: MessageRow): void {
  ctx.realtime.publish({
    empresaId: row.empresaId,
    permission: 'messages.view',
    event: 'chat',
    data: {
      device_id: row.deviceId,
      chat_id: row.number,
      message: messageView(row, messageError(row), null),
    },
  });
}

/** A campaign finished: its sender is notified and the company's webhooks told. */
export async function campaignFinished(ctx: AppContext, campanhaId: number): Promise<void> {
  await notifyCampaignFinished(ctx, campanhaId);
  await campaignFinishedWebhook(ctx, campanhaId);
}

/** A message's status changed: tell its chat, the company's webhooks and, for a campaign's, its progress. */
export function publishMessageStatus(ctx: AppContext, row: MessageRow): void {
  ctx.realtime.publish({
    empresaId: row.empresaId,
    permission: 'messages.view',
    event: 'message',
    data: {
      id: row.id,
      device_id: row.deviceId,
      chat_id: row.number,
      campanha_id: row.campanhaId,
      status: row.status,
      error: messageError(row),
    },
  });
  messageStatusWebhook(ctx, row, messageError(row));
  if (row.campanhaId !== null) campaignProgress(ctx, row.empresaId, row.campanhaId);
  // A signatory's link, code or notice: the process view hears of it; a failure goes by e-mail.
  if (row.priority === MESSAGE_PRIORITY.signing)
    void signingMessageMoved(ctx, row).catch((err: unknown) =>
      console.warn('signing delivery update failed', { mensagem: row.id, err: String(err) }),
    );
}

/** Progress events scheduled, per app (tests run several in one process) and campaign. */
const scheduled = new WeakMap<AppContext, Set<number>>();

/** Schedules one progress event for the campaign (and marks it finished when nothing waits). */
export function campaignProgress(ctx: AppContext, empresaId: number, campanhaId: number): void {
  const pending = scheduled.get(ctx) ?? new Set<number>();
  scheduled.set(ctx, pending);
  if (pending.has(campanhaId)) return;
  pending.add(campanhaId);
  const timer = setTimeout(() => {
    pending.delete(campanhaId);
    void publishProgress(ctx, empresaId, campanhaId).catch(() => {});
  }, PROGRESS_EVERY_MS);
  timer.unref();
}

export async function publishProgress(ctx: AppContext, empresaId: number, campanhaId: number) {
  if (await finishIfDone(ctx.db, campanhaId)) await campaignFinished(ctx, campanhaId);
  const campaign = await findCampaign(ctx.db, empresaId, campanhaId);
  if (!campaign) return;
  const counts = (await campaignCounts(ctx.db, [campanhaId])).get(campanhaId);
  if (!counts) return;
  ctx.realtime.publish({
    empresaId,
    permission: 'messages.view',
    event: 'campaign',
    data: {
      id: campanhaId,
      total: campaign.total,
      counts,
      finished_at: campaign.finishedAt?.toISOString() ?? null,
      paused_at: campaign.pausedAt?.toISOString() ?? null,
      cancelled_at: campaign.cancelledAt?.toISOString() ?? null,
    },
  });
}
