// The simulator's records: instances with their chats and messages, their webhook, and what it
// accepted to send. Shapes only; state.ts holds them.

export type SimState = 'open' | 'connecting' | 'close' | 'refused';

export interface SimQr {
  code: string;
  base64: string;
  count: number;
}

export interface SimMessage {
  /** The store's own id (findMessages `id`). */
  id: string;
  keyId: string;
  remoteJid: string;
  fromMe: boolean;
  pushName: string | null;
  messageType: string;
  message: Record<string, unknown>;
  /** Seconds. */
  timestamp: number;
  status: string;
  /** MessageUpdate statuses, oldest first. */
  updates: string[];
  /** A file's bytes (what getBase64FromMediaMessage answers), when the message carries one. */
  bytes?: Buffer;
}

export interface SimChat {
  id: string;
  remoteJid: string;
  pushName: string | null;
  updatedAt: Date;
  /** Orders chats newest first without relying on clock resolution. */
  seq: number;
  unread: number;
  messages: SimMessage[];
}

export interface SimWebhook {
  url: string;
  headers: Record<string, string>;
  /** lower.dot names. */
  events: Set<string>;
}

export interface SimInstance {
  name: string;
  id: string;
  token: string;
  state: SimState;
  webhook: SimWebhook | null;
  ownerJid: string | null;
  profileName: string | null;
  qr: SimQr | null;
  /** Bumped whenever a pairing starts or stops, so a late QR of an old pairing is dropped. */
  pairing: number;
  pairingTimer: NodeJS.Timeout | null;
  /** The simulator's base URL as the creator saw it (webhook `server_url`). */
  serverUrl: string;
  chats: Map<string, SimChat>;
  byKey: Map<string, SimMessage>;
  all: SimMessage[];
  seq: number;
  createdAt: Date;
}

export interface SentRecord {
  instance: string;
  number: string;
  text: string | null;
  caption: string | null;
  media: {
    mediatype: string;
    mimetype: string;
    fileName: string | null;
    /** The URL, or 'base64:<bytes>'. */
    media: string;
    size: number;
    /** SHA-256 (hex) of the bytes received: what the recipient's phone got. */
    sha256: string;
  } | null;
  keyId: string;
  at: string;
}

export interface SimulatorOptions {
  globalKey: string;
  /** How often an unscanned instance's QR changes (default 20000). */
  qrIntervalMs?: number;
  /** Delay before the first QR exists after connect from close (the `{count:0}` quirk); default 300. */
  qrFirstDelayMs?: number;
}
