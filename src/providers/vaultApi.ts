// The vault explorer's calls: levels (where the user stands), folders, files, signed links, a file's
// events, and uploads through XMLHttpRequest (fetch reports no upload progress) with the same
// token, refresh and error handling as ./http.
import type { ChainReport, EventView } from '../../common/schemas/fileEvents';
import type { FileDetails, FilePerson, FileStatus, FileUrl, FileView } from '../../common/schemas/files';
import type { FolderView, LevelView } from '../../common/schemas/folders';
import {
  currentLanguage,
  failedResponse,
  type HttpError,
  type RequestOptions,
  refreshSession,
  request,
} from './http';
import { accessToken, hasSession, isExpired } from './session';

export type { ChainReport, EventView, FileDetails, FilePerson, FileStatus, FileView, FolderView, LevelView };
export type FileSort = 'nome' | 'created_at' | 'tamanho';

export interface FileQuery {
  pasta_id: number | null;
  q?: string;
  scope?: 'folder' | 'all';
  sort?: FileSort;
  order?: 'asc' | 'desc';
  page?: number;
  perPage?: number;
}

export interface Saved<T> {
  message: string;
  data: T;
}

/** Statuses a dialog shows beside its input instead of a toast. */
type Handle = RequestOptions['handle'];

const level = async (path: string, method: 'GET' | 'PUT' = 'PUT', handle?: Handle) =>
  (await request<{ data: LevelView }>(path, { method, handle })).data;

export const vaultApi = {
  /** The level the server remembers for this user and company (the root when none). */
  currentLevel: () => level('/api/nivel', 'GET'),
  enterRoot: () => level('/api/nivel/cofre'),
  /** A level for a folder picker: the server's remembered level stays as it is. */
  peek: (folderId: number | null) =>
    level(folderId === null ? '/api/nivel/espiar' : `/api/nivel/espiar?pasta_id=${folderId}`, 'GET'),
  enter: (folderId: number, handle?: Handle) => level(`/api/nivel/${folderId}/acessar`, 'PUT', handle),
  /** To the parent of the folder. */
  back: (folderId: number, handle?: Handle) => level(`/api/nivel/${folderId}/voltar`, 'PUT', handle),

  createFolder: (nome: string, parentId: number | null, handle?: Handle) =>
    request<Saved<FolderView>>('/api/pasta/cadastrar', {
      method: 'POST',
      body: { nome, parent_id: parentId },
      handle,
    }),
  renameFolder: (id: number, nome: string, handle?: Handle) =>
    request<Saved<FolderView>>(`/api/pasta/${id}/editar`, { method: 'PUT', body: { nome }, handle }),
  reorderFolders: (parentId: number | null, ids: number[]) =>
    request<Saved<FolderView[]>>('/api/pasta/ordenar', {
      method: 'PUT',
      body: { parent_id: parentId, ids },
    }),
  deleteFolder: (id: number) => request<{ message: string }>(`/api/pasta/${id}/deletar`, { method: 'PUT' }),

  files: (query: FileQuery, signal?: AbortSignal) => {
    const { pasta_id, ...rest } = query;
    return request<{ data: FileView[]; total: number }>('/api/files', {
      query: { ...rest, pasta_id: rest.scope === 'all' ? undefined : pasta_id },
      signal,
    });
  },
  moveFiles: (ids: number[], pastaId: number | null) =>
    request<Saved<FileView[]>>('/api/files/move', { method: 'PUT', body: { ids, pasta_id: pastaId } }),
  renameFile: (id: number, nome: string, handle?: Handle) =>
    request<Saved<FileView>>(`/api/file/${id}/rename`, { method: 'PUT', body: { nome }, handle }),
  deleteFile: (id: number) => request<{ message: string }>(`/api/file/${id}/deletar`, { method: 'DELETE' }),
  details: async (id: number) => (await request<{ data: FileDetails }>(`/api/file/${id}/detalhes`)).data,
  /** A short-lived signed link (relative URL) to the bytes; the server records a view or download. */
  fileUrl: (id: number, disposition: 'inline' | 'attachment') =>
    request<FileUrl>(`/api/file/${id}/url`, { query: { disposition } }),
  events: (id: number) => request<{ data: EventView[]; chain: ChainReport }>(`/api/file/${id}/events`),
};

// ---- Uploads ----------------------------------------------------------------------------------

export type UploadProgress = (loaded: number, total: number) => void;

interface Answer {
  status: number;
  text: string;
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

function send(form: FormData, onProgress: UploadProgress, signal: AbortSignal, size: number) {
  return new Promise<Answer>((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal.removeEventListener('abort', onAbort);
    xhr.open('POST', '/api/file/upload');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLanguage());
    const token = accessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : size);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    // No answer at all (network down): status 0, as the catalogue calls it.
    xhr.onerror = () => {
      done();
      resolve({ status: 0, text: '' });
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    signal.addEventListener('abort', onAbort);
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

/** The same mapping http.ts applies to a failed answer; `silent` keeps the catalogue quiet. */
const failure = (status: number, data: unknown, handle: Handle, silent = false): HttpError =>
  failedResponse(status, data, { handle: silent ? 'all' : handle });

/**
 * Sends one file to the folder (null: the root). Progress is reported as bytes sent; aborting the
 * signal rejects with an AbortError and is never retried; a 401 refreshes the session once and
 * sends again; any other failure rejects with the HttpError http.ts would throw.
 */
export async function uploadFile(
  file: File,
  pastaId: number | null,
  onProgress: UploadProgress,
  signal: AbortSignal,
  handle?: Handle,
): Promise<Saved<FileView>> {
  const form = () => {
    const f = new FormData();
    // The folder goes before the file: the server reads the fields as they stream in.
    if (pastaId !== null) f.append('pasta_id', String(pastaId));
    f.append('file', file, file.name);
    return f;
  };
  if (hasSession() && isExpired()) await refreshSession();
  let answer = await send(form(), onProgress, signal, file.size);
  if (answer.status === 401) {
    // A failed refresh has already logged the user out and said so.
    if (!(await refreshSession())) throw failure(401, parse(answer.text), handle, true);
    answer = await send(form(), onProgress, signal, file.size);
  }
  const data = parse(answer.text);
  if (answer.status >= 200 && answer.status < 300) return data as Saved<FileView>;
  throw failure(answer.status, data, handle);
}
