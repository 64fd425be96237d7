// The spec's record actions (DELETE /api/{record}/{id}/deletar, PUT …/status, GET …/detalhes,
// PUT …/recuperar) and, where declared, a resource's list, create and edit: each resource registers
// here how its records are found, shown, guarded and which ones may not be deleted, and recordRoutes
// generates its static routes with their OpenAPI entries.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ZodType, z } from 'zod';
import type { actionRule, ResourceAction, ResourceApi } from '../../../common/resourceApi.js';
import type { ApiMessageKey } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { AuthContext } from '../../http/auth.js';

/** An action's rule (common/resourceApi.ts's actionRule): its ambient and permission, if any. */
export type ActionRule = NonNullable<ReturnType<typeof actionRule>>;

/** What a generated route does: react-admin's actions, plus restoring and switching the status. */
export type RecordAction = ResourceAction | 'restore' | 'status';

/** A generated route's OpenAPI text and, where the module had one, its response schema. */
export interface RouteDoc {
  summary: string;
  /** The success answer's schema (it also strips what it does not name, as for any route). */
  response?: ZodType;
}

/**
 * The routes the registry generates for a resource that declares them (each with its OpenAPI entry):
 * GET /api/{list}, POST /api/{record}/cadastrar, PUT /api/{record}/{id}/editar; besides the record
 * actions GET …/detalhes, DELETE …/deletar (with deletedAt), PUT …/recuperar (with deletedAt) and
 * PUT …/status (with status) every registered resource has (server/modules/records/actions.ts).
 * Reads need the access's `view` permission, writes its `manage` (common/resourceApi.ts); a
 * tenant-scoped resource needs a company (403 errors.company_required) and sees only its own.
 */
export interface GeneratedRoutes<Q extends ZodType, C extends ZodType, E extends ZodType> {
  /** OpenAPI tag. */
  tag: string;
  list?: RouteDoc & {
    query: Q;
    run(ctx: AppContext, query: z.infer<Q>, auth: AuthContext): Promise<{ data: unknown[]; total: number }>;
  };
  create?: RouteDoc & {
    body: C;
    /** The toast of a success (answered as `message`, with the record as `data`, status 201). */
    message: ApiMessageKey;
    /**
     * Writes the record and answers its view. A tenant resource's run must set the company itself:
     * `requireCompany(auth)` (server/http/company.ts) for company users; admins (ambient A) reach it
     * without a company, so it decides what they may create.
     */
    run(ctx: AppContext, body: z.infer<C>, auth: AuthContext, req: FastifyRequest): Promise<unknown>;
  };
  edit?: RouteDoc & {
    body: E;
    message: ApiMessageKey;
    /** Runs before validation (the id is checked already): may complete the raw body, or refuse. */
    prepare?(ctx: AppContext, auth: AuthContext, id: number, body: unknown): Promise<void>;
    run(
      ctx: AppContext,
      id: number,
      body: z.infer<E>,
      auth: AuthContext,
      req: FastifyRequest,
    ): Promise<unknown>;
  };
  /** The record actions' OpenAPI text (and response schema) where the generic one says too little. */
  details?: RouteDoc;
  delete?: RouteDoc;
  restore?: RouteDoc;
  status?: RouteDoc;
}

export interface RecordResource {
  /** The resource's paths and access, as the SPA reads them too (common/resourceApi.ts). */
  api?: ResourceApi;
  /** The singular path segment, e.g. 'plano' for /api/plano/{id}/deletar (api.record when api is given). */
  route: string;
  table: PgTable;
  id: PgColumn;
  deletedAt?: PgColumn;
  /** Set on rows removed for good but kept for what points at them (anonymised): they answer 404. */
  goneAt?: PgColumn;
  status?: PgColumn;
  /**
   * Without `api` only: whether only platform administrators (ambient A) may act; otherwise
   * `permission` is checked. With `api`, its access decides.
   */
  adminOnly?: boolean;
  permission?: string;
  /**
   * Server-side exceptions to `actionRule(api.access, action)`, for routes a record's own people
   * reach beyond the back office's ambient (e.g. a member holding company.manage reads their own
   * company: the `details` hook then checks it is theirs). Without an override here, restoring
   * follows the access's 'delete' rule and the status switch its 'edit' rule (an override of
   * 'edit' does not reach 'status').
   */
  rules?: Partial<Record<RecordAction, ActionRule>>;
  /** Company-owned records: only the signed-in company's are visible (others answer 404). */
  tenant?: PgColumn;
  /** The record as the API shows it. */
  view(ctx: AppContext, row: Record<string, unknown>): Promise<unknown> | unknown;
  /** Why the record may not be deleted now (e.g. companies subscribe to the plan), or null. */
  blockDelete?(ctx: AppContext, id: number): Promise<ApiMessageKey | null>;
  /** GET …/detalhes answers `{ data: details(…) }` instead of the row's view (e.g. with extras). */
  details?(ctx: AppContext, id: number, auth: AuthContext): Promise<unknown>;
  /** DELETE …/deletar does this instead of setting deletedAt (it finds the record, 404, itself). */
  remove?(ctx: AppContext, id: number, auth: AuthContext): Promise<void>;
  /** PUT …/recuperar answers `{ message, data: restore(…) }` instead of clearing deletedAt. */
  restore?(ctx: AppContext, id: number, auth: AuthContext): Promise<unknown>;
  /** List, create and edit routes generated from the resource's schemas and services. */
  // biome-ignore lint/suspicious/noExplicitAny: each resource's own schemas.
  routes?: GeneratedRoutes<any, any, any>;
}

/** The record's path segment: api.record, or route for a resource registered without api. */
export const recordPath = (r: RecordResource): string => r.api?.record ?? r.route;

export class RecordRegistry {
  private readonly resources = new Map<string, RecordResource>();

  /** Declares a resource; recordRoutes (after every module registered) generates its routes. */
  register(resource: RecordResource): void {
    const path = recordPath(resource);
    if (this.resources.has(path)) throw new Error(`record route ${path} registered twice`);
    this.resources.set(path, resource);
  }

  all(): RecordResource[] {
    return [...this.resources.values()];
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
  if (r.tenant) conditions.push(eq(r.tenant, auth.empresaId ?? -1));
  const [row] = await ctx.db
    .select()
    // biome-ignore lint/suspicious/noExplicitAny: a registered table of any shape.
    .from(r.table as any)
    .where(and(...conditions));
  return row as Record<string, unknown> | undefined;
}
