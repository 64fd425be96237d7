// A signatory's channel: every message of the process (the link, the one-time code, reminders,
// alerts, "your turn", notices) goes by e-mail, by WhatsApp from the company's own device, or both.
// A WhatsApp message takes the device's signing lane (ahead of campaigns, outside their random
// gaps, within the device's limits). When it cannot go — the device is not connected, the number
// is not on WhatsApp, the gateway gives up — the same message goes by e-mail to whoever has an
// address and only WhatsApp was chosen, and the one who sent the document is told.
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../common/constants.js';
import { NOTIFICATION_STATUS } from '../../../common/constants.js';
import { type SigningChannel, usesEmail, usesWhatsapp } from '../../../common/signing.js';
import { formatWhatsappNumber, normalizeWhatsappNumber } from '../../../common/validation/whatsapp.js';
import { translate } from '../../../i18n/api/index.js';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { findDeviceById } from '../../db/queries/devices.js';
import { failQueuedSigningOf, insertMessage, type MessageRow } from '../../db/queries/messages.js';
import { findFileById, type SignatoryRow, signatoryById } from '../../db/queries/signing.js';
import {
  type DeliveryRow,
  deliveryOfMessage,
  insertDelivery,
  markFallbackSent,
  markMailFailed,
  takeFailedDelivery,
} from '../../db/queries/signingDeliveries.js';
import { MESSAGE_PRIORITY } from '../../db/schema.js';
import { publishChatMessage, publishMessageStatus } from '../devices/events.js';
import { notifySafely, notifyUser } from '../notifications/service.js';
import { LINKS } from '../notifications/triggers.js';
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

/** Why a WhatsApp message to a signatory did not go, as the owner's notice says it. */
const translateReason = (lang: Language, erro: string) =>
  translate(
    lang,
    erro === 'device_not_connected' || erro === 'device_deleted'
      ? 'notifications.signing_whatsapp_reason_device'
      : erro === 'invalid_number'
        ? 'notifications.signing_whatsapp_reason_number'
        : 'notifications.signing_whatsapp_reason_failed',
  );

/**
 * What reached the signatory when their WhatsApp message did not: the same message by e-mail
 * instead, the e-mail they were sent anyway (both channels), or nothing.
 */
type Instead = 'fallback' | 'email_too' | 'nothing';

const NOTICES: Record<
  Instead,
  | 'notifications.signing_whatsapp_fallback'
  | 'notifications.signing_whatsapp_email_too'
  | 'notifications.signing_whatsapp_failed'
> = {
  fallback: 'notifications.signing_whatsapp_fallback',
  email_too: 'notifications.signing_whatsapp_email_too',
  nothing: 'notifications.signing_whatsapp_failed',
};

/** Tells the one who sent the document that a WhatsApp message to a signatory did not go, and what reached them. */
function tellOwner(
  ctx: AppContext,
  s: Pick<SignatoryRow, 'nome' | 'arquivoId'>,
  erro: string,
  instead: Instead,
) {
  return notifySafely(ctx, 'signing.whatsapp_failed', async () => {
    const file = await findFileById(ctx.db, s.arquivoId);
    if (!file || file.solicitanteId === null) return;
    await notifyUser(ctx, {
      userId: file.solicitanteId,
      empresaId: file.empresaId,
      status: instead === 'nothing' ? NOTIFICATION_STATUS.ERROR : NOTIFICATION_STATUS.WARNING,
      tipo: 'signing.whatsapp_failed',
      key: NOTICES[instead],
      params: (lang: Language) => ({
        signatario: s.nome,
        documento: file.nome,
        motivo: translateReason(lang, erro),
      }),
      link: LINKS.vault,
    });
  });
}

function publishDelivery(
  ctx: AppContext,
  d: Pick<DeliveryRow, 'empresaId' | 'arquivoId' | 'assinaturaId' | 'canal'>,
  status: 'queued' | 'sent' | 'delivered' | 'read' | 'failed',
  fallback: boolean,
) {
  ctx.realtime.publish({
    empresaId: d.empresaId,
    permission: 'vault.view',
    event: 'signing_delivery',
    data: {
      arquivo_id: d.arquivoId,
      signatario_id: d.assinaturaId,
      canal: d.canal === 'email' ? 'email' : 'whatsapp',
      status,
      fallback,
    },
  });
}

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
        await markMailFailed(ctx.db, row.id);
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
