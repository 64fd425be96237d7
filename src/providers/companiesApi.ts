// The companies area's calls outside react-admin's CRUD: the status toggle and the restore, and a
// company's own data as its members holding company.manage read and edit it.
import type { CompanyUpdateBody, CompanyView } from '../../common/schemas/companies';
import { recordActions } from './dataProvider';
import { request } from './http';

export type { CompanyView };
/** What a member edits: the documents stay as they are (left out). */
export type OwnCompanyBody = Omit<CompanyUpdateBody, 'documento' | 'cnpj_matriz'>;

export const companiesApi = {
  /** Switches the company between active and inactive (inactive: its users cannot sign in). */
  toggleStatus: (id: number | string) => recordActions.toggleStatus<CompanyView>('companies', id),
  /** Brings a deleted company back (422 when another company holds its CNPJ now). */
  restore: (id: number | string) => recordActions.restore<CompanyView>('companies', id),
  details: async (id: number) => (await request<{ data: CompanyView }>(`/api/empresa/${id}/detalhes`)).data,
  /** A 422 is left to the form, which shows each field's message under it. */
  saveOwn: (id: number, body: OwnCompanyBody) =>
    request<{ message: string; data: CompanyView }>(`/api/empresa/${id}/editar`, {
      method: 'PUT',
      body,
      handle: [422],
    }),
  /** The company's logo (multipart "logo"); a 413 or 422 is left to the picker, which shows it. */
  uploadLogo: (id: number, file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return request<{ message: string; logo_url: string }>(`/api/empresa/${id}/logo`, {
      method: 'PUT',
      body: form,
      handle: [413, 422],
    });
  },
  removeLogo: (id: number) => request<{ message: string }>(`/api/empresa/${id}/logo`, { method: 'DELETE' }),
};
