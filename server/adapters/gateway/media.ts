// A messaging gateway's file calls (Evolution API v2): sending a file (POST /message/sendMedia) and
// reading a received one's bytes (POST /chat/getBase64FromMediaMessage); and how a file travels.
import { GatewayError } from './errors.js';
import { numberOfJid } from './jid.js';
import { type GatewayMessage, isObj, readMessage, str } from './shapes.js';
import { EvolutionTransport, invalid, seg, throwInvalid } from './transport.js';

export type MediaType = 'image' | 'video' | 'audio' | 'document';

/** How a file travels: WhatsApp shows images, videos and audio inline, anything else as a document. */
export function mediaTypeOf(mimetype: string): MediaType {
  const type = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type.startsWith('image/') && type !== 'image/svg+xml') return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  return 'document';
}

/** The file calls, over the transport; EvolutionGateway adds the others. */
export abstract class EvolutionMedia extends EvolutionTransport {
  async sendMedia(
    instance: string,
    token: string,
    input: {
      number: string;
      mediatype: MediaType;
      mimetype: string;
      caption: string;
      media: string;
      fileName: string;
      delayMs?: number;
    },
  ): Promise<GatewayMessage> {
    const delay = input.delayMs ?? 0;
    const reply = await this.call(
      'sendMedia',
      'POST',
      `/message/sendMedia/${seg(instance)}`,
      token,
      {
        number: numberOfJid(input.number),
        mediatype: input.mediatype,
        mimetype: input.mimetype,
        caption: input.caption,
        media: input.media,
        fileName: input.fileName,
        ...(delay > 0 ? { delay } : {}),
      },
      delay,
    );
    const { data } = reply;
    return readMessage(data) ?? throwInvalid('sendMedia', reply);
  }

  /**
   * A received (or sent) file's bytes, decrypted by the gateway (POST /chat/getBase64FromMediaMessage).
   * `maxBytes`: a larger file is refused (too_large) before its base64 is decoded.
   */
  async mediaOf(
    instance: string,
    token: string,
    keyId: string,
    maxBytes: number,
  ): Promise<{ bytes: Buffer; mimetype: string | null }> {
    const reply = await this.call(
      'getBase64FromMediaMessage',
      'POST',
      `/chat/getBase64FromMediaMessage/${seg(instance)}`,
      token,
      { message: { key: { id: keyId } }, convertToMp4: false },
    );
    const { data } = reply;
    const base64 = isObj(data) ? str(data.base64) : null;
    if (!isObj(data) || base64 === null) throw invalid('getBase64FromMediaMessage', reply);
    const raw = base64.replace(/^data:[^,]*;base64,/, '');
    // Four base64 characters carry three bytes: a body past the limit is refused undecoded.
    if (Math.floor((raw.length * 3) / 4) > maxBytes + 2)
      throw new GatewayError('too_large', reply.status, 'getBase64FromMediaMessage: file too large');
    return {
      bytes: Buffer.from(raw, 'base64'),
      mimetype: str(data.mimetype),
    };
  }
}
