// "Meus dados" (LGPD): the signed-in person's data export (a zip, read as bytes) and their
// account-deletion request; for platform administrators, the requests with their decisions.
import type {
  AdminDeletionRequestView,
  DeletionRequestView,
  DeletionState,
  LgpdStatus,
} from '../../common/schemas/lgpd';
import { currentLanguage, failedResponse, refreshSession, request } from './http';
import { accessToken, hasSession, isExpired } from './session';

export type { AdminDeletionRequestView, DeletionRequestView, DeletionState, LgpdStatus };

const EXPORT_PATH = '/api/usuario/meus-dados';
const OWN_REQUEST = '/api/usuario/exclusao';
const decisionPath = (id: number, action: 'concluir' | 'recusar') =>
  `/api/lgpd/solicitacao/${encodeURIComponent(String(id))}/${action}`;

/** The name the server gave the file (Content-Disposition), or a safe default. */
const fileNameOf = (header: string | null) =>
  /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? 'meus-dados.zip';

/**
 * GET /api/usuario/meus-dados as bytes: the same session handling as every call (renewed when
 * expired), and a refusal (429, 401…) goes through the error catalogue like any other.
 */
async function downloadMyData(): Promise<{ blob: Blob; fileName: string }> {
  if (hasSession() && isExpired()) await refreshSession();
  const headers: Record<string, string> = {
    accept: 'application/zip, application/json',
    'accept-language': currentLanguage(),
  };
  const token = accessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(EXPORT_PATH, { headers });
  } catch {
    throw failedResponse(0, undefined);
  }
  if (!res.ok) {
    const text = await res.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    throw failedResponse(res.status, data);
  }
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')) };
}

export interface LgpdListParams {
  page: number;
  perPage: number;
  status?: LgpdStatus;
  sort?: 'created_at' | 'status' | 'decidido_em';
  order?: 'asc' | 'desc';
}

export const lgpdApi = {
  downloadMyData,
  deletionState: () => request<DeletionState>(OWN_REQUEST),
  requestDeletion: (motivo: string) =>
    request<{ message: string; data: DeletionRequestView }>(OWN_REQUEST, {
      method: 'POST',
      body: motivo.trim() ? { motivo } : {},
      handle: [422],
    }),
  cancelDeletion: () =>
    request<{ message: string; data: DeletionRequestView }>(OWN_REQUEST, { method: 'DELETE' }),
  // --- platform administrators ---
  list: (params: LgpdListParams) =>
    request<{ data: AdminDeletionRequestView[]; total: number }>('/api/lgpd/solicitacoes', {
      query: { ...params },
    }),
  complete: (id: number) =>
    request<{ message: string; data: AdminDeletionRequestView }>(decisionPath(id, 'concluir'), {
      method: 'PUT',
      handle: [422],
    }),
  refuse: (id: number, motivo: string) =>
    request<{ message: string; data: AdminDeletionRequestView }>(decisionPath(id, 'recusar'), {
      method: 'PUT',
      body: { motivo },
      handle: [422],
    }),
};
