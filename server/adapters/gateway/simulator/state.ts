// The simulator's memory: instances (with their chats and messages), what it accepted, and the switches
// the control calls flip. Everything lives in this process and is forgotten on restart or reset.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { WebhookDispatcher } from './webhooks.js';

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

export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');
/** A key id like the ones Baileys gives sent messages. */
export const newKeyId = () => `3EB0${randomHex(10).toUpperCase()}`;
export const newId = () => randomUUID();

/** Timers that never keep the process alive and all stop at once (close, reset). */
export class Timers {
  private readonly live = new Set<NodeJS.Timeout>();
  private readonly waits = new Set<() => void>();

  later(ms: number, fn: () => void): NodeJS.Timeout {
    const t = setTimeout(() => {
      this.live.delete(t);
      fn();
    }, ms);
    t.unref();
    this.live.add(t);
    return t;
  }

  cancel(t: NodeJS.Timeout): void {
    clearTimeout(t);
    this.live.delete(t);
  }

  /** Resolves after ms, or at once when the timers are cleared. */
  sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.waits.delete(done);
        resolve();
      };
      this.waits.add(done);
      this.later(ms, done);
    });
  }

  clear(): void {
    for (const t of this.live) clearTimeout(t);
    this.live.clear();
    for (const done of [...this.waits]) done();
  }
}

export class Simulator {
  readonly instances = new Map<string, SimInstance>();
  sent: SentRecord[] = [];
  invalidNumbers = new Set<string>();
  outage = false;
  autoReceipts = { on: false, delayMs: 50 };
  dropNext = 0;
  /** Received messages the product marked read (markMessageAsRead), in order. */
  reads: { instance: string; remoteJid: string; keyId: string }[] = [];
  closed = false;
  /** Aborted on close: ends what the simulator is waiting on (media downloads). */
  readonly stopping = new AbortController();
  readonly timers = new Timers();
  readonly webhooks: WebhookDispatcher;
  readonly globalKey: string;
  readonly qrIntervalMs: number;
  readonly qrFirstDelayMs: number;

  constructor(opts: SimulatorOptions, log: FastifyBaseLogger) {
    this.globalKey = opts.globalKey;
    this.qrIntervalMs = opts.qrIntervalMs ?? 20_000;
    this.qrFirstDelayMs = opts.qrFirstDelayMs ?? 300;
    this.webhooks = new WebhookDispatcher(this.timers, log);
  }

  /** Forget everything: instances, messages, switches and undelivered webhooks. */
  reset(): void {
    this.timers.clear();
    this.webhooks.reset();
    this.instances.clear();
    this.sent = [];
    this.reads = [];
    this.invalidNumbers = new Set();
    this.outage = false;
    this.autoReceipts = { on: false, delayMs: 50 };
    this.dropNext = 0;
  }

  close(): void {
    this.closed = true;
    this.stopping.abort();
    this.reset();
    this.webhooks.close();
  }
}
