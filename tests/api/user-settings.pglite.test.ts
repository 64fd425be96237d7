// The signed-in user's own settings: language (PUT /api/usuario/change-language/:lang) and skin
// (PUT /api/usuario/change-skin/:skin).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

const UNAUTHENTICATED = 'Sua sessão foi encerrada, entre novamente para continuar..';

let app: TestApp;
let companyId: number;
beforeAll(async () => {
  app = await startTestApp();
  companyId = (await makeCompany(app)).id;
});
afterAll(() => app?.close());

async function signedIn() {
  const user = await makeUser(app, { companies: [companyId] });
  const { access_token } = await loginAs(app, user.email, user.password);
  return { user, token: access_token };
}

const languageOf = async (id: number) =>
  (await app.ctx.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe('PUT /api/usuario/change-language/:lang', () => {
  it('switches the user to English, answered in English', async () => {
    const { user, token } = await signedIn();
    const res = await app.call('PUT', '/api/usuario/change-language/en', { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Language changed.', language: 'en' });
    expect(await languageOf(user.id)).toBe('en');
    const me = await app.call('GET', '/api/auth/user', { token });
    expect(me.body.language).toBe('en');
  });

  it("answers the user's errors in English afterwards, whatever the browser asks for", async () => {
    const { user, token } = await signedIn();
    expect((await app.call('PUT', '/api/usuario/change-language/en', { token })).status).toBe(200);
    // A refusal from the service: the second factor was never enrolled.
    const res = await app.call('PUT', '/api/auth/change-two-factory', {
      token,
      body: { enable: true, token_otp: '123456' },
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.token_otp).toEqual([
      'Generate a new QR code before enabling two-factor authentication.',
    ]);
    // A new session keeps the language.
    const { access_token } = await loginAs(app, user.email, user.password);
    const again = await app.call('PUT', '/api/auth/change-two-factory', {
      token: access_token,
      body: { enable: false, token_otp: '123456' },
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Two-factor authentication is already disabled.');
  });

  it("answers the user's validation errors (bad body) in English too", async () => {
    const { token } = await signedIn();
    expect((await app.call('PUT', '/api/usuario/change-language/en', { token })).status).toBe(200);
    const res = await app.call('PUT', '/api/auth/change-two-factory', {
      token,
      body: { enable: 'yes', token_otp: '123456' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.enable).toEqual(['The enable field must be true or false.']);
  });

  it('switches back to Portuguese', async () => {
    const { user, token } = await signedIn();
    await app.call('PUT', '/api/usuario/change-language/en', { token });
    const res = await app.call('PUT', '/api/usuario/change-language/pt_BR', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Idioma alterado.', language: 'pt_BR' });
    expect(await languageOf(user.id)).toBe('pt_BR');
    const err = await app.call('PUT', '/api/auth/change-two-factory', {
      token,
      body: { enable: true, token_otp: '123456' },
      headers: { 'accept-language': 'en' },
    });
    expect(err.body.message).toBe('Gere um novo código QR antes de ativar a autenticação em dois fatores.');
  });

  it('refuses a language it does not offer and keeps the current one', async () => {
    const { user, token } = await signedIn();
    for (const lang of ['fr', 'pt-BR', 'EN']) {
      const res = await app.call('PUT', `/api/usuario/change-language/${lang}`, { token });
      expect(res.status, lang).toBe(422);
      expect(res.body.errors.lang).toEqual(['O campo idioma selecionado é inválido.']);
    }
    expect(await languageOf(user.id)).toBe('pt_BR');
  });

  it('answers 401 without a valid token', async () => {
    for (const token of [undefined, 'nao-e-um-jwt']) {
      const res = await app.call('PUT', '/api/usuario/change-language/en', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: UNAUTHENTICATED });
    }
  });

  it('answers 401, not a validation error, to an anonymous call with a bad language', async () => {
    const res = await app.call('PUT', '/api/usuario/change-language/fr');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: UNAUTHENTICATED });
  });
});

describe('PUT /api/usuario/change-skin/:skin', () => {
  it('sets the skin, shown by /api/auth/user', async () => {
    const { token } = await signedIn();
    const before = await app.call('GET', '/api/auth/user', { token });
    expect(before.body.skin).toBe('skin-blue-light');
    const res = await app.call('PUT', '/api/usuario/change-skin/skin-red', { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Tema alterado.', skin: 'skin-red' });
    const me = await app.call('GET', '/api/auth/user', { token });
    expect(me.body.skin).toBe('skin-red');
  });

  it('answers in the language of the user', async () => {
    const { token } = await signedIn();
    await app.call('PUT', '/api/usuario/change-language/en', { token });
    const res = await app.call('PUT', '/api/usuario/change-skin/skin-purple-light', { token });
    expect(res.body).toEqual({ message: 'Theme changed.', skin: 'skin-purple-light' });
  });

  it('refuses a skin it does not offer and keeps the current one', async () => {
    const { token } = await signedIn();
    for (const skin of ['skin-pink', 'red', 'skin-red-dark']) {
      const res = await app.call('PUT', `/api/usuario/change-skin/${skin}`, { token });
      expect(res.status, skin).toBe(422);
      expect(res.body.errors.skin).toEqual(['O campo tema selecionado é inválido.']);
    }
    expect((await app.call('GET', '/api/auth/user', { token })).body.skin).toBe('skin-blue-light');
  });

  it('answers 401 without a token', async () => {
    const res = await app.call('PUT', '/api/usuario/change-skin/skin-red');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: UNAUTHENTICATED });
  });

  it('answers 401 after logout', async () => {
    const { token } = await signedIn();
    expect((await app.call('GET', '/api/logout', { token })).status).toBe(200);
    const res = await app.call('PUT', '/api/usuario/change-skin/skin-red', { token });
    expect(res.status).toBe(401);
  });
});
