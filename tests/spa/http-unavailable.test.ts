// A 503 means the server is briefly out of reach (its database restarting, a failover): the SPA
// tries a read again after the wait the server asks for, so a user opening a list during a restart
// sees the list, not an error; a write is never repeated behind the user's back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onUiEvent, type UiEvent } from '../../src/providers/events';
import { HttpError, request, retryAfterMs } from '../../src/providers/http';
import { clearSession } from '../../src/providers/session';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const unavailable = () =>
  json(503, { message: 'O serviço está temporariamente indisponível.' }, { 'retry-after': '0' });

let events: UiEvent[];
let off: () => void;
beforeEach(() => {
  events = [];
  off = onUiEvent((e) => events.push(e));
  clearSession();
});
afterEach(() => {
  off();
  vi.unstubAllGlobals();
});

describe('a server that is briefly unavailable', () => {
  it('answers a read once the server is back, without showing an error', async () => {
    const answers = [unavailable(), unavailable(), json(200, { data: [1, 2] })];
    const fetchMock = vi.fn(async () => answers.shift() as Response);
    vi.stubGlobal('fetch', fetchMock);

    await expect(request('/api/files', { auth: false })).resolves.toEqual({ data: [1, 2] });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(events).toEqual([]);
  });

  it('gives up after two more tries and says the service is unavailable', async () => {
    const fetchMock = vi.fn(async () => unavailable());
    vi.stubGlobal('fetch', fetchMock);

    const failure = await request('/api/files', { auth: false }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(events).toEqual([{ kind: 'toast', level: 'warning', message: 'app.http.unavailable' }]);
  });

  it('never repeats a write: the user decides whether to send it again', async () => {
    const fetchMock = vi.fn(async () => unavailable());
    vi.stubGlobal('fetch', fetchMock);

    const failure = await request('/api/pasta', {
      method: 'POST',
      body: { nome: 'Contratos' },
      auth: false,
    }).catch((e: unknown) => e);
    expect((failure as HttpError).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ kind: 'toast', level: 'warning', message: 'app.http.unavailable' }]);
  });

  it('stops waiting when the screen that asked goes away', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, {}, { 'retry-after': '5' })),
    );
    const controller = new AbortController();
    const pending = request('/api/files', { auth: false, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });

  it('waits what Retry-After asks, within 0.2–5 s', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('0')).toBe(200);
    expect(retryAfterMs('3600')).toBe(5000);
    expect(retryAfterMs(null)).toBe(1000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:00 GMT')).toBe(1000);
  });
});
