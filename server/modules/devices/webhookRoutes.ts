// POST /api/gateway/webhook/{serverId}: the gateways' events. The body is not signed, so the
// per-server secret header is the credential: without it, 401 and nothing changes.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import { parseWebhook } from '../../adapters/gateway/webhook.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { WEBHOOK_SECRET_HEADER, webhookSecretMatches } from './gateway.js';
import { handleWebhook } from './webhook.js';

export function webhookRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/gateway/webhook/:serverId',
    {
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags: ['devices'],
        summary: `Webhook of a messaging gateway (Evolution API v2 events); header ${WEBHOOK_SECRET_HEADER} required.`,
        params: z.object({ serverId: id }),
      },
    },
    async (req) => {
      const { serverId } = req.params as { serverId: number };
      const secret = req.headers[WEBHOOK_SECRET_HEADER];
      if (!webhookSecretMatches(ctx.config.appKey, serverId, typeof secret === 'string' ? secret : undefined))
        throw new HttpError(401, 'devices.webhook_unauthorized');
      const event = parseWebhook(req.body);
      if (event) await handleWebhook(ctx, serverId, event, req.log);
      return { ok: true };
    },
  );
}
