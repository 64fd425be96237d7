// A resource's API declaration, read by both sides: the SPA's manifest (its data provider's paths,
// its guards and per-action access) and the server's record registry (the routes it generates and
// who may call them). Each resource declares it once, beside its request schemas.
import type { Permission } from './permissions.js';

/**
 * Who may open a resource at all. admin: platform administrators (ambient A) only. user: company
 * users, not restricted signatories (S). nonAdmin: company users, not administrators either.
 * any: anyone signed in.
 */
export type Ambient = 'admin' | 'user' | 'nonAdmin' | 'any';

/** react-admin's actions on a resource. */
export const RESOURCE_ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

export interface ResourceAccess {
  ambient: Ambient;
  /** Needed to list, show and export (none: the ambient is enough). */
  view?: Permission;
  /** Needed to create, edit and delete (none: the ambient is enough). */
  manage?: Permission;
  /** Where an action needs another permission than view/manage give it (e.g. deleting a file). */
  actions?: Partial<Record<ResourceAction, Permission>>;
  /** Actions the resource does not have at all (refused in the SPA; the server has no route). */
  without?: ResourceAction[];
}

export interface ResourceApi {
  /** The list's path segment: GET /api/{list}. */
  list: string;
  /** The record's path segment: /api/{record}/cadastrar, /api/{record}/{id}/editar|detalhes|deletar… */
  record: string;
  access: ResourceAccess;
}

export const defineResourceApi = <T extends ResourceApi>(api: T): T => api;

const READS: ResourceAction[] = ['list', 'show', 'export'];

/** What an action on the resource needs: its ambient and the permission, if any; null: no such action. */
export function actionRule(
  access: ResourceAccess,
  action: ResourceAction,
): { ambient: Ambient; permission?: Permission } | null {
  if (access.without?.includes(action)) return null;
  const permission = access.actions?.[action] ?? (READS.includes(action) ? access.view : access.manage);
  return permission ? { ambient: access.ambient, permission } : { ambient: access.ambient };
}
