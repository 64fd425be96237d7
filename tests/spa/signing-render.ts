// Rendering the signing screens in happy-dom for the signing-*.test.ts files: react-admin's contexts with
// the app's real pt-BR messages and a signed-in identity, a scripted fetch that records every call,
// the notifications shown, and the few DOM gestures the tests need (click, type, pick).

import type { AuthProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { act, createElement, type ReactElement } from 'react';
import { AdminContext, testDataProvider, useNotificationContext } from 'react-admin';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import '../../resources/signing/messages';
import { ptBRRa } from '../../i18n/ra/pt-BR';
import { withLateMessages } from '../../src/providers/i18nProvider';
import { ptBRDictionary } from '../../src/providers/messages';
import type { SignatoryView } from '../../src/providers/signingApi';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// A dialog's first render (MUI, react-admin's contexts) takes seconds when every suite runs at once.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const messages = { ...ptBRRa, ...ptBRDictionary } as TranslationMessages;

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body?: unknown };
type Handler = (call: Call) => Answer | undefined;

/** Answers fetch from `handler` (404 when it has nothing) and keeps every call made. */
export function mockFetch(handler: Handler): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'not found' } };
    const status = answer.status ?? 200;
    const body = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // What http.ts reads of a Response, settled in microtasks (a real body stream takes turns of the
    // event loop, which a busy machine stretches past the tests' settling).
    return { ok: status >= 200 && status < 300, status, text: async () => body } as Response;
  }) as typeof fetch;
  return calls;
}

/** The notifications react-admin was asked to show, as message keys (with their arguments). */
function Notes() {
  const { notifications } = useNotificationContext();
  return createElement(
    'ul',
    { 'data-testid': 'notes' },
    notifications.map((n, i) =>
      createElement(
        'li',
        { key: i, 'data-args': JSON.stringify(n.notificationOptions?.messageArgs ?? {}) },
        n.message,
      ),
    ),
  );
}

export interface Identity {
  id: number;
  ambient?: 'A' | 'S' | null;
  permissoes?: string[];
}

let root: Root | null = null;
let container: HTMLElement | null = null;

export async function render(element: ReactElement, identity: Identity = { id: 1 }): Promise<void> {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ ambient: null, permissoes: [], fullName: 'Tester', ...identity }),
    getPermissions: async () => identity.permissoes ?? [],
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
        AdminContext,
        { dataProvider: testDataProvider(), i18nProvider, authProvider },
        element,
        createElement(Notes),
      ),
    );
  });
  await settle();
}

export async function cleanup(): Promise<void> {
  await act(async () => root?.unmount());
  root = null;
  container?.remove();
  container = null;
  document.body.innerHTML = '';
}

/** Lets pending fetches, effects and timers of 0 ms run. */
export async function settle(times = 5): Promise<void> {
  for (let i = 0; i < times; i++)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
}

export const byTestId = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
export function one(id: string, within: ParentNode = document): HTMLElement {
  const found = within.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!found) throw new Error(`no element with data-testid="${id}"`);
  return found;
}
export const text = () => document.body.textContent ?? '';
export const notes = () =>
  byTestId('notes').flatMap((ul) => [...ul.querySelectorAll('li')].map((li) => li.textContent));

export async function click(el: Element): Promise<void> {
  await act(async () => {
    (el as HTMLElement).click();
  });
  await settle();
}

/** Types into an input, textarea or native select the way React sees a user's change. */
export async function type(el: Element, value: string): Promise<void> {
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  await act(async () => {
    setter?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
  await settle();
}

/** Picks an option of an Autocomplete by its text: types it, then clicks the option offered. */
export async function pick(input: HTMLElement, label: string): Promise<void> {
  await act(async () => input.focus());
  await type(input, label.slice(0, 3));
  const option = [...document.querySelectorAll('[role="option"]')].find((o) =>
    o.textContent?.includes(label),
  );
  if (!option) throw new Error(`no option "${label}"`);
  await click(option);
}

/** A signatory as the owner's process view gets it: pending, by e-mail, nothing sent yet; `over` changes any field. */
export const signatoryView = (over: Partial<SignatoryView> = {}): SignatoryView => ({
  id: 1,
  ordem: 1,
  tipo: 1,
  nome: 'Ana Souza',
  email: 'ana@demo.local',
  phone: null,
  cpf: null,
  user_id: null,
  canal: 'email',
  device: null,
  idioma: 'pt_BR',
  entregas: { email: null, whatsapp: null, fallback: false },
  interno: false,
  exige_codigo: false,
  status: 'pending',
  vez: false,
  enviado_em: null,
  visualizado_em: null,
  acted_at: null,
  ip: null,
  port: null,
  user_agent: null,
  autenticacao: null,
  motivo: null,
  link_expires_at: null,
  lembrado_em: null,
  campos: [],
  marcas: { assinatura: null, rubrica: null },
  ...over,
});
