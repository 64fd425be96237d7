import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '../../../common/permissions.js';
import { id } from '../../../common/schemas/fields.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { findRecord, type RecordRegistry, type RecordResource } from './registry.js';

const params = z.object({ route: z.string().regex(/^[a-z-]+$/), id });
const tags = ['Records'];

export function recordRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  registry: RecordRegistry,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The registered resource of the path, after checking this user may act on it. */
  const resourceOf = (req: FastifyRequest, route: string): RecordResource => {
    const resource = registry.get(route);
    if (!resource) throw notFound();
    const auth = currentAuth(req);
    if (resource.adminOnly && auth.user.ambient !== 'A') throw new HttpError(403, 'errors.admin_only');
    if (
      !resource.adminOnly &&
      auth.user.ambient !== 'A' &&
      resource.permission &&
      !hasPermission(auth.permissions, resource.permission)
    )
      throw forbidden(resource.permission);
    return resource;
  };
  const setColumn = (resource: RecordResource, column: PgColumn, value: SQL, id: number) =>
    ctx.db.execute(
      sql`update ${resource.table} set ${sql.identifier(column.name)} = ${value} where ${resource.id} = ${id}`,
    );
  const opts = (summary: string) => ({
    onRequest: guards.authenticated,
    schema: { tags, summary, security: [{ bearer: [] }], params },
  });

  r.get('/api/:route/:id/detalhes', opts('A record of any resource, with its details'), async (req) => {
    const resource = resourceOf(req, req.params.route);
    const row = await findRecord(ctx, resource, req.params.id, currentAuth(req), 'any');
    if (!row) throw notFound();
    return { data: await resource.view(ctx, row) };
  });

  r.delete('/api/:route/:id/deletar', opts('Soft-deletes a record (restorable)'), async (req) => {
    const resource = resourceOf(req, req.params.route);
    if (!resource.deletedAt) throw notFound();
    const row = await findRecord(ctx, resource, req.params.id, currentAuth(req), 'live');
    if (!row) throw notFound();
    const blocked = await resource.blockDelete?.(ctx, req.params.id);
    if (blocked) throw new HttpError(422, blocked, {}, { id: [{ key: blocked }] });
    await setColumn(resource, resource.deletedAt, sql`now()`, req.params.id);
    return { message: translate(requestLanguage(req), 'records.deleted') };
  });

  r.put('/api/:route/:id/recuperar', opts('Restores a soft-deleted record'), async (req) => {
    const resource = resourceOf(req, req.params.route);
    if (!resource.deletedAt) throw notFound();
    const row = await findRecord(ctx, resource, req.params.id, currentAuth(req), 'deleted');
    if (!row) throw notFound();
    await setColumn(resource, resource.deletedAt, sql`null`, req.params.id);
    const restored = await findRecord(ctx, resource, req.params.id, currentAuth(req), 'live');
    return {
      message: translate(requestLanguage(req), 'records.restored'),
      data: restored ? await resource.view(ctx, restored) : null,
    };
  });

  r.put('/api/:route/:id/status', opts('Switches a record between active and inactive'), async (req) => {
    const resource = resourceOf(req, req.params.route);
    if (!resource.status) throw notFound();
    const row = await findRecord(ctx, resource, req.params.id, currentAuth(req), 'live');
    if (!row) throw notFound();
    await setColumn(
      resource,
      resource.status,
      sql`not ${sql.identifier(resource.status.name)}`,
      req.params.id,
    );
    const updated = await findRecord(ctx, resource, req.params.id, currentAuth(req), 'live');
    return {
      message: translate(requestLanguage(req), 'records.status_changed'),
      data: updated ? await resource.view(ctx, updated) : null,
    };
  });
}
