// Subscriptions' calls: buying a plan or add-on modules (a pending order and its token),
// confirming the order, paying a charge (Pix, boleto or card, through the payment provider), where
// the company stands (its subscription and billing details), and the financial records (the
// company's and, for administrators, every company's). Refusals are shown by the HTTP client's error
// catalogue unless the caller handles them.
import type { SelfServicePaymentForm } from '../../common/constants';
import type {
  BillingDetails,
  BillingDetailsInput,
  BuyModulesInput,
  BuyPlanInput,
  CardPayInput,
  CompanyUsageView,
  ConfirmResponse,
  FinancialRecordView,
  OrderResponse,
  SubscriptionView,
} from '../../common/schemas/billing';
import type { AvailablePlanView } from '../../common/schemas/plans';
import { type RequestOptions, request } from './http';
import { plansApi } from './plansApi';

export type {
  BillingDetails,
  BillingDetailsInput,
  CardPayInput,
  CompanyUsageView,
  ConfirmResponse,
  FinancialRecordView,
  OrderResponse,
  SubscriptionView,
};

/** GET /api/faturas/{id}/pix: the QR image (a data: URL), its "copia e cola" and its expiry. */
export interface PixCode {
  payload: string;
  imagem: string;
  expira_em: string;
}

/** GET /api/faturas/{id}/boleto. */
export interface BoletoCode {
  linha: string;
  codigo_barras: string;
  url: string | null;
}

/** GET /api/financeiro: a page of the company's charges and the sums over every match. */
export interface ChargeList {
  data: FinancialRecordView[];
  total: number;
  totais: { valor: number; pago: number; em_aberto: number; vencido: number };
}

export interface ChargeQuery {
  page?: number;
  perPage?: number;
  status?: FinancialRecordView['status'];
  de?: string;
  ate?: string;
}

/** A charge's path, by id. */
const charge = (id: number, tail = '') => `/api/faturas/${id}${tail}`;

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
  /** Where the company stands: plan, situation, next charge, the open one, billing details. */
  subscription: async () => (await request<{ data: SubscriptionView }>('/api/empresa/assinatura')).data,
  /** The same, for the layout's banner: never a toast nor a redirect when it fails (null then). */
  subscriptionQuietly: () =>
    request<{ data: SubscriptionView }>('/api/empresa/assinatura', { handle: 'all' }).then(
      (res) => res.data,
      () => null,
    ),
  /** Saves the billing details; a 422 comes back to the form (errors under its fields). */
  saveBillingDetails: (body: BillingDetailsInput) =>
    request<{ message: string; data: BillingDetails }>('/api/empresa/dados-cobranca', {
      method: 'PUT',
      body,
      handle: [422],
    }),
  /** The company's charges (GET /api/financeiro), with their totals. */
  charges: (query: ChargeQuery = {}) => request<ChargeList>('/api/financeiro', { query: { ...query } }),
  /**
   * One charge, as it stands now (its status, its Pix or boleto); `handle: 'all'` for the watches that
   * read it again in the background (no toast every 3 s while offline).
   */
  charge: async (id: number, handle?: RequestOptions['handle']) =>
    (await request<{ data: FinancialRecordView }>(charge(id), { handle })).data,
  /** The QR image: the "copia e cola" is already on screen, so a failure only leaves the image out. */
  pix: async (id: number) => (await request<{ data: PixCode }>(charge(id, '/pix'), { handle: 'all' })).data,
  boleto: async (id: number) => (await request<{ data: BoletoCode }>(charge(id, '/boleto'))).data,
  /**
   * Pays by card: the number and CVV go straight to the API (never kept by the SPA). A refusal is a
   * 422 whose `errors.numero` says why; the charge stays open.
   */
  payByCard: async (id: number, body: CardPayInput) =>
    (
      await request<{ data: FinancialRecordView }>(charge(id, '/cartao'), {
        method: 'POST',
        body,
        handle: [422],
      })
    ).data,
  /** Pays an open charge another way: answers it with its new Pix or boleto. */
  changeMethod: async (id: number, forma_pagamento: SelfServicePaymentForm) =>
    (
      await request<{ data: FinancialRecordView }>(charge(id, '/forma'), {
        method: 'POST',
        body: { forma_pagamento },
      })
    ).data,
  records: (query: FinancialQuery = {}) =>
    request<{ data: FinancialRecordView[]; total: number }>('/api/financeiro', { query: { ...query } }),
};
