// A company's subscription as platform administrators set it by hand (the companies back office): a
// plan given without a charge or ended now, the trial set, extended or ended now. A 422 on a dialog's
// fields is left to the dialog, which shows it under them; any other refusal is toasted by the HTTP
// client's error catalogue.
import type { CompanyView } from '../../common/schemas/companies';
import type { CompanyPlanBody } from '../../common/schemas/companySubscription';
import type { PlanView } from '../../common/schemas/plans';
import { request } from './http';

export type { CompanyPlanBody, PlanView };

type Saved = { message: string; data: CompanyView };

export const companySubscriptionApi = {
  /** The live plans (on sale or not: a plan off sale may still be contracted), by name. */
  plans: async () =>
    (
      await request<{ data: PlanView[]; total: number }>('/api/planos', {
        query: { page: 1, perPage: 100, sort: 'nome', order: 'asc' },
      })
    ).data,
  assignPlan: (id: number, body: CompanyPlanBody) =>
    request<Saved>(`/api/empresa/${id}/plano`, { method: 'PUT', body, handle: [422] }),
  endPlan: (id: number) => request<Saved>(`/api/empresa/${id}/plano`, { method: 'DELETE' }),
  /** The trial's last day (YYYY-MM-DD, Brasília). */
  setTrial: (id: number, terminaEm: string) =>
    request<Saved>(`/api/empresa/${id}/teste`, {
      method: 'PUT',
      body: { termina_em: terminaEm },
      handle: [422],
    }),
  endTrial: (id: number) => request<Saved>(`/api/empresa/${id}/teste`, { method: 'DELETE' }),
};
