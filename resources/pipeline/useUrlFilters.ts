// The pipeline's filters in plain words in the address (/processos?status=waiting&de=2026-11-01, what
// a dashboard card links to), turned into react-admin's own list address (?filter={…}) before the
// list first asks for data, so the list opens filtered and its filter form shows them. Read and
// written through react-admin's router hooks: the address its list reads.
import { useLayoutEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-admin';

/** The filters a link may give as plain parameters; `status` may hold several, comma-separated. */
export const URL_FILTERS = [
  'status',
  'solicitante_id',
  'de',
  'ate',
  'modelo_id',
  'signatario',
  'q',
  'vence_em_dias',
] as const;

/** react-admin's list parameters for these plain ones, or null when there are none. */
export function listSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const given = URL_FILTERS.filter((k) => params.get(k));
  if (given.length === 0) return null;
  const filter = Object.fromEntries(
    given.map((k) => {
      const value = params.get(k) as string;
      return [k, k === 'status' ? value.split(',').filter(Boolean) : value];
    }),
  );
  const out = new URLSearchParams();
  out.set('filter', JSON.stringify(filter));
  out.set('displayedFilters', JSON.stringify(Object.fromEntries(given.map((k) => [k, true]))));
  out.set('page', '1');
  for (const k of ['sort', 'order', 'perPage']) {
    const v = params.get(k);
    if (v) out.set(k, v);
  }
  return `?${out}`;
}

/** False while the address still holds plain filters (the list waits for react-admin's form of them). */
export function useUrlFilters(): boolean {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const next = useMemo(() => listSearch(search), [search]);
  useLayoutEffect(() => {
    if (next !== null) navigate({ pathname, search: next }, { replace: true });
  }, [navigate, pathname, next]);
  return next === null;
}
