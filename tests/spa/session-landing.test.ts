// Where the app takes someone with a session (spec §2): a public page that is not ignore-auth (the
// login, '/', the sign-up, the recovery) sends a signed-in user to the start page, the links of the
// e-mails (ignore-auth) open for them; a session past its expiry is renewed first, and one that
// cannot be renewed leaves the user on the login page with 'Ops, você foi desconectado.' once
// (spec §4) — also when the app is opened on an authenticated page. From the start page, the
// route's guard takes admins (who have no dashboard) to the plans and signatories to their inbox.
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gated } from '../../src/admin/RouteGate';
import { takeFlash } from '../../src/providers/flash';
import { saveTokens } from '../../src/providers/session';
import { getToasts, nextToast, subscribeToasts } from '../../src/providers/toasts';
import { APP_ROUTES } from '../../src/routes/table';
import { cleanup as cleanupGate, location, render as renderGated } from './devices-render';
import { cleanup, json, mockApi, renderAt, text, waitFor } from './signing-public-harness';

// The authenticated area stands in as a marker of where the user went, except where the test
// needs the real one (opening an authenticated page).
const adminApp = vi.hoisted(() => ({ real: false }));
vi.mock('../../src/admin/AdminApp', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/admin/AdminApp')>();
  return {
    default: () =>
      adminApp.real
        ? createElement(real.default)
        : createElement('p', { 'data-testid': 'admin-area' }, `área logada ${window.location.pathname}`),
  };
});

const live = () => saveTokens({ access_token: 'live', expires_in: 900 });
/** Past its expiry: the refresh cookie (the answer of /api/refresh-token) decides. */
const expired = () => saveTokens({ access_token: 'old', expires_in: 900 }, Date.now() - 2_000_000);
const adminArea = () => document.querySelector('[data-testid="admin-area"]');
const loginForm = () => document.querySelector('main form input[name="password"]');

/** Every toast queued while the test runs (their message keys), in order. */
let toasted: string[];
let offToasts: () => void;
let clock = 0;
beforeEach(() => {
  toasted = [];
  // The queue outlives the page: the toasts of an earlier test are not this one's.
  while (getToasts().length) nextToast();
  const seen = new Set<number>();
  offToasts = subscribeToasts(() => {
    for (const t of getToasts())
      if (!seen.has(t.id)) {
        seen.add(t.id);
        toasted.push(t.message);
      }
  });
  // The toasts drop a text repeated within a second: each test starts a minute after the last.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + 60_000 * ++clock);
  adminApp.real = false;
});
afterEach(async () => {
  offToasts();
  await cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('a signed-in user opening a page that needs no session', () => {
  it.each(['/login', '/', '/sign-up', '/password/recovery'])('%s goes to the start page', async (path) => {
    live();
    const calls = mockApi({});
    await renderAt(path);
    await waitFor(adminArea, 'the authenticated area');
    expect(window.location.pathname).toBe('/home');
    expect(loginForm()).toBeNull();
    // A valid session is not renewed for it.
    expect(calls.map((c) => c.path)).not.toContain('/api/refresh-token');
  });

  it.each([
    '/usuario/registrar/tok-1',
    '/usuario/cadastrar/tok-1',
    '/confirmar-email/tok-1',
    '/cadastrar-usuario/tok-1',
    '/api/password/reset/tok-1',
  ])('%s (a link of an e-mail, ignore-auth) opens for them', async (path) => {
    live();
    mockApi({ 'GET /api/eula': json(200, { id: null, termo_descricao: '', approved_at: null }) });
    await renderAt(path);
    await waitFor(() => document.querySelector('main h1'), 'the page');
    await new Promise((r) => setTimeout(r, 50));
    expect(window.location.pathname).toBe(path);
    expect(adminArea()).toBeNull();
  });

  it('with the expiry passed but a refresh cookie still good: renewed, then the start page', async () => {
    expired();
    const calls = mockApi({ 'POST /api/refresh-token': json(200, { access_token: 'new', expires_in: 900 }) });
    await renderAt('/login');
    await waitFor(adminArea, 'the authenticated area');
    expect(window.location.pathname).toBe('/home');
    expect(calls.filter((c) => c.path === '/api/refresh-token')).toHaveLength(1);
    expect(toasted).toEqual(['app.session.renewed']);
  });

  it.each(['/login', '/sign-up'])(
    'at %s with a session that cannot be renewed: the login page with "Ops, você foi desconectado." once',
    async (path) => {
      expired();
      mockApi({ 'POST /api/refresh-token': json(401, { message: 'Sessão inválida.' }) });
      await renderAt(path);
      await waitFor(() => text().includes('Ops, você foi desconectado.'), 'the message');
      await waitFor(loginForm, 'the login form');
      expect(window.location.pathname).toBe('/login');
      await new Promise((r) => setTimeout(r, 200));
      expect(adminArea()).toBeNull();
      expect(toasted).toEqual(['app.session.disconnected']);
      // No second message waits for the next page.
      expect(takeFlash()).toBeNull();
      expect(document.cookie).toBe('');
    },
  );
});

describe('opening an authenticated page with a session that cannot be renewed', () => {
  it('lands on the login page showing exactly "Ops, você foi desconectado.", once', async () => {
    adminApp.real = true;
    expired();
    const calls = mockApi({
      'POST /api/refresh-token': json(401, { message: 'Sessão inválida.' }),
      'GET /api/auth/user': json(401, { message: 'Não autenticado.' }),
    });
    await renderAt('/home');
    await waitFor(() => text().includes('Ops, você foi desconectado.'), 'the message on the login page');
    expect(window.location.pathname).toBe('/login');
    await waitFor(loginForm, 'the login form');
    await new Promise((r) => setTimeout(r, 300));
    // Not replaced by 'Sua sessão foi encerrada…' nor 'Entrada não permitida…', not said twice.
    expect(text()).not.toContain('Sua sessão foi encerrada');
    expect(toasted).toEqual(['app.session.disconnected']);
    expect(takeFlash()).toBeNull();
    // Nothing was asked with the dead session besides its renewal.
    expect(calls.map((c) => c.path).filter((p) => p !== '/api/init/client')).toEqual(['/api/refresh-token']);
  });
});

describe('the start page by kind of user', () => {
  afterEach(cleanupGate);

  const home = APP_ROUTES.find((r) => r.name === 'home');
  if (!home) throw new Error('no home route');
  const at = (ambient: 'A' | 'S' | null) =>
    renderGated(gated(home, createElement('p', { 'data-testid': 'home-page' })), {
      path: '/home',
      pattern: '/home',
      identity: { ambient },
    });

  it('company users stay on their start page (the dashboard)', async () => {
    await at(null);
    await waitFor(() => document.querySelector('[data-testid="home-page"]'), 'the start page');
    expect(location()).toBe('/home');
  });

  it('admins, who have no dashboard, go to the plans; signatories to their inbox', async () => {
    await at('A');
    await waitFor(() => location() === '/planos', 'the plans');
    await cleanupGate();
    await at('S');
    await waitFor(() => location() === '/inbox', 'the inbox');
  });
});
