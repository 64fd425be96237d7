// Asaas's webhooks: the static token it sends back in `asaas-access-token` (no signature over the
// body), and the envelope `{id, event, dateCreated, payment|invoice|subscription…: {…}}`, read loosely.
// The envelope only says what to re-read: the payload is frozen at the event and never trusted for money.
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { WebhookEvent } from './port.js';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * Whether the headers carry `token`. Both sides are hashed first so the comparison takes the same time
 * whatever the lengths; a missing, repeated or empty header, or no token configured, never passes.
 */
export function hasWebhookToken(
  headers: Record<string, string | string[] | undefined>,
  token: string,
): boolean {
  if (!token) return false;
  const name = Object.keys(headers).find((k) => k.toLowerCase() === 'asaas-access-token');
  const given = name === undefined ? undefined : headers[name];
  if (typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(given), digest(token));
}

const id = z.string().min(1);

const envelope = z.looseObject({
  id,
  event: id,
  payment: z.looseObject({ id }).nullish(),
  invoice: z.looseObject({ id, payment: z.string().nullish() }).nullish(),
});

/** The event's id, type and subject; null for anything that is not an Asaas envelope. */
export function parseAsaasWebhook(body: unknown): WebhookEvent | null {
  const parsed = envelope.safeParse(body);
  if (!parsed.success) return null;
  const { payment, invoice } = parsed.data;
  return {
    eventId: parsed.data.id,
    event: parsed.data.event,
    chargeId: payment?.id ?? (invoice?.payment || null),
    invoiceId: invoice?.id ?? null,
    payload: body,
  };
}
