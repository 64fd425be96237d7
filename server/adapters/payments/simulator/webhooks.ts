// Webhooks out, as Asaas sends them: a POST of `{"id":"evt_…","event":"PAYMENT_RECEIVED","dateCreated":
// "YYYY-MM-DD HH:mm:ss","payment":{…}}` (`subscription` or `invoice` for those families) with the
// configured token in `asaas-access-token`. The body is frozen when the event happens: a retry or a
// replay carries the same snapshot. Per webhook, events go out in order, one at a time (SEQUENTIALLY;
// NON_SEQUENTIALLY is accepted and treated the same): only an HTTP 200 counts as delivered, a failing
// event is retried on Asaas's schedule and blocks those behind it, and after 15 consecutive failures the
// queue is interrupted until the webhook is updated with `interrupted: false`.
import { Timers } from '../../simTimers.js';
import type { SimLog } from './types.js';

/** Seconds before each attempt of one event: 0, 30 s, 1 min, 3.5 min, 5, 15, 25 min, 1 h ×5, 2 h ×2, 3 h. */
export const RETRY_SCHEDULE_S = [
  0, 30, 60, 210, 300, 900, 1500, 3600, 3600, 3600, 3600, 3600, 7200, 7200, 10800,
] as const;
export const MAX_CONSECUTIVE_FAILURES = RETRY_SCHEDULE_S.length;
const ATTEMPT_TIMEOUT_MS = 10_000;
const KEEP_EVENTS = 5000;
const KEEP_DELIVERIES = 2000;

export interface WebhookConfig {
  id: string;
  name: string;
  url: string;
  email: string | null;
  enabled: boolean;
  interrupted: boolean;
  apiVersion: number;
  authToken: string | null;
  sendType: 'SEQUENTIALLY' | 'NON_SEQUENTIALLY';
  /** The events it wants; null: every event (the webhook given in the options). */
  events: string[] | null;
}

export interface SimEvent {
  id: string;
  event: string;
  dateCreated: string;
  /** What the event is about (pay_…, sub_…, inv_…). */
  subject: string;
  /** The envelope, serialized when the event happened. */
  body: string;
}

export interface DeliveryRecord {
  webhookId: string;
  eventId: string;
  event: string;
  /** 1 for the event's first attempt on this webhook, then 2, 3… */
  attempt: number;
  /** The receiver's HTTP status; null when nothing was answered (network error, timeout, fail-next). */
  status: number | null;
  ok: boolean;
  at: string;
  error?: string;
}

interface QueueItem {
  event: SimEvent;
  attempts: number;
}

interface Hook {
  config: WebhookConfig;
  queue: QueueItem[];
  busy: boolean;
  /** Consecutive failed attempts (reset by a delivery and by resuming). */
  failures: number;
}

export class WebhookDispatcher {
  /** The next n attempts are counted as failed without being sent. */
  failNext = 0;
  /** The next event is queued twice (delivered twice, same id). */
  duplicateNext = false;
  readonly events = new Map<string, SimEvent>();
  readonly deliveries: DeliveryRecord[] = [];
  private readonly hooks = new Map<string, Hook>();
  private readonly timers = new Timers();
  private readonly running = new Set<Promise<void>>();
  private abort = new AbortController();
  private closed = false;

  constructor(
    private readonly retryScale: number,
    private readonly log: SimLog,
  ) {}

  list(): WebhookConfig[] {
    return [...this.hooks.values()].map((h) => h.config);
  }

  get(id: string): WebhookConfig | undefined {
    return this.hooks.get(id)?.config;
  }

  /** Consecutive failed attempts, the config's `penalizedRequestsCount`. */
  failuresOf(id: string): number {
    return this.hooks.get(id)?.failures ?? 0;
  }

  /** Adds or replaces a webhook's settings; its queue stays. Resuming (interrupted → false) restarts it. */
  save(config: WebhookConfig): void {
    const hook = this.hooks.get(config.id);
    if (!hook) {
      this.hooks.set(config.id, { config, queue: [], busy: false, failures: 0 });
      return;
    }
    if (hook.config.interrupted && !config.interrupted) hook.failures = 0;
    hook.config = config;
    this.kick(hook);
  }

  remove(id: string): boolean {
    return this.hooks.delete(id);
  }

  /** Records the event and queues it for every enabled webhook that wants it. */
  emit(event: SimEvent): void {
    this.events.set(event.id, event);
    if (this.events.size > KEEP_EVENTS) {
      const oldest = this.events.keys().next().value;
      if (oldest !== undefined) this.events.delete(oldest);
    }
    const times = this.duplicateNext ? 2 : 1;
    this.duplicateNext = false;
    this.enqueue(event, times);
  }

  /** Delivers a recorded event again (same id, same frozen body); false when unknown. */
  replay(eventId: string): boolean {
    const event = this.events.get(eventId);
    if (!event) return false;
    this.enqueue(event, 1);
    return true;
  }

  /** Stops every delivery and timer; pending events are dropped. */
  async close(): Promise<void> {
    this.closed = true;
    this.abort.abort();
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private enqueue(event: SimEvent, times: number): void {
    for (const hook of this.hooks.values()) {
      const { enabled, events } = hook.config;
      if (!enabled || (events !== null && !events.includes(event.event))) continue;
      for (let i = 0; i < times; i++) hook.queue.push({ event, attempts: 0 });
      this.kick(hook);
    }
  }

  private kick(hook: Hook): void {
    if (hook.busy || this.closed) return;
    const run = this.drain(hook).catch((err: unknown) =>
      this.log.warn({ err, webhook: hook.config.id }, 'payment simulator: webhook queue stopped'),
    );
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  private live(hook: Hook): boolean {
    return (
      !this.closed &&
      this.hooks.get(hook.config.id) === hook &&
      hook.config.enabled &&
      !hook.config.interrupted &&
      hook.queue.length > 0
    );
  }

  private async drain(hook: Hook): Promise<void> {
    hook.busy = true;
    try {
      while (this.live(hook)) {
        const delayS = RETRY_SCHEDULE_S[Math.min(hook.failures, MAX_CONSECUTIVE_FAILURES - 1)] ?? 0;
        await this.timers.sleep(delayS * 1000 * this.retryScale);
        if (!this.live(hook)) break;
        const item = hook.queue[0] as QueueItem;
        item.attempts++;
        const result = await this.attempt(hook.config, item.event);
        if (this.closed) break;
        this.record({
          webhookId: hook.config.id,
          eventId: item.event.id,
          event: item.event.event,
          attempt: item.attempts,
          ...result,
          at: new Date().toISOString(),
        });
        if (result.ok) {
          hook.queue.shift();
          hook.failures = 0;
          continue;
        }
        hook.failures++;
        if (hook.failures >= MAX_CONSECUTIVE_FAILURES) {
          hook.config.interrupted = true;
          this.log.warn(
            { webhook: hook.config.id, pending: hook.queue.length },
            'payment simulator: webhook queue interrupted after 15 consecutive failures',
          );
        }
      }
    } finally {
      hook.busy = false;
    }
  }

  private async attempt(
    config: WebhookConfig,
    event: SimEvent,
  ): Promise<{ status: number | null; ok: boolean; error?: string }> {
    if (this.failNext > 0) {
      this.failNext--;
      return { status: null, ok: false, error: 'fail-next: counted as failed, not sent' };
    }
    try {
      const res = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.authToken ? { 'asaas-access-token': config.authToken } : {}),
        },
        body: event.body,
        redirect: 'manual',
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.status === 200
        ? { status: 200, ok: true }
        : { status: res.status, ok: false, error: `HTTP ${res.status}` };
    } catch (err) {
      return { status: null, ok: false, error: err instanceof Error ? err.message : String(err) };
    }
  }

  private record(d: DeliveryRecord): void {
    this.deliveries.push(d);
    if (this.deliveries.length > KEEP_DELIVERIES)
      this.deliveries.splice(0, this.deliveries.length - KEEP_DELIVERIES);
  }
}

/** Every event the simulator sends (a webhook given in the options receives them all). */
export const SIM_EVENTS = [
  'PAYMENT_CREATED',
  'PAYMENT_UPDATED',
  'PAYMENT_CONFIRMED',
  'PAYMENT_RECEIVED',
  'PAYMENT_OVERDUE',
  'PAYMENT_DELETED',
  'PAYMENT_RESTORED',
  'PAYMENT_REFUNDED',
  'PAYMENT_PARTIALLY_REFUNDED',
  'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED',
  'PAYMENT_CHARGEBACK_REQUESTED',
  'SUBSCRIPTION_CREATED',
  'SUBSCRIPTION_UPDATED',
  'SUBSCRIPTION_INACTIVATED',
  'SUBSCRIPTION_DELETED',
  'INVOICE_CREATED',
  'INVOICE_AUTHORIZED',
  'INVOICE_CANCELED',
] as const;
