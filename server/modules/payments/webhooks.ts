// The provider's webhooks. The receiver checks the token (constant time, in the adapter), stores the
// event once by its id (a replay is a no-op) and answers 200 at once. The worker then takes stored
// events (FOR UPDATE SKIP LOCKED: other workers and processes take others), reads the charge again
// from the provider — the body is never trusted for money — and applies it (sync.ts). A provider
// that does not answer leaves the event for a later attempt (30 s, 1 min, 2 min … up to 30 min).
import type { FastifyBaseLogger } from 'fastify';
import { PaymentProviderUnavailable, type WebhookEvent } from '../../adapters/payments/port.js';
import {
  claimPspEvents,
  findChargeByProviderId,
  finishPspEvent,
  insertPspEvent,
  type PspEventRow,
  retryPspEvent,
} from '../../db/queries/payments.js';
import { startPeriodic } from '../../jobs/periodic.js';
import type { Ctx } from './charges.js';
import { refreshInvoice } from './invoices.js';
import { syncCharge } from './sync.js';

const BATCH = 10;
const LEASE_MS = 60_000;
const MAX_BACKOFF_MS = 30 * 60_000;

/** The body as kept: the card token Asaas echoes in `payment.creditCard` is not stored. */
function redacted(payload: unknown): unknown {
  const copy = structuredClone(payload) as { payment?: { creditCard?: Record<string, unknown> } };
  if (copy?.payment?.creditCard && typeof copy.payment.creditCard === 'object')
    delete copy.payment.creditCard.creditCardToken;
  return copy;
}

/** Stores a checked event; false when it was stored before (a replay or a duplicate delivery). */
export async function storeEvent(ctx: Ctx, event: WebhookEvent): Promise<boolean> {
  const charge = event.chargeId ? await findChargeByProviderId(ctx.db, event.chargeId) : undefined;
  return insertPspEvent(ctx.db, {
    provedor: 'asaas',
    eventoId: event.eventId.slice(0, 160),
    evento: event.event.slice(0, 64),
    cobrancaProvedorId: event.chargeId?.slice(0, 64) ?? null,
    financeiroId: charge?.id ?? null,
    payload: redacted(event.payload) as object,
  });
}

/** Processes one stored event; answers what it did (kept in the event log). */
export async function processEvent(
  ctx: Ctx,
  event: PspEventRow,
): Promise<{ resultado: string; status?: string; financeiroId?: number }> {
  const provider = ctx.payments.provider;
  if (!provider) return { resultado: 'ignored: no provider configured' };
  if (!event.cobrancaProvedorId) return { resultado: 'ignored: not about a charge' };
  const charge = await findChargeByProviderId(ctx.db, event.cobrancaProvedorId);
  if (!charge) return { resultado: 'ignored: unknown charge' };
  if (event.evento.startsWith('INVOICE_'))
    return { resultado: await refreshInvoice(ctx, charge), financeiroId: charge.id };
  const remote = await provider.getCharge(event.cobrancaProvedorId);
  if (!remote)
    return { resultado: 'ignored: the provider does not know the charge', financeiroId: charge.id };
  return {
    resultado: await syncCharge(ctx, charge, remote),
    status: remote.rawStatus,
    financeiroId: charge.id,
  };
}

/** One pass: takes due events and processes them; returns how many were finished. */
export async function drainEvents(ctx: Ctx, log: Pick<FastifyBaseLogger, 'warn'>): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await claimPspEvents(ctx.db, BATCH, new Date(), LEASE_MS);
    if (batch.length === 0) return done;
    for (const event of batch) {
      try {
        const r = await processEvent(ctx, event);
        await finishPspEvent(ctx.db, event.id, {
          resultado: r.resultado.slice(0, 200),
          statusProvedor: r.status ?? null,
          financeiroId: r.financeiroId ?? event.financeiroId,
        });
        done++;
      } catch (err) {
        const backoff = Math.min(30_000 * 2 ** Math.max(0, event.tentativas - 1), MAX_BACKOFF_MS);
        const why = err instanceof PaymentProviderUnavailable ? 'provider unavailable' : 'error';
        log.warn(
          { event: event.eventoId, err: err instanceof Error ? err.message : String(err) },
          'payment event failed',
        );
        await retryPspEvent(
          ctx.db,
          event.id,
          new Date(Date.now() + backoff),
          `${why}: retry ${event.tentativas}`,
        );
      }
    }
  }
}

/** The worker: drains at start, on wake and every `pollMs`; returns its stopper (with `wake`). */
export function startPaymentEvents(ctx: Ctx, log: FastifyBaseLogger, pollMs: number) {
  return startPeriodic(() => drainEvents(ctx, log), {
    intervalMs: pollMs,
    atStart: true,
    log,
    failure: 'payment events pass failed',
  });
}
