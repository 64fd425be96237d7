// /message/sendText and /message/sendMedia, quirks included: 400 "Connection Closed" while not open,
// 400 `[{exists:false}]` for a number not on WhatsApp, `delay` ms of typing with the request held open,
// then 201 (status PENDING) and a `send.message` webhook. Accepted sends are recorded for the tests;
// drop-next records one and then drops the connection instead of answering.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { bodyOf, instanceOf, type Json, SimError, textOf } from './http.js';
import {
  newId,
  newKeyId,
  type SentRecord,
  type SimInstance,
  type SimMessage,
  type Simulator,
} from './state.js';
import { addMessage, messageBody, scheduleAutoReceipts } from './store.js';

const MEDIA_TYPES = ['image', 'video', 'audio', 'document'] as const;
type MediaType = (typeof MEDIA_TYPES)[number];
const DEFAULT_MIMETYPE: Record<MediaType, string> = {
  image: 'image/jpeg',
  video: 'video/mp4',
  audio: 'audio/ogg',
  document: 'application/octet-stream',
};
const MEDIA_FETCH_TIMEOUT_MS = 10_000;
/** Base64 media travels in the JSON body: room for a 100 MB document. */
export const MEDIA_BODY_LIMIT = 140 * 1024 * 1024;
const MAX_DELAY_MS = 5 * 60_000;

/** What a send carries, validated; `url` media is fetched before it is accepted. */
interface Outgoing {
  text: string | null;
  caption: string | null;
  media: {
    mediatype: MediaType;
    mimetype: string;
    fileName: string | null;
    source: string;
    url: boolean;
  } | null;
}

/** The number's digits as sent (a jid's user part is accepted too). */
const numberOf = (v: unknown) =>
  (typeof v === 'number' ? String(v) : (textOf(v) ?? '')).split('@')[0]?.trim() ?? '';

function readText(body: Json): Outgoing {
  const text = textOf(body.text);
  if (!text) throw new SimError(400, ['text is required']);
  return { text, caption: null, media: null };
}

/** A URL's file name, for documents sent by URL without one. */
function lastSegment(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || null;
  } catch {
    return null;
  }
}

function readMedia(body: Json): Outgoing {
  const mediatype = MEDIA_TYPES.find((t) => t === body.mediatype);
  if (!mediatype) throw new SimError(400, [`mediatype must be one of ${MEDIA_TYPES.join(', ')}`]);
  const media = textOf(body.media)?.trim() ?? '';
  if (!media) throw new SimError(400, ['media is required']);
  const url = /^https?:\/\//i.test(media);
  const base64 = media.replace(/^data:[^,]*;base64,/, '');
  if (!url && !/^[A-Za-z0-9+/=\s]+$/.test(base64))
    throw new SimError(400, ['Owned media must be a url or base64']);
  const fileName = textOf(body.fileName) || null;
  if (!url && mediatype === 'document' && !fileName)
    throw new SimError(400, ['fileName is required for base64 documents']);
  return {
    text: null,
    caption: textOf(body.caption) ?? '',
    media: {
      mediatype,
      mimetype: textOf(body.mimetype) || DEFAULT_MIMETYPE[mediatype],
      fileName: fileName ?? (mediatype === 'document' ? lastSegment(media) : null),
      source: url ? media : base64,
      url,
    },
  };
}

/** The media's bytes: downloaded when it is a URL (non-200 → 400, as Evolution fails). */
async function mediaBytes(sim: Simulator, media: NonNullable<Outgoing['media']>): Promise<Buffer> {
  if (!media.url) return Buffer.from(media.source, 'base64');
  try {
    const res = await fetch(media.source, {
      signal: AbortSignal.any([sim.stopping.signal, AbortSignal.timeout(MEDIA_FETCH_TIMEOUT_MS)]),
    });
    const bytes = await res.arrayBuffer();
    if (res.status === 200) return Buffer.from(bytes);
  } catch {
    // answered below
  }
  throw new SimError(400, ['Failed to fetch media']);
}

function content(out: Outgoing, size: number): { messageType: string; message: Json } {
  if (!out.media) return { messageType: 'conversation', message: { conversation: out.text } };
  const { mediatype, mimetype, fileName, source, url } = out.media;
  const messageType = `${mediatype}Message`;
  const body: Json = {
    url: url ? source : `https://mmg.whatsapp.net/sim/${newKeyId()}`,
    mimetype,
    fileLength: size,
  };
  if (mediatype !== 'audio' && out.caption) body.caption = out.caption;
  if (mediatype === 'document') {
    body.fileName = fileName;
    body.title = fileName;
  }
  return { messageType, message: { [messageType]: body } };
}

const closed = () => new SimError(400, ['Connection Closed']);

async function accept(
  sim: Simulator,
  req: FastifyRequest,
  reply: FastifyReply,
  read: (body: Json) => Outgoing,
): Promise<FastifyReply> {
  const inst: SimInstance = instanceOf(sim, req);
  const body = bodyOf(req);
  const number = numberOf(body.number);
  if (!number) throw new SimError(400, ['number is required']);
  const out = read(body);
  if (inst.state !== 'open') throw closed();
  if (!/^\d{8,15}$/.test(number) || sim.invalidNumbers.has(number))
    throw new SimError(400, [{ jid: `${number}@s.whatsapp.net`, exists: false, number }]);
  const bytes = out.media ? await mediaBytes(sim, out.media) : null;
  const size = bytes?.length ?? 0;
  const delay = Math.min(Math.max(Number(body.delay) || 0, 0), MAX_DELAY_MS);
  await sim.timers.sleep(delay);
  if (sim.closed) throw new SimError(503, ['Service Unavailable']);
  // The session may have dropped (or the instance gone) while "typing".
  if (sim.instances.get(inst.name) !== inst)
    throw new SimError(404, [`The "${inst.name}" instance does not exist`]);
  if (inst.state !== 'open') throw closed();

  const msg: SimMessage = {
    id: newId(),
    keyId: newKeyId(),
    remoteJid: `${number}@s.whatsapp.net`,
    fromMe: true,
    pushName: null,
    ...content(out, size),
    timestamp: Math.floor(Date.now() / 1000),
    status: 'SERVER_ACK',
    updates: ['SERVER_ACK'],
    ...(bytes ? { bytes } : {}),
  };
  addMessage(inst, msg);
  const record: SentRecord = {
    instance: inst.name,
    number,
    text: out.text,
    caption: out.caption,
    media: out.media && {
      mediatype: out.media.mediatype,
      mimetype: out.media.mimetype,
      fileName: out.media.fileName,
      media: out.media.url ? out.media.source : `base64:${size}`,
      size,
      sha256: createHash('sha256')
        .update(bytes ?? Buffer.alloc(0))
        .digest('hex'),
    },
    keyId: msg.keyId,
    at: new Date().toISOString(),
  };
  sim.sent.push(record);
  const response = messageBody(inst, msg, 'PENDING');
  sim.webhooks.emit(inst, 'send.message', response);
  scheduleAutoReceipts(sim, inst, msg);

  if (sim.dropNext > 0) {
    // Sent, but the answer never arrives: the connection drops first.
    sim.dropNext--;
    reply.hijack();
    req.raw.socket?.destroy();
    return reply;
  }
  return reply.code(201).send(response);
}

export const messageRoutes: FastifyPluginAsync<{ sim: Simulator }> = async (app, { sim }) => {
  app.post('/message/sendText/:instance', (req, reply) => accept(sim, req, reply, readText));
  app.post('/message/sendMedia/:instance', { bodyLimit: MEDIA_BODY_LIMIT }, (req, reply) =>
    accept(sim, req, reply, readMedia),
  );
};
