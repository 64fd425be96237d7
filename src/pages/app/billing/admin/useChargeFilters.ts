// The admin charges list's filters and page, kept in the address (/admin/financeiro?status=paid&
// empresa_id=7&de=2026-01-01…), so a link opens the same view and going back undoes a change. What
// the API would refuse (an unknown status, a search of 3 letters or fewer) is left out.
import { useSearchParams } from 'react-router';
import { CHARGE_STATUSES } from '../../../../../common/constants';
import { MIN_FILTER_LENGTH } from '../../../../../common/validation';
import type { ChargeFilters, ChargeStatus } from '../../../../providers/adminBillingApi';

export const FILTER_KEYS = ['status', 'empresa_id', 'de', 'ate', 'q'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isStatus = (v: string | null): v is ChargeStatus => CHARGE_STATUSES.some((s) => s === v);

/** The filters an address holds. */
export function filtersOf(params: URLSearchParams): ChargeFilters {
  const filters: ChargeFilters = {};
  const status = params.get('status');
  if (isStatus(status)) filters.status = status;
  const company = Number(params.get('empresa_id'));
  if (Number.isInteger(company) && company > 0) filters.empresa_id = company;
  const from = params.get('de');
  if (isDay(from)) filters.de = from;
  const to = params.get('ate');
  if (isDay(to)) filters.ate = to;
  const q = params.get('q')?.trim() ?? '';
  if (q.length > MIN_FILTER_LENGTH) filters.q = q;
  const sort = params.get('sort');
  if (sort) filters.sort = sort;
  const order = params.get('order');
  if (order === 'asc' || order === 'desc') filters.order = order;
  return filters;
}

export function useChargeFilters() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  /** Sets (or, given '' or undefined, removes) filters; any filter change goes back to page 1. */
  const setFilters = (changes: Partial<Record<FilterKey, string | undefined>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete('page');
      return next;
    });
  const setPage = (n: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return next;
    });
  return {
    filters: filtersOf(params),
    /** The search text as the address has it (even while too short to filter by). */
    text: params.get('q') ?? '',
    page,
    setFilters,
    setPage,
    clear: () => setParams(new URLSearchParams()),
  };
}
