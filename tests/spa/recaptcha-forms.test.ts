// reCAPTCHA on the public forms, with a deployment that has a site key (init/client): the widget is
// rendered with that key, a submit before it is solved asks for it without calling the API, the
// solved token goes as `grecaptcha`, and the widget is reset after each call (a token is single-use).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const SITE_KEY = 'site-key-de-teste';
const CLIENT = {
  app_name: 'Cofre Teste',
  logo_url: null,
  primary_color: '#1565c0',
  secondary_color: '#00897b',
  recaptcha_site_key: SITE_KEY,
  trial_days: 14,
  upload: { max_bytes: 1024, allowed_types: ['pdf'], extensions: ['.pdf'] },
  photo: { max_bytes: 2048 },
  lookups: { cep_url: 'http://cep.test/{cep}', cnpj_url: 'http://cnpj.test/{cnpj}' },
};
const SOLVE_FIRST = 'Confirme que você não é um robô.';

/** Google's widget as the page drives it: rendered into an element, answering the solved token. */
function fakeGrecaptcha() {
  const state = { response: '' };
  const api = {
    ready: vi.fn((cb: () => void) => cb()),
    render: vi.fn((_el: HTMLElement, _options: { sitekey: string }) => 7),
    getResponse: vi.fn(() => state.response),
    reset: vi.fn(() => {
      state.response = '';
    }),
  };
  (window as unknown as { grecaptcha?: typeof api }).grecaptcha = api;
  return { api, solve: (token: string) => (state.response = token) };
}

const input = (name: string) =>
  waitFor(() => document.querySelector<HTMLInputElement>(`input[name="${name}"]`), `input ${name}`);
const submitButton = () =>
  waitFor(() => document.querySelector<HTMLButtonElement>('button[type="submit"]'), 'submit button');
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

let captcha: ReturnType<typeof fakeGrecaptcha>;
beforeEach(() => {
  captcha = fakeGrecaptcha();
});
afterEach(async () => {
  await cleanup();
  delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
});

describe('password recovery (/password/recovery)', () => {
  it('renders the widget, asks for it before sending, then sends its token', async () => {
    const calls = mockApi({
      'GET /api/init/client': json(200, CLIENT),
      'POST /api/password/email': json(200, {
        message: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
      }),
    });
    await renderAt('/password/recovery');

    const box = await findTestId('recaptcha');
    await waitFor(() => captcha.api.render.mock.calls.length > 0, 'widget rendered');
    expect(captcha.api.render).toHaveBeenCalledWith(box, { sitekey: SITE_KEY });

    await type(await input('email'), 'ana@example.com');
    await click(await submitButton());
    await waitFor(() => text().includes(SOLVE_FIRST), 'asked to solve the challenge');
    expect(posts(calls, '/api/password/email')).toHaveLength(0);

    captcha.solve('token-resolvido');
    await click(await submitButton());
    await waitFor(() => text().includes('enviaremos um link'), 'sent message');
    expect(posts(calls, '/api/password/email').map((c) => c.body)).toEqual([
      { email: 'ana@example.com', grecaptcha: 'token-resolvido' },
    ]);
    expect(captcha.api.reset).toHaveBeenCalledWith(7);
  });
});

describe('sign-up by invite (/cadastrar-usuario/:token)', () => {
  it('renders the widget once the invite has loaded and resets it when the API refuses the token', async () => {
    const refused = 'Não foi possível confirmar que você não é um robô. Tente novamente.';
    const calls = mockApi({
      'GET /api/init/client': json(200, CLIENT),
      'GET /api/cadastro-usuario/convite123': json(200, {
        data: {
          email: 'bia@example.com',
          nome: 'Bia Convidada',
          empresa: { id: 3, nome: 'Demo Ltda' },
          account_exists: false,
        },
      }),
      'POST /api/usuario/cadastrar': json(422, { message: refused, errors: { grecaptcha: [refused] } }),
    });
    await renderAt('/cadastrar-usuario/convite123');

    const box = await findTestId('recaptcha');
    await waitFor(() => captcha.api.render.mock.calls.length > 0, 'widget rendered');
    expect(captcha.api.render).toHaveBeenCalledWith(box, { sitekey: SITE_KEY });

    await type(await input('password'), 'segredo123');
    await type(await input('password_confirmation'), 'segredo123');
    captcha.solve('token-vencido');
    await click(await submitButton());

    await waitFor(() => text().includes(refused), 'server refusal shown');
    expect(posts(calls, '/api/usuario/cadastrar')[0]?.body).toMatchObject({
      token: 'convite123',
      nome: 'Bia Convidada',
      grecaptcha: 'token-vencido',
    });
    expect(captcha.api.reset).toHaveBeenCalledWith(7);
  });
});
