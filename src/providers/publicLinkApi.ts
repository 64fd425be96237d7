// The public calls of a template's public link (/m/{token}; no login, the link token is the
// credential): what the link offers, the code that confirms the visitor's e-mail, and the start of
// the document. The only place the SPA names these URLs.
import type {
  PublicLinkCodeSent,
  PublicLinkStarted,
  PublicTemplateView,
} from '../../common/schemas/templates';
import { request } from './http';

export type { PublicLinkCodeSent, PublicLinkStarted, PublicTemplateView };

/** The visitor's details, as typed (the API strips the CPF's mask). */
export interface VisitorDetails {
  nome: string;
  email: string;
  cpf: string;
  grecaptcha?: string;
}

const path = (token: string) => `/api/publico/modelo/${encodeURIComponent(token)}`;

/** Statuses the page shows itself (its own messages); others go to the global catalogue. */
const FORM_FAILURES = [404, 409, 422, 429];

export const publicLinkApi = {
  /** The template's name, the company and the role the visitor takes; 404 when the link is gone. */
  view: (token: string) => request<PublicTemplateView>(path(token), { auth: false, handle: [404] }),
  /** E-mails a six-digit code to the visitor; 429 past the link's limits. */
  sendCode: (token: string, body: VisitorDetails) =>
    request<PublicLinkCodeSent>(`${path(token)}/codigo`, {
      method: 'POST',
      body,
      auth: false,
      handle: FORM_FAILURES,
    }),
  /** Creates the document with the confirmed visitor; answers their signing link. 422 on `codigo` when wrong. */
  start: (token: string, body: VisitorDetails & { codigo: string }) =>
    request<PublicLinkStarted>(path(token), { method: 'POST', body, auth: false, handle: FORM_FAILURES }),
};
