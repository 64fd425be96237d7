// The spec's generic record actions (DELETE /api/{route}/{id}/deletar, PUT …/status,
// GET …/detalhes, PUT …/recuperar) serve every resource that registers here how its records are
// found, shown, guarded and which ones may not be deleted.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ApiMessageKey } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { AuthContext } from '../../http/auth.js';

export interface RecordResource {
  /** The singular path segment, e.g. 'plano' for /api/plano/{id}/deletar. */
  route: string;
  table: PgTable;
  id: PgColumn;
  deletedAt?: PgColumn;
  /** Set on rows removed for good but kept for what points at them (anonymised): they answer 404. */
  goneAt?: PgColumn;
  status?: PgColumn;
  /** Only platform administrators (ambient A) may act; otherwise `permission` is checked. */
  adminOnly: boolean;
  permission?: string;
  /** Company-owned records: only the signed-in company's are visible (others answer 404). */
  tenant?: PgColumn;
  /** The record as the API shows it. */
  view(ctx: AppContext, row: Record<string, unknown>): Promise<unknown> | unknown;
  /** Why the record may not be deleted now (e.g. companies subscribe to the plan), or null. */
  blockDelete?(ctx: AppContext, id: number): Promise<ApiMessageKey | null>;
}

export class RecordRegistry {
  private readonly resources = new Map<string, RecordResource>();

  register(resource: RecordResource): void {
    if (this.resources.has(resource.route))
      throw new Error(`record route ${resource.route} registered twice`);
    this.resources.set(resource.route, resource);
  }

  get(route: string): RecordResource | undefined {
    return this.resources.get(route);
  }
}

/** The row of `id` as this user may see it, deleted or not as asked; undefined when none. */
export async function findRecord(
  ctx: AppContext,
  r: RecordResource,
  id: number,
  auth: AuthContext,
  state: 'live' | 'deleted' | 'any',
): Promise<Record<string, unknown> | undefined> {
  const conditions = [eq(r.id, id)];
  if (r.goneAt) conditions.push(isNull(r.goneAt));
  if (r.deletedAt && state === 'live') conditions.push(isNull(r.deletedAt));
  if (r.deletedAt && state === 'deleted') conditions.push(isNotNull(r.deletedAt));
  if (r.tenant && auth.user.ambient !== 'A') conditions.push(eq(r.tenant, auth.empresaId ?? -1));
  const [row] = await ctx.db
    .select()
    // biome-ignore lint/suspicious/noExplicitAny: a registered table of any shape.
    .from(r.table as any)
    .where(and(...conditions));
  return row as Record<string, unknown> | undefined;
}
