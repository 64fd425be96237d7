// /chat/findChats and /chat/findMessages, newest first (findMessages' `offset` is the page size);
// /chat/getBase64FromMediaMessage (a file's bytes by key id; 400 when the message has none, as
// Evolution answers for media it did not keep) and /chat/markMessageAsRead.
import type { FastifyPluginAsync } from 'fastify';
import { bodyOf, instanceOf, isObj, type Json, SimError, textOf } from './http.js';
import type { SimChat, SimMessage, Simulator } from './state.js';
import { messageRecord } from './store.js';

/** A whole number ≥ min, or the fallback. */
function intOf(v: unknown, fallback: number, min: number): number {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= min ? n : fallback;
}

const objOf = (v: unknown): Json => (isObj(v) ? v : {});

/** The usual extension of a MIME type, for files that arrived without a name (voice notes…). */
const extensionOf = (mimetype: string | null) =>
  /^(?:audio\/ogg)/.test(mimetype ?? '') ? 'ogg' : (mimetype?.split('/')[1]?.split(';')[0] ?? 'bin');

export const chatRoutes: FastifyPluginAsync<{ sim: Simulator }> = async (app, { sim }) => {
  app.post('/chat/findChats/:instance', async (req) => {
    const inst = instanceOf(sim, req);
    const body = bodyOf(req);
    const jid = textOf(objOf(body.where).remoteJid);
    let chats: SimChat[];
    if (jid) {
      const chat = inst.chats.get(jid);
      chats = chat ? [chat] : [];
    } else chats = [...inst.chats.values()].sort((a, b) => b.seq - a.seq);
    const skip = intOf(body.skip, 0, 0);
    const take = intOf(body.take, chats.length, 1);
    return chats.slice(skip, skip + take).map((chat) => {
      const last = chat.messages[chat.messages.length - 1];
      return {
        id: chat.id,
        remoteJid: chat.remoteJid,
        pushName: chat.pushName,
        profilePicUrl: null,
        updatedAt: chat.updatedAt.toISOString(),
        windowActive: false,
        lastMessage: last ? messageRecord(inst, last) : null,
        unreadCount: chat.unread,
        isSaved: false,
      };
    });
  });

  app.post('/chat/findMessages/:instance', async (req) => {
    const inst = instanceOf(sim, req);
    const body = bodyOf(req);
    const where = objOf(body.where);
    const key = objOf(where.key);
    const jid = textOf(key.remoteJid) ?? textOf(where.remoteJid);
    const keyId = textOf(key.id);
    let source: SimMessage[];
    if (keyId) {
      const one = inst.byKey.get(keyId);
      source = one && (!jid || one.remoteJid === jid) ? [one] : [];
    } else source = jid ? (inst.chats.get(jid)?.messages ?? []) : inst.all;
    const size = intOf(body.offset, 50, 1);
    const page = intOf(body.page, 1, 1);
    const total = source.length;
    const records = [];
    // Stored oldest first; a page is read backwards from the newest.
    const first = total - 1 - (page - 1) * size;
    for (let i = first; i > first - size && i >= 0; i--)
      records.push(messageRecord(inst, source[i] as SimMessage));
    return { messages: { total, pages: Math.ceil(total / size), currentPage: page, records } };
  });

  app.post('/chat/getBase64FromMediaMessage/:instance', async (req) => {
    const inst = instanceOf(sim, req);
    const key = objOf(objOf(bodyOf(req).message).key);
    const msg = inst.byKey.get(textOf(key.id) ?? '');
    if (!msg?.bytes) throw new SimError(400, ['Message not found or has no media']);
    const media = objOf(msg.message[msg.messageType]);
    return {
      mediaType: msg.messageType,
      fileName: textOf(media.fileName) ?? `${msg.keyId}.${extensionOf(textOf(media.mimetype))}`,
      caption: textOf(media.caption) ?? null,
      size: { fileLength: String(msg.bytes.length), height: 0, width: 0 },
      mimetype: textOf(media.mimetype) ?? 'application/octet-stream',
      base64: msg.bytes.toString('base64'),
      buffer: null,
    };
  });

  app.post('/chat/markMessageAsRead/:instance', async (req, reply) => {
    const inst = instanceOf(sim, req);
    const list = bodyOf(req).readMessages;
    if (!Array.isArray(list)) throw new SimError(400, ['readMessages must be an array']);
    for (const item of list) {
      const entry = objOf(item);
      const remoteJid = textOf(entry.remoteJid);
      const keyId = textOf(entry.id);
      if (!remoteJid || !keyId) throw new SimError(400, ['each read message needs remoteJid and id']);
      sim.reads.push({ instance: inst.name, remoteJid, keyId });
      const chat = inst.chats.get(remoteJid);
      if (chat) chat.unread = 0;
    }
    return reply.code(201).send({ message: 'Read messages', read: 'success' });
  });
};
