// TOTP second factor: enrolment, switching it on and off with a code, and the login check with
// replay protection.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const INVALID_CODE = 'Código de verificação inválido.';

/** A fresh company user with their own client address and a signed-in session. */
async function person() {
  const company = await makeCompany(app);
  const user = await makeUser(app, { companies: [company.id] });
  const ip = freshIp();
  const login = (extra: Record<string, unknown> = {}) =>
    app.call('POST', '/api/login', { body: { email: user.email, password: user.password, ...extra }, ip });
  const res = await login();
  expect(res.status, res.text).toBe(200);
  return { user, login, token: res.body.access_token as string };
}

const enrol = (token: string) => app.call('GET', '/api/auth/otp', { token });
const change = (token: string, enable: boolean, token_otp: string) =>
  app.call('PUT', '/api/auth/change-two-factory', { token, body: { enable, token_otp } });
const me = (token: string) => app.call('GET', '/api/auth/user', { token });

/** Six digits that match none of the codes valid around now, so a refusal is certain. */
async function wrongCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const near = new Set(
    await Promise.all([-90, -60, -30, 0, 30, 60, 90].map((d) => generate({ secret, epoch: now + d }))),
  );
  for (let i = 0; ; i++) {
    const candidate = String((123456 + i * 111111) % 1_000_000).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

/** Enrols and switches the factor on; answers the secret. */
async function turnOn(token: string): Promise<string> {
  const { secret } = (await enrol(token)).body;
  const res = await change(token, true, await generate({ secret }));
  expect(res.status, res.text).toBe(200);
  return secret;
}

describe('enrolment', () => {
  it('hands out a secret and its otpauth URI', async () => {
    const { user, token } = await person();
    const res = await enrol(token);
    expect(res.status).toBe(200);
    expect(res.body.enabled).toBe(false);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{16,}=*$/);
    const url: string = res.body.otpauth_url;
    expect(url.startsWith('otpauth://totp/')).toBe(true);
    const parsed = new URL(url);
    expect(parsed.searchParams.get('secret')).toBe(res.body.secret);
    expect(parsed.searchParams.get('issuer')).toBe('Cofre');
    expect(decodeURIComponent(parsed.pathname)).toContain(user.email);
    expect(url).toContain(res.body.secret);
    expect(decodeURIComponent(url)).toContain(user.email);
  });

  it('restarts enrolment with a new secret each time; only the newest one switches the factor on', async () => {
    const { token } = await person();
    const older = (await enrol(token)).body.secret;
    const newer = (await enrol(token)).body.secret;
    expect(newer).not.toBe(older);
    const olderCode = await generate({ secret: older });
    if (olderCode !== (await generate({ secret: newer }))) {
      const res = await change(token, true, olderCode);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(INVALID_CODE);
    }
    expect((await change(token, true, await generate({ secret: newer }))).status).toBe(200);
  });
});

describe('switching the factor on', () => {
  it('refuses a wrong code and leaves the factor off', async () => {
    const { token } = await person();
    const { secret } = (await enrol(token)).body;
    const res = await change(token, true, await wrongCode(secret));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(INVALID_CODE);
    expect(res.body.errors).toEqual({ token_otp: [INVALID_CODE] });
    expect((await me(token)).body.two_factor).toBe(false);
  });

  it('refuses a code that is not six digits', async () => {
    const { token } = await person();
    await enrol(token);
    const res = await change(token, true, 'abc');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(INVALID_CODE);
  });

  it('refuses to switch on before enrolment', async () => {
    const { token } = await person();
    const res = await change(token, true, '123456');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Gere um novo código QR antes de ativar a autenticação em dois fatores.');
    expect((await me(token)).body.two_factor).toBe(false);
  });

  it('switches on with a current code', async () => {
    const { token } = await person();
    const { secret } = (await enrol(token)).body;
    const res = await change(token, true, await generate({ secret }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Autenticação em dois fatores ativada.', two_factor: true });
    expect((await me(token)).body.two_factor).toBe(true);

    // Once on, enrolment hands out no new secret.
    const again = await enrol(token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ enabled: true, secret: null, otpauth_url: null });
  });
});

describe('signing in with the factor on', () => {
  it('asks for the code, refuses a wrong one, accepts the right one once', async () => {
    const { token, login } = await person();
    const secret = await turnOn(token);

    const missing = await login();
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('OTP_REQUIRED');
    expect(missing.body.message).toBe('Informe o código de verificação do seu aplicativo autenticador.');
    expect(missing.body.access_token).toBeUndefined();

    const wrong = await login({ token_otp: await wrongCode(secret) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('OTP_INVALID');
    expect(wrong.body.message).toBe(INVALID_CODE);
    expect(wrong.body.access_token).toBeUndefined();

    const code = await generate({ secret });
    const ok = await login({ token_otp: code });
    expect(ok.status).toBe(200);
    expect(ok.body.access_token).toEqual(expect.any(String));
    expect((await me(ok.body.access_token)).body.two_factor).toBe(true);

    const replay = await login({ token_otp: code });
    expect(replay.status).toBe(422);
    expect(replay.body.code).toBe('OTP_INVALID');
    expect(replay.body.access_token).toBeUndefined();
  });

  it('accepts the code used to switch the factor on as a login code', async () => {
    const { token, login } = await person();
    const { secret } = (await enrol(token)).body;
    const code = await generate({ secret });
    expect((await change(token, true, code)).status).toBe(200);
    // A minute of tolerance either way keeps this code valid for the next call.
    const res = await login({ token_otp: code });
    expect(res.status).toBe(200);
  });

  it('checks the password before the code', async () => {
    const { user, token } = await person();
    const secret = await turnOn(token);
    const res = await app.call('POST', '/api/login', {
      body: { email: user.email, password: 'wrong-password', token_otp: await generate({ secret }) },
      ip: freshIp(),
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('switching the factor off', () => {
  it('requires a valid code, then login needs no code', async () => {
    const { token, login } = await person();
    const secret = await turnOn(token);

    const wrong = await change(token, false, await wrongCode(secret));
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(INVALID_CODE);
    expect((await me(token)).body.two_factor).toBe(true);
    expect((await login()).body.code).toBe('OTP_REQUIRED');

    const res = await change(token, false, await generate({ secret }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Autenticação em dois fatores desativada.', two_factor: false });
    expect((await me(token)).body.two_factor).toBe(false);

    const plain = await login();
    expect(plain.status).toBe(200);
    expect((await me(plain.body.access_token)).body.two_factor).toBe(false);
  });

  it('refuses to switch off a factor that is not on', async () => {
    const { token } = await person();
    const res = await change(token, false, '123456');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('A autenticação em dois fatores já está desativada.');
  });

  it('needs a signed-in user', async () => {
    const res = await app.call('PUT', '/api/auth/change-two-factory', {
      body: { enable: true, token_otp: '123456' },
    });
    expect(res.status).toBe(401);
    expect((await app.call('GET', '/api/auth/otp')).status).toBe(401);
  });
});
