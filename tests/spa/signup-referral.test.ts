// The trial sign-up reached by a company's referral link (/sign-up?empresa=12) sends the referring
// company as company_id; a value that is not an id is not sent; a referrer the API does not know
// (register.company_not_found) is dropped with a message, and sending again signs up without it.
// The API's refusal of a CPF in use lands on the CPF field.
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

const CPF_TAKEN = 'Este CPF já está em uso.';
const EMAIL_TAKEN = 'Este e-mail já está em uso.';
const REFERRAL_INVALID =
  'A empresa que indicou este cadastro não foi encontrada. Envie de novo para criar a conta sem a indicação.';

const input = (name: string) =>
  waitFor(() => document.querySelector<HTMLInputElement>(`input[name="${name}"]`), `input ${name}`);
const button = (label: string) =>
  waitFor(
    () => [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label),
    `button ${label}`,
  );
/** The message under a field (its helper text, as the input points to it). */
const helpOf = (el: HTMLInputElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
const signUps = (calls: Call[]) =>
  calls
    .filter((c) => c.method === 'POST' && c.path === '/api/register-trial')
    .map((c) => c.body as Record<string, unknown>);

async function fillAndSend() {
  await type(await input('document'), '11222333000181');
  await type(await input('company_name'), 'Ana Comércio Ltda');
  await type(await input('name'), 'Ana Pessoa');
  await type(await input('cpf'), '52998224725');
  await type(await input('phone'), '11987654321');
  await type(await input('email'), 'ana@example.com');
  await type(await input('password'), 'segredo123');
  await click(await button('Criar conta'));
}

const refused = (field: string, message: string) => json(422, { message, errors: { [field]: [message] } });

afterEach(cleanup);

describe('the sign-up from a referral link', () => {
  it('sends ?empresa=12 as company_id: 12, and shows a CPF in use on the CPF field', async () => {
    const calls = mockApi({
      'GET /api/eula': json(200, {}),
      'POST /api/register-trial': refused('cpf', CPF_TAKEN),
    });
    await renderAt('/sign-up?empresa=12');
    await fillAndSend();
    await waitFor(() => signUps(calls).length === 1, 'the sign-up sent');
    expect(signUps(calls)[0]).toMatchObject({
      company_id: 12,
      cpf: '529.982.247-25',
      email: 'ana@example.com',
    });
    const cpf = await input('cpf');
    await waitFor(() => helpOf(cpf) === CPF_TAKEN, 'the refusal under the CPF');
    expect(cpf.getAttribute('aria-invalid')).toBe('true');
    expect(helpOf(await input('email'))).toBeNull();
  });

  it('sends no company_id when ?empresa= is not an id', async () => {
    const calls = mockApi({
      'GET /api/eula': json(200, {}),
      'POST /api/register-trial': refused('email', EMAIL_TAKEN),
    });
    await renderAt('/sign-up?empresa=12abc');
    await fillAndSend();
    await waitFor(() => signUps(calls).length === 1, 'the sign-up sent');
    expect(signUps(calls)[0]).not.toHaveProperty('company_id');
  });

  it('drops a referrer the API does not know, says so, and signs up without it when sent again', async () => {
    let answers = 0;
    const calls = mockApi({
      'GET /api/eula': json(200, {}),
      'POST /api/register-trial': () =>
        answers++ === 0 ? refused('company_id', 'Empresa não encontrada.') : refused('email', EMAIL_TAKEN),
    });
    await renderAt('/sign-up?empresa=999');
    await fillAndSend();
    await waitFor(() => text().includes(REFERRAL_INVALID), 'the referral dropped');
    expect(signUps(calls)).toHaveLength(1);
    expect(signUps(calls)[0]).toMatchObject({ company_id: 999 });

    await click(await button('Criar conta'));
    await waitFor(() => signUps(calls).length === 2, 'sent again');
    expect(signUps(calls)[1]).not.toHaveProperty('company_id');
    expect(signUps(calls)[1]).toMatchObject({ email: 'ana@example.com', cpf: '529.982.247-25' });
  });
});
