// A resource's manifest: the one declaration a resource folder (resources/<name>/index.ts) makes.
// The route table, the guards, the admin app's <Resource> elements and pages, the data provider's
// paths, react-admin's per-action access rules and the side menu are all derived from the list of
// manifests (resources/index.ts). A manifest is data with lazy pages: it costs the first screen
// a few bytes, not the pages' code.
import type { ComponentType } from 'react';
import type { Language } from '../../common/constants';
import type { Permission } from '../../common/permissions';
import { actionRule, type ResourceAccess, type ResourceApi } from '../../common/resourceApi';
import type { Access, MenuPlace, RouteDef, RouteKind } from './types';

export interface ResourceRoute {
  path: string;
  kind: RouteKind;
  /** The page, loaded when first opened (with the resource's `messages` first). */
  page: () => Promise<{ default: ComponentType }>;
  /** i18n key of the tab and page title, for a title that is not the resource's (below); by default `resources.<name>.page.<route>`. */
  title?: string;
  /** Another ambient than the resource's (e.g. a company's own data page under an admin resource). */
  ambient?: Access;
  /** Another permission than the kind gives (list/show: access.view; create/edit: access.manage). */
  permission?: Permission;
  /** Kept in the tab bar when left; create/edit views are not. */
  cache?: boolean;
  menu?: MenuPlace;
}

export interface ResourceManifest<R extends string = string> {
  /** react-admin's resource name (its labels live under resources.<name>). */
  name: string;
  /** Who may open it; from `api.access` when the resource has an API. */
  access: ResourceAccess;
  /** The list and record paths of its API (the data provider's and the server's). */
  api?: ResourceApi;
  /** Other react-admin resources served from this folder (e.g. the vault's files and events). */
  data?: Record<string, ResourceApi>;
  /** Its routes, by route name. */
  routes: Record<R, ResourceRoute>;
  /** Its labels in both languages, loaded with its pages. */
  messages?: () => Promise<unknown>;
  /**
   * The titles of its routes in both languages (`resources.<name>.page.<route>`; a menu entry's label
   * too, unless given apart as `menu`: `resources.<name>.menu.<route>`), at hand before any page
   * loads; the compiler checks both languages have every route.
   */
  titles?: Record<Language, Record<R, RouteTitle>>;
  /** How a record is named (react-admin's recordRepresentation). */
  recordRepresentation?: string;
}

/** A route's title, or its title and a shorter label for its menu entry. */
export type RouteTitle = string | { title: string; menu: string };

/** The labels the manifest's titles give, as they go under `resources.<name>`. */
export function titleMessages(titles: Record<string, RouteTitle>) {
  const entries = Object.entries(titles);
  return {
    page: Object.fromEntries(entries.map(([route, t]) => [route, typeof t === 'string' ? t : t.title])),
    menu: Object.fromEntries(
      entries.flatMap(([route, t]) => (typeof t === 'string' ? [] : [[route, t.menu]])),
    ),
  };
}

export const defineResource = <R extends string>(manifest: ResourceManifest<R>): ResourceManifest<R> =>
  manifest;

const WRITES: RouteKind[] = ['create', 'edit'];

/** The route table's entry of a resource route. */
export function routeOf(resource: ResourceManifest, name: string, route: ResourceRoute): RouteDef {
  const action = route.kind === 'page' ? 'list' : route.kind;
  const permission = route.permission ?? actionRule(resource.access, action)?.permission;
  const writes = WRITES.includes(route.kind);
  const title = route.title ?? `resources.${resource.name}.page.${name}`;
  return {
    name,
    path: route.path,
    access: route.ambient ?? resource.access.ambient,
    title,
    kind: route.kind,
    ...((route.cache ?? !writes) ? {} : { cache: false }),
    ...(writes ? { closesOnSave: true } : {}),
    ...(permission ? { permission } : {}),
    ...(route.menu
      ? { menu: { ...route.menu, label: route.menu.label ?? menuLabel(resource, name, title) } }
      : {}),
  };
}

/** A menu entry's label: its own when the manifest's titles give one, else the route's title. */
const menuLabel = (resource: ResourceManifest, name: string, title: string) =>
  typeof (resource.titles?.pt_BR as Record<string, RouteTitle> | undefined)?.[name] === 'object'
    ? `resources.${resource.name}.menu.${name}`
    : title;

/** Every react-admin resource the manifests serve, with its API. */
export const dataResources = (manifests: readonly ResourceManifest[]): Record<string, ResourceApi> =>
  Object.assign({}, ...manifests.map((m) => ({ ...(m.api ? { [m.name]: m.api } : {}), ...m.data })));
