// The gateway's JSON as the product reads it: instance states, QR codes, messages and chats from send
// responses, webhook data and history records. Tolerant: unknown fields are ignored, older shapes read too.

export type InstanceState = 'open' | 'connecting' | 'close' | 'refused';

export interface QrCode {
  code: string | null;
  base64: string | null;
  count: number;
  pairingCode: string | null;
}

export interface GatewayMessage {
  keyId: string;
  remoteJid: string;
  fromMe: boolean;
  /** conversation / extendedTextMessage.text / media caption */
  text: string | null;
  /** conversation, documentMessage, imageMessage, … */
  messageType: string;
  fileName: string | null;
  mimetype: string | null;
  /** The file's size as the gateway tells it (fileLength), when it does. */
  size: number | null;
  /** An audio recorded as a voice note (audioMessage.ptt). */
  voice: boolean;
  /** Seconds (messageTimestamp). */
  timestamp: number;
  /** The last MessageUpdate status, or the top-level one (PENDING, SERVER_ACK, DELIVERY_ACK, READ, PLAYED). */
  status: string | null;
  pushName: string | null;
}

export interface GatewayChat {
  remoteJid: string;
  pushName: string | null;
  updatedAt: string | null;
  unreadCount: number;
  lastMessage: GatewayMessage | null;
}

export type Json = Record<string, unknown>;

export const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
export const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

export function readState(v: unknown): InstanceState | null {
  return v === 'open' || v === 'connecting' || v === 'close' || v === 'refused' ? v : null;
}

/** A QR object; null when it holds no code yet (the `{count:0}` answer). */
export function readQr(v: unknown): QrCode | null {
  if (!isObj(v)) return null;
  const code = str(v.code);
  const base64 = str(v.base64);
  if (!code && !base64) return null;
  return { code, base64, count: num(v.count) ?? 0, pairingCode: str(v.pairingCode) };
}

/** Baileys' numeric statuses, for gateways that store them as numbers. */
const STATUS_NAMES = ['ERROR', 'PENDING', 'SERVER_ACK', 'DELIVERY_ACK', 'READ', 'PLAYED'];
export const readStatus = (v: unknown): string | null =>
  str(v) ?? (typeof v === 'number' ? (STATUS_NAMES[v] ?? null) : null);

const MEDIA_KEYS = ['documentMessage', 'imageMessage', 'videoMessage', 'audioMessage', 'stickerMessage'];
/** Wrappers whose `message` holds the real content (document with caption, disappearing, view once). */
const WRAPPERS = ['documentWithCaptionMessage', 'ephemeralMessage', 'viewOnceMessage', 'viewOnceMessageV2'];

function unwrap(content: Json): Json {
  for (const w of WRAPPERS) {
    const inner = content[w];
    if (isObj(inner) && isObj(inner.message)) return unwrap(inner.message);
  }
  return content;
}

function readTimestamp(v: unknown): number {
  const n = num(v) ?? (isObj(v) ? num(v.low) : null);
  return n ?? Math.floor(Date.now() / 1000);
}

/** A message as the gateway shows it (send response, webhook data, findMessages record). */
export function readMessage(raw: unknown, fallbackJid: string | null = null): GatewayMessage | null {
  if (!isObj(raw) || !isObj(raw.key)) return null;
  const keyId = str(raw.key.id);
  const remoteJid = str(raw.key.remoteJid) ?? fallbackJid;
  if (!keyId || !remoteJid) return null;
  const original = isObj(raw.message) ? raw.message : {};
  const content = unwrap(original);
  let media: Json | null = null;
  for (const k of MEDIA_KEYS) {
    const m = content[k];
    if (isObj(m)) {
      media = m;
      break;
    }
  }
  const extended = content.extendedTextMessage;
  const text =
    str(content.conversation) ?? (isObj(extended) ? str(extended.text) : null) ?? str(media?.caption);
  const updates = Array.isArray(raw.MessageUpdate) ? raw.MessageUpdate : [];
  const last: unknown = updates[updates.length - 1];
  return {
    keyId,
    remoteJid,
    fromMe: raw.key.fromMe === true,
    text,
    messageType: str(raw.messageType) ?? Object.keys(original)[0] ?? 'unknown',
    fileName: str(media?.fileName),
    mimetype: str(media?.mimetype),
    size: num(media?.fileLength) ?? (isObj(media?.fileLength) ? num(media.fileLength.low) : null),
    voice: media?.ptt === true,
    timestamp: readTimestamp(raw.messageTimestamp),
    status: (isObj(last) ? readStatus(last.status) : null) ?? readStatus(raw.status),
    pushName: str(raw.pushName),
  };
}

export function readChat(raw: unknown): GatewayChat | null {
  if (!isObj(raw)) return null;
  const last = isObj(raw.lastMessage) ? raw.lastMessage : null;
  const remoteJid = str(raw.remoteJid) ?? (last && isObj(last.key) ? str(last.key.remoteJid) : null);
  if (!remoteJid) return null;
  const updated = raw.updatedAt;
  return {
    remoteJid,
    pushName: str(raw.pushName) ?? str(raw.name),
    updatedAt: str(updated) ?? (typeof updated === 'number' ? new Date(updated).toISOString() : null),
    unreadCount: num(raw.unreadCount) ?? num(raw.unreadMessages) ?? 0,
    lastMessage: readMessage(last, remoteJid),
  };
}
