// Every route of spec §2 and who may open it: the public pages, the app's own pages, and each
// resource's routes derived from its manifest (resources/index.ts). Read by the root router (to keep
// public pages out of the admin bundle), by the admin app (to mount pages and guards) and by the menu.
import { RESOURCES, type ResourceRouteName } from '../../resources';
import { type ResourceRoute, routeOf } from './resource';
import type { RouteDef } from './types';

export type { Access, RouteDef } from './types';

/** The app's pages that are no resource's: the start, the dashboard, profile, billing, errors. */
export const PAGE_ROUTES = [
  { name: 'home', path: '/home', access: 'nonAdmin', title: 'app.page.home' },
  {
    name: 'dashboard',
    path: '/dashboard',
    access: 'nonAdmin',
    title: 'app.page.dashboard',
    permission: 'dashboard.view',
    menu: { icon: 'Dashboard', order: 10, label: 'app.menu.dashboard' },
  },
  { name: 'profile', path: '/profile', access: 'any', title: 'app.page.profile', cache: false },
  { name: 'notifications', path: '/notificacoes', access: 'any', title: 'app.page.notifications' },
  {
    name: 'lgpdRequests',
    path: '/solicitacoes-lgpd',
    access: 'admin',
    title: 'app.page.lgpd_requests',
    menu: { icon: 'PrivacyTip', order: 200, label: 'app.menu.lgpd_requests' },
  },
  { name: 'comprar', path: '/comprar', access: 'any', title: 'app.page.buy', cache: false },
  { name: 'upgrade', path: '/upgrade', access: 'any', title: 'app.page.upgrade', cache: false },
  {
    name: 'invoices',
    path: '/faturas',
    access: 'nonAdmin',
    title: 'app.page.invoices',
    permission: 'subscription.manage',
    menu: { icon: 'ReceiptLong', order: 130, label: 'app.menu.invoices' },
  },
  // The company's records before "Faturas": old links land there.
  {
    name: 'financial',
    path: '/financeiro',
    access: 'nonAdmin',
    title: 'app.page.financial',
    permission: 'subscription.manage',
  },
  {
    name: 'plan',
    path: '/plano',
    access: 'nonAdmin',
    title: 'app.page.plan',
    permission: 'subscription.manage',
    menu: { icon: 'Workspaces', order: 120, label: 'app.menu.plan' },
  },
  {
    name: 'adminFinancial',
    path: '/admin/financeiro',
    access: 'admin',
    title: 'app.page.admin_financial',
    menu: { icon: 'ReceiptLong', order: 210, label: 'app.menu.admin_financial' },
  },
  { name: 'notFound', path: '/404', access: 'any', title: 'app.page.not_found', cache: false },
  { name: 'forbidden', path: '/403', access: 'any', title: 'app.page.forbidden', cache: false },
  { name: 'unauthorized', path: '/401', access: 'any', title: 'app.page.unauthorized', cache: false },
  { name: 'termsGate', path: '/451', access: 'any', title: 'app.page.terms', cache: false },
] as const satisfies readonly RouteDef[];

/** Every authenticated route: the pages above and each resource's routes (from its manifest). */
export const APP_ROUTES: RouteDef[] = [
  ...PAGE_ROUTES,
  ...RESOURCES.flatMap((resource) =>
    Object.entries<ResourceRoute>(resource.routes).map(([name, route]) => routeOf(resource, name, route)),
  ),
];

/** The name of any authenticated route. */
export type RouteName = (typeof PAGE_ROUTES)[number]['name'] | ResourceRouteName;

/** A route's path pattern, by its (typed) name. */
export const pathOf = (name: RouteName): string => {
  const route = APP_ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route.path;
};

/** A route, by its (typed) name. */
export const routeNamed = (name: RouteName): RouteDef => {
  const route = APP_ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
};
