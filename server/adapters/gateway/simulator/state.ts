// The simulator's memory: instances (with their chats and messages), what it accepted, and the switches
// the control calls flip. Everything lives in this process and is forgotten on restart or reset.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Timers } from '../../simTimers.js';
import type { SentRecord, SimInstance, SimulatorOptions } from './types.js';
import { WebhookDispatcher } from './webhooks.js';

export { Timers } from '../../simTimers.js';
export type {
  SentRecord,
  SimChat,
  SimInstance,
  SimMessage,
  SimQr,
  SimState,
  SimulatorOptions,
  SimWebhook,
} from './types.js';

export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');
/** A key id like the ones Baileys gives sent messages. */
export const newKeyId = () => `3EB0${randomHex(10).toUpperCase()}`;
export const newId = () => randomUUID();

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
