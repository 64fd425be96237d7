// Uploads go through XMLHttpRequest (fetch reports no upload progress) with the HTTP client's
// rules: bearer token, progress per file, a cancel that is never retried, one refresh-and-retry
// on 401, and the API's own message on a refusal (413, 422).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onUiEvent, type UiEvent } from '../../src/providers/events';
import { HttpError } from '../../src/providers/http';
import { accessToken, clearSession, saveTokens } from '../../src/providers/session';
import { uploadFile } from '../../src/providers/vaultApi';

class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const file = () => new File(['%PDF-1.7 hello'], 'contrato.pdf', { type: 'application/pdf' });
const saved = { message: 'Arquivo enviado.', data: { id: 7, nome: 'contrato.pdf' } };
const last = () => FakeXhr.sent[FakeXhr.sent.length - 1] as FakeXhr;

let events: UiEvent[];
let off: () => void;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  FakeXhr.sent = [];
  events = [];
  off = onUiEvent((e) => events.push(e));
  clearSession();
  saveTokens({ access_token: 'live', expires_in: 900 });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fetchMock = vi.fn(async () => json(200, { access_token: 'fresh', expires_in: 900 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  off();
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('posts the folder then the file with the bearer token and reports progress', async () => {
    const progress: [number, number][] = [];
    const done = uploadFile(file(), 12, (l, t) => progress.push([l, t]), new AbortController().signal);
    const xhr = last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/file/upload');
    expect(xhr.headers.authorization).toBe('Bearer live');
    expect(xhr.headers['accept-language']).toBe('pt-BR');
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['pasta_id', 'file']);
    expect(xhr.body?.get('pasta_id')).toBe('12');
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('contrato.pdf');
    xhr.progress(5, 14);
    xhr.progress(14, 14);
    xhr.respond(201, saved);
    await expect(done).resolves.toEqual(saved);
    expect(progress).toEqual([
      [5, 14],
      [14, 14],
    ]);
  });

  it('sends no folder for the root of the vault', async () => {
    const done = uploadFile(file(), null, () => undefined, new AbortController().signal);
    expect([...(last().body?.keys() ?? [])]).toEqual(['file']);
    last().respond(201, saved);
    await done;
  });

  it('cancelling aborts the request and rejects with an AbortError, without retrying', async () => {
    const control = new AbortController();
    const done = uploadFile(file(), 1, () => undefined, control.signal);
    last().progress(3, 14);
    control.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(last().aborted).toBe(true);
    expect(FakeXhr.sent).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('does not start when already cancelled', async () => {
    const control = new AbortController();
    control.abort();
    await expect(uploadFile(file(), 1, () => undefined, control.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('on 401 refreshes the session once and sends again with the new token', async () => {
    const done = uploadFile(file(), 1, () => undefined, new AbortController().signal);
    last().respond(401, { message: 'Não autenticado.' });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/refresh-token');
    expect(last().headers.authorization).toBe('Bearer fresh');
    expect([...(last().body?.keys() ?? [])]).toEqual(['pasta_id', 'file']);
    last().respond(201, saved);
    await expect(done).resolves.toEqual(saved);
    expect(accessToken()).toBe('fresh');
  });

  it('a second 401 after the refresh ends the session (no third try)', async () => {
    const done = uploadFile(file(), 1, () => undefined, new AbortController().signal);
    last().respond(401, {});
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    last().respond(401, { message: 'Sessão encerrada.' });
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(FakeXhr.sent).toHaveLength(2);
    expect(accessToken()).toBeUndefined();
    expect(events).toContainEqual({ kind: 'logout', message: 'app.http.session_closed' });
  });

  it('a refused refresh logs out once and does not send again', async () => {
    fetchMock.mockImplementation(async () => json(401, { message: 'no' }));
    const done = uploadFile(file(), 1, () => undefined, new AbortController().signal);
    last().respond(401, {});
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'logout')).toEqual([
      { kind: 'logout', message: 'app.session.disconnected' },
    ]);
  });

  it('a 413 rejects with the HttpError carrying the API message, which is toasted', async () => {
    const done = uploadFile(file(), 1, () => undefined, new AbortController().signal);
    last().respond(413, { message: 'O arquivo excede o limite de 100 MB.' });
    const err = await done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 413, message: 'O arquivo excede o limite de 100 MB.' });
    expect(events).toEqual([
      { kind: 'toast', level: 'error', message: 'O arquivo excede o limite de 100 MB.' },
    ]);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('a 422 gives the first field message, and a handled status is left to the caller', async () => {
    const body = { message: 'Dados inválidos.', errors: { file: ['Tipo de arquivo não permitido.'] } };
    const done = uploadFile(file(), 1, () => undefined, new AbortController().signal, [422]);
    last().respond(422, body);
    await expect(done).rejects.toMatchObject({
      status: 422,
      message: 'Tipo de arquivo não permitido.',
      body: { errors: { file: 'Tipo de arquivo não permitido.' } },
    });
    expect(events).toEqual([]);
  });

  it('a network failure rejects with status 0 and the catalogue message', async () => {
    const done = uploadFile(file(), 1, () => undefined, new AbortController().signal);
    last().onerror?.();
    await expect(done).rejects.toMatchObject({ status: 0 });
    expect(events).toEqual([{ kind: 'toast', level: 'error', message: 'app.http.network' }]);
  });
});
