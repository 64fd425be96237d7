import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import { serverCreateBody, serversListQuery, serverUpdateBody } from '../../../common/schemas/servers.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { ServerRow } from '../../db/queries/servers.js';
import { servers } from '../../db/schema.js';
import type { Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import type { RecordRegistry } from '../records/registry.js';
import {
  createServer,
  editServer,
  serverDeleteBlock,
  serverDetails,
  serverList,
  serverView,
  testServer,
} from './service.js';

const tags = ['Servers'];
const security = [{ bearer: [] }];
const params = z.object({ id });

/** The servers area's routes; its records also register for the generic record actions. */
export function serversRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  records: RecordRegistry,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guards.admin;

  records.register({
    route: 'server',
    table: servers,
    id: servers.id,
    deletedAt: servers.deletedAt,
    status: servers.status,
    adminOnly: true,
    view: (_ctx, row) => serverView(row as ServerRow),
    blockDelete: serverDeleteBlock,
  });

  r.get(
    '/api/servers',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Lists messaging-gateway servers (sort: nome, created_at; filters: q, status, deleted)',
        querystring: serversListQuery,
      },
    },
    async (req) => serverList(ctx, req.query),
  );

  r.post(
    '/api/server/cadastrar',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Registers a messaging-gateway server; its API key is sealed and never shown again',
        body: serverCreateBody,
      },
    },
    async (req, reply) => {
      const data = await createServer(ctx, req.body);
      return reply.code(201).send({ message: translate(requestLanguage(req), 'servers.created'), data });
    },
  );

  r.put(
    '/api/server/:id/editar',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Edits a server; an absent or empty api_key keeps the stored key',
        params,
        body: serverUpdateBody,
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'servers.updated'),
      data: await editServer(ctx, req.params.id, req.body),
    }),
  );

  r.get(
    '/api/server/:id/detalhes',
    {
      onRequest,
      schema: { tags, security, summary: 'A server with its details (never its API key)', params },
    },
    async (req) => ({ data: await serverDetails(ctx, req.params.id) }),
  );

  r.post(
    '/api/server/:id/testar',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Tests the connection: the gateway's fetchInstances with the stored key (5 s timeout)",
        params,
      },
    },
    async (req) => testServer(ctx, req.params.id, requestLanguage(req)),
  );
}
