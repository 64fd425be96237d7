// The base data provider for list/edit resources, following the API conventions of DESIGN.md:
// lists are GET /api/<plural>?page=&perPage=&sort=&order=&q=&<field>= → { data, total }, and the
// spec's generic record actions (/api/{route}/{id}/deletar|status|detalhes|recuperar) plus
// /cadastrar and /editar. Each resource names its plural and singular routes; resources with
// calls of their own extend this provider.
import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { request } from './http';

export interface ResourceRoutes {
  /** List path segment, e.g. 'planos'. */
  list: string;
  /** Record path segment, e.g. 'plano' for /api/plano/{id}/editar. */
  record: string;
}

const unwrap = <T>(body: unknown): T =>
  (body && typeof body === 'object' && 'data' in body ? (body as { data: T }).data : body) as T;

export function restDataProvider(routes: Record<string, ResourceRoutes>): DataProvider {
  const route = (resource: string): ResourceRoutes =>
    routes[resource] ?? { list: resource, record: resource };
  /** The API serves at most this many rows a page (exports ask for more: they are fetched page by page). */
  const API_PAGE = 100;
  // biome-ignore lint/suspicious/noExplicitAny: react-admin's record type parameter is chosen by the caller.
  const list = async (resource: string, query: Record<string, string | number | undefined>): Promise<any> => {
    const path = `/api/${route(resource).list}`;
    const perPage = Number(query.perPage ?? 25);
    const page = Number(query.page ?? 1);
    if (perPage <= API_PAGE) {
      const res = await request<{ data: RaRecord[]; total: number }>(path, { query });
      return { data: res.data, total: res.total };
    }
    // A big page (e.g. the Excel export's) is read as consecutive API pages covering the same rows.
    const first = (page - 1) * perPage;
    const skip = first % API_PAGE;
    const data: RaRecord[] = [];
    let total = 0;
    for (let apiPage = Math.floor(first / API_PAGE) + 1; data.length < skip + perPage; apiPage++) {
      const res = await request<{ data: RaRecord[]; total: number }>(path, {
        query: { ...query, page: apiPage, perPage: API_PAGE },
      });
      total = res.total;
      data.push(...res.data);
      if (res.data.length < API_PAGE || apiPage * API_PAGE >= total) break;
    }
    return { data: data.slice(skip, skip + perPage), total };
  };
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const one = async (resource: string, id: Identifier): Promise<any> =>
    unwrap<RaRecord>(await request(`/api/${route(resource).record}/${id}/detalhes`));

  return {
    getList: (resource, { pagination, sort, filter }) =>
      list(resource, {
        page: pagination?.page,
        perPage: pagination?.perPage,
        sort: sort?.field,
        order: sort?.order?.toLowerCase(),
        ...filter,
      }),
    getOne: async (resource, { id }) => ({ data: await one(resource, id) }),
    getMany: async (resource, { ids }) => ({ data: await Promise.all(ids.map((id) => one(resource, id))) }),
    getManyReference: (resource, { target, id, pagination, sort, filter }) =>
      list(resource, {
        page: pagination.page,
        perPage: pagination.perPage,
        sort: sort.field,
        order: sort.order.toLowerCase(),
        ...filter,
        [target]: String(id),
      }),
    create: async (resource, { data }) => ({
      data: unwrap(await request(`/api/${route(resource).record}/cadastrar`, { method: 'POST', body: data })),
    }),
    update: async (resource, { id, data }) => ({
      data: unwrap(
        await request(`/api/${route(resource).record}/${id}/editar`, { method: 'PUT', body: data }),
      ),
    }),
    updateMany: async (resource, { ids, data }) => {
      await Promise.all(
        ids.map((id) =>
          request(`/api/${route(resource).record}/${id}/editar`, { method: 'PUT', body: data }),
        ),
      );
      return { data: ids };
    },
    delete: async (resource, { id, previousData }) => {
      await request(`/api/${route(resource).record}/${id}/deletar`, { method: 'DELETE' });
      return { data: (previousData ?? { id }) as never };
    },
    deleteMany: async (resource, { ids }) => {
      await Promise.all(
        ids.map((id) => request(`/api/${route(resource).record}/${id}/deletar`, { method: 'DELETE' })),
      );
      return { data: ids };
    },
  };
}

/**
 * Each resource's paths, from its manifest's API declaration: the admin app registers them from
 * resources/index.ts when it loads (the pages that call the API load after it), so this module,
 * which many pages import, does not carry the manifests.
 */
const RESOURCE_ROUTES: Record<string, ResourceRoutes> = {};

export const registerResourceRoutes = (routes: Record<string, ResourceRoutes>) =>
  Object.assign(RESOURCE_ROUTES, routes);

export const dataProvider = restDataProvider(RESOURCE_ROUTES);

const recordPath = (resource: string, id: Identifier) =>
  `/api/${RESOURCE_ROUTES[resource]?.record ?? resource}/${encodeURIComponent(String(id))}`;

/** The spec's generic record actions, for any resource (the answer carries the record as `data`). */
export const recordActions = {
  /** Soft delete; refused (422, with the reason) where a rule forbids it. */
  remove: (resource: string, id: Identifier) =>
    request<{ message: string }>(`${recordPath(resource, id)}/deletar`, { method: 'DELETE' }),
  /** Active ⇄ inactive. */
  toggleStatus: <T = RaRecord>(resource: string, id: Identifier) =>
    request<{ message: string; data: T }>(`${recordPath(resource, id)}/status`, { method: 'PUT' }),
  /** Back from the deleted list. */
  restore: <T = RaRecord>(resource: string, id: Identifier) =>
    request<{ message: string; data: T }>(`${recordPath(resource, id)}/recuperar`, { method: 'PUT' }),
};

/** A spreadsheet (.csv/.xls/.xlsx) of records for a resource that imports them: POST /api/{list}/importar. */
export const importSheet = <T>(resource: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<{ message: string; data: T }>(
    `/api/${RESOURCE_ROUTES[resource]?.list ?? resource}/importar`,
    {
      method: 'POST',
      body: form,
    },
  );
};

/** Calls the app makes outside react-admin's CRUD (the only other place URLs live). */
export const appApi = {
  companyMembers: () =>
    request<{ data: { id: number; nome: string; email: string }[] }>('/api/empresa/usuarios'),
  pendingTerms: () =>
    request<{ data: { id: number; termo_descricao: string; approved_at: string | null }[] }>(
      '/api/termos/pendentes',
    ),
};
