import { afterEach, describe, expect, it, vi } from 'vitest';
import { restDataProvider } from '../../src/providers/dataProvider';

const ROWS = Array.from({ length: 250 }, (_, i) => ({ id: i + 1 }));

function serveList() {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      seen.push(url);
      const params = new URL(url, 'http://x').searchParams;
      const page = Number(params.get('page'));
      const perPage = Number(params.get('perPage'));
      if (perPage > 100) return new Response('{"message":"too big"}', { status: 422 });
      const data = ROWS.slice((page - 1) * perPage, page * perPage);
      return new Response(JSON.stringify({ data, total: ROWS.length }), { status: 200 });
    }),
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('the REST data provider', () => {
  const provider = restDataProvider({ plans: { list: 'planos', record: 'plano' } });
  const params = (page: number, perPage: number) => ({
    pagination: { page, perPage },
    sort: { field: 'nome', order: 'ASC' as const },
    filter: { q: 'plano' },
  });

  it('asks the list path with page, sort, order and filters', async () => {
    const seen = serveList();
    const res = await provider.getList('plans', params(2, 25));
    expect(res.total).toBe(250);
    expect(res.data.map((r) => r.id)).toEqual(ROWS.slice(25, 50).map((r) => r.id));
    expect(seen[0]).toBe('/api/planos?page=2&perPage=25&sort=nome&order=asc&q=plano');
  });

  it('reads a page bigger than the API allows (the Excel export) as consecutive API pages', async () => {
    const seen = serveList();
    const all = await provider.getList('plans', params(1, 1000));
    expect(all.data).toHaveLength(250);
    expect(all.data.at(-1)?.id).toBe(250);
    expect(seen).toHaveLength(3);
    const second = await provider.getList('plans', params(2, 120));
    expect(second.data.map((r) => r.id)).toEqual(ROWS.slice(120, 240).map((r) => r.id));
  });
});
