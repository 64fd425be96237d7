// Which page each route shows. Areas built by later work show an empty state until then.
import type { ComponentType } from 'react';
import { resourcePages } from '../../resources';
import { lazyPage } from '../components/lazyPage';
import { AdminNotFound } from '../pages/errors/AdminNotFound';

const ComingSoon = lazyPage(() => import('../pages/app/ComingSoonPage'));

const pages: Record<string, ComponentType> = {
  home: lazyPage(() => import('../pages/app/HomePage')),
  dashboard: lazyPage(() => import('../pages/app/HomePage')),
  inbox: lazyPage(() => import('../pages/app/InboxPage')),
  notFound: AdminNotFound,
  forbidden: lazyPage(() => import('../pages/errors/ForbiddenPage')),
  unauthorized: lazyPage(() => import('../pages/errors/UnauthorizedPage')),
  termsGate: lazyPage(() => import('../pages/errors/TermsPage')),
  comprar: lazyPage(() => import('../pages/app/BuyPage')),
  upgrade: lazyPage(() => import('../pages/app/BuyPage')),
};

export const pageFor = (name: string): ComponentType => resourcePages[name] ?? pages[name] ?? ComingSoon;
