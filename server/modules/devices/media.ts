// Files in chats. A received file (photo, voice note, video, document) is fetched from the gateway
// once it is reported and kept in the blob store, typed by its own bytes like any upload (unknown
// kinds are kept as plain downloads); a file the gateway could not give yet is fetched again the
// first time someone asks for it. Browsers reach a file through a short-lived signed link.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageMediaLink } from '../../../common/schemas/messaging.js';
import { MEDIA_UPLOAD_TYPES, UPLOAD_TYPE_INFO } from '../../../common/uploadTypes.js';
import { GatewayError } from '../../adapters/gateway/errors.js';
import type { AppContext } from '../../context.js';
import { findDeviceMessage, setMessageMedia } from '../../db/queries/chats.js';
import type { DeviceRow } from '../../db/queries/devices.js';
import type { MessageRow } from '../../db/queries/messages.js';
import { HttpError, notFound } from '../../http/errors.js';
import { MEDIA_LINK_TTL_S, mediaLink } from '../messages/mediaLinks.js';
import { extensionOf, fitName, sanitizeFileName } from '../vault/names.js';
import { SNIFF_BYTES, sniffKind } from '../vault/sniff.js';
import { publishChatMessage } from './events.js';
import { deviceGateway } from './gateway.js';
import { deviceOr404 } from './service.js';

/**
 * The name the message gave (a document's own; "audio", "imagem"… for files that come without one,
 * see receipts.ts) with the kind's extension when it has none: "audio.ogg". The gateway's own name
 * for such files is its key id, of no use to a reader.
 */
function nameOf(given: string, ext: string | undefined): string {
  const name = sanitizeFileName(given);
  return ext && !extensionOf(name) ? fitName(`${name}.${ext}`) : name;
}

/**
 * Fetches a reported message's file from the gateway and keeps it; the updated row, or undefined
 * when there was nothing to fetch or it could not be had or kept (logged; asked again later). Never
 * throws: a webhook that reported the message is answered either way.
 */
export async function keepReceivedMedia(
  ctx: AppContext,
  device: DeviceRow,
  row: MessageRow,
  log: FastifyBaseLogger,
): Promise<MessageRow | undefined> {
  if (!row.media || row.media.blobKey || !row.keyId) return undefined;
  const { mediaMaxBytes, documentMaxBytes } = ctx.config.messaging;
  try {
    const { gateway, token } = await deviceGateway(ctx, device);
    const file = await gateway.mediaOf(device.instanceName, token, row.keyId, documentMaxBytes);
    const kind = sniffKind(
      file.bytes.subarray(0, SNIFF_BYTES),
      extensionOf(sanitizeFileName(row.media.fileName)),
    );
    const limit = kind && MEDIA_UPLOAD_TYPES.includes(kind) ? mediaMaxBytes : documentMaxBytes;
    if (file.bytes.length === 0 || file.bytes.length > limit) return undefined;
    const blobKey = `${row.empresaId}/${randomUUID()}`;
    await ctx.blobs.put(blobKey, Readable.from([file.bytes]));
    const info = kind ? UPLOAD_TYPE_INFO[kind] : null;
    const updated = await setMessageMedia(ctx.db, row.id, {
      ...row.media,
      fileName: nameOf(row.media.fileName, info?.extensions[0]),
      // What the bytes are, never what the sender claimed; unknown kinds are served as downloads.
      mimetype: info?.mime ?? 'application/octet-stream',
      size: file.bytes.length,
      blobKey,
    });
    if (updated) publishChatMessage(ctx, updated);
    return updated;
  } catch (err) {
    // The message stays, its file marked not kept: it is asked for again when someone opens it.
    const detail = err instanceof GatewayError ? err.detail : err;
    log.warn({ err: detail, device: device.id, message: row.id }, 'received file not fetched');
    return undefined;
  }
}

/** GET /api/device/{id}/media/{message}: a short-lived link to a message's file. */
export async function chatMediaLink(
  ctx: AppContext,
  empresaId: number,
  ref: string,
  messageId: number,
  log: FastifyBaseLogger,
): Promise<MessageMediaLink> {
  const device = await deviceOr404(ctx, empresaId, ref);
  let row = await findDeviceMessage(ctx.db, device.id, messageId);
  if (!row?.media) throw notFound();
  if (!row.media.blobKey && row.direction === 'in') row = await keepReceivedMedia(ctx, device, row, log);
  if (!row?.media?.blobKey) throw new HttpError(404, 'messages.media_unavailable');
  const now = Date.now();
  return {
    url: mediaLink(ctx, row.id, now, 'relative'),
    expires_at: new Date(now + MEDIA_LINK_TTL_S * 1000).toISOString(),
  };
}
