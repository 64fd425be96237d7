// The company's logo in the app bar: its image, named by the company, when the company has one;
// nothing when it has none.
import type { AuthProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { act, createElement } from 'react';
import { AdminContext } from 'react-admin';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ptBRApp } from '../../i18n/app/pt-BR';
import { ptBRRa } from '../../i18n/ra/pt-BR';
import { CompanyLogo } from '../../src/layout/CompanyLogo';
import { dataProvider } from '../../src/providers/dataProvider';
import { settle } from './devices-render';

const messages = { ...ptBRRa, ...ptBRApp } as TranslationMessages;
let root: Root | null = null;

async function mount(empresa: { id: number; nome: string; logo_url: string | null }) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1, fullName: 'Ana', ambient: null, empresa, empresas: [] }),
  };
  const i18nProvider = polyglotI18nProvider(() => messages, 'pt-BR', [], { allowMissing: true });
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root?.render(
      createElement(AdminContext, { dataProvider, i18nProvider, authProvider }, createElement(CompanyLogo)),
    ),
  );
  await settle(10);
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('the company logo in the app bar', () => {
  it('shows the company’s logo, named by the company', async () => {
    await mount({ id: 7, nome: 'Imobiliária Exemplo', logo_url: '/api/empresa/7/logo?exp=1&sig=x' });
    const img = document.querySelector<HTMLImageElement>('[data-testid="appbar-company-logo"]');
    expect(img?.getAttribute('src')).toBe('/api/empresa/7/logo?exp=1&sig=x');
    expect(img?.alt).toBe('Imobiliária Exemplo');
  });

  it('shows nothing when the company has no logo', async () => {
    await mount({ id: 7, nome: 'Demo Ltda', logo_url: null });
    expect(document.querySelector('[data-testid="appbar-company-logo"]')).toBeNull();
  });
});
