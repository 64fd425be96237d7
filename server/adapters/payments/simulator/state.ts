// The simulator's memory and clock: customers, charges, subscriptions, invoices and card tokens, all in
// this process (a restart forgets them), plus the switches the control calls flip. Every few seconds,
// and at once when the clock is advanced, time moves things on: subscriptions make their charges, card
// subscriptions capture theirs, pending charges past their due date turn OVERDUE, and scheduled invoices
// whose effective date arrived are issued.
import { randomInt, randomUUID } from 'node:crypto';
import { Timers } from '../../simTimers.js';
import { brDate, brTimestamp, SimClock } from './clock.js';
import { eventId } from './ids.js';
import { authorizeDue } from './invoices.js';
import { overdueAll } from './payments.js';
import { captureDue, generateAll } from './subscriptions.js';
import type { SimCustomer, SimInvoice, SimLog, SimPayment, SimSubscription, SimToken } from './types.js';
import { type WebhookConfig, WebhookDispatcher } from './webhooks.js';

export interface PaymentSimulatorOptions {
  /** The API key: every /v3 and /_control call needs it in the `access_token` header (401 invalid_access_token otherwise, Asaas's exact body). */
  apiKey: string;
  /** Absolute base URL the simulator is reached at (e.g. http://localhost:3000/psp-sim): invoiceUrl, bankSlipUrl, transactionReceiptUrl, NFS-e pdfUrl/xmlUrl point under it. */
  publicUrl: string;
  /** A webhook already configured, like an account set up in Asaas's dashboard (null/undefined: none until POST /v3/webhooks). Mutable: the app may set it after listening. */
  webhook?: { url: string; authToken: string } | null;
  /** Multiplies the retry schedule's delays (1 = Asaas's real schedule; tests use e.g. 0.001). */
  retryScale?: number;
  log?: { info(...a: unknown[]): void; warn(...a: unknown[]): void };
}

const TICK_MS = 5000;
const silent: SimLog = { info: () => undefined, warn: () => undefined };

/** The merchant the BR Codes and documents name. */
export const MERCHANT = { name: 'Cofre Simulador PSP', city: 'Sao Paulo', cnpj: '11222333000181' };

export class PaymentSimulator {
  readonly apiKey: string;
  /** Where the simulator is reached (no trailing slash); may be set after listening, like the webhook. */
  publicUrl: string;
  readonly customers = new Map<string, SimCustomer>();
  readonly payments = new Map<string, SimPayment>();
  readonly subscriptions = new Map<string, SimSubscription>();
  readonly invoices = new Map<string, SimInvoice>();
  readonly tokens = new Map<string, SimToken>();
  readonly webhooks: WebhookDispatcher;
  readonly log: SimLog;
  /** The next card attempt declines, whatever the card (/_control/card/decline-next). */
  declineNext = false;
  private readonly clock = new SimClock();
  private readonly timers = new Timers();
  private readonly defaultWebhookId = randomUUID();
  private nossoNumero = 100_000 + randomInt(800_000);
  private invoiceNumber = 5000 + randomInt(4000);
  private nfseNumber = 1000 + randomInt(8000);
  private closed = false;

  constructor(opts: PaymentSimulatorOptions) {
    this.apiKey = opts.apiKey;
    this.publicUrl = opts.publicUrl.replace(/\/+$/, '');
    this.log = opts.log ?? silent;
    this.webhooks = new WebhookDispatcher(opts.retryScale ?? 1, this.log);
    if (opts.webhook) this.setWebhook(opts.webhook);
    this.timers.every(TICK_MS, () => this.tick());
  }

  /** The simulator's clock (real time + what clock/advance added). */
  now(): Date {
    return this.clock.now();
  }

  /** Today in Brasília (UTC−3), YYYY-MM-DD, by the simulator's clock. */
  today(): string {
    return brDate(this.clock.now());
  }

  /** `YYYY-MM-DD HH:mm:ss` in Brasília. */
  timestamp(at: Date = this.clock.now()): string {
    return brTimestamp(at);
  }

  /** Sets/replaces the configured webhook (the app calls this once it knows its address). */
  setWebhook(w: { url: string; authToken: string } | null): void {
    if (!w) {
      this.webhooks.remove(this.defaultWebhookId);
      return;
    }
    const current = this.webhooks.get(this.defaultWebhookId);
    const config: WebhookConfig = {
      id: this.defaultWebhookId,
      name: 'Cofre',
      email: null,
      enabled: true,
      interrupted: false,
      apiVersion: 3,
      sendType: 'SEQUENTIALLY',
      events: null,
      ...current,
      url: w.url,
      authToken: w.authToken,
    };
    this.webhooks.save(config);
  }

  /** Moves the clock forward and lets time act at once. */
  advanceDays(days: number): void {
    this.clock.advanceDays(days);
    this.tick();
    this.onClockAdvance?.();
  }

  /** Called after the clock moved (the app's billing sweep runs then, its clock being this one). */
  onClockAdvance?: () => void;

  /** What time does: subscriptions' charges, card captures, OVERDUE charges, due invoices. */
  tick(): void {
    if (this.closed) return;
    for (const step of [generateAll, captureDue, overdueAll, authorizeDue]) {
      try {
        step(this);
      } catch (err) {
        this.log.warn({ err, step: step.name }, 'payment simulator: time step failed');
      }
    }
  }

  /** True (once) when the next card attempt must decline. */
  takeDecline(): boolean {
    const decline = this.declineNext;
    this.declineNext = false;
    return decline;
  }

  /** Records an event and queues it for the webhooks; the payload is serialized (frozen) now. */
  emit(event: string, key: 'payment' | 'subscription' | 'invoice', subject: string, data: unknown): void {
    const id = eventId();
    const dateCreated = this.timestamp();
    const body = JSON.stringify({ id, event, dateCreated, [key]: data });
    this.webhooks.emit({ id, event, dateCreated, subject, body });
  }

  nextNossoNumero(): string {
    return String(++this.nossoNumero);
  }

  nextInvoiceNumber(): string {
    return String(++this.invoiceNumber).padStart(8, '0');
  }

  nextNfseNumber(): string {
    return String(++this.nfseNumber);
  }

  /** Stops timers and pending deliveries. */
  async close(): Promise<void> {
    this.closed = true;
    this.timers.clear();
    await this.webhooks.close();
  }
}
