import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import {
  availablePlansResponse,
  planBody,
  planListQuery,
  planListResponse,
  planResponse,
  planSavedResponse,
} from '../../../common/schemas/plans.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { PlanRow } from '../../db/queries/plans.js';
import { planos } from '../../db/schema.js';
import type { Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import type { RecordRegistry } from '../records/registry.js';
import {
  availablePlans,
  createPlan,
  editPlan,
  planDeleteBlock,
  planDetails,
  planList,
  planViewOf,
  restorePlanRecord,
} from './service.js';

const tags = ['Plans'];
const security = [{ bearer: [] }];
const params = z.object({ id });

/** The plans area's routes; its records also register for the generic record actions. */
export function plansRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  records: RecordRegistry,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guards.admin;

  // DELETE /api/plano/{id}/deletar (refused while companies subscribe) and PUT /api/plano/{id}/status.
  records.register({
    route: 'plano',
    table: planos,
    id: planos.id,
    deletedAt: planos.deletedAt,
    status: planos.status,
    adminOnly: true,
    view: (c, row) => planViewOf(c, row as PlanRow),
    blockDelete: planDeleteBlock,
  });

  r.get(
    '/api/planos',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Lists plans with their prices (sort: nome, created_at; filters: q, status, deleted)',
        querystring: planListQuery,
        response: { 200: planListResponse },
      },
    },
    async (req) => planList(ctx, req.query),
  );

  r.post(
    '/api/plano/cadastrar',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Registers a plan with its limits, prices by periodicity (reais) and add-ons',
        body: planBody,
        response: { 201: planSavedResponse },
      },
    },
    async (req, reply) => {
      const data = await createPlan(ctx, req.body);
      return reply.code(201).send({ message: translate(requestLanguage(req), 'plans.created'), data });
    },
  );

  r.put(
    '/api/plano/:id/editar',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Edits a plan; its recurrences and add-ons are replaced by the body's, together",
        params,
        body: planBody,
        response: { 200: planSavedResponse },
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'plans.updated'),
      data: await editPlan(ctx, req.params.id, req.body),
    }),
  );

  r.get(
    '/api/plano/:id/detalhes',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'A plan (deleted or not) with its prices, add-ons and how many companies subscribe',
        params,
        response: { 200: planResponse },
      },
    },
    async (req) => ({ data: await planDetails(ctx, req.params.id) }),
  );

  r.put(
    '/api/plano/:id/recuperar',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Restores a deleted plan, unless a live plan has taken its name meanwhile',
        params,
        response: { 200: planSavedResponse },
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'records.restored'),
      data: await restorePlanRecord(ctx, req.params.id),
    }),
  );

  r.get(
    '/api/planos-disponiveis',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        security,
        summary: 'The plans on sale (active, not deleted) with their prices and add-ons, by name',
        response: { 200: availablePlansResponse },
      },
    },
    async () => ({ data: await availablePlans(ctx) }),
  );
}
