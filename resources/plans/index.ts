// The plans resource: its pages, each loaded when first opened.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

export const plansPages: Partial<Record<string, ComponentType>> = {
  plans: lazyPage(() => import('./PlanList').then((m) => ({ default: m.PlanList }))),
  planCreate: lazyPage(() => import('./PlanCreate')),
  planEdit: lazyPage(() => import('./PlanEdit')),
  plansDeleted: lazyPage(() => import('./PlanDeletedList')),
};
