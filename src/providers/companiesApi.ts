// The companies area's calls outside react-admin's CRUD: the status toggle and the restore.
import type { CompanyView } from '../../common/schemas/companies';
import { request } from './http';

export type { CompanyView };

export const companiesApi = {
  /** Switches the company between active and inactive (inactive: its users cannot sign in). */
  toggleStatus: (id: number | string) =>
    request<{ message: string; data: CompanyView }>(`/api/empresa/${id}/status`, { method: 'PUT' }),
  /** Brings a deleted company back (422 when another company holds its CNPJ now). */
  restore: (id: number | string) =>
    request<{ message: string; data: CompanyView }>(`/api/empresa/${id}/recuperar`, { method: 'PUT' }),
};
