import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import {
  type ServerCreateBody,
  type ServersListQuery,
  type ServerUpdateBody,
  serverCreateBody,
  serversApi,
  serversListQuery,
  serverUpdateBody,
} from '../../../common/schemas/servers.js';
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
  serverList,
  serverView,
  testServer,
} from './service.js';

const tag = 'Servers';
const tags = [tag];
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
    api: serversApi,
    route: serversApi.record,
    table: servers,
    id: servers.id,
    deletedAt: servers.deletedAt,
    status: servers.status,
    view: (_ctx, row) => serverView(row as ServerRow),
    blockDelete: serverDeleteBlock,
    routes: {
      tag,
      list: {
        summary: 'Lists messaging-gateway servers (sort: nome, created_at; filters: q, status, deleted)',
        query: serversListQuery,
        run: (c, query: ServersListQuery) => serverList(c, query),
      },
      create: {
        summary: 'Registers a messaging-gateway server; its API key is sealed and never shown again',
        body: serverCreateBody,
        message: 'servers.created',
        run: (c, body: ServerCreateBody) => createServer(c, body),
      },
      edit: {
        summary: 'Edits a server; an absent or empty api_key keeps the stored key',
        body: serverUpdateBody,
        message: 'servers.updated',
        run: (c, id, body: ServerUpdateBody) => editServer(c, id, body),
      },
      details: { summary: 'A server with its details (never its API key)' },
    },
  });

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
