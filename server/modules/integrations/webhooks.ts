// A company's webhook endpoints: registered with the events they want and a signing secret shown
// once (rotatable), edited, switched on and off, deleted; the delivery log with its attempts,
// redelivery of any delivery, and a test event. An address that resolves to a private network is
// refused here already (and again at every delivery, where it counts).
import type { FastifyRequest } from 'fastify';
import type {
  DeliveryDetailView,
  DeliveryView,
  WebhookBody,
  WebhookView,
} from '../../../common/schemas/integrations.js';
import { WEBHOOK_TEST_EVENT } from '../../../common/webhookEvents.js';
import type { AppContext } from '../../context.js';
import {
  type AttemptRow,
  type DeliveryRow,
  deliveryAttempts,
  enqueueEvent,
  findDelivery,
  findDeliveryByMessage,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  requeueDelivery,
  updateEndpoint,
  type WebhookEndpointRow,
} from '../../db/queries/webhooks.js';
import { inTransaction } from '../../db/transaction.js';
import { currentAuth } from '../../http/auth.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { resolveTarget, TargetRefused } from '../../security/ssrf.js';
import { recordAudit } from './audit.js';
import { newMessageId, webhookBody } from './emit.js';
import { companyOf } from './keys.js';
import { newWebhookSecret } from './signature.js';

export function webhookView(row: WebhookEndpointRow): WebhookView {
  return {
    id: row.id,
    url: row.url,
    descricao: row.descricao,
    eventos: row.eventos,
    ativo: row.ativo,
    desativado_motivo: row.desativadoMotivo,
    desativado_em: row.desativadoEm?.toISOString() ?? null,
    falhas_seguidas: row.falhasSeguidas,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function deliveryView(row: DeliveryRow): DeliveryView {
  return {
    id: row.id,
    mensagem_id: row.mensagemId,
    tipo: row.tipo,
    status: row.status as DeliveryView['status'],
    tentativas: row.tentativas,
    proxima_tentativa: row.status === 'pending' ? iso(row.proximaTentativa) : null,
    ultimo_codigo: row.ultimoCodigo,
    ultima_duracao_ms: row.ultimaDuracaoMs,
    ultimo_erro: row.ultimoErro,
    entregue_em: iso(row.entregueEm),
    created_at: row.createdAt.toISOString(),
  };
}

function detailView(row: DeliveryRow, attempts: AttemptRow[]): DeliveryDetailView {
  return {
    ...deliveryView(row),
    corpo: row.corpo,
    ultima_resposta: row.ultimaResposta,
    attempts: attempts.map((a) => ({
      codigo: a.codigo,
      duracao_ms: a.duracaoMs,
      erro: a.erro,
      created_at: a.createdAt.toISOString(),
    })),
  };
}

/** 422 on `url` when the address cannot receive webhooks (checked again at every delivery). */
async function assertDeliverable(ctx: AppContext, url: string): Promise<void> {
  try {
    await resolveTarget(new URL(url), ctx.config.webhooks.allowPrivate);
  } catch (err) {
    if (err instanceof TargetRefused)
      throw err.reason === 'private'
        ? fieldError('url', 'webhooks.private_address', { address: err.detail })
        : fieldError('url', 'webhooks.unresolvable', { host: err.detail });
    throw fieldError('url', 'webhooks.invalid_url');
  }
}

export async function webhookList(ctx: AppContext, req: FastifyRequest) {
  const rows = await listEndpoints(ctx.db, companyOf(currentAuth(req)));
  return { data: rows.map(webhookView), total: rows.length };
}

async function endpointOf(ctx: AppContext, req: FastifyRequest, id: number): Promise<WebhookEndpointRow> {
  const row = await findEndpoint(ctx.db, companyOf(currentAuth(req)), id);
  if (!row) throw notFound();
  return row;
}

export const webhookDetails = async (ctx: AppContext, req: FastifyRequest, id: number) =>
  webhookView(await endpointOf(ctx, req, id));

export async function createWebhook(ctx: AppContext, req: FastifyRequest, body: WebhookBody) {
  const auth = currentAuth(req);
  const empresaId = companyOf(auth);
  await assertDeliverable(ctx, body.url);
  const secret = newWebhookSecret();
  const row = await inTransaction(ctx.db, async (tx) => {
    const created = await insertEndpoint(tx, {
      empresaId,
      url: body.url,
      descricao: body.descricao ?? null,
      eventos: body.eventos,
      ativo: body.ativo ?? true,
      secretSealed: ctx.secrets.seal(secret),
      createdBy: auth.user.id,
    });
    await recordAudit(tx, auth, req, {
      acao: 'webhook.created',
      alvo: `webhook:${created.id}`,
      dados: { url: created.url, eventos: created.eventos },
    });
    return created;
  });
  return { data: webhookView(row), segredo: secret };
}

export async function editWebhook(ctx: AppContext, req: FastifyRequest, id: number, body: WebhookBody) {
  const auth = currentAuth(req);
  const empresaId = companyOf(auth);
  const current = await endpointOf(ctx, req, id);
  if (body.url !== current.url) await assertDeliverable(ctx, body.url);
  const ativo = body.ativo ?? current.ativo;
  const row = await inTransaction(ctx.db, async (tx) => {
    const updated = await updateEndpoint(tx, empresaId, id, {
      url: body.url,
      descricao: body.descricao ?? null,
      eventos: body.eventos,
      ativo,
      // Switched on again by a person: the platform's switch-off and its run of failures are over.
      ...(ativo && !current.ativo ? { desativadoMotivo: null, desativadoEm: null, falhasSeguidas: 0 } : {}),
    });
    if (!updated) throw notFound();
    await recordAudit(tx, auth, req, {
      acao: 'webhook.updated',
      alvo: `webhook:${id}`,
      dados: { url: updated.url, eventos: updated.eventos, ativo: updated.ativo },
    });
    return updated;
  });
  ctx.webhooks?.wake();
  return webhookView(row);
}

export async function deleteWebhook(ctx: AppContext, req: FastifyRequest, id: number): Promise<void> {
  const auth = currentAuth(req);
  const empresaId = companyOf(auth);
  await inTransaction(ctx.db, async (tx) => {
    const gone = await updateEndpoint(tx, empresaId, id, { ativo: false, deletedAt: new Date() });
    if (!gone) throw notFound();
    await recordAudit(tx, auth, req, {
      acao: 'webhook.deleted',
      alvo: `webhook:${id}`,
      dados: { url: gone.url },
    });
  });
}

export async function rotateSecret(ctx: AppContext, req: FastifyRequest, id: number): Promise<string> {
  const auth = currentAuth(req);
  const empresaId = companyOf(auth);
  const secret = newWebhookSecret();
  await inTransaction(ctx.db, async (tx) => {
    const row = await updateEndpoint(tx, empresaId, id, { secretSealed: ctx.secrets.seal(secret) });
    if (!row) throw notFound();
    await recordAudit(tx, auth, req, { acao: 'webhook.secret_rotated', alvo: `webhook:${id}` });
  });
  return secret;
}

/** Queues a `webhook.test` event for this endpoint only (even one switched off: it is not sent then). */
export async function sendTestEvent(ctx: AppContext, req: FastifyRequest, id: number): Promise<DeliveryView> {
  const endpoint = await endpointOf(ctx, req, id);
  const mensagemId = newMessageId();
  await enqueueEvent(ctx.db, {
    empresaId: endpoint.empresaId,
    endpointId: endpoint.id,
    tipo: WEBHOOK_TEST_EVENT,
    mensagemId,
    corpo: webhookBody(WEBHOOK_TEST_EVENT, {
      webhook: { id: endpoint.id, url: endpoint.url },
      message: 'Evento de teste do Cofre / Cofre test event',
    }),
  });
  ctx.webhooks?.wake();
  const row = await findDeliveryByMessage(ctx.db, endpoint.id, mensagemId);
  if (!row) throw notFound();
  return deliveryView(row);
}

export async function deliveryList(
  ctx: AppContext,
  req: FastifyRequest,
  id: number,
  q: { page: number; perPage: number; status?: string },
) {
  const endpoint = await endpointOf(ctx, req, id);
  const { rows, total } = await listDeliveries(ctx.db, endpoint.empresaId, endpoint.id, q);
  return { data: rows.map(deliveryView), total };
}

export async function deliveryDetails(ctx: AppContext, req: FastifyRequest, id: number) {
  const row = await findDelivery(ctx.db, companyOf(currentAuth(req)), id);
  if (!row) throw notFound();
  return detailView(row, await deliveryAttempts(ctx.db, row.id));
}

export async function redeliver(ctx: AppContext, req: FastifyRequest, id: number): Promise<DeliveryView> {
  const auth = currentAuth(req);
  const empresaId = companyOf(auth);
  const current = await findDelivery(ctx.db, empresaId, id);
  if (!current) throw notFound();
  const row = await requeueDelivery(ctx.db, empresaId, id);
  if (!row) throw new HttpError(409, 'webhooks.delivery_in_flight');
  await recordAudit(ctx.db, auth, req, {
    acao: 'webhook.redelivered',
    alvo: `webhook:${row.endpointId}`,
    dados: { entrega_id: row.id, mensagem_id: row.mensagemId },
  });
  ctx.webhooks?.wake();
  return deliveryView(row);
}
