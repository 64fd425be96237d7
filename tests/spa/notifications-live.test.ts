// The bell's count stays true to the API whatever the live stream does: notifications raised while
// the stream was down (it ends as the token expires, and comes back 1–15 s later) show up once it is
// back, in the count and in an open list; a count taken before a newer notification arrived (a
// "mark all as read" from another tab, or the answer to this tab's own) never hides it; and a tab
// signed in to one company ignores the events of the user's notifications of another company.
import type { AuthProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { act, createElement } from 'react';
import { AdminContext } from 'react-admin';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationView } from '../../common/schemas/notifications';
import { ptBRRa } from '../../i18n/ra/pt-BR';
import { toastedRecently } from '../../src/components/Toaster';
import { NotificationBell } from '../../src/layout/NotificationBell';
import { dataProvider } from '../../src/providers/dataProvider';
import { ptBRDictionary } from '../../src/providers/messages';
import { notificationsApi } from '../../src/providers/notificationsApi';
import { resetNotifications } from '../../src/providers/notificationsStore';
import { clearSession, saveTokens } from '../../src/providers/session';
import { type Call, click, mockApi, one, settle, text } from './devices-render';
import { note } from './notifications-fixtures';
import { SPA_WAIT_MS, waitFor } from './waitFor';

const messages = { ...ptBRRa, ...ptBRDictionary } as TranslationMessages;
/** The company this tab's session entered. */
const COMPANY = 7;
const OTHER_COMPANY = 9;

// ---- A scripted API: the user's notifications of this company, each count stamped as the API does --

/** What this tab's session lists, newest first. */
let items: NotificationView[];
let calls: Call[];
/** The API's clock for count stamps (µs since the epoch in the real one; only the order matters). */
let clock: number;
const unreadNow = () => items.filter((n) => n.shown_at === null).length;

/** Answers held back until released: the API computed them, the network is slow to bring them. */
const held = new Map<string, Promise<void>>();
function hold(path: string): () => void {
  let release = () => {};
  held.set(
    path,
    new Promise<void>((r) => {
      release = r;
    }),
  );
  return release;
}

interface Stream {
  send(text: string): void;
  end(): void;
}
/** The event streams the app opened, newest last. */
let streams: Stream[];
const encoder = new TextEncoder();

function serve() {
  clock = 1000;
  streams = [];
  calls = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/usuario/notifications') {
      const perPage = Number(call.query.get('perPage') ?? 10);
      return {
        body: { data: items.slice(0, perPage), total: items.length, unread: unreadNow(), unread_at: ++clock },
      };
    }
    if (call.method === 'PUT' && call.path === '/api/usuario/notifications/show') {
      items = items.map((n) => ({ ...n, shown_at: n.shown_at ?? new Date().toISOString() }));
      return { body: { message: 'ok', unread: unreadNow(), unread_at: ++clock } };
    }
    return undefined;
  });
  const api = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/eventos') {
      // The answer is computed now; a held one reaches the page only when released.
      const answer = await api(input, init);
      const gate = held.get(url.pathname);
      if (gate) {
        held.delete(url.pathname);
        await gate;
      }
      return answer;
    }
    calls.push({ method: 'GET', path: url.pathname, query: url.searchParams, body: undefined });
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    init?.signal?.addEventListener('abort', () =>
      controller.error(new DOMException('aborted', 'AbortError')),
    );
    streams.push({
      send: (t) => controller.enqueue(encoder.encode(t)),
      end: () => controller.close(),
    });
    return { ok: true, status: 200, body } as Response;
  }) as typeof fetch;
}

/** Sends an event down the newest stream, as the API would, and lets the page react. */
async function emit(event: string, data: unknown) {
  const stream = streams.at(-1);
  if (!stream) throw new Error('no open event stream');
  await act(async () => stream.send(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  await settle(10);
}

// ---- Rendering the bell for a user signed in to COMPANY ------------------------------------------

let root: Root | null = null;
let container: HTMLElement | null = null;

async function mount() {
  saveTokens({ access_token: 'test-token', expires_in: 900 });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({
      id: 1,
      fullName: 'Tester',
      ambient: null,
      permissoes: [],
      empresa: { id: COMPANY, nome: 'Empresa Sete' },
    }),
    getPermissions: async () => [],
  };
  const i18nProvider = polyglotI18nProvider(() => messages, 'pt-BR', [], { allowMissing: true });
  const page = createElement(
    AdminContext,
    { dataProvider, i18nProvider, authProvider },
    createElement(NotificationBell),
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/cofre'] });
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root?.render(createElement(RouterProvider, { router })));
  await settle(10);
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container?.remove();
  container = null;
  document.body.innerHTML = '';
  clearSession();
  held.clear();
  resetNotifications();
});

const badge = () => one('notification-count').querySelector('.MuiBadge-badge') as HTMLElement;
const shownCount = () => (badge().classList.contains('MuiBadge-invisible') ? '' : badge().textContent);

async function openPopover() {
  await click(one('notification-bell'));
  // The popover is its own chunk: wait until it has loaded and shown what it fetched.
  await waitFor(
    () => document.querySelector('[data-testid="notification-list"] > *'),
    'the notification list',
  );
  await settle(5);
}

/** Waits (in real time: the client's first reconnection waits 1 s) until `done`. */
async function waitUntil(done: () => boolean, ms: number, what: string) {
  await waitFor(done, what, Math.max(ms, SPA_WAIT_MS));
  await settle(10);
}

describe('the bell after the live stream was down', () => {
  it('shows what was raised in the gap, in the count and in the open list, once the stream is back', async () => {
    items = [note(1)];
    serve();
    await mount();
    expect(shownCount()).toBe('1');
    await openPopover();
    expect(text()).toContain('Notificação 1');

    // The API ends the stream as the token expires; a notification raised before the client is back
    // is written, but its event reaches nobody.
    streams.at(-1)?.end();
    items = [note(2, { not_description: 'O dispositivo “Loja” foi desconectado.' }), ...items];
    await waitUntil(() => streams.length === 2, 5000, 'the stream to reconnect');

    expect(shownCount()).toBe('2');
    expect(text()).toContain('O dispositivo “Loja” foi desconectado.');
    expect(text()).toContain('2 não lidas');
  });
});

describe('the bell never takes an older count over a newer one', () => {
  it('a "mark all as read" from another tab, counted before a new notification, arrives after it', async () => {
    items = [note(1)];
    serve();
    await mount();
    expect(shownCount()).toBe('1');

    // Another tab marked all read (count 0 at 2000); then notification 2 was written (count 1 at
    // 3000) — but the events come the other way round.
    await emit('notification', {
      notification: note(2),
      unread: 1,
      unread_at: 3000,
      empresa_id: COMPANY,
    });
    expect(shownCount()).toBe('1');
    await emit('notification.read', {
      unread: 0,
      unread_at: 2000,
      ids: null,
      deleted: false,
      empresa_id: COMPANY,
    });
    expect(shownCount()).toBe('1');

    // A later "mark all as read" does clear it.
    await emit('notification.read', {
      unread: 0,
      unread_at: 4000,
      ids: null,
      deleted: false,
      empresa_id: COMPANY,
    });
    expect(shownCount()).toBe('');
  });

  it('this tab’s own "mark all as read", answered late, does not hide a notification that came meanwhile', async () => {
    items = [note(1)];
    serve();
    await mount();
    expect(shownCount()).toBe('1');

    // What the popover's and the page's "mark all as read" call: the API marks and counts (0) now…
    const release = hold('/api/usuario/notifications/show');
    const marking = notificationsApi.showAll();
    await settle(5);
    // … then a new notification is written, and its event comes before that answer.
    items = [note(2), ...items];
    await emit('notification', {
      notification: note(2),
      unread: 1,
      unread_at: ++clock,
      empresa_id: COMPANY,
    });
    expect(shownCount()).toBe('1');
    await act(async () => {
      release();
      await marking;
    });
    await settle(10);
    expect(shownCount()).toBe('1');
  });
});

describe('the bell of a user of several companies', () => {
  it('ignores another company’s notifications: no toast, no change in the count', async () => {
    items = [note(1)];
    serve();
    await mount();
    expect(shownCount()).toBe('1');
    await emit('notification', {
      notification: note(50, { not_description: 'O plano da outra empresa vence em breve.' }),
      unread: 4,
      unread_at: 5000,
      empresa_id: OTHER_COMPANY,
    });
    expect(shownCount()).toBe('1');
    expect(toastedRecently('O plano da outra empresa vence em breve.')).toBe(false);

    await emit('notification', {
      notification: note(2, { not_description: 'O dispositivo “Sete” está conectado.' }),
      unread: 2,
      unread_at: 6000,
      empresa_id: COMPANY,
    });
    expect(shownCount()).toBe('2');
    expect(toastedRecently('O dispositivo “Sete” está conectado.')).toBe(true);
  });

  it('a personal notification shows, with this company’s count asked again; another company’s reads too', async () => {
    items = [note(1)];
    serve();
    await mount();
    expect(shownCount()).toBe('1');

    // A new term (no company): listed here too, but its event counts only the personal ones (1).
    items = [note(3, { not_description: 'Há novos termos de uso para aceitar.' }), ...items];
    await emit('notification', { notification: items[0], unread: 1, unread_at: 7000, empresa_id: null });
    expect(toastedRecently('Há novos termos de uso para aceitar.')).toBe(true);
    await settle(10);
    expect(shownCount()).toBe('2');

    // Read all in a tab of the other company (its count: 0); here this company's one stays unread.
    items = items.map((n) => (n.id === 3 ? { ...n, shown_at: new Date().toISOString() } : n));
    await emit('notification.read', {
      unread: 0,
      unread_at: ++clock,
      ids: null,
      deleted: false,
      empresa_id: OTHER_COMPANY,
    });
    await settle(10);
    expect(shownCount()).toBe('1');
  });
});
