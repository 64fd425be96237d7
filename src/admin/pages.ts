// Which page each route shows: each resource's pages from its manifest (with its labels loaded
// first), and the app's own pages; a route without one shows the not-found page.
import type { ComponentType } from 'react';
import { RESOURCES } from '../../resources';
import { lazyPage } from '../components/lazyPage';
import { AdminNotFound } from '../pages/errors/AdminNotFound';
import type { ResourceRoute } from '../routes/resource';

const resourcePages: Record<string, ComponentType> = Object.fromEntries(
  RESOURCES.flatMap((resource) =>
    Object.entries<ResourceRoute>(resource.routes).map(([name, route]) => [
      name,
      lazyPage(route.page, resource.messages),
    ]),
  ),
);

const pages: Record<string, ComponentType> = {
  home: lazyPage(() => import('../pages/app/HomePage')),
  // The dashboard keeps the home page's welcome and team as its first card.
  dashboard: lazyPage(() => import('../pages/app/dashboard/DashboardPage')),
  profile: lazyPage(() => import('../pages/app/profile/ProfilePage')),
  notFound: AdminNotFound,
  forbidden: lazyPage(() => import('../pages/errors/ForbiddenPage')),
  unauthorized: lazyPage(() => import('../pages/errors/UnauthorizedPage')),
  termsGate: lazyPage(() => import('../pages/errors/TermsPage')),
  comprar: lazyPage(() => import('../pages/app/billing/ComprarPage')),
  financial: lazyPage(() => import('../pages/app/billing/FinancialRedirect')),
  invoices: lazyPage(() => import('../pages/app/billing/FaturasPage')),
  adminFinancial: lazyPage(() => import('../pages/app/billing/AdminFinancialRecordsPage')),
  notifications: lazyPage(() => import('../pages/app/notifications/NotificationsPage')),
  upgrade: lazyPage(() => import('../pages/app/billing/UpgradePage')),
  plan: lazyPage(() => import('../pages/app/billing/PlanPage')),
  lgpdRequests: lazyPage(() => import('../pages/app/lgpd/LgpdRequestsPage')),
};

export const pageFor = (name: string): ComponentType => resourcePages[name] ?? pages[name] ?? AdminNotFound;
