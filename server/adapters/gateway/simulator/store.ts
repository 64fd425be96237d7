// Each instance's messages, kept per chat so a send is O(1) and a page of history is a slice. Also the
// shapes Evolution shows them in, and receipts (statuses only move forward).
import { randomHex, type SimInstance, type SimMessage, type Simulator } from './state.js';

const STATUS_RANK: Record<string, number> = {
  ERROR: 0,
  PENDING: 1,
  SERVER_ACK: 2,
  DELIVERY_ACK: 3,
  READ: 4,
  PLAYED: 5,
};
const rank = (status: string) => STATUS_RANK[status] ?? -1;

export function addMessage(inst: SimInstance, msg: SimMessage): void {
  inst.byKey.set(msg.keyId, msg);
  inst.all.push(msg);
  let chat = inst.chats.get(msg.remoteJid);
  if (!chat) {
    chat = {
      id: randomHex(12),
      remoteJid: msg.remoteJid,
      pushName: null,
      updatedAt: new Date(),
      seq: 0,
      unread: 0,
      messages: [],
    };
    inst.chats.set(msg.remoteJid, chat);
  }
  chat.messages.push(msg);
  chat.updatedAt = new Date();
  chat.seq = ++inst.seq;
  if (msg.fromMe) chat.unread = 0;
  else {
    chat.unread++;
    chat.pushName = msg.pushName ?? chat.pushName;
  }
}

/** A send response / `send.message` / `messages.upsert` body. */
export const messageBody = (inst: SimInstance, msg: SimMessage, status: string) => ({
  key: { remoteJid: msg.remoteJid, fromMe: msg.fromMe, id: msg.keyId },
  pushName: msg.pushName,
  status,
  message: msg.message,
  messageType: msg.messageType,
  messageTimestamp: msg.timestamp,
  instanceId: inst.id,
  source: msg.fromMe ? 'unknown' : 'android',
});

/** A findMessages record (and a chat's lastMessage). */
export const messageRecord = (inst: SimInstance, msg: SimMessage) => ({
  id: msg.id,
  key: { id: msg.keyId, fromMe: msg.fromMe, remoteJid: msg.remoteJid },
  pushName: msg.pushName,
  messageType: msg.messageType,
  message: msg.message,
  messageTimestamp: msg.timestamp,
  instanceId: inst.id,
  source: msg.fromMe ? 'unknown' : 'android',
  status: msg.status,
  MessageUpdate: msg.updates.map((status) => ({ status })),
});

/** Move a message to a later status and announce it; false when the status is not later. */
export function applyReceipt(sim: Simulator, inst: SimInstance, msg: SimMessage, status: string): boolean {
  if (rank(status) <= rank(msg.status)) return false;
  msg.status = status;
  msg.updates.push(status);
  sim.webhooks.emit(inst, 'messages.update', {
    messageId: msg.id,
    keyId: msg.keyId,
    remoteJid: msg.remoteJid,
    fromMe: msg.fromMe,
    participant: null,
    status,
    instanceId: inst.id,
  });
  return true;
}

/** With auto-receipts on: DELIVERY_ACK after delayMs, READ after as long again. */
export function scheduleAutoReceipts(sim: Simulator, inst: SimInstance, msg: SimMessage): void {
  if (!sim.autoReceipts.on) return;
  const { delayMs } = sim.autoReceipts;
  const still = () => sim.instances.get(inst.name) === inst;
  sim.timers.later(delayMs, () => {
    if (!still()) return;
    applyReceipt(sim, inst, msg, 'DELIVERY_ACK');
    sim.timers.later(delayMs, () => {
      if (still()) applyReceipt(sim, inst, msg, 'READ');
    });
  });
}
