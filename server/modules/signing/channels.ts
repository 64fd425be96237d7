// A signatory's channel: every message of the process (the link, the one-time code, reminders,
// alerts, "your turn", notices) goes by e-mail, by WhatsApp from the company's own device, or both.
// A WhatsApp message takes the device's signing lane (ahead of campaigns, outside their random
// gaps, within the device's limits). When it cannot go — the device is not connected, the number
// is not on WhatsApp, the gateway gives up — the same message goes by e-mail to whoever has an
// address and only WhatsApp was chosen, and the one who sent the document is told.
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../common/constants.js';
import { type SigningChannel, usesEmail, usesWhatsapp } from '../../../common/signing.js';
import { formatWhatsappNumber, normalizeWhatsappNumber } from '../../../common/validation/whatsapp.js';
import { mailErrorText } from '../../adapters/mail/mailError.js';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { findDeviceById } from '../../db/queries/devices.js';
import { failQueuedSigningOf, insertMessage } from '../../db/queries/messages.js';
import type { SignatoryRow } from '../../db/queries/signing.js';
import { insertDelivery, markMailFailed } from '../../db/queries/signingDeliveries.js';
import { MESSAGE_PRIORITY } from '../../db/schema.js';
import { publishChatMessage, publishMessageStatus } from '../devices/events.js';
import { publishDelivery, tellOwner } from './deliveryNotices.js';
import type { Outbox } from './mails.js';

/** What a message to a signatory is for (the code decides the authentication method). */
export type Purpose = 'link' | 'code' | 'notice';

/** How a message went: by e-mail, queued on WhatsApp, or nowhere (no channel could take it). */
export type Carried = 'email' | 'whatsapp' | 'none';

export interface Delivery {
  ctx: AppContext;
  tx: Db;
  outbox: Outbox;
}

/** The language of a signatory's messages. */
export const signatoryLanguage = (s: Pick<SignatoryRow, 'idioma'>): Language =>
  s.idioma === 'en' ? 'en' : 'pt_BR';

/** A signatory's WhatsApp number as the certificate writes it under "WhatsApp": '+55 (11) 99999-0001'; null without one. */
export function whatsappNumber(phone: string | null): string | null {
  const n = phone ? normalizeWhatsappNumber(phone) : null;
  return n?.ok ? formatWhatsappNumber(n.number) : null;
}

/** The WhatsApp version of an e-mail: its subject in bold, then its text. */
export const chatText = (mail: MailMessage) => mail.chat ?? `*${mail.subject}*\n\n${mail.text}`;

/**
 * Sends a message of the process to a signatory by their channel, inside the transaction that
 * caused it (e-mails and the queue's wake-up wait in the outbox for the commit). `mail` is the
 * message as an e-mail (its `to` may be empty for someone reached by WhatsApp only).
 */
export async function deliverTo(
  { ctx, tx, outbox }: Delivery,
  s: SignatoryRow,
  finalidade: Purpose,
  mail: MailMessage,
): Promise<Carried> {
  // A code goes one way, so the evidence can say which: by WhatsApp when the channel includes it
  // (by e-mail instead if that fails).
  const canal: SigningChannel =
    finalidade === 'code' && s.canal === 'both' ? 'whatsapp' : (s.canal as SigningChannel);
  const base = { empresaId: s.empresaId, arquivoId: s.arquivoId, assinaturaId: s.id, finalidade };
  let carried: Carried = 'none';
  if (usesEmail(canal) && s.email) {
    const row = await insertDelivery(tx, { ...base, canal: 'email' });
    // Sent once committed; a refusal by the mail server shows as the e-mail's delivery failed.
    outbox.push(async () => {
      try {
        await ctx.mailer.send(mail);
      } catch (err) {
        await markMailFailed(ctx.db, row.id, mailErrorText(err, { max: 24 }));
        publishDelivery(ctx, row, 'failed', false);
        throw err;
      }
    });
    carried = 'email';
  }
  if (!usesWhatsapp(canal)) return carried;
  const instead = canal === 'whatsapp' && s.email ? mail : null;
  const device = s.deviceId === null ? undefined : await findDeviceById(tx, s.deviceId);
  const number = s.phone ? normalizeWhatsappNumber(s.phone) : null;
  if (!device || device.deletedAt !== null || device.state !== 'open' || !number?.ok) {
    const erro = number?.ok === false ? 'invalid_number' : 'device_not_connected';
    // A code nobody can receive is refused to the signer; anything else is told to the owner.
    if (finalidade === 'code' && !instead && carried === 'none') return 'none';
    const now = new Date();
    const row = await insertDelivery(tx, {
      ...base,
      canal: 'whatsapp',
      falhouEm: now,
      erro,
      fallbackEm: instead ? now : null,
    });
    if (instead) outbox.push(instead);
    outbox.push(async () => {
      publishDelivery(ctx, row, 'failed', instead !== null);
      await tellOwner(ctx, s, erro, instead ? 'fallback' : carried === 'email' ? 'email_too' : 'nothing');
    });
    return instead ? 'email' : carried;
  }
  const message = await insertMessage(tx, {
    empresaId: s.empresaId,
    deviceId: device.id,
    campanhaId: null,
    direction: 'out',
    number: number.number,
    texto: chatText(mail),
    media: null,
    vars: null,
    status: 'queued',
    priority: MESSAGE_PRIORITY.signing,
    idempotencyKey: randomUUID(),
    createdBy: null,
  });
  const row = await insertDelivery(tx, {
    ...base,
    canal: 'whatsapp',
    mensagemId: message.id,
    fallback: instead,
  });
  outbox.push(async () => {
    ctx.queue?.wake();
    publishChatMessage(ctx, message);
    publishDelivery(ctx, row, 'queued', false);
  });
  return 'whatsapp';
}

/**
 * A device left 'open': the signing messages waiting on it fail at once (each then goes by e-mail
 * instead where it can, and the sender is told), rather than waiting for the device to come back.
 */
export async function releaseSigningMessages(ctx: AppContext, deviceId: number): Promise<void> {
  for (const row of await failQueuedSigningOf(ctx.db, deviceId)) publishMessageStatus(ctx, row);
}
