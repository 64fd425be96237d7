// Password recovery: POST /api/password/email mails a single-use, expiring link (same answer
// whether or not the address has an account); POST /api/password/reset sets the new password and
// signs the account out everywhere.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../server/db/schema.js';
import { freshIp, loginAs, startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser, uniqueEmail } from '../helpers/fixtures.js';

const SENT = 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.';
const TOKEN_INVALID = 'Este link de redefinição de senha é inválido ou expirou.';

let app: TestApp;
let companyId: number;
beforeAll(async () => {
  app = await startTestApp();
  companyId = (await makeCompany(app)).id;
});
afterAll(() => app?.close());

const newUser = (o: { active?: boolean; email?: string } = {}) =>
  makeUser(app, { companies: [companyId], password: 'antiga123', ...o });

/** Asks for a reset link and returns the token the e-mail carries. */
async function requestToken(email: string) {
  const res = await app.call('POST', '/api/password/email', { body: { email } });
  expect(res.status, res.text).toBe(200);
  const mail = app.lastMailTo(email);
  const link = mail.links[0] ?? '';
  const prefix = `${TEST_APP_URL}/api/password/reset/`;
  expect(link.startsWith(prefix), link).toBe(true);
  const url = new URL(link);
  return { token: url.pathname.slice('/api/password/reset/'.length), link, mail };
}

const reset = (body: Record<string, unknown>) => app.call('POST', '/api/password/reset', { body });
const login = (email: string, password: string) =>
  app.call('POST', '/api/login', { body: { email, password }, ip: freshIp() });

describe('POST /api/password/email', () => {
  it('answers the same for a known and an unknown address, but mails only the known one', async () => {
    const user = await newUser();
    const unknown = uniqueEmail('ninguem');
    const before = app.mails().length;

    const known = await app.call('POST', '/api/password/email', { body: { email: user.email } });
    const missing = await app.call('POST', '/api/password/email', { body: { email: unknown } });
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(known.body).toEqual({ message: SENT });
    expect(missing.body).toEqual(known.body);

    const sent = app.mails().slice(before);
    expect(sent.map((m) => m.to)).toEqual([user.email]);
    const mail = sent[0]!;
    expect(mail.subject).toBe('Redefinição de senha do Cofre');
    expect(mail.text).toContain('60 minutos');
    expect(mail.links).toHaveLength(1);
    const link = mail.links[0]!;
    expect(link).toMatch(
      new RegExp(
        `^${TEST_APP_URL.replace(/\./g, '\\.')}/api/password/reset/[A-Za-z0-9_-]{16,}\\?email=${encodeURIComponent(
          user.email,
        ).replace(/\./g, '\\.')}$`,
      ),
    );
    expect(link).toContain('%40');
    expect(mail.text).toContain(link);
  });

  it('finds the account whatever the case and spacing of the address', async () => {
    const user = await newUser();
    const res = await app.call('POST', '/api/password/email', {
      body: { email: ` ${user.email.toUpperCase()} ` },
    });
    expect(res.status).toBe(200);
    expect(app.lastMailTo(user.email).links[0]).toContain(encodeURIComponent(user.email));
  });

  it('mails nothing to a disabled account', async () => {
    const user = await newUser({ active: false });
    const res = await app.call('POST', '/api/password/email', { body: { email: user.email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SENT });
    expect(app.mails().filter((m) => m.to === user.email)).toHaveLength(0);
  });

  it('refuses a malformed address', async () => {
    const res = await app.call('POST', '/api/password/email', { body: { email: 'sem-arroba' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['O campo e-mail deve ser um endereço de e-mail válido.']);
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password, refuses the old one and revokes the sessions opened before', async () => {
    const user = await newUser();
    const session = await loginAs(app, user.email, 'antiga123');
    expect((await app.call('GET', '/api/auth/user', { token: session.access_token })).status).toBe(200);

    const { token } = await requestToken(user.email);
    const res = await reset({
      email: user.email,
      token,
      password: 'novinha456',
      password_confirmation: 'novinha456',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Sua senha foi redefinida!' });

    const old = await login(user.email, 'antiga123');
    expect(old.status).toBe(422);
    expect(old.body.code).toBe('INVALID_CREDENTIALS');
    const fresh = await login(user.email, 'novinha456');
    expect(fresh.status, fresh.text).toBe(200);

    // The session opened before the reset is gone: access and refresh token alike.
    const me = await app.call('GET', '/api/auth/user', { token: session.access_token });
    expect(me.status).toBe(401);
    const refreshed = await app.call('POST', '/api/refresh-token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.status).toBe(401);
    // The session opened after it works.
    expect((await app.call('GET', '/api/auth/user', { token: fresh.body.access_token })).status).toBe(200);

    // The link is single-use.
    const again = await reset({
      email: user.email,
      token,
      password: 'terceira789',
      password_confirmation: 'terceira789',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([TOKEN_INVALID]);
    expect((await login(user.email, 'terceira789')).status).toBe(422);
    expect((await login(user.email, 'novinha456')).status).toBe(200);
  });

  it('refuses an expired token and keeps the old password', async () => {
    const user = await newUser();
    const { token } = await requestToken(user.email);
    await app.ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const res = await reset({
      email: user.email,
      token,
      password: 'novinha456',
      password_confirmation: 'novinha456',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toEqual([TOKEN_INVALID]);
    expect((await login(user.email, 'antiga123')).status).toBe(200);
    expect((await login(user.email, 'novinha456')).status).toBe(422);
  });

  it('keeps a token valid for the hour it promises', async () => {
    const user = await newUser();
    const before = Date.now();
    await requestToken(user.email);
    const [row] = await app.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 60 * 60_000 - 5000);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60_000 + 5000);
  });

  it("refuses another account's token, which stays usable by its owner", async () => {
    const owner = await newUser();
    const other = await newUser();
    const { token } = await requestToken(owner.email);
    const res = await reset({
      email: other.email,
      token,
      password: 'invasor123',
      password_confirmation: 'invasor123',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toEqual([TOKEN_INVALID]);
    expect((await login(other.email, 'antiga123')).status).toBe(200);
    expect((await login(other.email, 'invasor123')).status).toBe(422);

    const mine = await reset({
      email: owner.email,
      token,
      password: 'dono12345',
      password_confirmation: 'dono12345',
    });
    expect(mine.status, mine.text).toBe(200);
  });

  it('refuses an unknown address or a made-up token the same way', async () => {
    const user = await newUser();
    const unknown = await reset({
      email: uniqueEmail('ninguem'),
      token: 'qualquer',
      password: 'novinha456',
      password_confirmation: 'novinha456',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.token).toEqual([TOKEN_INVALID]);
    const madeUp = await reset({
      email: user.email,
      token: 'qualquer',
      password: 'novinha456',
      password_confirmation: 'novinha456',
    });
    expect(madeUp.status).toBe(422);
    expect(madeUp.body).toEqual(unknown.body);
  });

  it('refuses a confirmation that does not match, without spending the token', async () => {
    const user = await newUser();
    const { token } = await requestToken(user.email);
    const res = await reset({
      email: user.email,
      token,
      password: 'novinha456',
      password_confirmation: 'novinha457',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['password_confirmation']);
    expect(res.body.errors.password_confirmation[0]).toMatch(/não confere/);
    const ok = await reset({
      email: user.email,
      token,
      password: 'novinha456',
      password_confirmation: 'novinha456',
    });
    expect(ok.status, ok.text).toBe(200);
  });

  it('words the mismatch message without repeating "confirmação"', async () => {
    const res = await reset({
      email: uniqueEmail('x'),
      token: 'qualquer',
      password: 'novinha456',
      password_confirmation: 'outra4567',
    });
    expect(res.status).toBe(422);
    // Laravel's wording for the 'confirmed' rule on the password field.
    expect(res.body.errors.password_confirmation).toEqual(['A confirmação da senha não confere.']);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const user = await newUser();
    const { token } = await requestToken(user.email);
    const res = await reset({ email: user.email, token, password: '12345', password_confirmation: '12345' });
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual(['Senha tem que ter 6 dígitos']);
    expect((await login(user.email, 'antiga123')).status).toBe(200);
  });

  it('lifts a login lock on the account', async () => {
    const user = await newUser();
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      await app.call('POST', '/api/login', { body: { email: user.email, password: 'errada' }, ip });
    const locked = await app.call('POST', '/api/login', {
      body: { email: user.email, password: 'antiga123' },
      ip,
    });
    expect(locked.status).toBe(429);

    const { token } = await requestToken(user.email);
    const res = await reset({
      email: user.email,
      token,
      password: 'novinha456',
      password_confirmation: 'novinha456',
    });
    expect(res.status).toBe(200);
    const after = await app.call('POST', '/api/login', {
      body: { email: user.email, password: 'novinha456' },
      ip,
    });
    expect(after.status, after.text).toBe(200);
  });
});
