// Webhook delivery as Evolution API does it: a POST of `{event, instance, data, date_time, sender,
// server_url, apikey}` with the instance's configured headers, only for the events it asked for, retried
// up to 10 times with backoff on a network error or a non-2xx answer, then dropped. Deliveries of one
// instance go out in order, one at a time; senders never wait for them.
import { setMaxListeners } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Timers } from '../../simTimers.js';
import type { SimInstance } from './types.js';

export const WEBHOOK_RETRIES = 10;
const BACKOFF_BASE_MS = 100;
const BACKOFF_CAP_MS = 5000;
const ATTEMPT_TIMEOUT_MS = 10_000;

interface Delivery {
  url: string;
  headers: Record<string, string>;
  body: string;
  event: string;
}

/**
 * One POST, answered with its status. node:http with keep-alive agents rather than fetch: webhooks are
 * the simulator's hot path (one per send, two more per send with auto-receipts).
 */
function post(
  agents: { http: http.Agent; https: https.Agent },
  d: Delivery,
  signal: AbortSignal,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(d.url);
    const secure = url.protocol === 'https:';
    const req = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        headers: {
          ...d.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(d.body),
        },
        agent: secure ? agents.https : agents.http,
        timeout: ATTEMPT_TIMEOUT_MS,
        signal,
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      },
    );
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', reject);
    req.end(d.body);
  });
}

/** Every instance's in-flight delivery listens to the one signal: no "possible leak" warning past 10. */
function unlimited(controller: AbortController): AbortController {
  setMaxListeners(0, controller.signal);
  return controller;
}

interface Queue {
  items: Delivery[];
  head: number;
  busy: boolean;
}

/** The `connection.update` data. */
export const connectionUpdate = (inst: SimInstance, state: 'open' | 'close', statusReason: number) => ({
  instance: inst.name,
  wuid: inst.ownerJid,
  profileName: inst.profileName,
  state,
  statusReason,
});

/** 'MESSAGES_UPSERT' → 'messages.upsert'. */
export const lowerDot = (event: string) => event.trim().toLowerCase().replace(/_/g, '.');

export class WebhookDispatcher {
  /** Deliver every webhook twice (the "duplicates happen" case). */
  duplicate = false;
  private queues = new Map<string, Queue>();
  private abort = unlimited(new AbortController());
  private readonly agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 256 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 256 }),
  };

  constructor(
    private readonly timers: Timers,
    private readonly log: FastifyBaseLogger,
  ) {}

  emit(inst: SimInstance, event: string, data: unknown): void {
    const hook = inst.webhook;
    if (!hook?.events.has(event)) return;
    const body = JSON.stringify({
      event,
      instance: inst.name,
      data,
      destination: hook.url,
      date_time: new Date().toISOString(),
      sender: inst.ownerJid,
      server_url: inst.serverUrl,
      apikey: inst.token,
    });
    let queue = this.queues.get(inst.name);
    if (!queue) {
      queue = { items: [], head: 0, busy: false };
      this.queues.set(inst.name, queue);
    }
    const delivery = { url: hook.url, headers: hook.headers, body, event };
    queue.items.push(delivery);
    if (this.duplicate) queue.items.push(delivery);
    if (!queue.busy) void this.drain(inst.name, queue);
  }

  /** Drop every undelivered webhook and stop the ones in flight. */
  reset(): void {
    this.abort.abort();
    this.abort = unlimited(new AbortController());
    this.queues = new Map();
  }

  close(): void {
    this.reset();
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private async drain(name: string, queue: Queue): Promise<void> {
    queue.busy = true;
    const signal = this.abort.signal;
    while (queue.head < queue.items.length && !signal.aborted) {
      const delivery = queue.items[queue.head] as Delivery;
      await this.deliver(delivery, signal);
      queue.head++;
      // Compact now and then so a long-lived busy queue does not keep what it already sent.
      if (queue.head >= 1024 && queue.head * 2 >= queue.items.length) {
        queue.items = queue.items.slice(queue.head);
        queue.head = 0;
      }
    }
    queue.busy = false;
    if (queue.head >= queue.items.length && this.queues.get(name) === queue) this.queues.delete(name);
  }

  private async deliver(d: Delivery, signal: AbortSignal): Promise<void> {
    let lastProblem = '';
    for (let attempt = 0; attempt <= WEBHOOK_RETRIES; attempt++) {
      if (attempt > 0)
        await this.timers.sleep(Math.min(BACKOFF_BASE_MS * 2 ** (attempt - 1), BACKOFF_CAP_MS));
      if (signal.aborted) return;
      try {
        const status = await post(this.agents, d, signal);
        if (status >= 200 && status < 300) return;
        lastProblem = `HTTP ${status}`;
      } catch (err) {
        if (signal.aborted) return;
        lastProblem = err instanceof Error ? err.message : String(err);
      }
    }
    this.log.warn({ event: d.event, url: d.url, problem: lastProblem }, 'gateway simulator: webhook dropped');
  }
}
