// The documents pipeline's calls beside its list (GET /api/processos, read by the data provider): the
// filters' choices and the bulk actions on selected processes — remind, cancel, and the signed PDFs
// as one zip (read as bytes).
import type { PipelineBulkResult, PipelineRow } from '../../common/schemas/pipeline';
import { currentLanguage, failedResponse, refreshSession, request } from './http';
import { accessToken, hasSession, isExpired } from './session';

export type { PipelineBulkResult, PipelineRow };

export interface PipelineChoice {
  id: number;
  nome: string;
}

export interface PipelineFilterChoices {
  solicitantes: PipelineChoice[];
  modelos: PipelineChoice[];
}

type BulkAnswer = { message: string; data: PipelineBulkResult };

const ZIP_PATH = '/api/processos/zip';

/** The name the server gave the file (Content-Disposition), or the zip's default. */
const fileNameOf = (header: string | null) =>
  /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? 'documentos-assinados.zip';

/**
 * POST /api/processos/zip as bytes, with the same session handling as every call; a refusal (422:
 * none of them signed) goes through the error catalogue like any other.
 */
async function signedZip(ids: number[]): Promise<{ blob: Blob; fileName: string }> {
  if (hasSession() && isExpired()) await refreshSession();
  const headers: Record<string, string> = {
    accept: 'application/zip, application/json',
    'accept-language': currentLanguage(),
    'content-type': 'application/json',
  };
  const token = accessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(ZIP_PATH, { method: 'POST', headers, body: JSON.stringify({ ids }) });
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

export const pipelineApi = {
  filters: () => request<{ data: PipelineFilterChoices }>('/api/processos/filtros'),
  remind: (ids: number[]) => request<BulkAnswer>('/api/processos/lembrar', { method: 'POST', body: { ids } }),
  cancel: (ids: number[], motivo: string) =>
    request<BulkAnswer>('/api/processos/cancelar', { method: 'POST', body: { ids, motivo } }),
  signedZip,
};
