// The app bar's company switcher: shown only to people in several companies; choosing another one
// asks the API for a session there, keeps the new access token, forgets the old company's tabs and
// starts the app over on /home with the API's message; a refusal leaves everything as it was.
import type { AuthProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { act, createElement } from 'react';
import { AdminContext } from 'react-admin';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ptBRApp } from '../../i18n/app/pt-BR';
import { ptBRRa } from '../../i18n/ra/pt-BR';
import { CompanySwitcher } from '../../src/layout/CompanySwitcher';
import { dataProvider } from '../../src/providers/dataProvider';
import { takeFlash } from '../../src/providers/flash';
import { accessToken, clearSession, saveTokens } from '../../src/providers/session';
import { getTabs } from '../../src/providers/tabs';
import { type Call, click, mockApi, settle } from './devices-render';
import { visitTab } from './visitTab';

const messages = { ...ptBRRa, ...ptBRApp } as TranslationMessages;
const DEMO = { id: 7, nome: 'Demo Ltda', status: true };
const OTHER = { id: 9, nome: 'Outra Ltda', status: true };
const CLOSED = { id: 11, nome: 'Fechada Ltda', status: false };

let root: Root | null = null;
let calls: Call[] = [];

async function mount(empresas: (typeof DEMO)[], answer: { status: number; body: unknown }) {
  saveTokens({ access_token: 'old-token', expires_in: 900 });
  calls = mockApi((call) => (call.path === '/api/auth/empresa' ? answer : undefined));
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1, fullName: 'Ana', ambient: null, empresa: DEMO, empresas }),
  };
  const i18nProvider = polyglotI18nProvider(() => messages, 'pt-BR', [], { allowMissing: true });
  const page = createElement(
    AdminContext,
    { dataProvider, i18nProvider, authProvider },
    createElement(CompanySwitcher),
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/cofre'] });
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => root?.render(createElement(RouterProvider, { router })));
  await settle(10);
}

/** The page's location with `assign` replaced (its fields are getters: a spread would copy none). */
function locationWith(assign: Location['assign']): Location {
  const { href, origin, protocol, host, hostname, port, pathname, search, hash, ancestorOrigins } =
    window.location;
  const replace = window.location.replace.bind(window.location);
  const reload = window.location.reload.bind(window.location);
  return {
    ...{ href, origin, protocol, host, hostname, port, pathname, search, hash, ancestorOrigins },
    ...{ assign, replace, reload, toString: () => href },
  };
}

const opener = () => document.querySelector<HTMLElement>('[aria-haspopup="menu"]');
const item = (id: number) => document.querySelector<HTMLElement>(`[data-company="${id}"]`);

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  clearSession();
  takeFlash();
  vi.restoreAllMocks();
});

describe('CompanySwitcher', () => {
  it('is not shown to someone in one company', async () => {
    await mount([DEMO], { status: 500, body: {} });
    expect(opener()).toBeNull();
  });

  it('names the current company and offers the others, a disabled one shown but not offered', async () => {
    await mount([DEMO, OTHER, CLOSED], { status: 500, body: {} });
    const button = opener();
    expect(button?.getAttribute('aria-label')).toBe('Empresa: Demo Ltda. Trocar de empresa');
    await click(button as HTMLElement);
    expect(item(DEMO.id)?.classList.contains('Mui-selected')).toBe(true);
    expect(item(OTHER.id)?.getAttribute('aria-disabled')).toBeNull();
    expect(item(CLOSED.id)?.getAttribute('aria-disabled')).toBe('true');
    expect(item(CLOSED.id)?.textContent).toContain('desativada');
  });

  it('moves to the chosen company: new token kept, old tabs forgotten, the message carried to /home', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue(locationWith(assign));
    visitTab('/cofre');
    expect(getTabs()).toHaveLength(1);
    await mount([DEMO, OTHER], {
      status: 200,
      body: {
        access_token: 'new-token',
        expires_in: 900,
        token_type: 'Bearer',
        message: 'Agora você está em Outra Ltda.',
      },
    });
    await click(opener() as HTMLElement);
    await click(item(OTHER.id) as HTMLElement);
    await settle(10);
    const posted = calls.find((c) => c.path === '/api/auth/empresa');
    expect(posted?.method).toBe('POST');
    expect(posted?.body).toEqual({ empresa_id: OTHER.id });
    expect(accessToken()).toBe('new-token');
    expect(getTabs()).toHaveLength(0);
    expect(takeFlash()).toEqual({ message: 'Agora você está em Outra Ltda.', level: 'success' });
    expect(assign).toHaveBeenCalledWith('/home');
  });

  it('stays in the company it was in when the API refuses', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue(locationWith(assign));
    await mount([DEMO, OTHER], {
      status: 422,
      body: { message: 'A empresa selecionada está desativada.', code: 'SELECTED_COMPANY_DISABLED' },
    });
    await click(opener() as HTMLElement);
    await click(item(OTHER.id) as HTMLElement);
    await settle(10);
    expect(accessToken()).toBe('old-token');
    expect(assign).not.toHaveBeenCalled();
    expect(opener()?.hasAttribute('disabled')).toBe(false);
  });

  it('does nothing when the current company is chosen again', async () => {
    await mount([DEMO, OTHER], { status: 500, body: {} });
    await click(opener() as HTMLElement);
    await click(item(DEMO.id) as HTMLElement);
    expect(calls.some((c) => c.path === '/api/auth/empresa')).toBe(false);
  });
});
