// Doing each thing once over an API with no idempotency key ("Idempotency out", payments-asaas.md §1):
// what we create carries our id as externalReference and is looked up by it when an answer was lost,
// and a removal retried after it already happened counts as done.
import type { z } from 'zod';
import { asaasDeleted, asaasList } from './asaasShapes.js';
import { type AsaasSend, isNotFound } from './asaasTransport.js';
import { PaymentProviderError, PaymentProviderUnavailable } from './port.js';

interface Referenced {
  externalReference?: string | null;
  deleted?: boolean | null;
}

/** The records with our reference, deleted ones left out (newest first, as Asaas lists them). */
export async function withReference<T extends z.ZodType<Referenced>>(
  send: AsaasSend,
  resource: 'customers' | 'payments' | 'subscriptions' | 'invoices',
  item: T,
  ref: string,
): Promise<z.infer<T>[]> {
  const list = await send({
    op: `find ${resource}`,
    method: 'GET',
    path: `/${resource}?externalReference=${encodeURIComponent(ref)}`,
    answer: asaasList(item),
  });
  // The reference is checked again: a server ignoring the filter must not hand over someone else's record.
  return list.data.filter((x: z.infer<T>) => x.deleted !== true && x.externalReference === ref);
}

/**
 * Creates, unless the creation may have happened without our hearing the answer (timeout, 5xx,
 * network): then it is looked for by our reference before giving up, so a retry never makes a second
 * charge. Only if it is not there (or the lookup fails too) the error stands.
 */
export async function createOnce<T>(create: () => Promise<T>, find: () => Promise<T | null>): Promise<T> {
  try {
    return await create();
  } catch (err) {
    if (!(err instanceof PaymentProviderUnavailable)) throw err;
    const found = await find().catch(() => null);
    if (found) return found;
    throw err;
  }
}

/**
 * DELETE, done whatever the retries: a 404 (gone) is done, and so is a refusal (400) of something that
 * reads back deleted (Asaas refuses a second DELETE, e.g. "já foi removida").
 */
export async function removeOnce(send: AsaasSend, op: string, path: string): Promise<void> {
  try {
    await send({ op, method: 'DELETE', path, answer: asaasDeleted });
  } catch (err) {
    if (isNotFound(err)) return;
    if (!(err instanceof PaymentProviderError && err.status === 400)) throw err;
    const now = await send({ op, method: 'GET', path, answer: asaasDeleted }).catch(() => null);
    if (now?.deleted !== true) throw err;
  }
}
