// Answering in a chat: one message (text and/or one file) to the chat's number, queued in the
// device's one-to-one lane (ahead of campaigns, outside their random gaps, within the device's
// limits), shown at once as queued and then moved by the gateway's receipts. Opening or answering a
// chat marks what arrived as read, here and on the phone of the other side (blue ticks).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Language } from '../../../common/constants.js';
import { chatReplyBody, type MessageView } from '../../../common/schemas/messaging.js';
import { toJid } from '../../adapters/gateway/jid.js';
import type { AppContext } from '../../context.js';
import { markChatRead } from '../../db/queries/chats.js';
import type { DeviceRow } from '../../db/queries/devices.js';
import { countCompanyOutgoing, insertMessage } from '../../db/queries/messages.js';
import { MESSAGE_PRIORITY, type MessageMedia } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { readMessageForm } from '../messages/form.js';
import { monthStart } from '../messages/send.js';
import { assertWithinPlan, holdWithinPlan, planLimit } from '../plans/limits.js';
import { publishChatMessage } from './events.js';
import { deviceGateway } from './gateway.js';
import { deviceOr404 } from './service.js';
import { messageView } from './views.js';

/**
 * The chat's number from its id (digits, or a remoteJid), as WhatsApp knows it — not normalised: an
 * older Brazilian account's jid lacks the ninth digit, and the answer must go to the same chat.
 * 404 when it is no number.
 */
export function chatNumber(chatId: string): string {
  const number = chatId.split('@')[0]?.replace(/\D/g, '') ?? '';
  if (!/^\d{8,15}$/.test(number)) throw notFound();
  return number;
}

/** What a reply must pass before its file is stored: an open device, a valid number, room in the plan. */
async function check(
  ctx: AppContext,
  empresaId: number,
  device: DeviceRow,
  chatId: string,
  fields: Record<string, string>,
  hasFile: boolean,
): Promise<{ number: string; text: string }> {
  if (device.state !== 'open') throw new HttpError(409, 'messages.device_not_connected');
  const number = chatNumber(chatId);
  const body = chatReplyBody.safeParse({ message: fields.message ?? '' });
  if (!body.success) throw fieldError('message', 'validation.max.string', { max: 4096 });
  const text = body.data.message.trim();
  if (!text && !hasFile) throw fieldError('message', 'messages.text_required');
  await assertWithinPlan(ctx, empresaId, 'messages', () =>
    countCompanyOutgoing(ctx.db, empresaId, monthStart()),
  );
  return { number, text };
}

/** POST /api/device/{id}/message/{chatId}: JSON `{message}` or multipart `message` + `attachment`. */
export async function replyInChat(
  ctx: AppContext,
  req: FastifyRequest,
  empresaId: number,
  userId: number,
  ref: string,
  chatId: string,
  lang: Language,
): Promise<MessageView> {
  const device = await deviceOr404(ctx, empresaId, ref);
  let media: MessageMedia | null = null;
  let reply: { number: string; text: string };
  if (req.isMultipart()) {
    const form = await readMessageForm(ctx, req, empresaId, lang, (fields, hasFile) =>
      check(ctx, empresaId, device, chatId, fields, hasFile),
    );
    media = form.media;
    reply = form.checked;
  } else {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body.message !== 'string') throw fieldError('message', 'messages.text_required');
    reply = await check(ctx, empresaId, device, chatId, { message: body.message }, false);
  }
  try {
    return await queueReply(ctx, device, userId, reply, media, req.log);
  } catch (err) {
    if (media?.blobKey) await ctx.blobs.delete(media.blobKey).catch(() => {});
    throw err;
  }
}

/**
 * Queues a checked reply (text and/or a stored file) in the device's one-to-one lane, within the
 * plan's messages; the chat is shown it at once and marked read.
 */
export async function queueReply(
  ctx: AppContext,
  device: DeviceRow,
  userId: number,
  reply: { number: string; text: string },
  media: MessageMedia | null,
  log: FastifyBaseLogger,
): Promise<MessageView> {
  const { empresaId } = device;
  const limit = await planLimit(ctx, empresaId, 'messages');
  const start = monthStart();
  const row = await inTransaction(ctx.db, async (tx) => {
    await holdWithinPlan(tx, empresaId, 'messages', limit, (t) => countCompanyOutgoing(t, empresaId, start));
    return insertMessage(tx, {
      empresaId,
      deviceId: device.id,
      campanhaId: null,
      direction: 'out',
      number: reply.number,
      texto: reply.text || null,
      media,
      vars: null,
      status: 'queued',
      priority: MESSAGE_PRIORITY.direct,
      idempotencyKey: randomUUID(),
      createdBy: userId,
    });
  });
  ctx.queue?.wake();
  publishChatMessage(ctx, row);
  // Answering a chat reads it.
  await readChat(ctx, device, reply.number, log);
  return messageView(row, null, null);
}

/**
 * Marks what arrived in the chat as read; tells the other browsers and (without waiting, a failure
 * only logged) the gateway, so the sender's phone shows it read. The number of messages marked.
 */
export async function readChat(
  ctx: AppContext,
  device: DeviceRow,
  number: string,
  log: FastifyBaseLogger,
): Promise<number> {
  const marked = await markChatRead(ctx.db, device.id, number);
  if (!marked.length) return 0;
  ctx.realtime.publish({
    empresaId: device.empresaId,
    permission: 'messages.view',
    event: 'chat_read',
    data: { device_id: device.id, chat_id: number },
  });
  const keys = marked.flatMap((m) => (m.keyId ? [{ remoteJid: toJid(number), keyId: m.keyId }] : []));
  if (keys.length && device.state === 'open')
    void deviceGateway(ctx, device)
      .then(({ gateway, token }) => gateway.markRead(device.instanceName, token, keys))
      .catch((err: unknown) =>
        log.warn({ err, device: device.id }, 'marking a chat read on the gateway failed'),
      );
  return marked.length;
}

/** PUT /api/device/{id}/message/{chatId}/read */
export async function markChatReadOf(
  ctx: AppContext,
  empresaId: number,
  ref: string,
  chatId: string,
  log: FastifyBaseLogger,
) {
  const device = await deviceOr404(ctx, empresaId, ref);
  return { read: await readChat(ctx, device, chatNumber(chatId), log) };
}
