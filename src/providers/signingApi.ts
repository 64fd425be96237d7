// Electronic signature calls of the signed-in app: the owner's side (send a file for signature, follow
// the process, remind, remove a signatory, cancel, download the sealed version), the signer's side
// (the inbox across companies, the document to act on, the one-time code, sign or refuse) and the
// platform certificate's validity for administrators. A process may have a deadline (prazo), moved
// by its requester or a manager while it waits. Each signatory is reached by e-mail, by WhatsApp from
// one of the company's devices, or both.

import type { Language } from '../../common/constants';
import type { FileUrl, FileVersion } from '../../common/schemas/files';
import type { DeviceView } from '../../common/schemas/messaging';
import type { DocumentPages, FieldInput, FieldValues, MarkView } from '../../common/schemas/signatureFields';
import type {
  CertificateInfo,
  CodeSent,
  InboxItem,
  SignatoryView,
  SignerView,
  SigningDraft,
  SigningDraftBody,
  SigningProcess,
} from '../../common/schemas/signing';
import type { MarkSource, MarkType } from '../../common/signatureFields';
import type { SignatureType, SigningChannel } from '../../common/signing';
import { type RequestOptions, request } from './http';

export type {
  CertificateInfo,
  CodeSent,
  DocumentPages,
  FieldInput,
  InboxItem,
  MarkView,
  SignatoryView,
  SignerView,
  SigningDraft,
  SigningDraftBody,
  SigningProcess,
};

/** A mark's image as the adoption made it (drawn, typed or uploaded), for a multipart upload. */
export function markForm(
  image: Blob,
  origem: Exclude<MarkSource, 'perfil'>,
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('origem', origem);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  form.append('imagem', image, image.type === 'image/jpeg' ? 'marca.jpg' : 'marca.png');
  return form;
}

/** Statuses the caller shows itself (beside a field) instead of a toast. */
type Handle = RequestOptions['handle'];

/** One signatory as sent: a company user (user_id) or an external person (nome, email…). */
export interface SignatoryRequest {
  user_id?: number;
  nome?: string;
  /** Null: an external person reached by WhatsApp only. */
  email?: string | null;
  /** Required when the channel uses WhatsApp (also for a company user). */
  phone?: string | null;
  cpf?: string | null;
  tipo: SignatureType;
  exige_codigo: boolean;
  canal: SigningChannel;
  /** The device that sends their WhatsApp messages; null: the company's first connected one. */
  device_id?: number | null;
  /** The language of their messages. */
  idioma: Language;
}

export interface SigningRequest {
  sequencial: boolean;
  mensagem: string | null;
  signatarios: SignatoryRequest[];
  /** The last day to sign (YYYY-MM-DD, until its end in Brasília); 422 on `prazo` when past. */
  prazo?: string | null;
  /** Remind the pending signatories every N days (1 to 30). */
  lembrete_dias?: number | null;
  /** Where each signatory signs, initials and fills in (PDFs); none: no visible fields. */
  campos?: FieldInput[];
  /** Also place a field at every {{tipo:n}} anchor in the PDF's text. */
  ancoras?: boolean;
}

/** A user of the signed-in user's company, for the signatory picker. */
export interface CompanyMember {
  id: number;
  nome: string;
  email: string;
}

/** A device of the company that may send a signatory's WhatsApp messages (only 'open' ones can). */
export type SenderDevice = Pick<DeviceView, 'id' | 'name' | 'state'>;

const file = (id: number) => `/api/arquivo/${encodeURIComponent(String(id))}`;

export const signingApi = {
  // ---- The owner's side ------------------------------------------------------------------------
  /** The company's active users (the picker of internal signatories). */
  members: async () => (await request<{ data: CompanyMember[] }>('/api/empresa/usuarios')).data,
  /**
   * The company's devices by name, for a signatory's WhatsApp sender. Failures stay quiet (without
   * devices.view the list is simply unknown and the API picks the first connected device).
   */
  senderDevices: async (): Promise<SenderDevice[]> =>
    (
      await request<{ data: DeviceView[] }>('/api/devices', {
        query: { page: 1, perPage: 100, sort: 'name', order: 'asc' },
        handle: 'all',
      })
    ).data.map(({ id, name, state }) => ({ id, name, state })),
  /** Sends a draft file for signature; the signatories are reached at once (by their channel). */
  request: (id: number, body: SigningRequest, handle?: Handle) =>
    request<SigningProcess>(`${file(id)}/assinaturas`, { method: 'POST', body, handle }),
  process: (id: number, handle?: Handle) => request<SigningProcess>(`${file(id)}/assinaturas`, { handle }),
  /** A new link to a signatory whose turn it is (the old one stops working). */
  remind: (id: number, signatoryId: number) =>
    request<SignatoryView>(`${file(id)}/assinatura/${signatoryId}/lembrete`, { method: 'POST' }),
  removeSignatory: (id: number, signatoryId: number, motivo: string, handle?: Handle) =>
    request<SigningProcess>(`${file(id)}/assinatura/${signatoryId}/deletar`, {
      method: 'DELETE',
      body: { motivo },
      handle,
    }),
  cancel: (id: number, motivo: string, handle?: Handle) =>
    request<SigningProcess>(`${file(id)}/cancelar`, { method: 'PUT', body: { motivo }, handle }),
  /** Sets or moves the deadline of a waiting process (409 once it ended; 422 `prazo` when past). */
  setDeadline: async (id: number, prazo: string, handle?: Handle) =>
    (
      await request<{ message: string; data: SigningProcess }>(`${file(id)}/prazo`, {
        method: 'PUT',
        body: { prazo },
        handle,
      })
    ).data,
  /** The PDF's pages as displayed (points) and the {{tipo:n}} anchors found in its text. */
  pages: (id: number, handle?: Handle) => request<DocumentPages>(`${file(id)}/paginas`, { handle }),
  /** The request being prepared on this file (rascunho null: none). */
  draft: (id: number, handle?: Handle) => request<SigningDraft>(`${file(id)}/rascunho`, { handle }),
  /** Keeps the request being prepared (422 on `campos.N…` for a field that does not fit). */
  saveDraft: (id: number, body: SigningDraftBody, handle?: Handle) =>
    request<SigningDraft>(`${file(id)}/rascunho`, { method: 'PUT', body, handle }),
  dropDraft: (id: number, handle?: Handle) =>
    request<{ message: string }>(`${file(id)}/rascunho`, { method: 'DELETE', handle }),
  /** A short-lived signed link (relative URL) to the original or to the sealed version. */
  fileUrl: (
    id: number,
    { disposition, versao }: { disposition: 'inline' | 'attachment'; versao?: FileVersion },
  ) => request<FileUrl>(`/api/file/${id}/url`, { query: { disposition, versao } }),

  // ---- The signer's side -----------------------------------------------------------------------
  inbox: (page: number, perPage: number) =>
    request<{ data: InboxItem[]; total: number }>('/api/inbox', { query: { page, perPage } }),
  /** 410: the deadline passed (the answer's message says when). */
  signerView: (id: number, handle?: Handle) => request<SignerView>(`${file(id)}/assinar`, { handle }),
  sendCode: (id: number, handle?: Handle) =>
    request<CodeSent>(`${file(id)}/codigo`, { method: 'POST', handle }),
  sign: (id: number, codigo: string | undefined, handle?: Handle, campos?: FieldValues) =>
    request<SignerView>(`${file(id)}/assinar`, {
      method: 'PUT',
      body: {
        consentimento: true,
        ...(codigo === undefined ? {} : { codigo }),
        ...(campos ? { campos } : {}),
      },
      handle,
    }),
  /**
   * Adopts the signer's signature or rubrica for this document (multipart from markForm; the field
   * `salvar_no_perfil=1` also keeps it in their profile); 413 too large, 422 not PNG/JPEG or empty.
   */
  adoptMark: (id: number, tipo: MarkType, form: FormData, handle?: Handle) =>
    request<{ marca: MarkView }>(`${file(id)}/marca/${tipo}`, { method: 'PUT', body: form, handle }),
  /** Adopts the profile's saved signature or rubrica for this document. */
  adoptSavedMark: (id: number, tipo: MarkType, handle?: Handle) =>
    request<{ marca: MarkView }>(`${file(id)}/marca/${tipo}/perfil`, { method: 'POST', handle }),
  deny: (id: number, motivo: string, handle?: Handle) =>
    request<SignerView>(`${file(id)}/negar`, { method: 'PUT', body: { motivo }, handle }),

  // ---- Platform administrators -----------------------------------------------------------------
  /** The sealing certificate's validity; failures stay quiet (the banner simply does not show). */
  certificate: () => request<CertificateInfo>('/api/admin/certificado', { handle: 'all' }),
};
