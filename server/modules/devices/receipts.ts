// Gateway statuses in the product's words, and messages the gateway reported stored once.
import type { GatewayMessage } from '../../adapters/gateway/evolution.js';
import { numberOfJid } from '../../adapters/gateway/jid.js';
import type { AppContext } from '../../context.js';
import type { DeviceRow } from '../../db/queries/devices.js';
import { insertReportedMessage, type MessageRow } from '../../db/queries/messages.js';

/** The name of a file that arrived without one (photos, voice notes and videos have none). */
const UNNAMED: Record<string, string> = {
  imageMessage: 'imagem',
  audioMessage: 'audio',
  videoMessage: 'video',
  stickerMessage: 'figurinha',
};

/** SERVER_ACK → sent, DELIVERY_ACK → delivered, READ/PLAYED → read; others (PENDING, DELETED…) mean nothing new. */
export function receiptStatus(status: string | null): 'sent' | 'delivered' | 'read' | null {
  switch ((status ?? '').toUpperCase()) {
    case 'SERVER_ACK':
      return 'sent';
    case 'DELIVERY_ACK':
      return 'delivered';
    case 'READ':
    case 'PLAYED':
      return 'read';
    default:
      return null;
  }
}

/**
 * Stores a message the gateway reported (incoming, or typed on the phone) once per key id;
 * undefined when it was already stored.
 */
export function storeReported(
  ctx: AppContext,
  device: DeviceRow,
  m: GatewayMessage,
): Promise<MessageRow | undefined> {
  const at = m.timestamp > 0 ? new Date(m.timestamp * 1000) : new Date();
  const status = m.fromMe ? (receiptStatus(m.status) ?? 'sent') : 'received';
  return insertReportedMessage(ctx.db, {
    empresaId: device.empresaId,
    deviceId: device.id,
    direction: m.fromMe ? 'out' : 'in',
    number: numberOfJid(m.remoteJid),
    texto: m.text,
    media:
      m.fileName || m.mimetype
        ? {
            fileName: m.fileName ?? UNNAMED[m.messageType] ?? 'arquivo',
            mimetype: m.mimetype ?? 'application/octet-stream',
            size: m.size,
            ...(m.voice ? { voice: true } : {}),
          }
        : null,
    vars: !m.fromMe && m.pushName ? { pushName: m.pushName } : null,
    status,
    keyId: m.keyId,
    createdAt: at,
    ...(m.fromMe ? { sentAt: at } : {}),
  });
}
