// The bulk sends of a template (envio em lote): a sheet's preview with a column mapping, the job
// started from it, the template's earlier jobs, a job with its counts, its lines, and pause, resume
// and cancel. The sheet travels as multipart, the mapping as JSON beside it.
import type {
  BulkMapping,
  BulkPreview,
  BulkRowStatus,
  BulkRowView,
  BulkView,
} from '../../common/schemas/templates';
import { type RequestOptions, request } from './http';

export type { BulkMapping, BulkPreview, BulkRowStatus, BulkRowView, BulkView };

/** What a `bulk.progress` live event carries. */
export interface BulkProgressEvent {
  id: number;
  modelo_id: number;
  status: BulkView['status'];
  total: number;
  criados: number;
  recusados: number;
  pendentes: number;
}

export type BulkAction = 'pausar' | 'retomar' | 'cancelar';

/** Statuses the caller shows itself (beside the form) instead of a toast. */
type Handle = RequestOptions['handle'];

const template = (id: number) => `/api/modelo/${encodeURIComponent(String(id))}/lote`;
const job = (id: number) => `/api/lote/${encodeURIComponent(String(id))}`;

/** The form of a sheet: the mapping (when chosen) and the folder first, the file last. */
function sheetForm(file: File, mapping?: BulkMapping, pastaId?: number | null): FormData {
  const form = new FormData();
  if (mapping) form.append('mapeamento', JSON.stringify(mapping));
  if (pastaId) form.append('pasta_id', String(pastaId));
  form.append('planilha', file, file.name);
  return form;
}

export const bulkApi = {
  /** Reads the sheet: its columns, the suggested (or given) mapping, the first lines checked. */
  preview: (modeloId: number, file: File, mapping?: BulkMapping, handle?: Handle) =>
    request<BulkPreview>(`${template(modeloId)}/previa`, {
      method: 'POST',
      body: sheetForm(file, mapping),
      handle,
    }),
  /** Starts the job: a document per valid line, made in the background. */
  start: (modeloId: number, file: File, mapping: BulkMapping, pastaId: number | null, handle?: Handle) =>
    request<{ message: string; data: BulkView }>(template(modeloId), {
      method: 'POST',
      body: sheetForm(file, mapping, pastaId),
      handle,
    }),
  /** The template's jobs, newest first. */
  list: (modeloId: number, perPage = 10) =>
    request<{ data: BulkView[]; total: number }>('/api/lotes', { query: { modelo_id: modeloId, perPage } }),
  job: (id: number) => request<BulkView>(`${job(id)}/detalhes`),
  lines: (
    id: number,
    query: { status?: BulkRowStatus; page: number; perPage: number },
    signal?: AbortSignal,
  ) => request<{ data: BulkRowView[]; total: number }>(`${job(id)}/linhas`, { query, signal }),
  /** Pauses, resumes or cancels a job; answers it as it now is (409 when it cannot). */
  control: (id: number, action: BulkAction) =>
    request<{ message: string; data: BulkView }>(`${job(id)}/${action}`, { method: 'PUT' }),
};
