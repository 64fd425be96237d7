// A registered resource's list, create and edit routes, from its declared schemas and services:
// GET /api/{list}, POST /api/{record}/cadastrar (201 { message, data }), PUT /api/{record}/{id}/editar.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { guardsOf, ruleOf } from './access.js';
import { idParams, routeSchema } from './openapi.js';
import { type RecordResource, recordPath } from './registry.js';

export function generatedRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  resource: RecordResource,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const routes = resource.routes;
  if (!routes) return;
  const record = recordPath(resource);
  const onRequestOf = (action: 'list' | 'create' | 'edit') => {
    const rule = ruleOf(resource, action);
    return rule && guardsOf(guards, resource, rule);
  };

  const { list, create, edit } = routes;
  const listGuards = onRequestOf('list');
  if (list && resource.api && listGuards)
    r.get(
      `/api/${resource.api.list}`,
      {
        onRequest: listGuards,
        schema: routeSchema(resource, list, list.summary, 200, { querystring: list.query }),
      },
      async (req) => list.run(ctx, req.query, currentAuth(req)),
    );

  const createGuards = onRequestOf('create');
  if (create && createGuards)
    r.post(
      `/api/${record}/cadastrar`,
      {
        onRequest: createGuards,
        schema: routeSchema(resource, create, create.summary, 201, { body: create.body }),
      },
      async (req, reply) => {
        const data = await create.run(ctx, req.body, currentAuth(req), req);
        return reply.code(201).send({ message: translate(requestLanguage(req), create.message), data });
      },
    );

  const editGuards = onRequestOf('edit');
  if (edit && editGuards)
    r.put(
      `/api/${record}/:id/editar`,
      {
        onRequest: editGuards,
        // Before validation: the id is still the path's text (NaN when it is not a number).
        preValidation: async (req) => {
          if (edit.prepare)
            await edit.prepare(
              ctx,
              currentAuth(req),
              Number((req.params as Record<string, unknown>).id),
              req.body,
            );
        },
        schema: routeSchema(resource, edit, edit.summary, 200, { params: idParams, body: edit.body }),
      },
      async (req) => ({
        message: translate(requestLanguage(req), edit.message),
        data: await edit.run(ctx, req.params.id, req.body, currentAuth(req), req),
      }),
    );
}
