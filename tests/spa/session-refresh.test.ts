// Spec §4/§9: bearer header on every call, expiry = now + expires_in, refresh when expired
// ('Sessão renovada.' and new tokens, or 'Ops, você foi desconectado.' and everything cleared).
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onUiEvent, type UiEvent } from '../../src/providers/events';
import { request } from '../../src/providers/http';
import {
  accessToken,
  clearSession,
  refreshToken,
  saveTokens,
  tokenExpiry,
} from '../../src/providers/session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let events: UiEvent[];
let off: () => void;
beforeEach(() => {
  events = [];
  off = onUiEvent((e) => events.push(e));
  clearSession();
  localStorage.clear();
});
afterEach(() => {
  off();
  vi.unstubAllGlobals();
});

describe('the session in the browser', () => {
  it('stores tokens in cookies with expiry = now + expires_in and the remember flag', () => {
    saveTokens({ access_token: 'a1', refresh_token: 'r1', expires_in: 900 }, 1_000_000);
    expect(accessToken()).toBe('a1');
    expect(refreshToken()).toBe('r1');
    expect(tokenExpiry()).toBe(1_000_000 + 900_000);
    expect(localStorage.getItem('remember')).toBe('false');
    saveTokens({ access_token: 'a2', expires_in: 900 });
    expect(localStorage.getItem('remember')).toBe('true');
  });

  it('keeps language and skin when the session is cleared', () => {
    localStorage.setItem('user_language', 'en');
    localStorage.setItem('user_skin', 'skin-red');
    localStorage.setItem('other', 'x');
    saveTokens({ access_token: 'a', refresh_token: 'r', expires_in: 60 });
    clearSession();
    expect(accessToken()).toBeUndefined();
    expect(Cookies.get('refresh_token')).toBeUndefined();
    expect(localStorage.getItem('other')).toBeNull();
    expect(localStorage.getItem('user_language')).toBe('en');
    expect(localStorage.getItem('user_skin')).toBe('skin-red');
  });

  it('sends the bearer token on every call', async () => {
    saveTokens({ access_token: 'live-token', refresh_token: 'r', expires_in: 900 });
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await request('/api/auth/user');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer live-token');
  });

  it('refreshes an expired session before the call: new tokens and "Sessão renovada."', async () => {
    saveTokens({ access_token: 'old', refresh_token: 'r-old', expires_in: 900 }, Date.now() - 2_000_000);
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/refresh-token') {
        expect(JSON.parse(String(init?.body))).toEqual({ refresh_token: 'r-old' });
        return json(200, {
          access_token: 'new',
          refresh_token: 'r-new',
          expires_in: 900,
          token_type: 'Bearer',
        });
      }
      const headers = (init?.headers ?? {}) as Record<string, string>;
      return json(200, { seen: headers.authorization });
    });
    vi.stubGlobal('fetch', fetchMock);
    const res = await request<{ seen: string }>('/api/auth/user');
    expect(res.seen).toBe('Bearer new');
    expect(refreshToken()).toBe('r-new');
    expect(tokenExpiry()).toBeGreaterThan(Date.now() + 800_000);
    expect(events).toContainEqual({ kind: 'toast', level: 'success', message: 'app.session.renewed' });
  });

  it('refreshes once for calls made together', async () => {
    saveTokens({ access_token: 'old', refresh_token: 'r-old', expires_in: 1 }, Date.now() - 10_000);
    let refreshes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/refresh-token') {
          refreshes++;
          return json(200, { access_token: 'new', refresh_token: 'r-new', expires_in: 900 });
        }
        return json(200, {});
      }),
    );
    await Promise.all([request('/api/a'), request('/api/b'), request('/api/c')]);
    expect(refreshes).toBe(1);
  });

  it('a refused refresh clears everything and says "Ops, você foi desconectado."', async () => {
    saveTokens({ access_token: 'old', refresh_token: 'r-old', expires_in: 900 }, Date.now() - 2_000_000);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/refresh-token' ? json(401, { message: 'no' }) : json(401, {}),
      ),
    );
    await expect(request('/api/auth/user')).rejects.toMatchObject({ status: 401 });
    expect(accessToken()).toBeUndefined();
    expect(refreshToken()).toBeUndefined();
    expect(events[0]).toEqual({ kind: 'logout', message: 'app.session.disconnected' });
  });

  it('a 401 answer clears the session and asks for the login page', async () => {
    saveTokens({ access_token: 'revoked', refresh_token: 'r', expires_in: 900 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { message: 'Sua sessão foi encerrada' })),
    );
    await expect(request('/api/auth/user')).rejects.toMatchObject({ status: 401 });
    expect(accessToken()).toBeUndefined();
    expect(events).toEqual([{ kind: 'logout', message: 'app.http.session_closed' }]);
  });

  it('leaves the statuses a caller handles to that caller', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, { message: 'Credenciais', errors: { email: ['Credenciais'] } })),
    );
    await expect(
      request('/api/login', { method: 'POST', body: {}, auth: false, handle: [422] }),
    ).rejects.toMatchObject({
      status: 422,
      message: 'Credenciais',
    });
    expect(events).toEqual([]);
  });

  it('turns a network failure into the catalogue message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(request('/api/x', { auth: false })).rejects.toMatchObject({ status: 0 });
    expect(events).toEqual([{ kind: 'toast', level: 'error', message: 'app.http.network' }]);
  });
});
