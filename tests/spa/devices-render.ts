// Rendering the devices pages in happy-dom for the devices-*.test.ts files: react-admin's contexts with
// the app's real data provider (so every call goes through http.ts to a scripted fetch), the app's
// pt-BR messages, a signed-in identity, a memory router at the page's path, and the live stream of
// GET /api/eventos as a controllable ReadableStream the tests push events into; the notifications
// shown (notes()), a multipart body kept as its FormData, and the composer's gestures (key, paste,
// drop, pickFile).
import type { AuthProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { act, createElement, type ReactElement } from 'react';
import { AdminContext, useNotificationContext } from 'react-admin';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import '../../resources/devices/messages';
import { ptBRRa } from '../../i18n/ra/pt-BR';
import { dataProvider } from '../../src/providers/dataProvider';
import { withLateMessages } from '../../src/providers/i18nProvider';
import { ptBRDictionary } from '../../src/providers/messages';
import { clearSession, saveTokens } from '../../src/providers/session';
import { type Call, mockFetch, settle } from './signing-render';

export { byTestId, type Call, click, notes, one, settle, text, type } from './signing-render';

const messages = { ...ptBRRa, ...ptBRDictionary } as TranslationMessages;

export const ALL_PERMISSIONS = ['devices.view', 'devices.manage', 'messages.view', 'messages.send'];

type Answer = { status?: number; body?: unknown };

/** The open event streams (one per connection the app made), newest last. */
const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
const encoder = new TextEncoder();

/**
 * Answers the API from `handler` (as signing-render's mockFetch: 404 when it has nothing) and
 * GET /api/eventos with an open event stream; keeps every call, the stream's included.
 */
export function mockApi(handler: (call: Call) => Answer | undefined): Call[] {
  // A multipart body (a FormData) reaches the call and the handler as it is.
  let form: FormData | undefined;
  const calls = mockFetch((call) => {
    if (form) call.body = form;
    form = undefined;
    return handler(call);
  });
  const api = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/eventos') {
      form = init?.body instanceof FormData ? init.body : undefined;
      return api(input, init);
    }
    calls.push({ method: 'GET', path: url.pathname, query: url.searchParams, body: undefined });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        streams.push(controller);
        init?.signal?.addEventListener('abort', () => {
          streams.splice(streams.indexOf(controller), 1);
          controller.error(new DOMException('aborted', 'AbortError'));
        });
      },
    });
    return { ok: true, status: 200, body } as Response;
  }) as typeof fetch;
  return calls;
}

/** Sends one event down the live stream, as the server would, and lets the page react. */
export async function emit(event: string, data: unknown): Promise<void> {
  const stream = streams.at(-1);
  if (!stream) throw new Error('no open event stream');
  await act(async () => {
    stream.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  });
  await settle();
}

export const openStreams = () => streams.length;

let root: Root | null = null;
let container: HTMLElement | null = null;
let router: ReturnType<typeof createMemoryRouter> | null = null;

/** The notifications react-admin was asked to show (read by notes()). */
function Notes() {
  const { notifications } = useNotificationContext();
  return createElement(
    'ul',
    { 'data-testid': 'notes' },
    notifications.map((n, i) => createElement('li', { key: i }, n.message)),
  );
}

/** `child` inside react-admin's contexts, for a signed-in user with these permissions (and `identity`'s fields). */
function signedIn(
  child: ReactElement,
  permissions: string[],
  identity: Record<string, unknown> = {},
): ReactElement {
  saveTokens({ access_token: 'test-token', expires_in: 900 });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({
      id: 1,
      ambient: null,
      permissoes: permissions,
      fullName: 'Tester',
      ...identity,
    }),
    getPermissions: async () => permissions,
  };
  const i18nProvider = withLateMessages(
    polyglotI18nProvider(() => messages, 'pt-BR', [], { allowMissing: true }),
  );
  return createElement(
    AdminContext,
    { dataProvider, i18nProvider, authProvider },
    child,
    createElement(Notes),
  );
}

/** Renders `element` at `path` (matched by the route `pattern`, e.g. '/device/:id/scan'). */
export async function render(
  element: ReactElement,
  {
    path,
    pattern,
    permissions = ALL_PERMISSIONS,
    identity,
  }: { path: string; pattern: string; permissions?: string[]; identity?: Record<string, unknown> },
): Promise<void> {
  const page = signedIn(element, permissions, identity);
  router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: createElement('p', { 'data-testid': 'elsewhere' }) },
    ],
    { initialEntries: [path] },
  );
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(createElement(RouterProvider, { router: router as ReturnType<typeof createMemoryRouter> }));
  });
  await settle(10);
}

/**
 * Renders several routes under one router and one react-admin context (as the app does), at
 * `path`; `navigate` moves as a click on a link would (a transition) and lets the page react.
 */
export async function renderRoutes(
  routes: { path: string; element: ReactElement }[],
  path: string,
  permissions = ALL_PERMISSIONS,
): Promise<{ navigate(to: string): Promise<void> }> {
  const layout = signedIn(createElement(Outlet), permissions);
  const memory = createMemoryRouter([{ element: layout, children: routes }], { initialEntries: [path] });
  router = memory;
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(createElement(RouterProvider, { router: memory }));
  });
  await settle(10);
  return {
    async navigate(to: string) {
      await act(async () => {
        await memory.navigate(to);
      });
      await settle(5);
    },
  };
}

/** Where the app navigated to (path and query). */
export const location = () => {
  const l = router?.state.location;
  return l ? l.pathname + l.search : '';
};

export async function cleanup(): Promise<void> {
  await act(async () => root?.unmount());
  root = null;
  router = null;
  container?.remove();
  container = null;
  document.body.innerHTML = '';
  clearSession();
}

/** A key pressed in `el` (e.g. Enter, with { shiftKey: true }), as React sees it. */
export async function key(el: Element, name: string, init: KeyboardEventInit = {}): Promise<void> {
  await act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }));
  });
  await settle();
}

/** happy-dom has no DataTransfer: an event carrying `files` under `field`, as React reads it. */
async function fire(el: Element, event: string, field: string, files: File[]): Promise<void> {
  const e = new Event(event, { bubbles: true, cancelable: true });
  Object.defineProperty(e, field, { value: { files, types: files.length ? ['Files'] : [] } });
  await act(async () => {
    el.dispatchEvent(e);
  });
  await settle();
}

/** A file pasted into `el` (a copied screenshot, say). */
export const paste = (el: Element, file: File) => fire(el, 'paste', 'clipboardData', [file]);

/** A file dragged from the desktop and dropped on `el`. */
export const drop = (el: Element, file: File) => fire(el, 'drop', 'dataTransfer', [file]);

/** A file chosen in the file input `el`. */
export async function pickFile(el: HTMLInputElement, file: File): Promise<void> {
  Object.defineProperty(el, 'files', { value: [file], configurable: true });
  await act(async () => {
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}
