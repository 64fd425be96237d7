// Integrations' routes: company API keys (session only: a key never mints keys), webhook endpoints
// and their delivery log (keys with integrations.manage may use these), the documented event list,
// and the company's audit trail. Thin: the rules are in keys.ts, webhooks.ts and audit.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import {
  apiKeyCreateBody,
  auditQuery,
  deliveriesQuery,
  webhookBody,
} from '../../../common/schemas/integrations.js';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '../../../common/webhookEvents.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { auditTrail, auditWrites } from './audit.js';
import { apiKeyList, companyOf, createApiKey, revokeKey } from './keys.js';
import {
  createWebhook,
  deleteWebhook,
  deliveryDetails,
  deliveryList,
  editWebhook,
  redeliver,
  rotateSecret,
  sendTestEvent,
  webhookDetails,
  webhookList,
} from './webhooks.js';

const security: Record<string, string[]>[] = [{ bearer: [] }, { apiKey: [] }];
const params = z.object({ id });
const MANAGE = 'integrations.manage';

export function integrationsRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guards.permission(MANAGE);
  auditWrites(app, ctx);

  // --- API keys ---
  const keys = { tags: ['API keys'], security: [{ bearer: [] }] };
  r.get(
    '/api/chaves-api',
    {
      onRequest,
      schema: { ...keys, summary: "The company's API keys (never their secrets), live ones first" },
    },
    async (req) => apiKeyList(ctx, currentAuth(req)),
  );
  r.post(
    '/api/chave-api/cadastrar',
    {
      onRequest,
      schema: {
        ...keys,
        summary:
          'Creates an API key carrying some of the caller’s permissions, with an optional expiry; the answer’s ' +
          '`chave` is the only time the secret is shown (use it as `Authorization: Bearer <chave>`)',
        body: apiKeyCreateBody,
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const created = await createApiKey(ctx, req, lang, req.body);
      return reply.code(201).send({ message: translate(lang, 'api_keys.created'), ...created });
    },
  );
  r.post(
    '/api/chave-api/:id/revogar',
    { onRequest, schema: { ...keys, summary: 'Revokes an API key: it stops working at once', params } },
    async (req) => ({
      message: translate(requestLanguage(req), 'api_keys.revoked_ok'),
      data: await revokeKey(ctx, req, req.params.id),
    }),
  );

  // --- webhooks ---
  const hooks = { tags: ['Webhooks'], security };
  r.get(
    '/api/webhooks/eventos',
    {
      onRequest,
      schema: {
        ...hooks,
        summary: 'The events an endpoint may subscribe to, described in the request language',
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      return { data: WEBHOOK_EVENTS.map((tipo) => ({ tipo, descricao: WEBHOOK_EVENT_LABELS[lang][tipo] })) };
    },
  );
  r.get(
    '/api/webhooks',
    { onRequest, schema: { ...hooks, summary: "The company's webhook endpoints" } },
    async (req) => webhookList(ctx, req),
  );
  r.post(
    '/api/webhook/cadastrar',
    {
      onRequest,
      schema: {
        ...hooks,
        summary:
          'Registers an endpoint (http/https, never a private address) for some events; the answer’s `segredo` ' +
          '(whsec_…) signs every delivery (Standard Webhooks) and is shown only now',
        body: webhookBody,
      },
    },
    async (req, reply) => {
      const created = await createWebhook(ctx, req, req.body);
      return reply
        .code(201)
        .send({ message: translate(requestLanguage(req), 'webhooks.created'), ...created });
    },
  );
  r.get(
    '/api/webhook/:id/detalhes',
    { onRequest, schema: { ...hooks, summary: 'One endpoint', params } },
    async (req) => ({ data: await webhookDetails(ctx, req, req.params.id) }),
  );
  r.put(
    '/api/webhook/:id/editar',
    {
      onRequest,
      schema: {
        ...hooks,
        summary: 'Edits an endpoint; `ativo: true` switches on one the platform switched off after failures',
        params,
        body: webhookBody,
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'webhooks.updated'),
      data: await editWebhook(ctx, req, req.params.id, req.body),
    }),
  );
  r.post(
    '/api/webhook/:id/deletar',
    {
      onRequest,
      schema: { ...hooks, summary: 'Deletes an endpoint (its pending deliveries are not sent)', params },
    },
    async (req) => {
      await deleteWebhook(ctx, req, req.params.id);
      return { message: translate(requestLanguage(req), 'webhooks.deleted') };
    },
  );
  r.post(
    '/api/webhook/:id/segredo',
    {
      onRequest,
      schema: { ...hooks, summary: 'Replaces the signing secret; the new one is shown only now', params },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'webhooks.secret_rotated'),
      segredo: await rotateSecret(ctx, req, req.params.id),
    }),
  );
  r.post(
    '/api/webhook/:id/testar',
    { onRequest, schema: { ...hooks, summary: 'Queues a `webhook.test` event for this endpoint', params } },
    async (req) => ({
      message: translate(requestLanguage(req), 'webhooks.test_queued'),
      data: await sendTestEvent(ctx, req, req.params.id),
    }),
  );
  r.get(
    '/api/webhook/:id/entregas',
    {
      onRequest,
      schema: {
        ...hooks,
        summary: "An endpoint's deliveries, newest first (filter: status)",
        params,
        querystring: deliveriesQuery,
      },
    },
    async (req) => deliveryList(ctx, req, req.params.id, req.query),
  );
  r.get(
    '/api/webhook/entrega/:id',
    { onRequest, schema: { ...hooks, summary: 'One delivery: the body sent and every attempt', params } },
    async (req) => ({ data: await deliveryDetails(ctx, req, req.params.id) }),
  );
  r.post(
    '/api/webhook/entrega/:id/reenviar',
    {
      onRequest,
      schema: { ...hooks, summary: 'Sends a delivery again (same webhook-id), now', params },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'webhooks.redelivery_queued'),
      data: await redeliver(ctx, req, req.params.id),
    }),
  );

  // --- the audit trail ---
  r.get(
    '/api/auditoria',
    {
      onRequest: guards.permission('audit.view'),
      schema: {
        tags: ['Audit'],
        security,
        summary:
          "The company's audit trail outside the files' chains (team, company, keys, webhooks, every write made " +
          'with an API key), newest first; filter: api_key_id',
        querystring: auditQuery,
      },
    },
    async (req) => auditTrail(ctx, companyOf(currentAuth(req)), req.query),
  );
}
