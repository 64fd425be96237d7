// A registered resource's record actions, as static routes: GET /api/{record}/{id}/detalhes,
// DELETE …/deletar and PUT …/recuperar (with deletedAt), PUT …/status (with status).
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { HttpError, notFound } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { guardsOf, ruleOf } from './access.js';
import { idParams, routeSchema } from './openapi.js';
import { findRecord, type RecordAction, type RecordResource, type RouteDoc, recordPath } from './registry.js';

export function recordActionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  resource: RecordResource,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${recordPath(resource)}/:id`;
  const docs = resource.routes;
  /** The route's options, or null when the resource has no such action. */
  const options = (action: RecordAction, doc: RouteDoc | undefined, summary: string) => {
    const rule = ruleOf(resource, action);
    if (!rule) return null;
    return {
      onRequest: guardsOf(guards, resource, rule),
      schema: routeSchema(resource, doc, summary, 200, { params: idParams }),
    };
  };
  const setColumn = (column: PgColumn, value: SQL, id: number) =>
    ctx.db.execute(
      sql`update ${resource.table} set ${sql.identifier(column.name)} = ${value} where ${resource.id} = ${id}`,
    );

  const show = options('show', docs?.details, 'A record with its details (deleted ones too)');
  if (show)
    r.get(`${base}/detalhes`, show, async (req) => {
      const auth = currentAuth(req);
      if (resource.details) return { data: await resource.details(ctx, req.params.id, auth) };
      const row = await findRecord(ctx, resource, req.params.id, auth, 'any');
      if (!row) throw notFound();
      return { data: await resource.view(ctx, row) };
    });

  const { deletedAt, status } = resource;
  const remove = deletedAt && options('delete', docs?.delete, 'Soft-deletes a record (restorable)');
  if (deletedAt && remove)
    r.delete(`${base}/deletar`, remove, async (req) => {
      const auth = currentAuth(req);
      if (resource.remove) await resource.remove(ctx, req.params.id, auth);
      else {
        const row = await findRecord(ctx, resource, req.params.id, auth, 'live');
        if (!row) throw notFound();
        const blocked = await resource.blockDelete?.(ctx, req.params.id);
        if (blocked) throw new HttpError(422, blocked, {}, { id: [{ key: blocked }] });
        await setColumn(deletedAt, sql`now()`, req.params.id);
      }
      return { message: translate(requestLanguage(req), 'records.deleted') };
    });

  // Restoring undoes a delete: unless the resource says otherwise, who may delete may restore.
  const restore = deletedAt && options('restore', docs?.restore, 'Restores a soft-deleted record');
  if (deletedAt && restore)
    r.put(`${base}/recuperar`, restore, async (req) => {
      const auth = currentAuth(req);
      const message = translate(requestLanguage(req), 'records.restored');
      if (resource.restore) return { message, data: await resource.restore(ctx, req.params.id, auth) };
      const row = await findRecord(ctx, resource, req.params.id, auth, 'deleted');
      if (!row) throw notFound();
      await setColumn(deletedAt, sql`null`, req.params.id);
      const restored = await findRecord(ctx, resource, req.params.id, auth, 'live');
      return { message, data: restored ? await resource.view(ctx, restored) : null };
    });

  // Switching the status is an edit (unless the resource says otherwise).
  const toggle = status && options('status', docs?.status, 'Switches a record between active and inactive');
  if (status && toggle)
    r.put(`${base}/status`, toggle, async (req) => {
      const auth = currentAuth(req);
      const row = await findRecord(ctx, resource, req.params.id, auth, 'live');
      if (!row) throw notFound();
      await setColumn(status, sql`not ${sql.identifier(status.name)}`, req.params.id);
      const updated = await findRecord(ctx, resource, req.params.id, auth, 'live');
      return {
        message: translate(requestLanguage(req), 'records.status_changed'),
        data: updated ? await resource.view(ctx, updated) : null,
      };
    });
}
