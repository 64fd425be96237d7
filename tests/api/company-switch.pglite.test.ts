// POST /api/auth/empresa: a user of several companies moves to another one without signing out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const me = (token: string) => app.call('GET', '/api/auth/user', { token });
const move = (token: string, empresaId: number, headers: Record<string, string> = {}) =>
  app.call('POST', '/api/auth/empresa', { token, body: { empresa_id: empresaId }, headers });

/** A person in two companies (and a third where their access was disabled), signed in to the first. */
async function twoCompanies() {
  const first = await makeCompany(app, 'Primeira Ltda');
  const second = await makeCompany(app, 'Segunda Ltda');
  const user = await makeUser(app, { companies: [first.id, second.id] });
  const tokens = await loginAs(app, user.email, user.password, { empresa_id: first.id });
  return { first, second, user, tokens };
}

describe('POST /api/auth/empresa', () => {
  it('opens a session in the chosen company and ends the old one at once', async () => {
    const { first, second, user, tokens } = await twoCompanies();
    expect((await me(tokens.access_token)).body.empresa.id).toBe(first.id);

    const res = await move(tokens.access_token, second.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
      token_type: 'Bearer',
      message: 'Agora você está em Segunda Ltda.',
    });
    const now = await me(res.body.access_token);
    expect(now.body.empresa.id).toBe(second.id);
    expect(now.body.empresas.map((e: { id: number }) => e.id).sort()).toEqual([first.id, second.id].sort());

    // The old session's tokens stop working: its access token and its refresh token.
    expect((await me(tokens.access_token)).status).toBe(401);
    const oldRefresh = await app.call('POST', '/api/refresh-token', {
      body: { refresh_token: tokens.refresh_token },
    });
    expect(oldRefresh.status).toBe(401);
    // The new refresh token renews into the new company.
    const renewed = await app.call('POST', '/api/refresh-token', {
      body: { refresh_token: res.body.refresh_token },
    });
    expect(renewed.status).toBe(200);
    expect((await me(renewed.body.access_token)).body.empresa.id).toBe(second.id);

    // The next login without a choice asks for the company, preselecting the one moved to last.
    const again = await app.call('POST', '/api/login', {
      body: { email: user.email, password: user.password },
      ip: freshIp(),
    });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('COMPANY_REQUIRED');
    expect(again.body.ultima_empresa_id).toBe(second.id);
  });

  it("lists follow the company: the members picker shows the new company's people", async () => {
    const { second, tokens } = await twoCompanies();
    const colleague = await makeUser(app, { companies: [second.id], permissions: ['vault.view'] });
    const before = await app.call('GET', '/api/empresa/usuarios', { token: tokens.access_token });
    expect(before.body.data.map((m: { id: number }) => m.id)).not.toContain(colleague.id);
    const res = await move(tokens.access_token, second.id);
    const after = await app.call('GET', '/api/empresa/usuarios', { token: res.body.access_token });
    expect(after.body.data.map((m: { id: number }) => m.id)).toContain(colleague.id);
  });

  it('answers in the refresh cookie when the browser asks for it', async () => {
    const { second, tokens } = await twoCompanies();
    const res = await move(tokens.access_token, second.id, { 'x-session-cookie': '1' });
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).toBeUndefined();
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('cofre_refresh='));
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('refuses a company that is not theirs (422, with the ones they may choose) and leaves the session as it was', async () => {
    const { first, second, tokens } = await twoCompanies();
    const other = await makeCompany(app, 'Alheia Ltda');
    const res = await move(tokens.access_token, other.id);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('COMPANY_REQUIRED');
    expect(res.body.message).toBe('Você não tem acesso à empresa selecionada.');
    expect(res.body.companies.map((c: { id: number }) => c.id).sort()).toEqual([first.id, second.id].sort());
    const still = await me(tokens.access_token);
    expect(still.status).toBe(200);
    expect(still.body.empresa.id).toBe(first.id);
  });

  it('refuses a disabled company and a company whose access to them was disabled', async () => {
    const first = await makeCompany(app);
    const disabled = await makeCompany(app, 'Desativada Ltda', false);
    const user = await makeUser(app, { companies: [first.id, disabled.id] });
    const tokens = await loginAs(app, user.email, user.password, { empresa_id: first.id });
    const res = await move(tokens.access_token, disabled.id);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('SELECTED_COMPANY_DISABLED');
    expect(res.body.message).toBe('A empresa selecionada está desativada.');
    expect((await me(tokens.access_token)).status).toBe(200);
  });

  it('is a 404 for platform administrators and signatories, who belong to no company', async () => {
    const company = await makeCompany(app);
    for (const email of ['admin@cofre.local', 'signatario@demo.local']) {
      const tokens = await loginAs(app, email);
      const res = await move(tokens.access_token, company.id);
      expect(res.status, email).toBe(404);
      expect((await me(tokens.access_token)).status, email).toBe(200);
    }
  });

  it('validates the body and needs a session', async () => {
    const { tokens } = await twoCompanies();
    const bad = await app.call('POST', '/api/auth/empresa', {
      token: tokens.access_token,
      body: { empresa_id: 'x' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.empresa_id).toBeDefined();
    const anonymous = await app.call('POST', '/api/auth/empresa', { body: { empresa_id: 1 }, ip: freshIp() });
    expect(anonymous.status).toBe(401);
  });
});
