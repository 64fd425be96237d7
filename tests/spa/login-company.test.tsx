// Choosing the company at sign-in: the login's company step lists the companies with the one entered
// last preselected and offers "Entrar sempre nesta empresa" (sent as lembrar_empresa, kept through
// the one-time code); the profile's "Empresa ao entrar" saves the choice, or "Perguntar sempre".
import { act, createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import ProfilePage from '../../src/pages/app/profile/ProfilePage';
import * as devices from './devices-render';
import { profile } from './profile-fixtures';
import { CLIENT_SETTINGS, until, withSettings } from './profile-render';
import {
  type Call,
  cleanup,
  click,
  json,
  mockApi,
  renderAt,
  text,
  type,
  waitFor,
} from './signing-public-harness';

const ALFA = { id: 11, nome: 'Alfa Comércio Ltda', status: true };
const BETA = { id: 12, nome: 'Beta Serviços Ltda', status: true };
const GAMA = { id: 13, nome: 'Gama Indústria Ltda', status: false };

const input = (name: string) =>
  waitFor(() => document.querySelector<HTMLInputElement>(`input[name="${name}"]`), `input ${name}`);
const button = (label: string) =>
  waitFor(
    () => [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label),
    `button ${label}`,
  );
const radio = (nome: string) =>
  waitFor(
    () =>
      [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) =>
        r.closest('label')?.textContent?.startsWith(nome),
      ),
    `radio ${nome}`,
  );
// The client settings are kept for the page's life: the profile below reads them too.
const CLIENT = json(200, CLIENT_SETTINGS);
const logins = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/login');

describe('the login of someone with several companies', () => {
  afterEach(cleanup);

  it('lists the companies with the last one preselected; ticking the box sends lembrar_empresa', async () => {
    const asked = {
      message: 'Escolha a empresa com a qual deseja entrar.',
      code: 'COMPANY_REQUIRED',
      companies: [ALFA, BETA, GAMA],
      ultima_empresa_id: BETA.id,
    };
    const calls = mockApi({
      'GET /api/init/client': CLIENT,
      'POST /api/login': (call) => {
        const body = call.body as { empresa_id?: number; token_otp?: string };
        if (body.empresa_id === undefined) return json(422, asked);
        if (!body.token_otp)
          return json(422, { message: 'Informe o código de verificação.', code: 'OTP_REQUIRED' });
        return json(422, { message: 'Código de verificação inválido.', code: 'OTP_INVALID' });
      },
    });
    await renderAt('/login');
    await type(await input('email'), 'ana@example.com');
    await type(await input('password'), 'segredo123');
    await click(await button('Entrar'));

    await waitFor(() => text().includes('Seu usuário pertence a mais de uma empresa.'), 'the company step');
    const group = await waitFor(() => document.querySelector('[role="radiogroup"]'), 'the company list');
    expect(group.getAttribute('aria-label')).toBe('Escolha a empresa');
    expect((await radio(ALFA.nome)).checked).toBe(false);
    expect((await radio(BETA.nome)).checked).toBe(true);
    const gama = await radio(GAMA.nome);
    expect(gama.disabled).toBe(true);
    expect(gama.closest('label')?.textContent).toBe('Gama Indústria Ltda (desativada)');
    const always = await input('lembrar_empresa');
    expect(always.checked).toBe(false);
    expect(text()).toContain('Entrar sempre nesta empresa');
    expect(text()).toContain('Você pode mudar isso no seu perfil.');

    // Another company, and "always enter" ticked.
    await click(await radio(ALFA.nome));
    await click(always);
    await click(await button('Entrar'));
    await waitFor(() => text().includes('Digite o código de 6 dígitos'), 'the code step');
    expect(logins(calls)[1]?.body).toEqual({
      email: 'ana@example.com',
      password: 'segredo123',
      remember: false,
      empresa_id: ALFA.id,
      lembrar_empresa: true,
    });

    // The code's attempt carries the same choice.
    await type(await input('token_otp'), '123456');
    await click(await button('Verificar'));
    await waitFor(() => logins(calls).length === 3, 'the code sent');
    expect(logins(calls)[2]?.body).toMatchObject({
      empresa_id: ALFA.id,
      lembrar_empresa: true,
      token_otp: '123456',
    });
  });

  it('enters the preselected company without lembrar_empresa when the box is left alone', async () => {
    const calls = mockApi({
      'GET /api/init/client': CLIENT,
      'POST /api/login': json(422, {
        message: 'Escolha a empresa com a qual deseja entrar.',
        code: 'COMPANY_REQUIRED',
        companies: [ALFA, BETA],
        ultima_empresa_id: ALFA.id,
      }),
    });
    await renderAt('/login');
    await type(await input('email'), 'ana@example.com');
    await type(await input('password'), 'segredo123');
    await click(await button('Entrar'));
    expect((await radio(ALFA.nome)).checked).toBe(true);
    await click(await button('Entrar'));
    await waitFor(() => logins(calls).length === 2, 'the company sent');
    expect(logins(calls)[1]?.body).toEqual({
      email: 'ana@example.com',
      password: 'segredo123',
      remember: false,
      empresa_id: ALFA.id,
    });
  });
});

describe("the profile's company to enter at sign-in", () => {
  afterEach(devices.cleanup);

  const companies = [
    { id: ALFA.id, nome: ALFA.nome },
    { id: BETA.id, nome: BETA.nome },
  ];

  async function openPreferences(
    over: Partial<ReturnType<typeof profile>>,
    answer?: (call: Call) => unknown,
  ) {
    const calls = devices.mockApi(
      withSettings((call) => {
        if (call.path === '/api/usuario/perfil') return { body: { data: profile(over) } };
        if (call.method === 'PUT' && call.path === '/api/usuario/perfil/empresa-padrao')
          return answer?.(call) as { status?: number; body?: unknown };
        return undefined;
      }),
    );
    await devices.render(createElement(ProfilePage), { path: '/profile', pattern: '/profile' });
    await until(() => devices.text().includes('Preferências'));
    const tab = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Preferências');
    if (!tab) throw new Error('no preferences tab');
    await devices.click(tab);
    return calls;
  }

  /** Opens the select and picks the option named `label`. */
  async function pick(label: string) {
    const select = document.querySelector('[data-testid="default-company"] [role="combobox"]');
    if (!select) throw new Error('no company select');
    await act(async () => {
      select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    const option = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
      (o) => o.textContent === label,
    );
    if (!option) throw new Error(`no option ${label}`);
    await devices.click(option);
  }

  it('PUTs the company chosen, then "Perguntar sempre" as null', async () => {
    const calls = await openPreferences({ empresas: companies, empresa_padrao_id: null }, (call) => ({
      body: {
        message: 'Empresa ao entrar salva.',
        data: {
          empresas: companies,
          empresa_padrao_id: (call.body as { empresa_padrao_id: number | null }).empresa_padrao_id,
        },
      },
    }));
    const select = document.querySelector('[data-testid="default-company"] [role="combobox"]');
    expect(select?.textContent).toBe('Perguntar sempre');
    expect(devices.text()).toContain('Empresa ao entrar');

    await pick(BETA.nome);
    const puts = () =>
      calls.filter((c) => c.method === 'PUT' && c.path === '/api/usuario/perfil/empresa-padrao');
    await until(() => puts().length === 1);
    expect(puts()[0]?.body).toEqual({ empresa_padrao_id: BETA.id });
    await until(() => devices.notes().includes('Empresa ao entrar salva.'));
    expect(select?.textContent).toBe(BETA.nome);

    await pick('Perguntar sempre');
    await until(() => puts().length === 2);
    expect(puts()[1]?.body).toEqual({ empresa_padrao_id: null });
    await until(() => select?.textContent === 'Perguntar sempre');
  });

  it("shows the server's refusal and keeps the choice as it was", async () => {
    const refused = 'Escolha uma das empresas em que você pode entrar, ou “Perguntar sempre”.';
    await openPreferences({ empresas: companies, empresa_padrao_id: ALFA.id }, () => ({
      status: 422,
      body: { message: refused, errors: { empresa_padrao_id: [refused] } },
    }));
    await pick(BETA.nome);
    await until(() => devices.text().includes(refused));
    const select = document.querySelector('[data-testid="default-company"] [role="combobox"]');
    expect(select?.textContent).toBe(ALFA.nome);
  });

  it('is not offered to someone with one company', async () => {
    await openPreferences({ empresas: [{ id: ALFA.id, nome: ALFA.nome }], empresa_padrao_id: null });
    expect(devices.text()).toContain('Idioma');
    expect(document.querySelector('[data-testid="default-company"]')).toBeNull();
    expect(devices.text()).not.toContain('Empresa ao entrar');
  });
});
