// Every company's charges, for platform administrators ("Financeiro das empresas"): the list with its
// filters and totals, every page of it for the export, a manual payment recorded by hand, a refund of
// a provider's charge, the provider's events about a charge; and the companies for the filter.
// Failures are toasted by the HTTP client's error catalogue unless the caller handles them (a refund's
// 422 is shown in its dialog).
import { type ChargeStatus, FIN_STATUS } from '../../common/constants';
import type { FinancialRecordView } from '../../common/schemas/billing';
import type { CompanyView } from '../../common/schemas/companies';
import { MIN_FILTER_LENGTH } from '../../common/validation';
import { request } from './http';

export type { ChargeStatus, FinancialRecordView };

/** What the list is filtered by (every one optional), as the address keeps it. */
export interface ChargeFilters {
  status?: ChargeStatus;
  empresa_id?: number;
  /** Due date from / to (YYYY-MM-DD). */
  de?: string;
  ate?: string;
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

export interface ChargeTotals {
  valor: number;
  pago: number;
  em_aberto: number;
  vencido: number;
}

export interface ChargePage {
  data: FinancialRecordView[];
  total: number;
  totais: ChargeTotals;
}

export interface ChargeEvent {
  id: number;
  evento_id: string;
  evento: string;
  recebido_em: string;
  processado_em: string | null;
  resultado: string | null;
  status_provedor: string | null;
}

/** The most the list answers per page: the export walks the pages at this size. */
export const EXPORT_PAGE_SIZE = 100;

type Saved = { message: string; data: FinancialRecordView };

export const adminBillingApi = {
  charges: (filters: ChargeFilters, page: number, perPage: number) =>
    request<ChargePage>('/api/admin/financeiro', { query: { ...filters, page, perPage } }),

  /** Every charge the filters match, page after page. */
  async allCharges(filters: ChargeFilters): Promise<FinancialRecordView[]> {
    const all: FinancialRecordView[] = [];
    for (let page = 1; ; page++) {
      const { data, total } = await adminBillingApi.charges(filters, page, EXPORT_PAGE_SIZE);
      all.push(...data);
      if (data.length < EXPORT_PAGE_SIZE || all.length >= total) return all;
    }
  },

  /** Records a payment received outside the provider (money, transfer…): the charge is paid, "baixa manual". */
  markPaid: (id: number) =>
    request<Saved>(`/api/financeiro/${id}/status`, { method: 'PUT', body: { fin_status: FIN_STATUS.PAID } }),

  /** Refunds a paid provider charge: all of it, or `valor` reais. */
  refund: (id: number, valor?: number) =>
    request<Saved>(`/api/admin/financeiro/${id}/estorno`, {
      method: 'POST',
      body: valor === undefined ? {} : { valor },
      handle: [422],
    }),

  events: async (id: number) =>
    (await request<{ data: ChargeEvent[] }>(`/api/admin/financeiro/${id}/eventos`)).data,

  /** Companies for the filter: by name or CNPJ once the text is long enough, else the first ones. */
  companies: async (text: string) => {
    const q = text.trim();
    return (
      await request<{ data: CompanyView[]; total: number }>('/api/empresas', {
        query: {
          page: 1,
          perPage: 20,
          sort: 'razao_social',
          order: 'asc',
          ...(q.length > MIN_FILTER_LENGTH ? { q } : {}),
        },
      })
    ).data;
  },

  company: async (id: number) => (await request<{ data: CompanyView }>(`/api/empresa/${id}/detalhes`)).data,
};
