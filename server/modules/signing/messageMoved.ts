// A message of the signing lane changed status (told by the devices' events): the process view
// hears of it, and a failed one goes by e-mail instead. Apart from channels.ts, which queues these
// messages and publishes through the devices' events, so that the two do not import each other.
import type { AppContext } from '../../context.js';
import type { MessageRow } from '../../db/queries/messages.js';
import { signatoryById } from '../../db/queries/signing.js';
import {
  deliveryOfMessage,
  markFallbackSent,
  takeFailedDelivery,
} from '../../db/queries/signingDeliveries.js';
import { MESSAGE_PRIORITY } from '../../db/schema.js';
import { publishDelivery, tellOwner } from './deliveryNotices.js';

/**
 * A message of the signing lane moved: the process view hears of it; a failed one (a number not on
 * WhatsApp, the gateway giving up, its device deleted) goes by e-mail instead when it can, once,
 * and the owner is told.
 */
export async function signingMessageMoved(ctx: AppContext, row: MessageRow): Promise<void> {
  if (row.priority !== MESSAGE_PRIORITY.signing) return;
  const failed = row.status === 'failed' || row.status === 'invalid';
  if (!failed) {
    const d = await deliveryOfMessage(ctx.db, row.id);
    if (!d) return;
    const status = row.status === 'sending' ? 'queued' : row.status;
    if (status === 'queued' || status === 'sent' || status === 'delivered' || status === 'read')
      publishDelivery(ctx, d, status, false);
    return;
  }
  const d = await takeFailedDelivery(ctx.db, row.id, row.errorCode ?? 'failed');
  if (!d) return;
  let byMail = false;
  if (d.fallback) {
    try {
      await ctx.mailer.send(d.fallback);
      await markFallbackSent(ctx.db, d.id);
      byMail = true;
    } catch (err) {
      console.warn('signing fallback mail not sent', { envio: d.id, err: String(err) });
    }
  }
  publishDelivery(ctx, d, 'failed', byMail);
  const s = await signatoryById(ctx.db, d.assinaturaId);
  if (s)
    await tellOwner(
      ctx,
      s,
      d.erro ?? 'failed',
      byMail ? 'fallback' : s.canal === 'both' && s.email ? 'email_too' : 'nothing',
    );
}
