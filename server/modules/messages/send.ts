// POST /api/message/send: one multipart request (fields first, then the optional `attachment`, see
// form.ts) becomes a campaign and one queued message per recipient, in one transaction.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../common/constants.js';
import { renderTemplate } from '../../../common/messaging/template.js';
import { type CampaignView, MESSAGE_MAX_LENGTH } from '../../../common/schemas/messaging.js';
import type { AppContext } from '../../context.js';
import { insertCampaign } from '../../db/queries/campaigns.js';
import { type DeviceRow, findCompanyDevice } from '../../db/queries/devices.js';
import { countCompanyOutgoing, insertQueuedMessages } from '../../db/queries/messages.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { assertWithinPlan, holdWithinPlan, planLimit } from '../plans/limits.js';
import { readMessageForm } from './form.js';
import { prepareRecipients, type Recipient, readRecipients } from './recipients.js';
import { campaignViews } from './views.js';

/** The first instant of this month in Brazil (UTC−3 all year since 2019). */
export function monthStart(now = new Date()): Date {
  const local = new Date(now.getTime() - 3 * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1, 3));
}

interface Checked {
  device: DeviceRow;
  text: string;
  recipients: Recipient[];
}

async function check(
  ctx: AppContext,
  empresaId: number,
  fields: Record<string, string>,
  hasFile: boolean,
): Promise<Checked> {
  const ref = fields.device?.trim();
  if (!ref) throw fieldError('device', 'messages.device_required');
  const device = await findCompanyDevice(ctx.db, empresaId, ref);
  if (!device) throw new HttpError(404, 'messages.device_not_found');
  if (device.state !== 'open') throw new HttpError(409, 'messages.device_not_connected');
  const text = (fields.message ?? '').trim();
  if (!text && !hasFile) throw fieldError('message', 'messages.text_required');
  if (text.length > MESSAGE_MAX_LENGTH)
    throw fieldError('message', 'validation.max.string', { max: MESSAGE_MAX_LENGTH });
  const recipients = prepareRecipients(readRecipients(fields.recipients, fields.number), text);
  await assertWithinPlan(
    ctx,
    empresaId,
    'messages',
    () => countCompanyOutgoing(ctx.db, empresaId, monthStart()),
    recipients.length,
  );
  return { device, text, recipients };
}

export async function sendMessages(
  ctx: AppContext,
  req: FastifyRequest,
  empresaId: number,
  userId: number,
  lang: Language,
): Promise<CampaignView> {
  const { media, checked } = await readMessageForm(ctx, req, empresaId, lang, (fields, hasFile) =>
    check(ctx, empresaId, fields, hasFile),
  );
  const { device, text, recipients } = checked;
  const start = monthStart();
  try {
    const limit = await planLimit(ctx, empresaId, 'messages');
    const campaign = await inTransaction(ctx.db, async (tx) => {
      await holdWithinPlan(
        tx,
        empresaId,
        'messages',
        limit,
        (t) => countCompanyOutgoing(t, empresaId, start),
        recipients.length,
      );
      const row = await insertCampaign(tx, {
        empresaId,
        deviceId: device.id,
        userId,
        message: text,
        attachment: media,
        total: recipients.length,
      });
      await insertQueuedMessages(
        tx,
        { empresaId, deviceId: device.id, campanhaId: row.id, media, createdBy: userId },
        recipients.map((r) => ({
          number: r.number,
          texto: text ? renderTemplate(text, r.vars) : null,
          vars: r.vars,
          idempotencyKey: randomUUID(),
        })),
      );
      return row;
    });
    ctx.queue?.wake();
    const [view] = await campaignViews(ctx, [campaign]);
    if (!view) throw new Error('campaign view missing');
    return view;
  } catch (err) {
    if (media?.blobKey) await ctx.blobs.delete(media.blobKey).catch(() => {});
    throw err;
  }
}
