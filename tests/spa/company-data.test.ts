// /empresa/dados: the company's own data as a member holding company.manage keeps it — loaded from
// GET /api/empresa/{id}/detalhes (razão social and CNPJ shown, not editable), the CEP filling the
// address, saved with PUT /api/empresa/{id}/editar (the documents left out), and the server's field
// errors (422) under their fields.
// The resource's labels, as its pages load them (resources/companies/index.ts).
import '../../resources/companies/messages';
import { act, createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import CompanyDataPage from '../../resources/companies/CompanyDataPage';
import type { CompanyView } from '../../src/providers/companiesApi';
import { cleanup, click, mockApi, notes, render, text, type } from './devices-render';
import { answerJsonp, withSettings } from './profile-render';
import type { Call } from './signing-render';
import { waitFor } from './waitFor';

afterEach(cleanup);

const company = (over: Partial<CompanyView> = {}): CompanyView => ({
  id: 5,
  razao_social: 'Demo Serviços Ltda',
  nome_fantasia: 'Demo',
  documento: '11222333000181',
  cnpj_matriz: null,
  status: true,
  owner: { id: 1, nome: 'Gestor Demo', email: 'gestor@demo.test' },
  email: 'contato@demo.test',
  telefone: '1133334444',
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  estado_id: null,
  municipio_id: null,
  municipio_nome: null,
  uf: null,
  logo_url: null,
  trial_ends_at: null,
  teste_ate: null,
  plano: null,
  plano_periodicidade: null,
  plano_expira_em: null,
  assinatura_ativa: true,
  usuarios: 3,
  indicada_por: null,
  indicadas: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: null,
  deleted_at: null,
  ...over,
});

const field = (name: string) => {
  const el = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
};
const saveButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Salvar') as HTMLButtonElement;

async function open(handler: (call: Call) => { status?: number; body?: unknown } | undefined) {
  const calls = mockApi(
    withSettings((call) =>
      call.method === 'GET' && call.path === '/api/empresa/5/detalhes'
        ? { body: { data: company() } }
        : handler(call),
    ),
  );
  await render(createElement(CompanyDataPage), {
    path: '/empresa/dados',
    pattern: '/empresa/dados',
    permissions: ['company.manage'],
    identity: { id: 1, empresa: { id: 5, nome: 'Demo' } },
  });
  await waitFor(() => document.querySelector('input[name="razao_social"]'), 'the form');
  return calls;
}

describe('the company’s data', () => {
  it('loads the company: names and CNPJ shown, the documents not editable', async () => {
    await open(() => undefined);
    expect(field('razao_social').value).toBe('Demo Serviços Ltda');
    expect(field('razao_social').readOnly).toBe(true);
    expect(field('documento').value).toBe('11.222.333/0001-81');
    expect(field('documento').readOnly).toBe(true);
    expect(field('nome_fantasia').value).toBe('Demo');
    expect(field('email').value).toBe('contato@demo.test');
    expect(field('telefone').value).toBe('(11) 3333-4444');
    expect(text()).toContain('Proprietário: Gestor Demo');
  });

  it('fills the address from the CEP and saves the names, contact and address', async () => {
    const calls = await open((call) =>
      call.method === 'PUT' && call.path === '/api/empresa/5/editar'
        ? { body: { message: 'Empresa atualizada.', data: company({ nome_fantasia: 'Demo Nova' }) } }
        : undefined,
    );
    await type(field('nome_fantasia'), 'Demo Nova');
    await type(field('cep'), '01001000');
    await answerJsonp('/cep/01001000/', {
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
    });
    await waitFor(() => field('municipio_id').value === 'São Paulo', 'the municipality');
    await type(field('numero'), '100');
    await click(saveButton());

    const put = await waitFor(() => calls.find((c) => c.method === 'PUT'), 'the save');
    expect(put.body).toEqual({
      razao_social: 'Demo Serviços Ltda',
      nome_fantasia: 'Demo Nova',
      email: 'contato@demo.test',
      telefone: '1133334444',
      cep: '01001000',
      logradouro: 'Praça da Sé',
      numero: '100',
      complemento: '',
      bairro: 'Sé',
      estado_id: 35,
      municipio_id: 3550308,
    });
    await waitFor(() => notes().includes('Empresa atualizada.'), 'the toast');
  });

  it('shows a 422’s field errors under their fields', async () => {
    await open((call) =>
      call.method === 'PUT'
        ? {
            status: 422,
            body: { message: 'Os dados não são válidos.', errors: { telefone: ['Telefone inválido.'] } },
          }
        : undefined,
    );
    await type(field('telefone'), '1199');
    await click(saveButton());
    await waitFor(() => text().includes('Telefone inválido.'), 'the field error');
    expect(field('telefone').getAttribute('aria-invalid')).toBe('true');
    expect(field('email').getAttribute('aria-invalid')).toBe('false');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Os dados não são válidos.');
  });
});

describe('the company’s logo', () => {
  const choose = async (file: File) => {
    const el = document.querySelector<HTMLInputElement>('[data-testid="logo-input"]');
    if (!el) throw new Error('no logo input');
    Object.defineProperty(el, 'files', { value: [file], configurable: true });
    await act(async () => {
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  const button = (label: string) =>
    waitFor(
      () =>
        [...document.querySelectorAll('button')].find((b) => b.textContent === label) as HTMLButtonElement,
      label,
    );
  const logoImg = () => document.querySelector('[data-testid="company-logo"] img');

  it('checks the type first, previews the chosen image, sends it as multipart and shows the new logo', async () => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    const calls = await open((call) =>
      call.method === 'PUT' && call.path === '/api/empresa/5/logo'
        ? { body: { message: 'Logotipo atualizado.', logo_url: '/api/empresa/logo/5.novo' } }
        : undefined,
    );
    expect(text()).toContain('Sem logotipo');
    await choose(new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(text()).toContain('Escolha uma imagem JPEG, PNG ou WebP.');

    await choose(new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' }));
    expect(logoImg()?.getAttribute('src')).toBe('blob:preview');
    expect(logoImg()?.getAttribute('alt')).toBe('Pré-visualização do novo logotipo');
    await click(await button('Enviar logotipo'));
    const put = await waitFor(() => calls.find((c) => c.method === 'PUT'), 'the upload');
    expect(((put.body as FormData).get('logo') as File | null)?.name).toBe('logo.png');
    await waitFor(() => notes().includes('Logotipo atualizado.'), 'the toast');
    await waitFor(() => logoImg()?.getAttribute('src') === '/api/empresa/logo/5.novo', 'the new logo');
    expect(logoImg()?.getAttribute('alt')).toBe('Logotipo da empresa');
  });

  it('shows the server’s refusal and removes the logo', async () => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    mockApi(
      withSettings((call) => {
        if (call.method === 'GET' && call.path === '/api/empresa/5/detalhes')
          return { body: { data: company({ logo_url: '/api/empresa/logo/5.atual' }) } };
        if (call.method === 'PUT' && call.path === '/api/empresa/5/logo')
          return {
            status: 422,
            body: {
              message: 'O logotipo deve ser uma imagem JPEG, PNG ou WebP.',
              errors: { logo: ['O logotipo deve ser uma imagem JPEG, PNG ou WebP.'] },
            },
          };
        if (call.method === 'DELETE' && call.path === '/api/empresa/5/logo')
          return { body: { message: 'Logotipo removido.' } };
        return undefined;
      }),
    );
    await render(createElement(CompanyDataPage), {
      path: '/empresa/dados',
      pattern: '/empresa/dados',
      permissions: ['company.manage'],
      identity: { id: 1, empresa: { id: 5, nome: 'Demo' } },
    });
    await waitFor(() => logoImg()?.getAttribute('src') === '/api/empresa/logo/5.atual', 'the current logo');
    await choose(new File([new Uint8Array(10)], 'falso.png', { type: 'image/png' }));
    await click(await button('Enviar logotipo'));
    await waitFor(() => text().includes('O logotipo deve ser uma imagem JPEG, PNG ou WebP.'), 'the refusal');
    await click(await button('Cancelar'));
    await click(await button('Remover logotipo'));
    await waitFor(() => notes().includes('Logotipo removido.'), 'the toast');
    await waitFor(() => text().includes('Sem logotipo'), 'no logo');
  });
});
