// The signed-in user's own profile (spec §2 '/profile'): personal data, photo, e-mails, phones,
// addresses and password. Two-factor, language and skin use the calls of authApi. Field refusals
// (422) and the photo's size refusal (413) are shown by the forms themselves.
import type {
  PhoneType,
  Profile,
  ProfileAddress,
  ProfileEmail,
  ProfilePhone,
} from '../../common/schemas/profile';
import type { Marks, MarkView } from '../../common/schemas/signatureFields';
import type { MarkType } from '../../common/signatureFields';
import { authApi } from './authApi';
import { request } from './http';

export type { Marks, MarkView, Profile, ProfileAddress, ProfileEmail, ProfilePhone };
export type PhoneKind = PhoneType;
/** The phone kinds, in the order the form offers them (the API's PHONE_TYPES). */
export const PHONE_KINDS: readonly PhoneKind[] = ['celular', 'fixo', 'whatsapp'];

export type EmailBody = Omit<ProfileEmail, 'id'>;
export type PhoneBody = Omit<ProfilePhone, 'id'>;
export type AddressBody = Omit<ProfileAddress, 'id' | 'municipio_nome' | 'uf'>;

/** The three lists of contacts, by their path under /api/usuario/. */
export interface ContactKinds {
  email: { body: EmailBody; item: ProfileEmail };
  phone: { body: PhoneBody; item: ProfilePhone };
  address: { body: AddressBody; item: ProfileAddress };
}
export type ContactKind = keyof ContactKinds;

const item = (kind: ContactKind, id: number) => `/api/usuario/${kind}/${encodeURIComponent(String(id))}`;

export const profileApi = {
  get: () => request<{ data: Profile }>('/api/usuario/perfil').then((r) => r.data),
  update: (body: { nome: string; documento: string | null; phone: string | null }) =>
    request<{ message: string; data: Profile }>('/api/user', { method: 'PUT', body, handle: [422] }),
  /** "Empresa ao entrar": one of profile.empresas, or null to be asked at every sign-in (422: not one). */
  setDefaultCompany: (empresa_padrao_id: number | null) =>
    request<{ message: string; data: Pick<Profile, 'empresas' | 'empresa_padrao_id'> }>(
      '/api/usuario/perfil/empresa-padrao',
      { method: 'PUT', body: { empresa_padrao_id }, handle: [422] },
    ),
  uploadPhoto: (file: File) => {
    const form = new FormData();
    form.append('foto', file);
    return request<{ message: string; foto_url: string }>('/api/usuario/photo', {
      method: 'POST',
      body: form,
      handle: [413, 422],
    });
  },
  removePhoto: () => request<{ message: string }>('/api/usuario/photo', { method: 'DELETE' }),
  /** The saved signature and rubrica (null where none), reused when signing signed in. */
  marks: () => request<{ data: Marks }>('/api/usuario/marcas').then((r) => r.data),
  /** Saves a signature or rubrica (multipart from signingApi's markForm); 413 too large, 422 not PNG/JPEG or empty. */
  saveMark: (tipo: MarkType, form: FormData) =>
    request<{ message: string; data: MarkView }>(`/api/usuario/marca/${tipo}`, {
      method: 'PUT',
      body: form,
      handle: [413, 422],
    }),
  removeMark: (tipo: MarkType) =>
    request<{ message: string }>(`/api/usuario/marca/${tipo}`, { method: 'DELETE' }),
  add: <K extends ContactKind>(kind: K, body: ContactKinds[K]['body']) =>
    request<{ message: string; data: ContactKinds[K]['item'] }>(`/api/usuario/${kind}`, {
      method: 'POST',
      body,
      handle: [422],
    }),
  edit: <K extends ContactKind>(kind: K, id: number, body: ContactKinds[K]['body']) =>
    request<{ message: string; data: ContactKinds[K]['item'] }>(item(kind, id), {
      method: 'PUT',
      body,
      handle: [422],
    }),
  remove: (kind: ContactKind, id: number) =>
    request<{ message: string }>(item(kind, id), { method: 'DELETE' }),
  changePassword: (body: { old_password: string; password: string; password_confirmation: string }) =>
    request<{ message: string }>('/api/usuario/password/', { method: 'PUT', body, handle: [422] }),
  otpEnrol: authApi.otpEnrol,
  changeTwoFactor: authApi.changeTwoFactor,
};
