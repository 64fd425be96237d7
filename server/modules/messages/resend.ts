// POST /api/message/{id}/resend: a failed or invalid message goes out again as a new attempt
// linked to the original (which keeps its own history); once only.
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../common/constants.js';
import type { MessageView } from '../../../common/schemas/messaging.js';
import type { AppContext } from '../../context.js';
import { reopenCampaign } from '../../db/queries/campaigns.js';
import { findDeviceById } from '../../db/queries/devices.js';
import { countCompanyOutgoing, findMessage, insertMessage, resentBy } from '../../db/queries/messages.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import { HttpError, notFound } from '../../http/errors.js';
import { campaignProgress, messageError, publishChatMessage } from '../devices/events.js';
import { messageView } from '../devices/views.js';
import { assertWithinPlan, holdWithinPlan, planLimit } from '../plans/limits.js';
import { monthStart } from './send.js';

export async function resendMessage(
  ctx: AppContext,
  empresaId: number,
  userId: number,
  id: number,
  lang: Language,
): Promise<MessageView> {
  const original = await findMessage(ctx.db, empresaId, id);
  if (original?.direction !== 'out') throw notFound();
  if (original.status !== 'failed' && original.status !== 'invalid')
    throw new HttpError(409, 'messages.resend_not_failed');
  if ((await resentBy(ctx.db, [id])).has(id)) throw new HttpError(409, 'messages.resend_twice');
  const device = await findDeviceById(ctx.db, original.deviceId);
  if (!device || device.deletedAt) throw new HttpError(409, 'messages.device_gone');
  await assertWithinPlan(ctx, empresaId, 'messages', () =>
    countCompanyOutgoing(ctx.db, empresaId, monthStart()),
  );
  const limit = await planLimit(ctx, empresaId, 'messages');
  const start = monthStart();
  let row: Awaited<ReturnType<typeof insertMessage>>;
  try {
    row = await inTransaction(ctx.db, async (tx) => {
      await holdWithinPlan(tx, empresaId, 'messages', limit, (t) =>
        countCompanyOutgoing(t, empresaId, start),
      );
      const inserted = await insertMessage(tx, {
        empresaId,
        deviceId: original.deviceId,
        campanhaId: original.campanhaId,
        direction: 'out',
        number: original.number,
        texto: original.texto,
        media: original.media,
        vars: original.vars,
        status: 'queued',
        priority: original.priority,
        idempotencyKey: randomUUID(),
        resendOf: original.id,
        createdBy: userId,
      });
      if (original.campanhaId !== null) await reopenCampaign(tx, original.campanhaId);
      return inserted;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, 'messages.resend_twice');
    throw err;
  }
  publishChatMessage(ctx, row);
  if (row.campanhaId !== null) campaignProgress(ctx, empresaId, row.campanhaId);
  ctx.queue?.wake();
  return messageView(row, messageError(row, lang), null);
}
