// What becomes a webhook event: the vault's and signing's file events (appended in a transaction,
// so the event is queued by that same transaction: no event without its act, no act without its
// event), message statuses, finished campaigns and device connections. The body is built once per
// event and shared by every subscribed endpoint, with one `webhook-id`.
import { randomBytes } from 'node:crypto';
import type { EventView } from '../../../common/schemas/fileEvents.js';
import type { WebhookEvent } from '../../../common/webhookEvents.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { templateOfVersion } from '../../db/queries/templates.js';
import { enqueueEvent, hasSubscribers } from '../../db/queries/webhooks.js';
import { verificationUrl } from '../signing/views.js';
import { signLink } from '../vault/links.js';

/** How long the sealed PDF's link in `document.completed` works (deliveries retry for 24 h). */
const COMPLETED_LINK_TTL_S = 7 * 24 * 3600;

export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

export function webhookBody(tipo: string, data: Record<string, unknown>, at = new Date()): string {
  return JSON.stringify({ type: tipo, timestamp: at.toISOString(), data });
}

/** Queues an event for the company's endpoints subscribed to it (in `db`'s transaction, if any). */
export async function emitWebhook(
  ctx: AppContext,
  db: Db,
  empresaId: number,
  tipo: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const queued = await enqueueEvent(db, {
    empresaId,
    tipo,
    mensagemId: newMessageId(),
    corpo: webhookBody(tipo, data),
  });
  if (queued) ctx.webhooks?.wake();
}

/** Whether a company listens to an event, remembered for a moment (message statuses come in bursts). */
const SUBSCRIBERS_TTL_MS = 2000;
const subscriberCache = new WeakMap<AppContext, Map<string, { at: number; yes: boolean }>>();

async function listens(ctx: AppContext, empresaId: number, tipo: WebhookEvent): Promise<boolean> {
  let cache = subscriberCache.get(ctx);
  if (!cache) {
    cache = new Map();
    subscriberCache.set(ctx, cache);
  }
  const key = `${empresaId}:${tipo}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < SUBSCRIBERS_TTL_MS) return hit.yes;
  const yes = await hasSubscribers(ctx.db, empresaId, tipo);
  if (cache.size > 10_000) cache.clear();
  cache.set(key, { at: Date.now(), yes });
  return yes;
}

/**
 * Same, after the act committed (message statuses, campaigns, devices): a failure is logged, never
 * thrown at the caller; `data` is built only when someone listens.
 */
export function emitWebhookLater(
  ctx: AppContext,
  empresaId: number,
  tipo: WebhookEvent,
  data: () => Record<string, unknown>,
): void {
  void (async () => {
    if (!(await listens(ctx, empresaId, tipo))) return;
    await emitWebhook(ctx, ctx.db, empresaId, tipo, data());
  })().catch((err: unknown) =>
    console.warn('queueing a webhook event failed', { tipo, err: err instanceof Error ? err.message : err }),
  );
}

const FILE_EVENT_TYPES: Partial<Record<string, WebhookEvent>> = {
  uploaded: 'document.uploaded',
  signing_requested: 'document.signing_requested',
  signatory_viewed: 'document.viewed',
  signed: 'document.signed',
  denied: 'document.denied',
  cancelled: 'document.cancelled',
  completed: 'document.completed',
  expired: 'document.expired',
};

/**
 * The webhook event of a file event just appended in `tx`, when it has one: the document, the
 * event (its place in the file's chain), who acted, the template and version it was made from (null
 * for an upload) and the event's own data; `document.completed` adds the sealed PDF's download link
 * and the public verification page.
 */
export async function emitFileWebhook(
  ctx: AppContext,
  tx: Db,
  file: { id: number; empresaId: number; nome: string; modeloVersaoId?: number | null },
  event: EventView,
): Promise<void> {
  const tipo = FILE_EVENT_TYPES[event.acao];
  if (!tipo || !(await hasSubscribers(tx, file.empresaId, tipo))) return;
  const data: Record<string, unknown> = {
    document: { id: file.id, name: file.nome },
    event: { seq: event.seq, action: event.acao, at: event.created_at, hash: event.hash },
    actor: event.ator,
    ...event.dados,
    modelo: (file.modeloVersaoId && (await templateOfVersion(tx, file.modeloVersaoId))) || null,
  };
  if (tipo === 'document.completed') {
    const codigo = typeof event.dados.verificacao_codigo === 'string' ? event.dados.verificacao_codigo : null;
    const exp = Math.floor(Date.now() / 1000) + COMPLETED_LINK_TTL_S;
    const token = signLink(ctx.config.appKey, {
      fileId: file.id,
      empresaId: file.empresaId,
      disposition: 'attachment',
      exp,
      sealed: true,
    });
    data.download_url = `${ctx.config.appUrl}/api/blob/${token}`;
    data.download_expires_at = new Date(exp * 1000).toISOString();
    data.verification_url = verificationUrl(ctx.config.appUrl, codigo);
  }
  await emitWebhook(ctx, tx, file.empresaId, tipo, data);
}
