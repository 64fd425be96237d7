// Choosing the company at sign-in (spec 6 and 8: "company must be chosen"): an account that may enter
// several companies is asked at every login, with the last one preselected, unless it chose one to
// always enter ("Entrar sempre nesta empresa" at login, "Empresa ao entrar" on the profile); a chosen
// company that can no longer be entered is ignored. One company that can be entered is never asked.
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresas, users, usuarioEmpresa } from '../../server/db/schema.js';
import { freshIp, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const INVALID_CHOICE = 'Escolha uma das empresas em que você pode entrar, ou “Perguntar sempre”.';

/** Someone in three active companies (Alfa, Beta, Gama), and their login from one client address. */
async function threeCompanies() {
  const alfa = await makeCompany(app, 'Alfa Ltda');
  const beta = await makeCompany(app, 'Beta Ltda');
  const gama = await makeCompany(app, 'Gama Ltda');
  const user = await makeUser(app, { companies: [alfa.id, beta.id, gama.id] });
  const ip = freshIp();
  const login = (extra: Record<string, unknown> = {}) =>
    app.call('POST', '/api/login', { body: { email: user.email, password: user.password, ...extra }, ip });
  return { alfa, beta, gama, user, login };
}

/** The company a session is in (GET /api/auth/user). */
const companyOf = async (token: string) =>
  (await app.call('GET', '/api/auth/user', { token })).body.empresa?.id as number | undefined;

const profile = (token: string) => app.call('GET', '/api/usuario/perfil', { token });
const setDefault = (token: string, empresa_padrao_id: unknown) =>
  app.call('PUT', '/api/usuario/perfil/empresa-padrao', { token, body: { empresa_padrao_id } });
const storedDefault = async (userId: number) =>
  (await app.ctx.db.select().from(users).where(eq(users.id, userId)))[0]?.empresaPadraoId;

describe('POST /api/login with several companies', () => {
  it('asks every time, even right after entering one, with the one entered last preselected', async () => {
    const { alfa, beta, gama, login } = await threeCompanies();
    const into = await login({ empresa_id: gama.id });
    expect(into.status, into.text).toBe(200);
    expect(await companyOf(into.body.access_token)).toBe(gama.id);

    const next = await login();
    expect(next.status).toBe(422);
    expect(next.body).toMatchObject({
      code: 'COMPANY_REQUIRED',
      message: 'Escolha a empresa com a qual deseja entrar.',
      ultima_empresa_id: gama.id,
    });
    expect(next.body.companies.map((c: { id: number }) => c.id).sort()).toEqual(
      [alfa.id, beta.id, gama.id].sort(),
    );
    expect(next.body.access_token).toBeUndefined();
  });

  it('enters the company ticked "always enter" directly from then on; the profile shows it', async () => {
    const { beta, gama, user, login } = await threeCompanies();
    const chosen = await login({ empresa_id: beta.id, lembrar_empresa: true });
    expect(chosen.status, chosen.text).toBe(200);
    expect(await companyOf(chosen.body.access_token)).toBe(beta.id);

    const next = await login();
    expect(next.status, next.text).toBe(200);
    expect(await companyOf(next.body.access_token)).toBe(beta.id);
    const mine = await profile(next.body.access_token);
    expect(mine.body.data.empresa_padrao_id).toBe(beta.id);
    expect(mine.body.data.empresas).toEqual([
      { id: expect.any(Number), nome: 'Alfa Ltda' },
      { id: beta.id, nome: 'Beta Ltda' },
      { id: gama.id, nome: 'Gama Ltda' },
    ]);

    // Naming another company still enters it, without changing the default unless ticked again.
    const elsewhere = await login({ empresa_id: gama.id, lembrar_empresa: false });
    expect(await companyOf(elsewhere.body.access_token)).toBe(gama.id);
    expect(await storedDefault(user.id)).toBe(beta.id);
    expect(await companyOf((await login()).body.access_token)).toBe(beta.id);
  });

  it('ignores a default whose company was disabled, or whose access was disabled: asked again', async () => {
    const { alfa, beta, gama, user, login } = await threeCompanies();
    expect((await login({ empresa_id: alfa.id, lembrar_empresa: true })).status).toBe(200);

    await app.ctx.db.update(empresas).set({ status: false }).where(eq(empresas.id, alfa.id));
    const companyOff = await login();
    expect(companyOff.status).toBe(422);
    expect(companyOff.body.code).toBe('COMPANY_REQUIRED');
    // The company entered last can no longer be entered: nothing preselected.
    expect(companyOff.body.ultima_empresa_id).toBeNull();
    expect(companyOff.body.companies).toContainEqual({ id: alfa.id, nome: 'Alfa Ltda', status: false });
    // The profile offers only the companies that can be entered, and "ask" as the current choice.
    const into = await login({ empresa_id: beta.id });
    const mine = (await profile(into.body.access_token)).body.data;
    expect(mine.empresa_padrao_id).toBeNull();
    expect(mine.empresas.map((e: { id: number }) => e.id)).toEqual([beta.id, gama.id]);

    await app.ctx.db.update(empresas).set({ status: true }).where(eq(empresas.id, alfa.id));
    await app.ctx.db
      .update(usuarioEmpresa)
      .set({ status: false })
      .where(and(eq(usuarioEmpresa.userId, user.id), eq(usuarioEmpresa.empresaId, alfa.id)));
    const linkOff = await login();
    expect(linkOff.status).toBe(422);
    expect(linkOff.body.code).toBe('COMPANY_REQUIRED');
    expect(linkOff.body.ultima_empresa_id).toBe(beta.id);
  });

  it('never asks someone who can enter only one of their companies', async () => {
    const open = await makeCompany(app);
    const closed = await makeCompany(app, undefined, false);
    const user = await makeUser(app, { companies: [open.id, closed.id], selected: closed.id });
    const res = await app.call('POST', '/api/login', {
      body: { email: user.email, password: user.password },
      ip: freshIp(),
    });
    expect(res.status, res.text).toBe(200);
    expect(await companyOf(res.body.access_token)).toBe(open.id);
  });

  it('settles the company before the code, and remembers it only once the login succeeds', async () => {
    const { alfa, beta, user, login } = await threeCompanies();
    const first = await login({ empresa_id: alfa.id });
    const { secret } = (await app.call('GET', '/api/auth/otp', { token: first.body.access_token })).body;
    const on = await app.call('PUT', '/api/auth/change-two-factory', {
      token: first.body.access_token,
      body: { enable: true, token_otp: await generate({ secret }) },
    });
    expect(on.status, on.text).toBe(200);

    expect((await login()).body.code).toBe('COMPANY_REQUIRED');
    const codeAsked = await login({ empresa_id: beta.id, lembrar_empresa: true });
    expect(codeAsked.status).toBe(422);
    expect(codeAsked.body.code).toBe('OTP_REQUIRED');
    expect(await storedDefault(user.id)).toBeNull();

    const done = await login({
      empresa_id: beta.id,
      lembrar_empresa: true,
      token_otp: await generate({ secret }),
    });
    expect(done.status, done.text).toBe(200);
    expect(await companyOf(done.body.access_token)).toBe(beta.id);
    expect(await storedDefault(user.id)).toBe(beta.id);
    // With a default, the next login goes straight to the code.
    expect((await login()).body.code).toBe('OTP_REQUIRED');
  });
});

describe('PUT /api/usuario/perfil/empresa-padrao', () => {
  it('sets the company to enter, and "Perguntar sempre" (null) makes the login ask again', async () => {
    const { alfa, gama, user, login } = await threeCompanies();
    const token = (await login({ empresa_id: alfa.id })).body.access_token;

    const set = await setDefault(token, gama.id);
    expect(set.status, set.text).toBe(200);
    expect(set.body.message).toBe('Empresa ao entrar salva.');
    expect(set.body.data.empresa_padrao_id).toBe(gama.id);
    const direct = await login();
    expect(direct.status, direct.text).toBe(200);
    expect(await companyOf(direct.body.access_token)).toBe(gama.id);

    const ask = await setDefault(token, null);
    expect(ask.status, ask.text).toBe(200);
    expect(ask.body.data.empresa_padrao_id).toBeNull();
    expect(await storedDefault(user.id)).toBeNull();
    const asked = await login();
    expect(asked.status).toBe(422);
    expect(asked.body.code).toBe('COMPANY_REQUIRED');
  });

  it("refuses another account's company, a disabled one and an unknown id with 422, writing nothing", async () => {
    const { alfa, beta, user, login } = await threeCompanies();
    const token = (await login({ empresa_id: alfa.id, lembrar_empresa: true })).body.access_token;
    const foreign = await makeCompany(app, 'Alheia Ltda');
    const off = await makeCompany(app, 'Desligada Ltda', false);
    await app.ctx.db.insert(usuarioEmpresa).values({ userId: user.id, empresaId: off.id, permissions: [] });
    await app.ctx.db
      .update(usuarioEmpresa)
      .set({ status: false })
      .where(and(eq(usuarioEmpresa.userId, user.id), eq(usuarioEmpresa.empresaId, beta.id)));

    for (const empresaId of [foreign.id, off.id, beta.id, 987654]) {
      const res = await setDefault(token, empresaId);
      expect(res.status, String(empresaId)).toBe(422);
      expect(res.body.message).toBe(INVALID_CHOICE);
      expect(res.body.errors.empresa_padrao_id).toEqual([INVALID_CHOICE]);
    }
    expect(await storedDefault(user.id)).toBe(alfa.id);

    for (const body of [{}, { empresa_padrao_id: 'x' }, { empresa_padrao_id: 0 }]) {
      const res = await app.call('PUT', '/api/usuario/perfil/empresa-padrao', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.empresa_padrao_id).toBeDefined();
    }
    expect(await storedDefault(user.id)).toBe(alfa.id);
  });

  it("answers in the user's language and needs a session", async () => {
    const { alfa, login } = await threeCompanies();
    const token = (await login({ empresa_id: alfa.id })).body.access_token;
    expect((await app.call('PUT', '/api/usuario/change-language/en', { token })).status).toBe(200);
    const foreign = await makeCompany(app);
    const en = await setDefault(token, foreign.id);
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('Choose one of the companies you can enter, or “Always ask”.');
    const anonymous = await app.call('PUT', '/api/usuario/perfil/empresa-padrao', {
      body: { empresa_padrao_id: null },
      ip: freshIp(),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('describes lembrar_empresa and ultima_empresa_id on the login, and the profile call', async () => {
    const doc = (await app.call('GET', '/api/docs', { headers: { accept: 'application/json' } })).body;
    const loginOp = doc.paths['/api/login'].post;
    const body = loginOp.requestBody.content['application/json'].schema;
    expect(body.properties.lembrar_empresa.type).toBe('boolean');
    expect(loginOp.description).toContain('ultima_empresa_id');
    const put = doc.paths['/api/usuario/perfil/empresa-padrao'].put;
    expect(put.requestBody.content['application/json'].schema.required).toEqual(['empresa_padrao_id']);
  });
});
