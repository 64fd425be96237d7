// The Auth calls of spec §7 as typed functions: the only place the SPA names these URLs.
import type { MessageFileLimits } from '../../common/messaging/fileLimits';
import type { CompanyChoice, Identity } from '../../common/schemas/auth';
import { request } from './http';
import { REFRESH_IN_COOKIE, type Tokens } from './session';

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
  token_otp?: string;
  empresa_id?: number;
  /** With empresa_id: enter this company at every later login without asking. */
  lembrar_empresa?: boolean;
}

export type { CompanyChoice, Identity };

export interface ClientSettings {
  app_name: string;
  logo_url: string | null;
  primary_color: string;
  secondary_color: string;
  recaptcha_site_key: string | null;
  trial_days: number;
  /** The support widget's contacts (digits with country code; an address); both null: no widget. */
  support: { whatsapp: string | null; email: string | null };
  /** The vault's upload limits: checked in the browser before sending, enforced by the API. */
  upload: { max_bytes: number; allowed_types: string[]; extensions: string[] };
  /** The largest profile photo the API takes (PHOTO_MAX_BYTES). */
  photo: { max_bytes: number };
  /** The largest file a message carries: media and documents (checked before sending). */
  messaging: MessageFileLimits;
  /** The CEP and CNPJ JSONP services ('{cep}' / '{cnpj}' replaced, callback=<fn> appended). */
  lookups: { cep_url: string; cnpj_url: string };
}

export interface Term {
  id: number | null;
  termo_descricao: string;
  approved_at: string | null;
}

const post = <T>(path: string, body: unknown, handle: number[] = [422, 429, 404]) =>
  request<T>(path, { method: 'POST', body, auth: false, handle });
/** A call that signs in: the refresh token comes back as the HttpOnly cookie, not in the body. */
const open = <T extends Tokens>(path: string, body: unknown) =>
  request<T>(path, {
    method: 'POST',
    body,
    auth: false,
    handle: [422, 429, 404],
    headers: REFRESH_IN_COOKIE,
  });

export const authApi = {
  /** Refusals (422/429) are left to the login form, which picks its next step from body.code. */
  login: (input: LoginInput) => open<Tokens>('/api/login', input),
  logout: () => request<{ message: string }>('/api/logout', { handle: [401] }),
  /** Moves the session to another of the user's companies (a new session; the refresh cookie too). */
  switchCompany: (empresaId: number) =>
    request<Tokens & { message: string }>('/api/auth/empresa', {
      method: 'POST',
      body: { empresa_id: empresaId },
      headers: REFRESH_IN_COOKIE,
    }),
  identity: () => request<Identity>('/api/auth/user'),
  permissions: () => request<{ ambient: string | null; permissions: string[] }>('/api/auth/permission'),
  otpEnrol: () =>
    request<{ enabled: boolean; secret: string | null; otpauth_url: string | null }>('/api/auth/otp'),
  changeTwoFactor: (enable: boolean, token_otp: string) =>
    request<{ message: string }>('/api/auth/change-two-factory', {
      method: 'PUT',
      body: { enable, token_otp },
      handle: [422],
    }),
  initClient: () => request<ClientSettings>('/api/init/client', { auth: false, handle: 'all' }),
  eula: () => request<Term>('/api/eula', { auth: false }),
  registerTrial: (body: Record<string, unknown>) =>
    open<Tokens & { message: string }>('/api/register-trial', body),
  preRegister: (body: Record<string, unknown>) => post<{ message: string }>('/api/cadastro-publico', body),
  confirmEmail: (tokenId: string) =>
    request<{
      message: string;
      /** account: the link confirmed an existing account's e-mail (a trial owner's), nothing to complete. */
      data: { name: string; email: string; completed: boolean; account?: boolean };
    }>(`/api/confirmar-email/${encodeURIComponent(tokenId)}`, { auth: false, handle: [404] }),
  /** Mails the signed-in user a new link confirming their e-mail. */
  resendConfirmation: () =>
    request<{ message: string }>('/api/usuario/reenviar-confirmacao', { method: 'POST' }),
  completeRegistration: (body: Record<string, unknown>) =>
    open<Tokens & { message: string }>('/api/usuario/confirmar', body),
  passwordEmail: (email: string, captcha: { grecaptcha?: string } = {}) =>
    post<{ message: string }>('/api/password/email', { email, ...captcha }),
  passwordReset: (body: Record<string, unknown>) => post<{ message: string }>('/api/password/reset', body),
  invite: (token: string) =>
    request<{
      data: {
        email: string;
        nome: string | null;
        empresa: { id: number; nome: string };
        account_exists: boolean;
      };
    }>(`/api/cadastro-usuario/${encodeURIComponent(token)}`, { auth: false, handle: [404] }),
  inviteSignUp: (body: Record<string, unknown>) =>
    open<Tokens & { message: string }>('/api/usuario/cadastrar', body),
  changeLanguage: (lang: 'pt_BR' | 'en') =>
    request(`/api/usuario/change-language/${lang}`, { method: 'PUT', handle: [401, 422] }),
  changeSkin: (skin: string) =>
    request(`/api/usuario/change-skin/${skin}`, { method: 'PUT', handle: [401, 422] }),
  acceptTerms: (ids: number[]) =>
    request<{ message: string }>('/api/termos/aceitar', { method: 'PUT', body: { termos: ids } }),
};
