import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import {
  availablePlansResponse,
  type PlanBody,
  type PlanListQuery,
  planBody,
  planListQuery,
  planListResponse,
  planResponse,
  planSavedResponse,
  plansApi,
} from '../../../common/schemas/plans.js';
import type { AppContext } from '../../context.js';
import type { PlanRow } from '../../db/queries/plans.js';
import { planos } from '../../db/schema.js';
import type { Guards } from '../../http/auth.js';
import type { RecordRegistry } from '../records/registry.js';
import {
  availablePlans,
  createPlan,
  editPlan,
  planDeleteBlock,
  planList,
  planViewOf,
  restorePlanRecord,
} from './service.js';

const tag = 'Plans';
const tags = [tag];
const security = [{ bearer: [] }];
const _params = z.object({ id });

/** The plans area's routes; its records also register for the generic record actions. */
export function plansRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  records: RecordRegistry,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const _onRequest = guards.admin;

  // The registry generates the plans' list, create, edit and record actions: DELETE
  // /api/plano/{id}/deletar (refused while companies subscribe), PUT …/status, and PUT …/recuperar
  // (refused while a live plan has the name).
  records.register({
    api: plansApi,
    route: plansApi.record,
    table: planos,
    id: planos.id,
    deletedAt: planos.deletedAt,
    status: planos.status,
    view: (c, row) => planViewOf(c, row as PlanRow),
    blockDelete: planDeleteBlock,
    restore: (c, id) => restorePlanRecord(c, id),
    routes: {
      tag,
      list: {
        summary: 'Lists plans with their prices (sort: nome, created_at; filters: q, status, deleted)',
        query: planListQuery,
        response: planListResponse,
        run: (c, query: PlanListQuery) => planList(c, query),
      },
      create: {
        summary: 'Registers a plan with its limits, prices by periodicity (reais) and add-ons',
        body: planBody,
        response: planSavedResponse,
        message: 'plans.created',
        run: (c, body: PlanBody) => createPlan(c, body),
      },
      edit: {
        summary: "Edits a plan; its recurrences and add-ons are replaced by the body's, together",
        body: planBody,
        response: planSavedResponse,
        message: 'plans.updated',
        run: (c, id, body: PlanBody) => editPlan(c, id, body),
      },
      details: {
        summary: 'A plan (deleted or not) with its prices, add-ons and how many companies subscribe',
        response: planResponse,
      },
      restore: {
        summary: 'Restores a deleted plan, unless a live plan has taken its name meanwhile',
        response: planSavedResponse,
      },
    },
  });

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
