// The company lookup on the sign-up page: a complete, valid numeric CNPJ asks the registry (JSONP)
// and fills the company's name with the razão social; a name the user typed is kept; an alphanumeric CNPJ
// (unknown to the registry) asks nothing.
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SignUpPage from '../../src/pages/auth/SignUpPage';
import { answerJsonp, jsonpScripts, until, withSettings } from './profile-render';
import { mockFetch, settle, type } from './signing-render';

let root: Root | null = null;

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  for (const s of jsonpScripts()) s.remove();
});

async function renderSignUp() {
  mockFetch(withSettings());
  const router = createMemoryRouter([{ path: '/sign-up', element: createElement(SignUpPage) }], {
    initialEntries: ['/sign-up'],
  });
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root?.render(createElement(RouterProvider, { router })));
  await settle();
}

const input = (name: string) => {
  const el = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
};

const REGISTRY = { status: 'OK', nome: 'EMPRESA EXEMPLO LTDA', fantasia: 'EXEMPLO', uf: 'SP' };

describe('the sign-up page', () => {
  it('fills the company name from the registry when a valid CNPJ is complete', async () => {
    await renderSignUp();
    await type(input('document'), '11222333000181');
    expect(input('document').value).toBe('11.222.333/0001-81');
    const src = await answerJsonp('/cnpj/11222333000181', REGISTRY);
    expect(src).toMatch(/^http:\/\/lookup\.test\/cnpj\/11222333000181\?callback=/);
    await until(() => input('company_name').value === 'EMPRESA EXEMPLO LTDA');
  });

  it('keeps a name the user typed', async () => {
    await renderSignUp();
    await type(input('company_name'), 'Minha Empresa');
    await type(input('document'), '11.222.333/0001-81');
    await answerJsonp('/cnpj/', REGISTRY);
    await settle();
    expect(input('company_name').value).toBe('Minha Empresa');
  });

  it('asks nothing for an alphanumeric CNPJ or a CPF', async () => {
    await renderSignUp();
    await type(input('document'), '12ABC34501DE35');
    await type(input('document'), '529.982.247-25');
    await settle(10);
    expect(jsonpScripts()).toHaveLength(0);
    expect(input('company_name').value).toBe('');
  });
});
