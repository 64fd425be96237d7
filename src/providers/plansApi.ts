// The plans area's calls outside react-admin's CRUD (which dataProvider.ts maps for the 'plans'
// resource): the generic record actions and the plans on sale. Failures (a blocked delete's 422
// included) are shown by the HTTP client's error catalogue; callers only catch them.
import type { Identifier } from 'ra-core';
import type { AvailablePlanView, PlanView } from '../../common/schemas/plans';
import { recordActions } from './dataProvider';
import { request } from './http';

export type { AvailablePlanView, PlanView };

export const plansApi = {
  /** Soft delete; refused (422, with the reason) while companies subscribe to the plan. */
  remove: (id: Identifier) => recordActions.remove('plans', id),
  toggleStatus: (id: Identifier) => recordActions.toggleStatus<PlanView>('plans', id),
  /** Back from the deleted list; refused (422) when a live plan has taken its name. */
  restore: (id: Identifier) => recordActions.restore<PlanView>('plans', id),
  /** The plans a company may buy: active, not deleted, by name. */
  available: async () => (await request<{ data: AvailablePlanView[] }>('/api/planos-disponiveis')).data,
};
