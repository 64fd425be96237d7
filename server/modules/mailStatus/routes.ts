// GET /api/admin/mail-status: the administrators' view of the platform's e-mail (the layout's banner).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailStatusResponse } from '../../../common/schemas/mailStatus.js';
import type { AppContext } from '../../context.js';
import type { Guards } from '../../http/auth.js';
import { mailStatus } from './service.js';

const tags = ['Mail'];
const security = [{ bearer: [] }];

export function mailStatusRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/mail-status',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        security,
        summary:
          'Platform administrators: the mailer in use (capture: written to disk under pasta, not sent; smtp) and the e-mails the mail server refused in the last 24 h, with the latest (masked recipient, the reply)',
        response: { 200: mailStatusResponse },
      },
    },
    async () => mailStatus(ctx),
  );
}
