// Routes of the file event log and the company audit trail. Thin: the rules are in audit.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import { auditEventsQuery } from '../../../common/schemas/fileEvents.js';
import type { AppContext } from '../../context.js';
import type { Guards } from '../../http/auth.js';
import { auditActors, auditEvents, fileEvents } from './audit.js';
import { vaultActor } from './scope.js';

const tags = ['Vault'];
const security = [{ bearer: [] }];
const params = z.object({ id });

export function auditRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/file/:id/events',
    {
      onRequest: guards.permission('vault.view'),
      schema: {
        tags,
        security,
        summary:
          "A file's events (seq ascending) and the verification of their hash chain; live, trashed or purged files",
        params,
      },
    },
    async (req) => fileEvents(ctx, vaultActor(req), req.params.id),
  );

  r.get(
    '/api/vault/events',
    {
      onRequest: guards.permission('audit.view'),
      schema: {
        tags,
        security,
        summary:
          "The company's audit trail: every file event (purged files included); filters user_id, acao, arquivo_id, q (file name), from, to; sort created_at (default desc)",
        querystring: auditEventsQuery,
      },
    },
    async (req) => auditEvents(ctx, vaultActor(req), req.query),
  );

  r.get(
    '/api/vault/actors',
    {
      onRequest: guards.permission('audit.view'),
      schema: { tags, security, summary: "The users who appear in the company's file events" },
    },
    async (req) => auditActors(ctx, vaultActor(req)),
  );
}
