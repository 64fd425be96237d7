// /chat/findChats and /chat/findMessages, newest first. findMessages' `offset` is the page size.
import type { FastifyPluginAsync } from 'fastify';
import { bodyOf, instanceOf, isObj, type Json, textOf } from './http.js';
import type { SimChat, SimMessage, Simulator } from './state.js';
import { messageRecord } from './store.js';

/** A whole number ≥ min, or the fallback. */
function intOf(v: unknown, fallback: number, min: number): number {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= min ? n : fallback;
}

const objOf = (v: unknown): Json => (isObj(v) ? v : {});

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
};
