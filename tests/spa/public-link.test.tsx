// A template's public link page (/m/:token): the template, company and role shown; the visitor's
// details (CPF masked) ask for the code; a wrong code shows under the code input (only); the right one
// starts the document with the same details and opens the visitor's own signing page.
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Call,
  cleanup,
  click,
  findTestId,
  json,
  mockApi,
  renderAt,
  text,
  type,
  waitFor,
} from './signing-public-harness';

const TOKEN = 'Abc123_-Abc123_-Abc123_-Abc123_-';
const API = `/api/publico/modelo/${TOKEN}`;
const WRONG = 'Código incorreto. Restam 4 tentativas.';

const input = (name: string) =>
  waitFor(() => document.querySelector<HTMLInputElement>(`input[name="${name}"]`), `input ${name}`);
const button = (label: string) =>
  waitFor(
    () => [...document.querySelectorAll('button')].find((b) => b.textContent === label),
    `button ${label}`,
  );
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

afterEach(cleanup);

describe('public link page (/m/:token)', () => {
  it('asks for the code, shows a wrong one under its input, then starts and opens the signing page', async () => {
    let tries = 0;
    const calls = mockApi({
      [`GET ${API}`]: json(200, {
        nome: 'Contrato de locação',
        empresa: 'Imobiliária Sol',
        papel: 'Locatário',
        paginas: 3,
      }),
      [`POST ${API}/codigo`]: json(200, {
        message: 'Enviamos um código de 6 dígitos para a***@e***.com.',
        enviado_para: 'a***@e***.com',
        expira_em: '2030-01-01T00:10:00.000Z',
      }),
      [`POST ${API}`]: () =>
        ++tries === 1
          ? json(422, { message: WRONG, errors: { codigo: [WRONG] } })
          : json(201, { url: 'http://cofre.test/assinar/visitor-token' }),
    });
    await renderAt(`/m/${TOKEN}`);

    const summary = await findTestId('public-link-summary');
    expect(summary.textContent).toContain('Imobiliária Sol convida você');
    expect(summary.textContent).toContain('Você assinará como Locatário');
    expect(summary.textContent).toContain('3 páginas');
    expect(text()).toContain('Contrato de locação');

    await type(await input('nome'), 'Ana Lima');
    await type(await input('email'), 'ana@example.com');
    await type(await input('cpf'), '52998224725');
    expect((await input('cpf')).value).toBe('529.982.247-25');
    await click(await button('Enviar código'));

    await findTestId('visitor-code');
    expect(text()).toContain('Enviamos um código de 6 dígitos para a***@e***.com');
    expect(posts(calls, `${API}/codigo`).map((c) => c.body)).toEqual([
      { nome: 'Ana Lima', email: 'ana@example.com', cpf: '529.982.247-25' },
    ]);

    await type(await input('codigo'), '111111');
    await click(await button('Continuar'));
    const code = await input('codigo');
    const helper = await waitFor(
      () => document.getElementById(code.getAttribute('aria-describedby') ?? '-'),
      'the code input’s error',
    );
    expect(helper.textContent).toBe(WRONG);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    // Shown at the input, not repeated above the form.
    expect(document.querySelector('[role="alert"]')).toBeNull();

    await type(code, '123456');
    await click(await button('Continuar'));
    await waitFor(() => window.location.pathname === '/assinar/visitor-token', 'the signing page');
    expect(posts(calls, API).map((c) => c.body)).toEqual([
      { nome: 'Ana Lima', email: 'ana@example.com', cpf: '529.982.247-25', codigo: '111111' },
      { nome: 'Ana Lima', email: 'ana@example.com', cpf: '529.982.247-25', codigo: '123456' },
    ]);
  });

  it('says so when the link is no longer available, and shows a 429 as an alert', async () => {
    mockApi({ [`GET ${API}`]: json(404, { message: 'Este link não está mais disponível.' }) });
    await renderAt(`/m/${TOKEN}`);
    await waitFor(() => text().includes('Este link não está mais disponível.'), 'the gone message');
    await cleanup();

    const busy = 'Muitas tentativas. Tente novamente em alguns minutos.';
    mockApi({
      [`GET ${API}`]: json(200, { nome: 'Contrato', empresa: 'Sol', papel: 'Cliente', paginas: null }),
      [`POST ${API}/codigo`]: json(429, { message: busy }),
    });
    await renderAt(`/m/${TOKEN}`);
    await type(await input('nome'), 'Ana Lima');
    await type(await input('email'), 'ana@example.com');
    await type(await input('cpf'), '529.982.247-25');
    await click(await button('Enviar código'));
    const alert = await waitFor(() => document.querySelector('[role="alert"]'), 'the alert');
    expect(alert.textContent).toBe(busy);
  });
});
