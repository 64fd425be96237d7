// The plans resource: the pages it provides for the routes of src/routes/table.ts. The list is the
// administrators' landing page, so it comes with the admin bundle; the others load when opened.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';
import { PlanList } from './PlanList';

export const plansPages: Partial<Record<string, ComponentType>> = {
  plans: PlanList,
  planCreate: lazyPage(() => import('./PlanCreate')),
  planEdit: lazyPage(() => import('./PlanEdit')),
  plansDeleted: lazyPage(() => import('./PlanDeletedList')),
};
