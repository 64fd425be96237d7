// Rendering the messages pages in happy-dom for the messages-*.test.ts files: react-admin with the real
// data provider over a scripted fetch, the app's pt-BR messages, a memory router whose location the
// tests can read, a stand-in for the realtime stream (events pushed by the test) and a fake
// XMLHttpRequest for the multipart send.
import type { AuthProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { act, createElement, type ReactElement, useEffect, useRef } from 'react';
import { AdminContext, useNotificationContext } from 'react-admin';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import '../../resources/messages/messages';
import { ptBRRa } from '../../i18n/ra/pt-BR';
import { dataProvider } from '../../src/providers/dataProvider';
import { withLateMessages } from '../../src/providers/i18nProvider';
import { ptBRDictionary } from '../../src/providers/messages';
import { settle } from './signing-render';

export { byTestId, type Call, click, mockFetch, notes, one, settle, text, type } from './signing-render';

const messages = { ...ptBRRa, ...ptBRDictionary } as TranslationMessages;

// ---- Realtime ----------------------------------------------------------------------------------

type Handler = (data: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

/** What vi.mock('../../src/providers/realtime') returns in these tests: handlers the test can call. */
export const fakeRealtime = {
  subscribe(event: string, handler: Handler) {
    const set = handlers.get(event) ?? new Set<Handler>();
    handlers.set(event, set);
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  },
  useRealtime(event: string, handler: Handler) {
    // The latest handler, without resubscribing on each render (as the real hook does).
    const latest = useRef(handler);
    latest.current = handler;
    useEffect(() => fakeRealtime.subscribe(event, (data) => latest.current(data)), [event]);
  },
};

/** Delivers a live event to every subscribed page, as the stream would. */
export async function emit(event: string, data: unknown): Promise<void> {
  await act(async () => {
    for (const h of handlers.get(event) ?? []) h(data);
  });
  await settle();
}

export const subscribed = (event: string) => handlers.get(event)?.size ?? 0;

// ---- XMLHttpRequest ----------------------------------------------------------------------------

export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
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
  async progress(loaded: number, total: number) {
    await act(async () => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
    await settle();
  }
}

// ---- Rendering ---------------------------------------------------------------------------------

/** The notifications react-admin was asked to show, as message keys. */
function Notes() {
  const { notifications } = useNotificationContext();
  return createElement(
    'ul',
    { 'data-testid': 'notes' },
    notifications.map((n, i) => createElement('li', { key: i }, n.message)),
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return createElement('output', { 'data-testid': 'location' }, pathname + search);
}

let root: Root | null = null;
let container: HTMLElement | null = null;

export async function renderPage(
  element: ReactElement,
  {
    url = '/',
    permissoes = ['messages.view', 'messages.send'],
  }: { url?: string; permissoes?: string[] } = {},
): Promise<void> {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1, ambient: null, permissoes, fullName: 'Tester' }),
    getPermissions: async () => permissoes,
  };
  const i18nProvider = withLateMessages(
    polyglotI18nProvider(() => messages, 'pt-BR', [], { allowMissing: true }),
  );
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      createElement(
        MemoryRouter,
        { initialEntries: [url] },
        createElement(
          AdminContext,
          { dataProvider, i18nProvider, authProvider },
          element,
          createElement(Where),
          createElement(Notes),
        ),
      ),
    );
  });
  await settle(10);
}

export async function cleanupPage(): Promise<void> {
  await act(async () => root?.unmount());
  root = null;
  container?.remove();
  container = null;
  document.body.innerHTML = '';
  handlers.clear();
  FakeXhr.sent = [];
}

export const location = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';

/** The form control a visible label (or aria-label) names, as getByLabel finds it. */
export function byLabel(name: string): HTMLElement {
  const aria = document.querySelector<HTMLElement>(`[aria-label="${name}"]`);
  if (aria) return aria;
  const label = [...document.querySelectorAll('label')].find(
    (l) => l.textContent?.replace(/\s*\*\s*$/, '').trim() === name,
  );
  const id = label?.htmlFor;
  const control = id ? document.getElementById(id) : null;
  if (!control) throw new Error(`no control labelled "${name}"`);
  return control;
}

/** An element of a role whose text is `name`. */
export function byRole(role: string, name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>(`[role="${role}"], ${role}`)].find(
    (el) => (el.getAttribute('aria-label') ?? el.textContent)?.trim() === name,
  );
  if (!found) throw new Error(`no ${role} named "${name}"`);
  return found;
}

/** Chooses files in a file input the way the browser reports them. */
export async function chooseFile(input: HTMLElement, file: File): Promise<void> {
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle(10);
}
