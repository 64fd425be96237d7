// Spec §4/§9: bearer header on every call, expiry = now + expires_in, refresh when expired
// ('Sessão renovada.' and new tokens, or 'Ops, você foi desconectado.' and everything cleared).
// The refresh token is the server's HttpOnly cookie: page scripts never see or store it. A renewal
// that fails says so once: the calls waiting on it, answers arriving late and the guard's next check
// add nothing ('Sua sessão foi encerrada…' is for a 401 without a failed renewal, also said once).
import Cookies from 'js-cookie';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiEvents } from '../../src/components/UiEvents';
import { authApi } from '../../src/providers/authApi';
import { authProvider, signIn } from '../../src/providers/authProvider';
import { onUiEvent, type UiEvent } from '../../src/providers/events';
import { takeFlash } from '../../src/providers/flash';
import { request } from '../../src/providers/http';
import { pipelineApi } from '../../src/providers/pipelineApi';
import {
  accessToken,
  clearSession,
  saveTokens,
  startSession,
  tokenExpiry,
} from '../../src/providers/session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Everything page scripts can read: the cookies and local storage. */
const readable = () =>
  [document.cookie, ...Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`)].join('\n');

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
  it('stores the access token with expiry = now + expires_in, and whether "remember me" was chosen', () => {
    saveTokens({ access_token: 'a1', expires_in: 900 }, 1_000_000);
    expect(accessToken()).toBe('a1');
    expect(tokenExpiry()).toBe(1_000_000 + 900_000);
    startSession({ access_token: 'a2', expires_in: 900 }, true);
    expect(accessToken()).toBe('a2');
    expect(localStorage.getItem('remember')).toBe('true');
    startSession({ access_token: 'a3', expires_in: 900 }, false);
    expect(localStorage.getItem('remember')).toBe('false');
  });

  it('signs in asking for the refresh cookie and keeps no refresh token where scripts can read it', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      // Even an answer that carried one (an older server) leaves no trace in the page's storage.
      json(200, {
        access_token: 'a-login',
        refresh_token: 'r-secret',
        expires_in: 900,
        token_type: 'Bearer',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await signIn({ email: 'gestor@demo.local', password: 'demo123', remember: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect((init.headers as Record<string, string>)['x-session-cookie']).toBe('1');
    expect(accessToken()).toBe('a-login');
    expect(localStorage.getItem('remember')).toBe('true');
    expect(readable()).not.toContain('r-secret');
    expect(Cookies.get('refresh_token')).toBeUndefined();

    // The sign-ups that open a session ask for the cookie too.
    fetchMock.mockClear();
    await authApi.registerTrial({});
    await authApi.completeRegistration({});
    await authApi.inviteSignUp({});
    expect(
      fetchMock.mock.calls.map(([u, i]) => [
        u,
        (i?.headers as Record<string, string> | undefined)?.['x-session-cookie'],
      ]),
    ).toEqual([
      ['/api/register-trial', '1'],
      ['/api/usuario/confirmar', '1'],
      ['/api/usuario/cadastrar', '1'],
    ]);
  });

  it('drops the readable refresh-token cookie earlier versions kept, on load and on logout', async () => {
    Cookies.set('refresh_token', 'legacy', { path: '/' });
    vi.resetModules();
    await import('../../src/providers/session');
    expect(document.cookie).not.toContain('legacy');

    Cookies.set('refresh_token', 'legacy-2', { path: '/' });
    clearSession();
    expect(document.cookie).not.toContain('legacy-2');
  });

  it('keeps language and skin when the session is cleared', () => {
    localStorage.setItem('user_language', 'en');
    localStorage.setItem('user_skin', 'skin-red');
    localStorage.setItem('other', 'x');
    saveTokens({ access_token: 'a', expires_in: 60 });
    clearSession();
    expect(accessToken()).toBeUndefined();
    expect(localStorage.getItem('other')).toBeNull();
    expect(localStorage.getItem('user_language')).toBe('en');
    expect(localStorage.getItem('user_skin')).toBe('skin-red');
  });

  it('sends the bearer token on every call', async () => {
    saveTokens({ access_token: 'live-token', expires_in: 900 });
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await request('/api/auth/user');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer live-token');
  });

  it('refreshes an expired session before the call with the cookie: new tokens and "Sessão renovada."', async () => {
    startSession({ access_token: 'old', expires_in: 900 }, true);
    saveTokens({ access_token: 'old', expires_in: 900 }, Date.now() - 2_000_000);
    const refreshCalls: RequestInit[] = [];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/refresh-token') {
        refreshCalls.push(init ?? {});
        return json(200, { access_token: 'new', expires_in: 900, token_type: 'Bearer' });
      }
      const headers = (init?.headers ?? {}) as Record<string, string>;
      return json(200, { seen: headers.authorization });
    });
    vi.stubGlobal('fetch', fetchMock);
    const res = await request<{ seen: string }>('/api/auth/user');
    expect(res.seen).toBe('Bearer new');
    // The browser sends the HttpOnly cookie; the page sends no token of its own.
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(refreshCalls[0]?.body).toBeUndefined();
    expect((refreshCalls[0]?.headers as Record<string, string> | undefined)?.['x-session-cookie']).toBe('1');
    expect(tokenExpiry()).toBeGreaterThan(Date.now() + 800_000);
    expect(localStorage.getItem('remember')).toBe('true');
    expect(events).toContainEqual({ kind: 'toast', level: 'success', message: 'app.session.renewed' });
  });

  it('refreshes once for calls made together', async () => {
    saveTokens({ access_token: 'old', expires_in: 1 }, Date.now() - 10_000);
    let refreshes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/refresh-token') {
          refreshes++;
          return json(200, { access_token: 'new', expires_in: 900 });
        }
        return json(200, {});
      }),
    );
    await Promise.all([request('/api/a'), request('/api/b'), request('/api/c')]);
    expect(refreshes).toBe(1);
  });

  it('a refused refresh clears everything and says "Ops, você foi desconectado."', async () => {
    saveTokens({ access_token: 'old', expires_in: 900 }, Date.now() - 2_000_000);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/refresh-token' ? json(401, { message: 'no' }) : json(401, {}),
      ),
    );
    await expect(request('/api/auth/user')).rejects.toMatchObject({ status: 401 });
    expect(accessToken()).toBeUndefined();
    expect(document.cookie).toBe('');
    expect(events[0]).toEqual({ kind: 'logout', message: 'app.session.disconnected' });
  });

  it('a 401 answer clears the session and asks for the login page', async () => {
    saveTokens({ access_token: 'revoked', expires_in: 900 });
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

/** An access token whose expiry has passed (the refresh cookie decides whether it can be renewed). */
const expiredSession = () => saveTokens({ access_token: 'old', expires_in: 900 }, Date.now() - 2_000_000);

/** fetch answering the refresh with `refresh` and every other call with `other`; keeps the paths asked. */
function serve(
  refresh: () => Response,
  other: (url: string, init?: RequestInit) => Response | Promise<Response>,
) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push(url);
      return url === '/api/refresh-token' ? refresh() : other(url, init);
    }),
  );
  return asked;
}

const logouts = () => events.filter((e) => e.kind === 'logout');
const DISCONNECTED = { kind: 'logout', message: 'app.session.disconnected' };
const SESSION_CLOSED = { kind: 'logout', message: 'app.http.session_closed' };

describe('a session that cannot be renewed says "Ops, você foi desconectado." once', () => {
  it('calls made together wait for the one renewal; when it fails none of them is sent and nothing more is said', async () => {
    expiredSession();
    const asked = serve(
      () => json(401, { message: 'no' }),
      () => json(401, { message: 'Não autenticado.' }),
    );
    const results = await Promise.allSettled([request('/api/a'), request('/api/b'), request('/api/c')]);
    expect(results.map((r) => r.status === 'rejected' && (r.reason as { status: number }).status)).toEqual([
      401, 401, 401,
    ]);
    // Sent without a token, each would come back 401 and replace the message by 'Sua sessão foi encerrada…'.
    expect(asked).toEqual(['/api/refresh-token']);
    expect(events).toEqual([DISCONNECTED]);
  });

  it('an answer that arrives after the renewal failed adds nothing, nor does a call made afterwards', async () => {
    saveTokens({ access_token: 'old', expires_in: 900 });
    let answerSlow: (res: Response) => void = () => undefined;
    const asked = serve(
      () => json(401, { message: 'no' }),
      (url) =>
        url === '/api/slow'
          ? new Promise<Response>((resolve) => {
              answerSlow = resolve;
            })
          : json(401, {}),
    );
    // Under way with the token while it was still valid.
    const slow = request('/api/slow');
    await vi.waitFor(() => expect(asked).toEqual(['/api/slow']));
    // The expiry passes; the next call tries the renewal, which is refused.
    saveTokens({ access_token: 'old', expires_in: 900 }, Date.now() - 2_000_000);
    await expect(request('/api/next')).rejects.toMatchObject({ status: 401 });
    answerSlow(json(401, { message: 'Não autenticado.' }));
    await expect(slow).rejects.toMatchObject({ status: 401 });
    // A page still mounted asks again: nothing is sent, nothing said.
    await expect(request('/api/later')).rejects.toMatchObject({ status: 401 });
    expect(asked).toEqual(['/api/slow', '/api/refresh-token']);
    expect(events).toEqual([DISCONNECTED]);
  });

  it('a download of its own (the signed zip) says it once too', async () => {
    expiredSession();
    serve(
      () => json(401, { message: 'no' }),
      () => json(401, { message: 'Não autenticado.' }),
    );
    await expect(pipelineApi.signedZip([1, 2])).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual([DISCONNECTED]);
  });

  it('a token refused at its expiry is renewed and the call sent again; refused renewal: disconnected', async () => {
    // The server's clock already counts it expired (the token's seconds, the way back).
    saveTokens({ access_token: 'old', expires_in: 900 }, Date.now() - 895_000);
    const seen: (string | undefined)[] = [];
    serve(
      () => json(200, { access_token: 'new', expires_in: 900 }),
      (_url, init) => {
        const auth = (init?.headers as Record<string, string> | undefined)?.authorization;
        seen.push(auth);
        return auth === 'Bearer new' ? json(200, { ok: true }) : json(401, {});
      },
    );
    await expect(request('/api/auth/user')).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(events).toEqual([{ kind: 'toast', level: 'success', message: 'app.session.renewed' }]);

    events.length = 0;
    saveTokens({ access_token: 'old', expires_in: 900 }, Date.now() - 895_000);
    serve(
      () => json(401, { message: 'no' }),
      () => json(401, {}),
    );
    await expect(request('/api/auth/user')).rejects.toMatchObject({ status: 401 });
    expect(accessToken()).toBeUndefined();
    expect(events).toEqual([DISCONNECTED]);
  });

  it('without a failed renewal, a 401 says "Sua sessão foi encerrada…" once for calls refused together', async () => {
    saveTokens({ access_token: 'revoked', expires_in: 900 });
    const asked = serve(
      () => json(401, { message: 'no' }),
      () => json(401, { message: 'Não autenticado.' }),
    );
    await Promise.allSettled([request('/api/a'), request('/api/b')]);
    // No renewal is tried for a token far from its expiry.
    expect(asked).toEqual(['/api/a', '/api/b']);
    expect(logouts()).toEqual([SESSION_CLOSED]);
  });

  it('the login page gets the message, not "Entrada não permitida" from a later guard check', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(UiEvents)));
    try {
      expiredSession();
      serve(
        () => json(401, { message: 'no' }),
        () => json(401, {}),
      );
      await expect(authProvider.checkAuth?.({})).rejects.toMatchObject({ redirectTo: '/login' });
      expect(window.location.pathname).toBe('/login');
      // react-admin checks again before the login page opens: the session is gone by then.
      await expect(authProvider.checkAuth?.({})).rejects.toMatchObject({ redirectTo: '/login' });
      expect(takeFlash()).toEqual({ message: 'app.session.disconnected', level: 'warning' });
      expect(logouts()).toEqual([DISCONNECTED]);
    } finally {
      await act(async () => root.unmount());
    }
  });
});
