// With RECAPTCHA_SECRET set, every public form that creates or sends something needs a grecaptcha
// the verifier confirms: password recovery and reset, the invite and signatory sign-ups and the
// completion of a pre-registration (the sign-ups themselves: registration.test.ts). Refused: 422
// on grecaptcha, and nothing done.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { type CallResult, freshIp, startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { makeCompany, makeInvite, makeUser, uniqueEmail } from '../helpers/fixtures.js';
import { type RecaptchaVerifier, startRecaptchaVerifier } from '../helpers/recaptcha.js';
import { companyWithOwner, external, linkToken, mailsTo, sendForSignature } from '../helpers/signing.js';

const SECRET = 'recaptcha-forms-secret';
const RECAPTCHA_FAILED = 'Não foi possível confirmar que você não é um robô. Tente novamente.';
/** What a form is sent with: no token, one the verifier rejects. */
const REFUSED = [{}, { grecaptcha: '' }, { grecaptcha: 'bad-token' }];
const GOOD = { grecaptcha: 'good-token' };

let verifier: RecaptchaVerifier;
let received: Record<string, string>[];
let app: TestApp;

beforeAll(async () => {
  verifier = await startRecaptchaVerifier(SECRET);
  received = verifier.received;
  app = await startTestApp({ RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: verifier.url });
});
afterAll(async () => {
  await app?.close();
  await verifier?.close();
});

function expectRecaptchaRefused(res: CallResult, what: string) {
  expect(res.status, `${what}: ${res.text}`).toBe(422);
  expect(res.body.errors.grecaptcha, what).toEqual([RECAPTCHA_FAILED]);
}

const cpf = () => generateCpf().replace(/\D/g, '');
const post = (path: string, body: Record<string, unknown>, ip?: string) =>
  app.call('POST', path, { body, ip });

describe('POST /api/password/email', () => {
  it('mails nothing without a confirmed grecaptcha, and the link with one, checked with the client IP', async () => {
    const user = await makeUser(app, { companies: [(await makeCompany(app)).id] });
    for (const captcha of REFUSED)
      expectRecaptchaRefused(
        await post('/api/password/email', { email: user.email, ...captcha }),
        JSON.stringify(captcha),
      );
    expect(mailsTo(app, user.email)).toHaveLength(0);

    const ip = freshIp();
    const ok = await post('/api/password/email', { email: user.email, ...GOOD }, ip);
    expect(ok.status, ok.text).toBe(200);
    expect(mailsTo(app, user.email)).toHaveLength(1);
    expect(received.at(-1)).toMatchObject({ secret: SECRET, response: 'good-token', remoteip: ip });
  });
});

describe('POST /api/password/reset', () => {
  it('keeps the password and the token without a confirmed grecaptcha', async () => {
    const user = await makeUser(app, { companies: [(await makeCompany(app)).id], password: 'antiga123' });
    expect((await post('/api/password/email', { email: user.email, ...GOOD })).status).toBe(200);
    const link = new URL(app.lastMailTo(user.email).links[0] ?? '');
    const token = link.pathname.slice('/api/password/reset/'.length);
    const body = { email: user.email, token, password: 'novinha456', password_confirmation: 'novinha456' };

    for (const captcha of REFUSED)
      expectRecaptchaRefused(
        await post('/api/password/reset', { ...body, ...captcha }),
        JSON.stringify(captcha),
      );
    const old = await post('/api/login', { email: user.email, password: 'antiga123' });
    expect(old.status, old.text).toBe(200);

    const res = await post('/api/password/reset', { ...body, ...GOOD });
    expect(res.status, res.text).toBe(200);
    expect((await post('/api/login', { email: user.email, password: 'novinha456' })).status).toBe(200);
  });
});

describe('POST /api/usuario/cadastrar (invite)', () => {
  it('creates no account without a confirmed grecaptcha, and accepts the invite with one', async () => {
    const company = await makeCompany(app);
    const email = uniqueEmail('convidada');
    const { token } = await makeInvite(app, { empresaId: company.id, email });
    const body = {
      token,
      nome: 'Convidada Captcha',
      password: 'segredo123',
      password_confirmation: 'segredo123',
    };

    for (const captcha of REFUSED)
      expectRecaptchaRefused(
        await post('/api/usuario/cadastrar', { ...body, ...captcha }),
        JSON.stringify(captcha),
      );
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const res = await post('/api/usuario/cadastrar', { ...body, ...GOOD });
    expect(res.status, res.text).toBe(201);
    expect(res.body.access_token).toEqual(expect.any(String));
  });
});

describe('POST /api/signatario/cadastrar', () => {
  it("creates no account from a signing link without a confirmed grecaptcha, and the signatory's with one", async () => {
    const { owner } = await companyWithOwner(app);
    const person = external();
    await sendForSignature(app, owner.token, { signatarios: [person] });
    const body = {
      token: linkToken(app, person.email),
      nome: person.nome,
      password: 'segredo123',
      password_confirmation: 'segredo123',
    };

    for (const captcha of REFUSED)
      expectRecaptchaRefused(
        await post('/api/signatario/cadastrar', { ...body, ...captcha }),
        JSON.stringify(captcha),
      );
    expect(await app.ctx.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(0);

    const res = await post('/api/signatario/cadastrar', { ...body, ...GOOD });
    expect(res.status, res.text).toBe(201);
    expect(await app.ctx.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(1);
  });
});

describe('POST /api/usuario/confirmar (completing a pre-registration)', () => {
  it('opens no account without a confirmed grecaptcha, and the trial with one', async () => {
    const email = uniqueEmail('pre-captcha');
    const pre = await post('/api/cadastro-publico', {
      name: 'Pré Captcha',
      email,
      phone: '11987654321',
      ...GOOD,
    });
    expect(pre.status, pre.text).toBe(201);
    const link = app.lastMailTo(email).links[0] ?? '';
    const token = link.slice(`${TEST_APP_URL}/confirmar-email/`.length);
    expect((await app.call('GET', `/api/confirmar-email/${token}`)).status).toBe(200);
    const body = {
      token,
      document: cpf(),
      password: 'segredo123',
      password_confirmation: 'segredo123',
      accept_terms: true,
    };

    for (const captcha of REFUSED)
      expectRecaptchaRefused(
        await post('/api/usuario/confirmar', { ...body, ...captcha }),
        JSON.stringify(captcha),
      );
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const res = await post('/api/usuario/confirmar', { ...body, ...GOOD });
    expect(res.status, res.text).toBe(201);
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
