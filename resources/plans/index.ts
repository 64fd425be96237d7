// The plans resource: its pages, each loaded when first opened with the resource's labels.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

/** Its labels, loaded with its pages. */
const messages = () => import('./messages');

export const plansPages: Partial<Record<string, ComponentType>> = {
  plans: lazyPage(() => import('./PlanList').then((m) => ({ default: m.PlanList })), messages),
  planCreate: lazyPage(() => import('./PlanCreate'), messages),
  planEdit: lazyPage(() => import('./PlanEdit'), messages),
  plansDeleted: lazyPage(() => import('./PlanDeletedList'), messages),
};
