// Renders the SPA's root at a path under happy-dom with fetch answered per route, and drives it the
// way a user would (clicks, typing), for the public signing pages' tests.
import { act, createElement } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import { vi } from 'vitest';
import { Root } from '../../src/Root';
import { waitFor as sharedWaitFor } from './waitFor';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// happy-dom does not scroll; the shell scrolls to the top on every page.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status: number; body: unknown } | ((call: Call) => { status: number; body: unknown });

export const json = (status: number, body: unknown) => ({ status, body });

const CLIENT = {
  app_name: 'Cofre Teste',
  logo_url: null,
  primary_color: '#1565c0',
  secondary_color: '#00897b',
  recaptcha_site_key: null,
  trial_days: 14,
  upload: { max_bytes: 1024, allowed_types: ['pdf'], extensions: ['.pdf'] },
};

/** Answers `METHOD /path` from `routes` (init/client built in); records every call. */
export function mockApi(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const raw = init.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : (raw ?? null);
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const answer =
      routes[`${method} ${url.pathname}`] ??
      (url.pathname === '/api/init/client' ? json(200, CLIENT) : undefined);
    const { status, body: out } = typeof answer === 'function' ? answer(call) : (answer ?? json(404, {}));
    return new Response(JSON.stringify(out), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

let root: ReactRoot | null = null;
let container: HTMLElement | null = null;

export async function renderAt(path: string) {
  window.history.pushState({}, '', path);
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root?.render(createElement(Root)));
}

export async function cleanup() {
  await act(async () => root?.unmount());
  container?.remove();
  root = null;
  container = null;
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
}

/** Waits until `find` returns something (the first visit loads the page code). */
export const waitFor = <T>(find: () => T | null | undefined | false, what = 'condition'): Promise<T> =>
  sharedWaitFor(find, what);

export const byTestId = <E extends HTMLElement = HTMLElement>(id: string) =>
  document.querySelector<E>(`[data-testid="${id}"]`);

export const findTestId = <E extends HTMLElement = HTMLElement>(id: string) =>
  waitFor(() => byTestId<E>(id), `[data-testid="${id}"]`);

export const text = () => document.body.textContent ?? '';

export async function click(el: HTMLElement) {
  await act(async () => el.click());
}

/** Types into an input or textarea as React sees it (the native setter, then an input event). */
export async function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Picks `file` in a file input (as the browser's file dialog would). */
export async function pickFile(input: HTMLInputElement, file: File) {
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
