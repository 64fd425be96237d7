// The public signing calls (no login: the personal link token is the credential) as typed
// functions: the signer's page, the one-time code, the act, the denial, the signatory's sign-up
// and the public verification. The only place the SPA names these URLs.
import type { MarkView } from '../../common/schemas/signatureFields';
import type {
  ActBody,
  CodeSent,
  DeadlinePassed,
  SignatoryRegisterBody,
  SignatoryRegistration,
  SignerView,
  VerificationResult,
} from '../../common/schemas/signing';
import type { MarkType } from '../../common/signatureFields';
import { HttpError, request } from './http';

export type { CodeSent, DeadlinePassed, MarkView, SignatoryRegistration, SignerView, VerificationResult };

/**
 * The 410 DEADLINE_PASSED inside a failure (its date and document's name '' when missing), or null
 * for any other failure (an expired link…).
 */
export function deadlinePassed(err: unknown): DeadlinePassed | null {
  if (!(err instanceof HttpError) || err.status !== 410 || err.body.code !== 'DEADLINE_PASSED') return null;
  const { prazo, documento } = err.body;
  const nome = (documento as { nome?: unknown } | null | undefined)?.nome;
  return {
    message: err.message,
    code: 'DEADLINE_PASSED',
    prazo: typeof prazo === 'string' ? prazo : '',
    documento: { nome: typeof nome === 'string' ? nome : '' },
  };
}

const token = (t: string) => encodeURIComponent(t);

/** Statuses the pages show themselves (their own messages); others go to the global catalogue. */
const LINK_FAILURES = [404, 410];
const FORM_FAILURES = [404, 410, 422, 429];

export const signingPublicApi = {
  /**
   * What the link's owner is asked to do, on which document. 410: expired link, or the deadline
   * passed (code DEADLINE_PASSED); 404: unknown.
   */
  view: (t: string) =>
    request<SignerView>(`/api/assinar/${token(t)}`, { auth: false, handle: LINK_FAILURES }),
  /** Sends a one-time code to the signer's e-mail; 429 when asked again too soon. */
  sendCode: (t: string) =>
    request<CodeSent>(`/api/assinar/${token(t)}/codigo`, {
      method: 'POST',
      auth: false,
      handle: FORM_FAILURES,
    }),
  /** Performs the act; 422 with errors.codigo on a wrong or expired code. */
  act: (t: string, body: ActBody) =>
    request<SignerView>(`/api/assinar/${token(t)}`, {
      method: 'POST',
      body,
      auth: false,
      handle: FORM_FAILURES,
    }),
  /**
   * Adopts the signer's signature or rubrica (multipart: `origem` and the PNG/JPEG part `imagem`, see
   * signingApi's markForm); 413 too large, 422 not PNG/JPEG, empty, or a mark no field of theirs takes.
   */
  adoptMark: (t: string, tipo: MarkType, form: FormData) =>
    request<{ marca: MarkView }>(`/api/assinar/${token(t)}/marca/${tipo}`, {
      method: 'PUT',
      body: form,
      auth: false,
      handle: [...FORM_FAILURES, 409, 413],
    }),
  /** Refuses the document, with a reason (required, 3+ characters). */
  deny: (fileId: number, t: string, motivo: string) =>
    request<SignerView>(`/api/arquivo/${fileId}/negar-publico`, {
      method: 'PUT',
      body: { token: t, motivo },
      auth: false,
      handle: FORM_FAILURES,
    }),
  /** Who the link belongs to, to prefill the signatory's sign-up. */
  registration: (t: string) =>
    request<SignatoryRegistration>(`/api/cadastro-signatario/${token(t)}`, {
      auth: false,
      handle: LINK_FAILURES,
    }),
  register: (body: SignatoryRegisterBody) =>
    request<{ message: string }>('/api/signatario/cadastrar', {
      method: 'POST',
      body,
      auth: false,
      handle: FORM_FAILURES,
    }),
  /** Checks a file against the completed documents (multipart, one field named "file"). */
  verifyFile: (file: File, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return request<VerificationResult>('/api/verificar', {
      method: 'POST',
      body: form,
      auth: false,
      handle: [404, 413, 415, 422, 429],
      signal,
    });
  },
  /** A completed document by the verification code printed on its certificate. */
  verifyCode: (codigo: string) =>
    request<VerificationResult>(`/api/verificar/${encodeURIComponent(codigo)}`, {
      auth: false,
      handle: [404],
    }),
};
