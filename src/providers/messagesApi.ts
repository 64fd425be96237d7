// The messages area's calls outside react-admin's CRUD: a campaign's details and recipients, the
// resend of a failed message, the spreadsheet import preview, and the send itself, which goes
// through XMLHttpRequest (fetch reports no upload progress) with the same token, refresh and
// error handling as ./http.
import type {
  CAMPAIGN_STATUSES,
  CampaignView,
  ImportPreview,
  MessageView,
  RecipientInput,
  RecipientView,
} from '../../common/schemas/messaging';
import { currentLanguage, failedResponse, type RequestOptions, refreshSession, request } from './http';
import { accessToken, hasSession, isExpired } from './session';

export type { CampaignView, ImportPreview, MessageView, RecipientInput, RecipientView };
/** The statuses a campaign's recipients can be filtered by. */
export type CampaignStatusFilter = (typeof CAMPAIGN_STATUSES)[number];

/** Statuses the caller shows itself (beside the form) instead of a toast. */
type Handle = RequestOptions['handle'];

export interface RecipientsQuery {
  page: number;
  perPage: number;
  status?: CampaignStatusFilter;
}

/** The API answers a record either bare or as `{ data }`: take the record either way. */
const record = <T>(body: unknown): T =>
  (body && typeof body === 'object' && 'data' in body && !('id' in body)
    ? (body as { data: T }).data
    : body) as T;

export const messagesApi = {
  campaign: async (id: number) => record<CampaignView>(await request(`/api/message/${id}/detalhes`)),
  recipients: (id: number, query: RecipientsQuery, signal?: AbortSignal) =>
    request<{ data: RecipientView[]; total: number }>(`/api/message/${id}/destinatarios`, {
      query: { page: query.page, perPage: query.perPage, status: query.status },
      signal,
    }),
  /** A new attempt of a failed or invalid message (409 when it is neither, or was already resent). */
  resend: async (messageId: number) =>
    record<MessageView>(await request(`/api/message/${messageId}/resend`, { method: 'POST' })),
  /** Pauses, resumes or cancels a campaign; answers it as it now is (409 when it has finished). */
  control: async (id: number, action: 'pause' | 'resume' | 'cancel') =>
    record<CampaignView>(await request(`/api/message/${id}/${action}`, { method: 'POST' })),
  /** Reads a .csv/.xls/.xlsx: its columns and rows (422 with the reason when the file will not do). */
  importSpreadsheet: (file: File, handle?: Handle) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return request<ImportPreview>('/api/message/importar', { method: 'POST', body: form, handle });
  },
};

// ---- Sending ----------------------------------------------------------------------------------

export interface SendPayload {
  /** The device's id (or uuid). */
  device: number | string;
  message: string;
  recipients: RecipientInput[];
  attachment?: File | null;
}

export type SendProgress = (loaded: number, total: number) => void;

/** The multipart body of a send: every field first, the file last (the server streams it). */
export function sendForm(payload: SendPayload): FormData {
  const form = new FormData();
  form.append('device', String(payload.device));
  form.append('message', payload.message);
  form.append('recipients', JSON.stringify(payload.recipients));
  if (payload.attachment) form.append('attachment', payload.attachment, payload.attachment.name);
  return form;
}

interface Answer {
  status: number;
  text: string;
}

function post(path: string, form: FormData, onProgress: SendProgress): Promise<Answer> {
  return new Promise<Answer>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLanguage());
    const token = accessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    // No answer at all (network down): status 0, as the catalogue calls it.
    xhr.onerror = () => resolve({ status: 0, text: '' });
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * Queues a send (201: the campaign). Progress is reported as bytes sent; a 401 refreshes the
 * session once and sends again; any other failure rejects with the HttpError http.ts would throw
 * (statuses in `handle` are left to the caller, without a toast).
 */
export async function sendMessages(
  payload: SendPayload,
  onProgress: SendProgress = () => undefined,
  handle?: Handle,
): Promise<CampaignView> {
  if (hasSession() && isExpired()) await refreshSession();
  let answer = await post('/api/message/send', sendForm(payload), onProgress);
  if (answer.status === 401) {
    // A failed refresh has already logged the user out and said so.
    if (!(await refreshSession())) throw failedResponse(401, parse(answer.text), { handle: 'all' });
    answer = await post('/api/message/send', sendForm(payload), onProgress);
  }
  const data = parse(answer.text);
  if (answer.status >= 200 && answer.status < 300) return record<CampaignView>(data);
  throw failedResponse(answer.status, data, { handle });
}
