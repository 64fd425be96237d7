// Which page each route shows (a route without one shows the not-found page).
import type { ComponentType } from 'react';
import { resourcePages } from '../../resources';
import { lazyPage } from '../components/lazyPage';
import { AdminNotFound } from '../pages/errors/AdminNotFound';

const pages: Record<string, ComponentType> = {
  home: lazyPage(() => import('../pages/app/HomePage')),
  // The dashboard keeps the home page's welcome and team as its first card.
  dashboard: lazyPage(() => import('../pages/app/dashboard/DashboardPage')),
  inbox: lazyPage(() => import('../pages/app/InboxPage')),
  profile: lazyPage(() => import('../pages/app/profile/ProfilePage')),
  notFound: AdminNotFound,
  forbidden: lazyPage(() => import('../pages/errors/ForbiddenPage')),
  unauthorized: lazyPage(() => import('../pages/errors/UnauthorizedPage')),
  termsGate: lazyPage(() => import('../pages/errors/TermsPage')),
  comprar: lazyPage(() => import('../pages/app/billing/ComprarPage')),
  financial: lazyPage(() => import('../pages/app/billing/FinancialRecordsPage')),
  adminFinancial: lazyPage(() => import('../pages/app/billing/AdminFinancialRecordsPage')),
  notifications: lazyPage(() => import('../pages/app/notifications/NotificationsPage')),
  upgrade: lazyPage(() => import('../pages/app/billing/UpgradePage')),
  plan: lazyPage(() => import('../pages/app/billing/PlanPage')),
  lgpdRequests: lazyPage(() => import('../pages/app/lgpd/LgpdRequestsPage')),
};

export const pageFor = (name: string): ComponentType => resourcePages[name] ?? pages[name] ?? AdminNotFound;
