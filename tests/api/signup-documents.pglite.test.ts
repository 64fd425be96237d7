// Sign-up keeps the company's document and the person's CPF apart (issue 32): a company's CNPJ
// stays on the company and the person's own CPF (cpf) on the user, so the back office's users list
// shows a CPF in its CPF column; someone working on their own signs up with their CPF as the
// company's document, which is then theirs too. The same for a confirmed pre-registration.
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { freshIp, loginAs, startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { uniqueEmail } from '../helpers/fixtures.js';

const freshCpf = () => generateCpf().replace(/\D/g, '');
const freshCnpj = () => generateCnpj().replace(/\D/g, '');
const masked = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
});
afterAll(() => app?.close());

const signUp = (o: Record<string, unknown>) =>
  app.call('POST', '/api/register-trial', {
    body: {
      name: 'Rita Responsável',
      company_name: 'Rita Comércio Ltda',
      phone: '(11) 98765-4321',
      email: uniqueEmail('docs'),
      password: 'segredo123',
      ...o,
    },
    ip: freshIp(),
  });

async function stored(res: { status: number; text: string; body: { access_token: string } }) {
  expect(res.status, res.text).toBe(201);
  const me = await app.call('GET', '/api/auth/user', { token: res.body.access_token });
  return { person: me.body.documento as string | null, company: me.body.empresa.documento as string };
}

describe('POST /api/register-trial: the company’s document and the person’s CPF', () => {
  it('keeps a CNPJ on the company and the CPF (masked or not) on the person', async () => {
    const cnpj = freshCnpj();
    const cpf = freshCpf();
    expect(await stored(await signUp({ document: cnpj, cpf: masked(cpf) }))).toEqual({
      person: cpf,
      company: cnpj,
    });
  });

  it('never stores the CNPJ as the person’s CPF: without one, the person’s stays empty', async () => {
    expect(await stored(await signUp({ document: freshCnpj() }))).toMatchObject({ person: null });
  });

  it('takes a CPF document as the person’s own, unless another CPF is given', async () => {
    const own = freshCpf();
    expect(await stored(await signUp({ document: own }))).toEqual({ person: own, company: own });
    const company = freshCpf();
    const person = freshCpf();
    expect(await stored(await signUp({ document: company, cpf: person }))).toEqual({ person, company });
  });

  it('refuses an invalid CPF, naming it, and creates nothing', async () => {
    const email = uniqueEmail('cpf-invalido');
    const res = await signUp({ document: freshCnpj(), cpf: '123.456.789-00', email });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ cpf: ['O campo CPF deve ser um CPF válido.'] });
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('shows the person’s CPF, not the CNPJ, in the back office’s users list', async () => {
    const email = uniqueEmail('lista');
    const cpf = freshCpf();
    expect((await signUp({ document: freshCnpj(), cpf, email })).status).toBe(201);
    const list = await app.call('GET', `/api/usuarios?email=${encodeURIComponent(email)}`, { token: admin });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((u: { documento: string | null }) => u.documento)).toEqual([cpf]);
  });
});

describe('POST /api/usuario/confirmar: the same for a confirmed pre-registration', () => {
  const LINK = new RegExp(`^${TEST_APP_URL.replace(/\./g, '\\.')}/confirmar-email/([A-Za-z0-9_-]{16,})$`);

  async function confirmedToken() {
    const email = uniqueEmail('pre-docs');
    const pre = await app.call('POST', '/api/cadastro-publico', {
      body: { name: 'Pedro Pré', email, phone: '(11) 91234-5678' },
      ip: freshIp(),
    });
    expect(pre.status, pre.text).toBe(201);
    const token = LINK.exec(app.lastMailTo(email).links[0] ?? '')?.[1] ?? '';
    expect((await app.call('GET', `/api/confirmar-email/${token}`)).status).toBe(200);
    return token;
  }

  it('keeps the CNPJ on the company and the CPF on the person', async () => {
    const cnpj = freshCnpj();
    const cpf = freshCpf();
    const res = await app.call('POST', '/api/usuario/confirmar', {
      body: {
        token: await confirmedToken(),
        document: cnpj,
        cpf,
        password: 'segredo123',
        password_confirmation: 'segredo123',
      },
      ip: freshIp(),
    });
    expect(await stored(res)).toEqual({ person: cpf, company: cnpj });
  });
});
