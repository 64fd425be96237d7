// What the sender and the process view hear of a signatory's messages: the owner's notice when a
// WhatsApp message did not go (and what reached the signatory instead), and the live delivery status.
import type { Language } from '../../../common/constants.js';
import { NOTIFICATION_STATUS } from '../../../common/constants.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { findFileById, type SignatoryRow } from '../../db/queries/signing.js';
import type { DeliveryRow } from '../../db/queries/signingDeliveries.js';
import { notifySafely, notifyUser } from '../notifications/service.js';
import { LINKS } from '../notifications/triggers.js';

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
export type Instead = 'fallback' | 'email_too' | 'nothing';

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
export function tellOwner(
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

/** Tells the process view how a signatory's message is going. */
export function publishDelivery(
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
