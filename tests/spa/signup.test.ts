// The sign-up page (/sign-up): the person's and the company's names apart, the terms of use read
// in a dialog and accepted with a required checkbox before any call, the server's refusal placed
// on the checkbox; the public sign-up with e-mail confirmation offered on the same page; and its
// completion (/usuario/registrar/:token) asking for the same terms.
import { afterEach, describe, expect, it } from 'vitest';
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

const TERM = {
  id: 4,
  termo_descricao: 'Cláusula primeira: o cofre guarda seus documentos.',
  approved_at: null,
};
const input = (name: string) =>
  waitFor(() => document.querySelector<HTMLInputElement>(`input[name="${name}"]`), `input ${name}`);
const button = (label: string) =>
  waitFor(
    () => [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label),
    `button ${label}`,
  );
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

async function fillTrial() {
  await type(await input('name'), 'Ana Pessoa');
  await type(await input('company_name'), 'Ana Comércio Ltda');
  await type(await input('document'), '11222333000181');
  // A CNPJ: the person's own CPF is asked apart.
  await type(await input('cpf'), '52998224725');
  await type(await input('phone'), '11987654321');
  await type(await input('email'), 'ana@example.com');
  await type(await input('password'), 'segredo123');
}

afterEach(cleanup);

describe('the trial sign-up', () => {
  it('asks for the terms before calling, shows them, and sends both names with the acceptance', async () => {
    const refused = 'Para criar a conta, leia e aceite os termos de uso e a política de privacidade.';
    const calls = mockApi({
      'GET /api/eula': json(200, TERM),
      'POST /api/register-trial': json(422, { message: refused, errors: { accept_terms: [refused] } }),
    });
    await renderAt('/sign-up');
    await fillTrial();

    await click(await button('Criar conta'));
    await waitFor(
      () => text().includes('Leia e aceite os termos de uso e a política de privacidade.'),
      'asked',
    );
    expect(posts(calls, '/api/register-trial')).toHaveLength(0);

    await click(await button('termos de uso e a política de privacidade'));
    await waitFor(() => text().includes('Cláusula primeira'), 'the term shown');
    await click(await button('Fechar'));

    await click(await input('accept_terms'));
    await click(await button('Criar conta'));
    await waitFor(() => posts(calls, '/api/register-trial').length === 1, 'called');
    expect(posts(calls, '/api/register-trial')[0]?.body).toEqual({
      name: 'Ana Pessoa',
      company_name: 'Ana Comércio Ltda',
      document: '11.222.333/0001-81',
      cpf: '529.982.247-25',
      phone: '(11) 98765-4321',
      email: 'ana@example.com',
      password: 'segredo123',
      accept_terms: true,
      termo_id: 4,
    });
    await waitFor(() => text().includes(refused), 'the refusal shown');
  });
});

describe('the sign-up with e-mail confirmation', () => {
  it('is one click away on /sign-up and sends name, e-mail and mobile', async () => {
    const sent = 'Cadastro recebido! Enviamos um link de confirmação para o seu e-mail.';
    const calls = mockApi({
      'GET /api/eula': json(200, TERM),
      'POST /api/cadastro-publico': json(201, { message: sent }),
    });
    await renderAt('/sign-up');
    await click(
      await button('Prefere confirmar seu e-mail antes? Cadastre-se só com nome, e-mail e celular'),
    );
    await type(await input('name'), 'Bia Curiosa');
    await type(await input('email'), 'bia@example.com');
    await type(await input('phone'), '11987654321');
    await click(await button('Enviar'));
    await waitFor(() => text().includes(sent), 'confirmation asked');
    expect(posts(calls, '/api/cadastro-publico').map((c) => c.body)).toEqual([
      { name: 'Bia Curiosa', email: 'bia@example.com', phone: '(11) 98765-4321' },
    ]);
  });
});

describe('completing a confirmed pre-registration', () => {
  it('asks for the terms before calling and sends the acceptance of the term read', async () => {
    const changed =
      'Os termos de uso e a política de privacidade foram atualizados. Leia a versão atual e aceite novamente.';
    const calls = mockApi({
      'GET /api/eula': json(200, TERM),
      'POST /api/usuario/confirmar': json(422, { message: changed, errors: { accept_terms: [changed] } }),
    });
    await renderAt('/usuario/registrar/token-confirmado');
    await type(await input('document'), '11222333000181');
    await type(await input('cpf'), '52998224725');
    await type(await input('password'), 'segredo123');
    await type(await input('password_confirmation'), 'segredo123');

    await click(await button('Concluir cadastro'));
    await waitFor(
      () => text().includes('Leia e aceite os termos de uso e a política de privacidade.'),
      'asked',
    );
    expect(posts(calls, '/api/usuario/confirmar')).toHaveLength(0);
    expect(document.activeElement).toBe(await input('accept_terms'));

    await click(await button('termos de uso e a política de privacidade'));
    await waitFor(() => text().includes('Cláusula primeira'), 'the term shown');
    await click(await button('Fechar'));

    await click(await input('accept_terms'));
    await click(await button('Concluir cadastro'));
    await waitFor(() => posts(calls, '/api/usuario/confirmar').length === 1, 'called');
    expect(posts(calls, '/api/usuario/confirmar')[0]?.body).toEqual({
      token: 'token-confirmado',
      document: '11.222.333/0001-81',
      cpf: '529.982.247-25',
      password: 'segredo123',
      password_confirmation: 'segredo123',
      accept_terms: true,
      termo_id: 4,
    });
    await waitFor(() => text().includes(changed), 'the refusal shown');
  });
});
