// Devices and messages as the API shows them.
import {
  DEVICE_DISCONNECT_REASONS,
  type DeviceDisconnectReason,
  type DeviceState,
  type DeviceView,
  type MessageStatus,
  type MessageView,
  type RealtimeEvents,
} from '../../../common/schemas/messaging.js';
import { mediaTypeOf } from '../../adapters/gateway/media.js';
import type { DeviceRow } from '../../db/queries/devices.js';
import type { MessageRow } from '../../db/queries/messages.js';

/** The stored reason, when it is one the API knows. */
export const disconnectReasonOf = (
  row: Pick<DeviceRow, 'disconnectReason'>,
): DeviceDisconnectReason | null =>
  (DEVICE_DISCONNECT_REASONS as readonly string[]).includes(row.disconnectReason ?? '')
    ? (row.disconnectReason as DeviceDisconnectReason)
    : null;

export function deviceView(row: DeviceRow, server: { id: number; nome: string }, queued: number): DeviceView {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    state: row.state as DeviceState,
    logged_out: row.loggedOut,
    disconnect_reason: disconnectReasonOf(row),
    profile_name: row.profileName,
    number: row.number,
    server: { id: server.id, nome: server.nome },
    connected_at: row.connectedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
    limits: { minute: row.limitMinute, hour: row.limitHour, day: row.limitDay },
    queued,
  };
}

export function deviceEventOf(row: DeviceRow): RealtimeEvents['device'] {
  return {
    id: row.id,
    uuid: row.uuid,
    state: row.state as DeviceState,
    logged_out: row.loggedOut,
    disconnect_reason: disconnectReasonOf(row),
    profile_name: row.profileName,
    number: row.number,
    // The image stays out of events (NOTIFY payloads are small): the code draws the same QR.
    qr: row.state !== 'open' && row.qrCode ? { code: row.qrCode, base64: null, count: row.qrCount } : null,
  };
}

/** `error` is the message shown for a failed or invalid message, in the reader's language. */
export function messageView(row: MessageRow, error: string | null, resentBy: number | null): MessageView {
  return {
    id: row.id,
    device_id: row.deviceId,
    campanha_id: row.campanhaId,
    chat_id: row.number,
    number: row.number,
    direction: row.direction === 'in' ? 'in' : 'out',
    text: row.texto,
    media: row.media
      ? {
          file_name: row.media.fileName,
          mimetype: row.media.mimetype,
          size: row.media.size,
          kind: mediaTypeOf(row.media.mimetype),
          voice: row.media.voice === true,
          stored: Boolean(row.media.blobKey),
        }
      : null,
    status: row.status as MessageStatus,
    error,
    attempts: row.attempts,
    resend_of: row.resendOf,
    resent_by: resentBy,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    read_at: row.readAt?.toISOString() ?? null,
  };
}
