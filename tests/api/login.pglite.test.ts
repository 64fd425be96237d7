// POST /api/login: credentials, account and company state, company choice, validation and language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser, uniqueEmail } from '../helpers/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const INVALID = 'Essas credenciais não foram encontradas em nossos registros.';

/** A login from its own client address, so failures never add up to an IP lock across tests. */
const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.call('POST', '/api/login', { body, ip: freshIp(), headers });

const me = (token: string) => app.call('GET', '/api/auth/user', { token });

describe('POST /api/login — success', () => {
  it('accepts the e-mail with surrounding whitespace and upper case, and the token works', async () => {
    const res = await login({ email: '  GESTOR@Demo.LOCAL \t', password: 'demo123' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
      token_type: 'Bearer',
    });
    expect(res.body.access_token).not.toBe(res.body.refresh_token);
    expect(res.body.access_token.split('.')).toHaveLength(3);

    const user = await me(res.body.access_token);
    expect(user.status).toBe(200);
    expect(user.body.email).toBe('gestor@demo.local');
    expect(user.body.empresa?.nome).toBe('Demo Ltda');
  });

  it('signs in the platform admin and the signatory with no company', async () => {
    for (const [email, ambient] of [
      ['admin@cofre.local', 'A'],
      ['signatario@demo.local', 'S'],
    ] as const) {
      const tokens = await loginAs(app, email);
      const res = await me(tokens.access_token);
      expect(res.status, email).toBe(200);
      expect(res.body.email).toBe(email);
      expect(res.body.ambient).toBe(ambient);
      expect(res.body.empresa).toBeNull();
    }
  });
});

describe('POST /api/login — refusals', () => {
  it('answers the same 422 for a wrong password and for an unknown e-mail', async () => {
    const user = await makeUser(app, { companies: [(await makeCompany(app)).id] });
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    const unknown = await login({ email: uniqueEmail('ninguem'), password: 'whatever1' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(INVALID);
      expect(res.body.code).toBe('INVALID_CREDENTIALS');
      expect(res.body.errors).toEqual({ email: [INVALID] });
      expect(res.body.access_token).toBeUndefined();
    }
    expect(wrong.body).toEqual(unknown.body);
  });

  it('refuses a disabled user with USER_DISABLED', async () => {
    const user = await makeUser(app, { companies: [(await makeCompany(app)).id], active: false });
    const res = await login({ email: user.email, password: user.password });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('USER_DISABLED');
    expect(res.body.message).toBe('Seu usuário está desativado. Fale com os administradores da sua empresa.');
    expect(res.body.access_token).toBeUndefined();
  });

  it('does not reveal that a disabled user exists when the password is wrong', async () => {
    const user = await makeUser(app, { companies: [(await makeCompany(app)).id], active: false });
    const res = await login({ email: user.email, password: 'wrong-password' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a user whose only company is disabled with COMPANY_DISABLED', async () => {
    const company = await makeCompany(app, undefined, false);
    const user = await makeUser(app, { companies: [company.id] });
    const res = await login({ email: user.email, password: user.password });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('COMPANY_DISABLED');
    expect(res.body.message).toBe('Sua empresa está desativada. Entre em contato com o suporte.');
    expect(res.body.access_token).toBeUndefined();
  });
});

describe('POST /api/login — choosing the company', () => {
  it('asks for the company at every sign-in, preselecting the one entered last', async () => {
    const alfa = await makeCompany(app, 'Alfa Comércio Ltda');
    const beta = await makeCompany(app, 'Beta Serviços Ltda');
    const user = await makeUser(app, { companies: [alfa.id, beta.id] });

    const ask = await login({ email: user.email, password: user.password });
    expect(ask.status).toBe(422);
    expect(ask.body.code).toBe('COMPANY_REQUIRED');
    expect(ask.body.message).toBe('Escolha a empresa com a qual deseja entrar.');
    expect(ask.body.access_token).toBeUndefined();
    expect([...ask.body.companies].sort((a: any, b: any) => a.id - b.id)).toEqual([
      { id: alfa.id, nome: 'Alfa Comércio Ltda', status: true },
      { id: beta.id, nome: 'Beta Serviços Ltda', status: true },
    ]);
    // Never entered any: nothing to preselect.
    expect(ask.body.ultima_empresa_id).toBeNull();

    const chosen = await login({ email: user.email, password: user.password, empresa_id: beta.id });
    expect(chosen.status).toBe(200);
    const first = await me(chosen.body.access_token);
    expect(first.status).toBe(200);
    expect(first.body.empresa).toMatchObject({ id: beta.id, nome: 'Beta Serviços Ltda' });
    expect(first.body.empresas.map((e: { id: number }) => e.id).sort()).toEqual([alfa.id, beta.id].sort());

    // The next sign-in asks again (spec: the company must be chosen), with the last one preselected.
    const again = await login({ email: user.email, password: user.password });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('COMPANY_REQUIRED');
    expect(again.body.ultima_empresa_id).toBe(beta.id);

    // Choosing the other one moves the preselection.
    const other = await login({ email: user.email, password: user.password, empresa_id: alfa.id });
    expect(other.status).toBe(200);
    expect((await me(other.body.access_token)).body.empresa?.id).toBe(alfa.id);
    const reused = await login({ email: user.email, password: user.password });
    expect(reused.status).toBe(422);
    expect(reused.body.ultima_empresa_id).toBe(alfa.id);
  });

  it('refuses a named company that is disabled with SELECTED_COMPANY_DISABLED', async () => {
    const active = await makeCompany(app);
    const disabled = await makeCompany(app, undefined, false);
    const user = await makeUser(app, { companies: [active.id, disabled.id] });
    const res = await login({ email: user.email, password: user.password, empresa_id: disabled.id });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('SELECTED_COMPANY_DISABLED');
    expect(res.body.message).toBe('A empresa selecionada está desativada.');
    expect(res.body.access_token).toBeUndefined();

    const ok = await login({ email: user.email, password: user.password, empresa_id: active.id });
    expect(ok.status).toBe(200);
  });

  it('refuses a named company the user is not linked to', async () => {
    const mine = await makeCompany(app);
    const foreign = await makeCompany(app);
    const user = await makeUser(app, { companies: [mine.id] });
    for (const empresaId of [foreign.id, 987654]) {
      const res = await login({ email: user.email, password: user.password, empresa_id: empresaId });
      expect(res.status, String(empresaId)).toBe(422);
      expect(res.body.message).toBe('Você não tem acesso à empresa selecionada.');
      expect(res.body.access_token).toBeUndefined();
      expect(res.body.companies).toEqual([{ id: mine.id, nome: mine.razaoSocial, status: true }]);
    }
  });
});

describe('POST /api/login — validation and language', () => {
  it('lists every missing field in pt-BR', async () => {
    const res = await login({});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ['O campo e-mail é obrigatório.'],
      password: ['O campo senha é obrigatório.'],
    });
    expect(['O campo e-mail é obrigatório.', 'O campo senha é obrigatório.']).toContain(res.body.message);
  });

  it('requires the password, empty included', async () => {
    for (const body of [{ email: 'gestor@demo.local' }, { email: 'gestor@demo.local', password: '' }]) {
      const res = await login(body);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'O campo senha é obrigatório.',
        errors: { password: ['O campo senha é obrigatório.'] },
      });
    }
  });

  it('refuses a malformed e-mail', async () => {
    const res = await login({ email: 'nao-e-um-email', password: 'demo123' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'O campo e-mail deve ser um endereço de e-mail válido.',
      errors: { email: ['O campo e-mail deve ser um endereço de e-mail válido.'] },
    });
  });

  it('answers in English when the client asks for it', async () => {
    const en = { 'accept-language': 'en-US,en;q=0.9' };
    const wrong = await login({ email: 'gestor-nao-existe@demo.local', password: 'whatever1' }, en);
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('These credentials do not match our records.');
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');

    const missing = await login({ email: 'gestor@demo.local' }, en);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ password: ['The password field is required.'] });

    const user = await makeUser(app, { companies: [(await makeCompany(app)).id], active: false });
    const disabled = await login({ email: user.email, password: user.password }, en);
    expect(disabled.body.message).toBe('Your user is disabled. Ask your company administrators.');
  });
});
