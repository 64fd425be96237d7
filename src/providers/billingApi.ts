// Subscriptions' calls: buying a plan or add-on modules (a pending order and its token),
// confirming the order, and the financial records (the company's and, for administrators, every
// company's). Refusals are shown by the HTTP client's error catalogue unless the caller handles them.
import type {
  BuyModulesInput,
  BuyPlanInput,
  CompanyUsageView,
  ConfirmResponse,
  FinancialRecordView,
  OrderResponse,
} from '../../common/schemas/billing';
import type { AvailablePlanView } from '../../common/schemas/plans';
import { request } from './http';
import { plansApi } from './plansApi';

export type { CompanyUsageView, ConfirmResponse, FinancialRecordView, OrderResponse };

export interface FinancialQuery {
  page?: number;
  perPage?: number;
  fin_status?: number;
  de?: string;
  ate?: string;
}

export const billingApi = {
  /** The plans on sale, with prices by periodicity and add-ons. */
  availablePlans: plansApi.available,
  /** The company's own plan with its add-ons, even once taken off sale (null without one). */
  companyPlan: async () => (await request<{ data: AvailablePlanView | null }>('/api/empresa/plano')).data,
  /** What the company uses of each module, against its limit. */
  usage: async () => (await request<{ data: CompanyUsageView }>('/api/empresa/uso')).data,
  buyPlan: (body: BuyPlanInput) =>
    request<OrderResponse>('/api/empresa/adquirir-plano', { method: 'POST', body, handle: [422] }),
  buyModules: (body: BuyModulesInput) =>
    request<OrderResponse>('/api/empresa/adquirir-modulos', { method: 'POST', body, handle: [422] }),
  /** Confirms the order of the token (the form carries the acceptance only); failures come back as their body. */
  confirm: (tokenId: string) =>
    request<ConfirmResponse>(`/api/confirmar-plano/${encodeURIComponent(tokenId)}`, {
      method: 'POST',
      body: { aceite: true },
      handle: [404, 409, 410, 422],
    }),
  records: (query: FinancialQuery = {}) =>
    request<{ data: FinancialRecordView[]; total: number }>('/api/financeiro', { query: { ...query } }),
  adminRecords: (query: FinancialQuery = {}) =>
    request<{ data: FinancialRecordView[]; total: number }>('/api/admin/financeiro', { query: { ...query } }),
  setStatus: (id: number, fin_status: number) =>
    request<{ message: string; data: FinancialRecordView }>(`/api/financeiro/${id}/status`, {
      method: 'PUT',
      body: { fin_status },
    }),
};
