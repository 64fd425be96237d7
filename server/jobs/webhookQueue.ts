// The webhook delivery worker: claims due deliveries from the database queue (a lease each, so
// several processes share the work and a delivery whose process died is taken again once its
// lease runs out: at least once), sends up to WEBHOOK_CONCURRENCY at a time, and records each
// attempt. A failure is retried on the schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h …) until the
// delivery is WEBHOOK_MAX_AGE old (24 h); then it is failed, and an endpoint that failed every
// attempt in the meantime is switched off and its company's integration managers notified.
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_STATUS } from '../../common/constants.js';
import type { AppContext } from '../context.js';
import {
  type ClaimedDelivery,
  claimDeliveries,
  disableEndpoint,
  recordAttempt,
} from '../db/queries/webhooks.js';
import { deliverOnce } from '../modules/integrations/deliver.js';
import { notifyCompany } from '../modules/notifications/service.js';

/** How soon a wake that found nothing looks again (its event's transaction committing meanwhile). */
const WAKE_RECHECK_MS = 50;

export interface WebhookQueue {
  wake(): void;
  stop(): Promise<void>;
}

/** The gap before attempt n + 1 (n counted from 1): the schedule's n-th, its last repeating. */
export const retryGapMs = (schedule: number[], attempts: number) =>
  schedule[Math.min(Math.max(attempts - 1, 0), schedule.length - 1)] ?? 60_000;

export function startWebhookQueue(ctx: AppContext, log: FastifyBaseLogger): WebhookQueue {
  const config = ctx.config.webhooks;
  const leaseMs = config.timeoutMs + 30_000;
  const userAgent = `${ctx.config.brand.appName}-Webhooks/1.0`;
  let running = true;
  let inFlight = 0;
  const inFlightDone = new Set<Promise<void>>();
  let wakeUp: (() => void) | undefined;
  let woken = false;

  const wake = () => {
    woken = true;
    wakeUp?.();
  };
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  async function attempt(d: ClaimedDelivery): Promise<void> {
    let secret: string;
    try {
      secret = ctx.secrets.open(d.secretSealed);
    } catch {
      secret = '';
    }
    const result = await deliverOnce(
      { url: d.url, secret, mensagemId: d.mensagemId, corpo: d.corpo },
      { timeoutMs: config.timeoutMs, allowPrivate: config.allowPrivate, userAgent },
    );
    const outcome = {
      codigo: result.codigo,
      duracaoMs: result.duracaoMs,
      erro: result.erro,
      resposta: result.resposta,
    };
    if (result.ok) {
      await recordAttempt(ctx.db, d, outcome, { delivered: true });
      return;
    }
    const now = Date.now();
    const retryAt = now + retryGapMs(config.retryScheduleMs, d.tentativas);
    const expired = retryAt - d.createdAt.getTime() > config.maxAgeMs;
    const failures = await recordAttempt(ctx.db, d, outcome, {
      delivered: false,
      retryAt: expired ? null : new Date(retryAt),
    });
    // Switched off only when the endpoint failed every time for this delivery's whole life (not
    // after a manual redelivery of an old event that failed once, between successes).
    if (expired && failures >= d.tentativas) await switchOff(d);
  }

  async function switchOff(d: ClaimedDelivery): Promise<void> {
    const endpoint = await disableEndpoint(ctx.db, d.endpointId, 'failures');
    if (!endpoint) return;
    log.warn({ endpoint: endpoint.id }, 'webhook endpoint disabled after failing deliveries');
    await notifyCompany(ctx, endpoint.empresaId, 'integrations.manage', {
      status: NOTIFICATION_STATUS.WARNING,
      tipo: 'webhook.disabled',
      key: 'webhooks.disabled_notice',
      params: { url: endpoint.url, hours: Math.round(config.maxAgeMs / 3_600_000) },
      link: '/integracoes',
      chave: `webhook-off:${endpoint.id}:${endpoint.desativadoEm?.toISOString() ?? ''}`,
    }).catch((err) => log.warn({ err }, 'notifying a disabled webhook failed'));
  }

  function launch(d: ClaimedDelivery) {
    inFlight += 1;
    const p = attempt(d)
      .catch((err) => log.error({ err, delivery: d.id }, 'webhook delivery attempt failed unexpectedly'))
      .finally(() => {
        inFlight -= 1;
        inFlightDone.delete(p);
        wake();
      });
    inFlightDone.add(p);
  }

  const loop = (async () => {
    let recheck = false;
    while (running) {
      const wasWoken = woken;
      woken = false;
      const free = config.concurrency - inFlight;
      let claimed: ClaimedDelivery[] = [];
      if (free > 0) {
        try {
          claimed = await claimDeliveries(ctx.db, free, leaseMs);
        } catch (err) {
          log.warn({ err: err instanceof Error ? err.message : err }, 'claiming webhook deliveries failed');
        }
        for (const d of claimed) launch(d);
      }
      // A wake that found nothing may have come from a transaction not yet committed (an event is
      // queued inside its act's transaction): look once more shortly before the full nap.
      if (wasWoken && claimed.length === 0 && free > 0 && !recheck) {
        recheck = true;
        await nap(WAKE_RECHECK_MS);
        continue;
      }
      recheck = false;
      // A full batch may have more behind it: claim again at once; otherwise wait for a wake or the poll.
      if (running && (claimed.length === 0 || claimed.length < free || inFlight >= config.concurrency))
        await nap(config.pollMs);
    }
  })();

  return {
    wake,
    async stop() {
      running = false;
      wake();
      await loop;
      await Promise.allSettled([...inFlightDone]);
    },
  };
}
