// The back office sorts its users and companies by CPF/CNPJ (a click on the column's header asks the
// API for sort=documento); a company's edit view names the company that referred it and links to the
// companies it referred (the list filtered by indicada_por, which that list then asks for); a
// company's own data page offers its referral link (/sign-up?empresa=<id>) with a copy button; and
// the profile shows the API's refusal of a CPF in use under the document field.
import '../../resources/companies/messages';
import '../../resources/users/messages';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CompanyDataPage from '../../resources/companies/CompanyDataPage';
import CompanyEdit from '../../resources/companies/CompanyEdit';
import CompanyList from '../../resources/companies/CompanyList';
import UserList from '../../resources/users/UserList';
import ProfilePage from '../../src/pages/app/profile/ProfilePage';
import type { CompanyView } from '../../src/providers/companiesApi';
import { type Call, cleanup, click, mockApi, notes, render, text, type } from './devices-render';
import { profile } from './profile-fixtures';
import { withSettings } from './profile-render';
import { waitFor } from './waitFor';

afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

const company = (over: Partial<CompanyView> = {}): CompanyView => ({
  id: 7,
  razao_social: 'Indicada Serviços Ltda',
  nome_fantasia: 'Indicada',
  documento: '11222333000181',
  cnpj_matriz: null,
  status: true,
  owner: null,
  email: null,
  telefone: null,
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
  usuarios: 1,
  indicada_por: { id: 5, nome: 'Indicadora' },
  indicadas: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: null,
  deleted_at: null,
  ...over,
});

const ADMIN = { permissions: [], identity: { id: 1, ambient: 'A' } };
const lists = (calls: Call[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path);
const sortLabel = (label: string) =>
  waitFor(
    () =>
      [...document.querySelectorAll<HTMLElement>('.MuiTableSortLabel-root')].find(
        (el) => el.textContent?.trim() === label,
      ),
    `the sortable header ${label}`,
  );

describe('sorting by CPF/CNPJ', () => {
  it('the companies list asks for sort=documento when the CNPJ header is clicked, then the other way', async () => {
    const calls = mockApi((call) =>
      call.path === '/api/empresas' ? { body: { data: [company()], total: 1 } } : undefined,
    );
    await render(createElement(CompanyList), { path: '/empresas', pattern: '/empresas', ...ADMIN });
    await waitFor(() => text().includes('Indicada Serviços Ltda'), 'the list');
    // The column says who referred each company.
    expect(document.querySelector('tbody tr')?.textContent).toContain('Indicadora');
    await click(await sortLabel('CNPJ'));
    await waitFor(
      () => lists(calls, '/api/empresas').some((c) => c.query.get('sort') === 'documento'),
      'sorted by CNPJ',
    );
    expect(lists(calls, '/api/empresas').at(-1)?.query.get('order')).toBe('asc');
    await click(await sortLabel('CNPJ'));
    await waitFor(
      () => lists(calls, '/api/empresas').at(-1)?.query.get('order') === 'desc',
      'sorted by CNPJ, descending',
    );
    expect(lists(calls, '/api/empresas').at(-1)?.query.get('sort')).toBe('documento');
  });

  it('the users list asks for sort=documento when the CPF header is clicked', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/usuarios')
        return {
          body: {
            data: [
              {
                id: 3,
                nome: 'Ana Listada',
                email: 'ana@example.com',
                documento: '52998224725',
                phone: null,
                status: true,
                empresas: [],
                created_at: '2026-01-01T00:00:00.000Z',
              },
            ],
            total: 1,
          },
        };
      if (call.path === '/api/empresas') return { body: { data: [], total: 0 } };
      return undefined;
    });
    await render(createElement(UserList), { path: '/usuarios', pattern: '/usuarios', ...ADMIN });
    await waitFor(() => text().includes('Ana Listada'), 'the list');
    await click(await sortLabel('CPF'));
    await waitFor(
      () => lists(calls, '/api/usuarios').some((c) => c.query.get('sort') === 'documento'),
      'sorted by CPF',
    );
  });
});

describe('referrals in the back office', () => {
  it("the company's edit view links its referrer and the companies it referred", async () => {
    mockApi((call) =>
      call.method === 'GET' && call.path === '/api/empresa/7/detalhes'
        ? { body: { data: company() } }
        : undefined,
    );
    await render(createElement(CompanyEdit), {
      path: '/empresa/7/editar',
      pattern: '/empresa/:id/editar',
      ...ADMIN,
    });
    const referrals = await waitFor(
      () => document.querySelector<HTMLElement>('[data-testid="company-referrals"]'),
      'the referrals',
    );
    expect(referrals.textContent).toContain('Indicada por: Indicadora');
    const referrer = referrals.querySelector<HTMLAnchorElement>('[data-testid="company-referrer"]');
    expect(referrer?.getAttribute('href')).toBe('/empresa/5/editar');
    const referred = referrals.querySelector<HTMLAnchorElement>('[data-testid="company-referred"]');
    expect(referred?.textContent).toBe('3 empresas indicadas');
    const target = new URL(referred?.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/empresas');
    expect(JSON.parse(target.searchParams.get('filter') ?? '{}')).toEqual({ indicada_por: 7 });
  });

  it('says when no company referred it and it referred none', async () => {
    mockApi((call) =>
      call.method === 'GET' && call.path === '/api/empresa/7/detalhes'
        ? { body: { data: company({ indicada_por: null, indicadas: 0 }) } }
        : undefined,
    );
    await render(createElement(CompanyEdit), {
      path: '/empresa/7/editar',
      pattern: '/empresa/:id/editar',
      ...ADMIN,
    });
    const referrals = await waitFor(
      () => document.querySelector<HTMLElement>('[data-testid="company-referrals"]'),
      'the referrals',
    );
    expect(referrals.textContent).toContain('Indicada por: nenhuma empresa');
    expect(referrals.textContent).toContain('Nenhuma empresa indicada');
    expect(referrals.querySelectorAll('a')).toHaveLength(0);
  });

  it('the companies list opened from that link asks only for the companies referred', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/empresas') return { body: { data: [company()], total: 1 } };
      if (call.path === '/api/empresa/5/detalhes')
        return {
          body: { data: company({ id: 5, razao_social: 'Indicadora Ltda', nome_fantasia: 'Indicadora' }) },
        };
      return undefined;
    });
    const search = new URLSearchParams({
      filter: JSON.stringify({ indicada_por: 5 }),
      displayedFilters: JSON.stringify({ indicada_por: true }),
    });
    // react-admin reads the list's parameters from its own (hash) router here.
    window.location.hash = `#/empresas?${search}`;
    try {
      await render(createElement(CompanyList), {
        path: `/empresas?${search}`,
        pattern: '/empresas',
        ...ADMIN,
      });
      await waitFor(() => text().includes('Indicada Serviços Ltda'), 'the list');
    } finally {
      window.location.hash = '';
    }
    const asked = lists(calls, '/api/empresas').filter((c) => c.query.get('sort') === 'razao_social');
    // The list's own call (the filter's company picker asks without it).
    expect(asked.some((c) => c.query.get('indicada_por') === '5' && c.query.get('perPage') === '10')).toBe(
      true,
    );
    // The filter shows which company it is.
    await waitFor(
      () => [...document.querySelectorAll<HTMLInputElement>('input')].some((i) => i.value === 'Indicadora'),
      'the referrer in the filter',
    );
  });
});

describe("a company's referral link", () => {
  it('shows /sign-up?empresa=<id> read-only on the company data page and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockApi(
      withSettings((call) =>
        call.method === 'GET' && call.path === '/api/empresa/5/detalhes'
          ? { body: { data: company({ id: 5, indicada_por: null, indicadas: 0 }) } }
          : undefined,
      ),
    );
    await render(createElement(CompanyDataPage), {
      path: '/empresa/dados',
      pattern: '/empresa/dados',
      permissions: ['company.manage'],
      identity: { id: 1, empresa: { id: 5, nome: 'Indicada' } },
    });
    const link = await waitFor(
      () => document.querySelector<HTMLInputElement>('[data-testid="referral-link"]'),
      'the referral link',
    );
    const expected = `${window.location.origin}/sign-up?empresa=5`;
    expect(link.value).toBe(expected);
    expect(link.readOnly).toBe(true);
    expect(text()).toContain('Link de indicação');
    await click(document.querySelector('[data-testid="referral-link-copy"]') as HTMLElement);
    expect(writeText).toHaveBeenCalledWith(expected);
    await waitFor(() => notes().includes('app.copied'), 'the copied toast');
  });
});

describe('the profile and a CPF in use', () => {
  it("shows the API's refusal under the document field", async () => {
    const taken = 'Este CPF/CNPJ já está em uso.';
    mockApi(
      withSettings((call) => {
        if (call.path === '/api/usuario/perfil') return { body: { data: profile() } };
        if (call.method === 'PUT' && call.path === '/api/user')
          return { status: 422, body: { message: taken, errors: { documento: [taken] } } };
        return undefined;
      }),
    );
    await render(createElement(ProfilePage), { path: '/profile', pattern: '/profile' });
    const documento = await waitFor(
      () => document.querySelector<HTMLInputElement>('input[name="documento"]'),
      'the document field',
    );
    await type(documento, '52998224725');
    const save = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Salvar');
    await click(save as HTMLButtonElement);
    await waitFor(
      () => document.getElementById(documento.getAttribute('aria-describedby') ?? '')?.textContent === taken,
      'the refusal under the document',
    );
    expect(documento.getAttribute('aria-invalid')).toBe('true');
  });
});
