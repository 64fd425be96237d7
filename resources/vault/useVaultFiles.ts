// The files shown: the current folder's (or, while searching, the whole vault's hits), one page of
// 25 at a time, sorted by a column, with the rows the user has ticked.
import { useEffect, useState } from 'react';
import { type FileSort, type FileView, vaultApi } from '../../src/providers/vaultApi';

export const FILES_PER_PAGE = 25;
/** The API filters text from this length on (shorter: 422 'validation.filter_min'). */
export const SEARCH_MIN = 4;

export interface Sort {
  field: FileSort;
  order: 'asc' | 'desc';
}

export interface VaultFiles {
  data: FileView[];
  total: number;
  loading: boolean;
  page: number;
  setPage(page: number): void;
  sort: Sort;
  /** Sorts by `field`: in `order`, or the other way round when it is already the field. */
  setSort(field: FileSort, order?: Sort['order']): void;
  selected: Set<number>;
  toggle(id: number): void;
  toggleAll(): void;
  clearSelection(): void;
  refresh(): void;
}

/** `folderId` undefined: the level is not known yet, so nothing is fetched. */
export function useVaultFiles(folderId: number | null | undefined, search: string): VaultFiles {
  const q = search.trim().length >= SEARCH_MIN ? search.trim() : '';
  const key = `${folderId}|${q}`;
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const [sort, setSortState] = useState<Sort>({ field: 'nome', order: 'asc' });
  const [tick, setTick] = useState(0);
  const [result, setResult] = useState<{ data: FileView[]; total: number }>({ data: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<Set<number>>(new Set());

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick asks for the same page again.
  useEffect(() => {
    if (folderId === undefined) return;
    const control = new AbortController();
    setLoading(true);
    vaultApi
      .files(
        {
          pasta_id: folderId,
          ...(q ? { q, scope: 'all' as const } : {}),
          sort: sort.field,
          order: sort.order,
          page,
          perPage: FILES_PER_PAGE,
        },
        control.signal,
      )
      .then(
        (r) => {
          // A page emptied by deletions or moves falls back to the last page that has rows.
          const last = Math.max(1, Math.ceil(r.total / FILES_PER_PAGE));
          if (r.data.length === 0 && page > last) setPaging({ key, page: last });
          setResult({ data: r.data, total: r.total });
          setLoading(false);
        },
        (err: Error) => {
          if (err.name !== 'AbortError') setLoading(false);
        },
      );
    return () => control.abort();
  }, [folderId, q, sort, page, tick]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new folder, search or page starts unticked.
  useEffect(() => setSelected(new Set()), [key, page]);

  return {
    ...result,
    loading,
    page,
    setPage: (p) => setPaging({ key, page: p }),
    sort,
    setSort: (field, order) => {
      setSortState((s) => ({
        field,
        order: order ?? (s.field === field && s.order === 'asc' ? 'desc' : 'asc'),
      }));
      setPaging({ key, page: 1 });
    },
    selected,
    toggle: (id) =>
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () =>
      setSelected((s) => (s.size === result.data.length ? new Set() : new Set(result.data.map((f) => f.id)))),
    clearSelection: () => setSelected(new Set()),
    refresh: () => setTick((t) => t + 1),
  };
}
