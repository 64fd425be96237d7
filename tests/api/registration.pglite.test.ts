// Trial sign-up (POST /api/register-trial): a company on a trial with its first user, made whole
// or not at all, with field errors in pt-BR and an optional reCAPTCHA check.
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import { empresas, preCadastros, users } from '../../server/db/schema.js';
import { freshIp, startTestApp, type TestApp } from '../helpers/app.js';
import { uniqueEmail } from '../helpers/fixtures.js';
import { type RecaptchaVerifier, startRecaptchaVerifier } from '../helpers/recaptcha.js';

const DAY_MS = 86_400_000;
const SUCCESS = 'Cadastro realizado com sucesso! Seu período de avaliação começou.';
const RECAPTCHA_FAILED = 'Não foi possível confirmar que você não é um robô. Tente novamente.';

const maskCpf = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
const maskCnpj = (d: string) =>
  `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
const freshCpf = () => generateCpf().replace(/\D/g, '');
const freshCnpj = () => generateCnpj().replace(/\D/g, '');

const signUp = (o: Record<string, unknown> = {}) => ({
  name: 'Maria Teste',
  document: maskCpf(freshCpf()),
  phone: '(11) 98765-4321',
  email: uniqueEmail('trial'),
  password: 'segredo123',
  accept_terms: true,
  ...o,
});

async function counts(app: TestApp) {
  const [c] = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(empresas);
  const [u] = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return { empresas: c?.n, users: u?.n };
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('POST /api/register-trial', () => {
  it('opens a 14-day trial company whose first user holds every permission', async () => {
    const body = signUp({ name: '  Ana Trial  ', email: 'Ana.Trial@Example.COM' });
    const before = Date.now();
    const res = await app.call('POST', '/api/register-trial', { body });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ token_type: 'Bearer', message: SUCCESS });
    expect(res.body.access_token).toEqual(expect.any(String));
    expect(res.body.refresh_token).toEqual(expect.any(String));
    expect(res.body.expires_in).toBeGreaterThan(0);

    const me = await app.call('GET', '/api/auth/user', { token: res.body.access_token });
    expect(me.status, me.text).toBe(200);
    expect(me.body.nome).toBe('Ana Trial');
    expect(me.body.email).toBe('ana.trial@example.com');
    expect(me.body.phone).toBe('11987654321');
    expect(me.body.documento).toBe((body.document as string).replace(/\D/g, ''));
    expect(me.body.empresa).toMatchObject({
      razao_social: 'Ana Trial',
      documento: (body.document as string).replace(/\D/g, ''),
    });
    const trialEnd = Date.parse(me.body.empresa.trial_ends_at);
    expect(trialEnd).toBeGreaterThanOrEqual(before + 14 * DAY_MS - 60_000);
    expect(trialEnd).toBeLessThanOrEqual(Date.now() + 14 * DAY_MS + 60_000);
    expect(me.body.empresas).toEqual([{ id: me.body.empresa.id, nome: 'Ana Trial', status: true }]);
    expect([...me.body.permissions].sort()).toEqual([...PERMISSIONS].sort());
    // The person owns the company they opened.
    const company = await app.call('GET', `/api/empresa/${me.body.empresa.id}/detalhes`, {
      token: res.body.access_token,
    });
    expect(company.body.data.owner).toEqual({
      id: me.body.id,
      nome: 'Ana Trial',
      email: 'ana.trial@example.com',
    });

    // The refresh token of the new session works too.
    const refreshed = await app.call('POST', '/api/refresh-token', {
      body: { refresh_token: res.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);

    // And the chosen password signs in.
    const login = await app.call('POST', '/api/login', {
      body: { email: 'ana.trial@example.com', password: 'segredo123' },
    });
    expect(login.status, login.text).toBe(200);
  });

  it('signs a browser in with the refresh token in the HttpOnly cookie, not in the body', async () => {
    const res = await app.call('POST', '/api/register-trial', {
      body: signUp(),
      headers: { 'x-session-cookie': '1' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.access_token).toEqual(expect.any(String));
    expect(res.body).not.toHaveProperty('refresh_token');
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^cofre_refresh=[\w-]+; Path=\/api\/refresh-token; HttpOnly; SameSite=Strict$/);
    const refreshed = await app.call('POST', '/api/refresh-token', {
      headers: { 'x-session-cookie': '1', cookie: cookie?.split(';')[0] ?? '' },
    });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect((await app.call('GET', '/api/auth/user', { token: refreshed.body.access_token })).status).toBe(
      200,
    );
  });

  it('accepts a masked CNPJ and stores it without the mask', async () => {
    const cnpj = freshCnpj();
    const res = await app.call('POST', '/api/register-trial', { body: signUp({ document: maskCnpj(cnpj) }) });
    expect(res.status, res.text).toBe(201);
    const me = await app.call('GET', '/api/auth/user', { token: res.body.access_token });
    expect(me.body.empresa.documento).toBe(cnpj);
  });

  it('accepts a raw numeric CNPJ and a raw CPF', async () => {
    for (const document of [freshCnpj(), freshCpf()]) {
      const res = await app.call('POST', '/api/register-trial', { body: signUp({ document }) });
      expect(res.status, `${document}: ${res.text}`).toBe(201);
      const me = await app.call('GET', '/api/auth/user', { token: res.body.access_token });
      expect(me.body.empresa.documento).toBe(document);
    }
  });

  it('accepts an alphanumeric CNPJ (masked, any case) and stores it upper-cased without the mask', async () => {
    const res = await app.call('POST', '/api/register-trial', {
      body: signUp({ document: '12.abc.345/01DE-35' }),
    });
    expect(res.status, res.text).toBe(201);
    const me = await app.call('GET', '/api/auth/user', { token: res.body.access_token });
    expect(me.body.empresa.documento).toBe('12ABC34501DE35');

    // The same CNPJ typed differently is the same document.
    const again = await app.call('POST', '/api/register-trial', {
      body: signUp({ document: '12abc34501de35' }),
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.document).toEqual(['Este documento já está cadastrado.']);
  });

  it("refuses as the company's document a CPF another account holds (one CPF, one account)", async () => {
    // 529.982.247-25 is the demo manager's own CPF, not a company document: a company opened with a
    // CPF gives it to its person too, and that CPF is already someone's.
    const before = await counts(app);
    const res = await app.call('POST', '/api/register-trial', {
      body: signUp({ document: '529.982.247-25' }),
    });
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors.document).toEqual(['Este CPF já está em uso.']);
    expect(await counts(app)).toEqual(before);
  });

  it('refuses an invalid document', async () => {
    for (const document of ['123.456.789-00', '11.222.333/0001-80', '12ABC34501DE36', 'abc']) {
      const res = await app.call('POST', '/api/register-trial', { body: signUp({ document }) });
      expect(res.status, document).toBe(422);
      expect(res.body.errors.document, document).toEqual([
        'O campo documento deve ser um CPF ou CNPJ válido.',
      ]);
    }
  });

  it('refuses a password shorter than 6 characters', async () => {
    const res = await app.call('POST', '/api/register-trial', { body: signUp({ password: '12345' }) });
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual(['Senha tem que ter 6 dígitos']);
    expect(res.body.message).toBe('Senha tem que ter 6 dígitos');
  });

  it('refuses an invalid phone', async () => {
    for (const phone of ['1234', '(01) 98765-4321', '11 98765-43211', '']) {
      const res = await app.call('POST', '/api/register-trial', { body: signUp({ phone }) });
      expect(res.status, phone).toBe(422);
      expect(res.body.errors.phone, phone).toEqual(['O campo telefone deve ser um telefone válido com DDD.']);
    }
  });

  it('accepts a phone with +55 and a landline', async () => {
    for (const [phone, stored] of [
      ['+55 (21) 99876-5432', '21998765432'],
      ['(31) 3333-4444', '3133334444'],
    ] as const) {
      const res = await app.call('POST', '/api/register-trial', { body: signUp({ phone }) });
      expect(res.status, `${phone}: ${res.text}`).toBe(201);
      const me = await app.call('GET', '/api/auth/user', { token: res.body.access_token });
      expect(me.body.phone).toBe(stored);
    }
  });

  it('refuses missing fields, naming each (no terms to accept: this platform has none approved)', async () => {
    const res = await app.call('POST', '/api/register-trial', { body: {} });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['document', 'email', 'name', 'password', 'phone']);
    expect(res.body.errors.email).toEqual(['O campo e-mail é obrigatório.']);
  });

  it('refuses an e-mail already in use (any case) and leaves no orphan company or user', async () => {
    const before = await counts(app);
    for (const email of ['gestor@demo.local', ' GESTOR@Demo.Local ']) {
      const res = await app.call('POST', '/api/register-trial', {
        body: signUp({ email, document: maskCnpj(freshCnpj()) }),
      });
      expect(res.status, email).toBe(422);
      expect(res.body.errors.email).toEqual(['Este e-mail já está em uso.']);
      expect(res.body.message).toBe('Este e-mail já está em uso.');
    }
    expect(await counts(app)).toEqual(before);
  });

  it('refuses a document already registered to a company and leaves no orphan user', async () => {
    const before = await counts(app);
    const email = uniqueEmail('dup-doc');
    const res = await app.call('POST', '/api/register-trial', {
      body: signUp({ email, document: '11.222.333/0001-81' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.document).toEqual(['Este documento já está cadastrado.']);
    expect(await counts(app)).toEqual(before);
    const [row] = await app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeUndefined();

    // A CPF used by an earlier trial company is taken as well.
    const cpf = freshCpf();
    expect((await app.call('POST', '/api/register-trial', { body: signUp({ document: cpf }) })).status).toBe(
      201,
    );
    const dup = await app.call('POST', '/api/register-trial', { body: signUp({ document: maskCpf(cpf) }) });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.document).toEqual(['Este documento já está cadastrado.']);
  });

  it('records the referring company, and refuses a company_id that does not exist', async () => {
    const [demo] = await app.ctx.db.select().from(empresas).where(eq(empresas.documento, '11222333000181'));
    const cnpj = freshCnpj();
    const ok = await app.call('POST', '/api/register-trial', {
      body: signUp({ document: cnpj, company_id: demo!.id }),
    });
    expect(ok.status, ok.text).toBe(201);
    const [created] = await app.ctx.db.select().from(empresas).where(eq(empresas.documento, cnpj));
    expect(created!.referrerEmpresaId).toBe(demo!.id);

    const before = await counts(app);
    const res = await app.call('POST', '/api/register-trial', { body: signUp({ company_id: 999_999 }) });
    expect(res.status).toBe(422);
    expect(res.body.errors.company_id).toEqual(['Empresa não encontrada.']);
    expect(await counts(app)).toEqual(before);
  });

  it('needs no grecaptcha when no RECAPTCHA_SECRET is configured', async () => {
    const res = await app.call('POST', '/api/register-trial', { body: signUp({ grecaptcha: null }) });
    expect(res.status, res.text).toBe(201);
    const other = await app.call('POST', '/api/register-trial', { body: signUp({ grecaptcha: 'anything' }) });
    expect(other.status, other.text).toBe(201);
  });
});

describe('with reCAPTCHA configured', () => {
  const SECRET = 'recaptcha-test-secret';
  let verifier: RecaptchaVerifier;
  let received: Record<string, string>[];
  let guarded: TestApp;

  beforeAll(async () => {
    verifier = await startRecaptchaVerifier(SECRET);
    received = verifier.received;
    guarded = await startTestApp({
      RECAPTCHA_SECRET: SECRET,
      RECAPTCHA_VERIFY_URL: verifier.url,
      TRIAL_DAYS: '30',
    });
  });
  afterAll(async () => {
    await guarded?.close();
    await verifier?.close();
  });

  it('refuses a sign-up without grecaptcha, before asking Google, and creates nothing', async () => {
    const before = await counts(guarded);
    for (const grecaptcha of [undefined, null, '']) {
      const res = await guarded.call('POST', '/api/register-trial', { body: signUp({ grecaptcha }) });
      expect(res.status, String(grecaptcha)).toBe(422);
      expect(res.body.errors.grecaptcha).toEqual([RECAPTCHA_FAILED]);
    }
    expect(received).toHaveLength(0);
    expect(await counts(guarded)).toEqual(before);
  });

  it('refuses a grecaptcha the verifier rejects', async () => {
    const before = await counts(guarded);
    const res = await guarded.call('POST', '/api/register-trial', {
      body: signUp({ grecaptcha: 'bad-token' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.grecaptcha).toEqual([RECAPTCHA_FAILED]);
    expect(received.at(-1)).toMatchObject({ secret: SECRET, response: 'bad-token' });
    expect(await counts(guarded)).toEqual(before);
  });

  it('accepts a grecaptcha the verifier confirms, sending the secret, the token and the client IP', async () => {
    const ip = freshIp();
    const before = Date.now();
    const res = await guarded.call('POST', '/api/register-trial', {
      body: signUp({ grecaptcha: 'good-token' }),
      ip,
    });
    expect(res.status, res.text).toBe(201);
    expect(received.at(-1)).toEqual({
      secret: SECRET,
      response: 'good-token',
      remoteip: ip,
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
    });
    // TRIAL_DAYS is honoured.
    const me = await guarded.call('GET', '/api/auth/user', { token: res.body.access_token });
    const trialEnd = Date.parse(me.body.empresa.trial_ends_at);
    expect(trialEnd).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 60_000);
    expect(trialEnd).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 60_000);
  });

  it('guards the public pre-registration the same way', async () => {
    const email = uniqueEmail('pre-captcha');
    const refused = await guarded.call('POST', '/api/cadastro-publico', {
      body: { name: 'Pré Captcha', email, phone: '11987654321', grecaptcha: 'bad-token' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.grecaptcha).toEqual([RECAPTCHA_FAILED]);
    const rows = await guarded.ctx.db.select().from(preCadastros).where(eq(preCadastros.email, email));
    expect(rows).toHaveLength(0);
    expect(guarded.mails().filter((m) => m.to === email)).toHaveLength(0);

    const ok = await guarded.call('POST', '/api/cadastro-publico', {
      body: { name: 'Pré Captcha', email, phone: '11987654321', grecaptcha: 'good-token' },
    });
    expect(ok.status, ok.text).toBe(201);
  });

  it('fails closed when the verifier is unreachable', async () => {
    const down = await startTestApp({
      RECAPTCHA_SECRET: SECRET,
      // Port 9 (discard) on loopback: nothing listens there in the test environment.
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    try {
      const res = await down.call('POST', '/api/register-trial', {
        body: signUp({ grecaptcha: 'good-token' }),
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.grecaptcha).toEqual([RECAPTCHA_FAILED]);
    } finally {
      await down.close();
    }
  });
});
