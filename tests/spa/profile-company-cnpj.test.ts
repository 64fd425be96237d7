// The company lookup on the company form: changing the CNPJ to a complete, valid numeric one asks
// the registry (JSONP) and fills razão social and nome fantasia; the company's own CNPJ as loaded
// asks nothing.
import { createElement } from 'react';
import { SimpleForm } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyInputs } from '../../resources/companies/CompanyInputs';
import { cleanup, mockApi, render, type } from './devices-render';
import { answerJsonp, jsonpScripts, until, withSettings } from './profile-render';
import { settle } from './signing-render';

afterEach(async () => {
  for (const s of jsonpScripts()) s.remove();
  await cleanup();
});

const input = (name: string) => {
  const el = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
};

const record = {
  id: 5,
  razao_social: 'Antiga Razão Ltda',
  nome_fantasia: 'Antiga',
  documento: '11222333000181',
  cnpj_matriz: null,
};

async function renderForm() {
  mockApi(withSettings());
  // The form with the company as its record (no toolbar: its delete button needs a resource page).
  const form = createElement(SimpleForm, {
    record,
    toolbar: false,
    onSubmit: () => undefined,
    // biome-ignore lint/correctness/noChildrenProp: createElement in a .ts test file.
    children: createElement(CompanyInputs),
  });
  await render(form, { path: '/companies/5', pattern: '/companies/:id' });
}

describe('the company form', () => {
  it('fills razão social and nome fantasia from the registry for a new CNPJ', async () => {
    await renderForm();
    await settle(10);
    expect(jsonpScripts()).toHaveLength(0);
    expect(input('razao_social').value).toBe('Antiga Razão Ltda');

    await type(input('documento'), '45.723.174/0001-10');
    await answerJsonp('/cnpj/45723174000110', {
      status: 'OK',
      nome: 'NOVA EMPRESA S.A.',
      fantasia: 'NOVA',
    });
    await until(() => input('razao_social').value === 'NOVA EMPRESA S.A.');
    expect(input('nome_fantasia').value).toBe('NOVA');
  });
});
