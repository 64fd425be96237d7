// Sessions: bearer access tokens, the signed-in identity, refresh-token rotation with reuse
// detection, lifetimes, logout, and losing access when the user or the company is disabled.
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import { setCompanyStatus } from '../../server/db/queries/companies.js';
import { refreshTokens } from '../../server/db/schema.js';
import { sha256Hex } from '../../server/security/crypto.js';
import { freshIp, startTestApp, type TestApp } from '../helpers/app.js';
import { disableUser, makeCompany, makeUser } from '../helpers/fixtures.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const UNAUTHENTICATED = 'Sua sessão foi encerrada, entre novamente para continuar..';
const REFRESH_INVALID = 'Sessão inválida ou expirada, entre novamente.';

type Tokens = { access_token: string; refresh_token: string; expires_in: number; token_type: string };

async function signIn(email: string, password: string, extra: Record<string, unknown> = {}) {
  const res = await app.call<Tokens>('POST', '/api/login', {
    body: { email, password, ...extra },
    ip: freshIp(),
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function newUser(permissions?: string[]) {
  const company = await makeCompany(app);
  const user = await makeUser(app, { companies: [company.id], ...(permissions ? { permissions } : {}) });
  return {
    company,
    user,
    signIn: (extra: Record<string, unknown> = {}) => signIn(user.email, user.password, extra),
  };
}

const me = (token: string) => app.call('GET', '/api/auth/user', { token });
const refresh = (refresh_token: string) =>
  app.call<Tokens>('POST', '/api/refresh-token', { body: { refresh_token } });

function expectUnauthenticated(res: { status: number; body: any }) {
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ message: UNAUTHENTICATED });
}

function expectRefreshRefused(res: { status: number; body: any }) {
  expect(res.status).toBe(401);
  expect(res.body.message).toBe(REFRESH_INVALID);
  expect(res.body.access_token).toBeUndefined();
}

async function storedRefresh(token: string) {
  const [row] = await app.ctx.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(token)));
  if (!row) throw new Error('refresh token not stored');
  return row;
}

const forge = (secret: string, claims: { sub: string; sid: string; emp: number | null }, exp: number) =>
  new SignJWT({ sid: claims.sid, emp: claims.emp })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('cofre')
    .setAudience('cofre-api')
    .setIssuedAt(exp - 900)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

describe('access tokens', () => {
  it('refuses a request without a token', async () => {
    expectUnauthenticated(await app.call('GET', '/api/auth/user'));
    expectUnauthenticated(await app.call('GET', '/api/auth/permission'));
  });

  it('refuses garbage and non-bearer schemes', async () => {
    expectUnauthenticated(await me('garbage'));
    expectUnauthenticated(await me('a.b.c'));
    const { access_token } = await signIn('gestor@demo.local', 'demo123');
    expectUnauthenticated(
      await app.call('GET', '/api/auth/user', { headers: { authorization: `Basic ${access_token}` } }),
    );
    // The same token as a bearer is fine.
    expect((await me(access_token)).status).toBe(200);
  });

  it('accepts a token forged with the server secret only while it has not expired', async () => {
    const { access_token } = await signIn('gestor@demo.local', 'demo123');
    const claims = decodeJwt(access_token);
    const real = { sub: String(claims.sub), sid: String(claims.sid), emp: claims.emp as number | null };
    const now = Math.floor(Date.now() / 1000);
    const secret = app.ctx.config.jwtSecret;

    // Control: the forging recipe is right, so the refusals below are about the one thing changed.
    const valid = await forge(secret, real, now + 300);
    expect((await me(valid)).status).toBe(200);

    expectUnauthenticated(await me(await forge(secret, real, now - 60)));
    expectUnauthenticated(await me(await forge(`${secret}-but-another-one`, real, now + 300)));
    expectUnauthenticated(await me(await forge('x'.repeat(48), real, now + 300)));
    // A real session of someone else, or a session that does not exist.
    expectUnauthenticated(await me(await forge(secret, { ...real, sid: crypto.randomUUID() }, now + 300)));
  });

  it('refuses a token without exp or iat, even one signed with the server secret', async () => {
    const { access_token } = await signIn('gestor@demo.local', 'demo123');
    const claims = decodeJwt(access_token);
    const now = Math.floor(Date.now() / 1000);
    const unsigned = () =>
      new SignJWT({ sid: claims.sid, emp: claims.emp })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.sub))
        .setIssuer('cofre')
        .setAudience('cofre-api');
    const key = new TextEncoder().encode(app.ctx.config.jwtSecret);

    // Control: the same recipe with both claims is accepted.
    expect(
      (
        await me(
          await unsigned()
            .setIssuedAt(now)
            .setExpirationTime(now + 300)
            .sign(key),
        )
      ).status,
    ).toBe(200);
    // A token that never expires is refused.
    expectUnauthenticated(await me(await unsigned().setIssuedAt(now).sign(key)));
    expectUnauthenticated(
      await me(
        await unsigned()
          .setExpirationTime(now + 300)
          .sign(key),
      ),
    );
  });

  it('refuses a token whose session belongs to another user', async () => {
    const a = await signIn('gestor@demo.local', 'demo123');
    const b = await newUser();
    const bTokens = await b.signIn();
    const now = Math.floor(Date.now() / 1000);
    const secret = app.ctx.config.jwtSecret;
    const own = {
      sub: String(b.user.id),
      sid: String(decodeJwt(bTokens.access_token).sid),
      emp: b.company.id,
    };
    expect((await me(await forge(secret, own, now + 300))).status).toBe(200);
    // B's identity and company with A's session.
    const mixed = await forge(secret, { ...own, sid: String(decodeJwt(a.access_token).sid) }, now + 300);
    expectUnauthenticated(await me(mixed));
  });
});

describe('GET /api/auth/user and /api/auth/permission', () => {
  it('describes the demo manager with every permission in Demo Ltda', async () => {
    const { access_token } = await signIn('gestor@demo.local', 'demo123');
    const res = await me(access_token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      nome: 'Gestor Demo',
      email: 'gestor@demo.local',
      documento: '52998224725',
      ambient: null,
      status: true,
      language: 'pt_BR',
      two_factor: false,
      empresa: { nome: 'Demo Ltda', razao_social: 'Demo Ltda', documento: '11222333000181' },
    });
    expect(res.body.id).toEqual(expect.any(Number));
    expect(res.body.empresas).toEqual([{ id: res.body.empresa.id, nome: 'Demo Ltda', status: true }]);
    expect([...res.body.permissoes].sort()).toEqual([...PERMISSIONS].sort());
    expect([...res.body.permissions].sort()).toEqual([...PERMISSIONS].sort());
    expect(res.text).not.toMatch(/password|argon2|otp_secret|otpSecret/i);
  });

  it('answers the permissions held in the current company', async () => {
    const manager = await signIn('gestor@demo.local', 'demo123');
    const full = await app.call('GET', '/api/auth/permission', { token: manager.access_token });
    expect(full.status).toBe(200);
    expect(full.body.ambient).toBeNull();
    expect([...full.body.permissions].sort()).toEqual([...PERMISSIONS].sort());

    const limited = await newUser(['vault.view', 'messages.view']);
    const tokens = await limited.signIn();
    const res = await app.call('GET', '/api/auth/permission', { token: tokens.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ambient: null, permissions: ['vault.view', 'messages.view'] });
    expect((await me(tokens.access_token)).body.permissoes).toEqual(['vault.view', 'messages.view']);

    const admin = await signIn('admin@cofre.local', 'demo123');
    const adminRes = await app.call('GET', '/api/auth/permission', { token: admin.access_token });
    expect(adminRes.status).toBe(200);
    expect(adminRes.body.ambient).toBe('A');
  });
});

describe('POST /api/refresh-token', () => {
  it('rotates: the new tokens work and the spent one is refused', async () => {
    const { user, signIn: go } = await newUser();
    const first = await go();
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
      token_type: 'Bearer',
    });
    expect(res.body.refresh_token).not.toBe(first.refresh_token);
    const who = await me(res.body.access_token);
    expect(who.status).toBe(200);
    expect(who.body.email).toBe(user.email);
    // The same session: the access token names the same sid.
    expect(decodeJwt(res.body.access_token).sid).toBe(decodeJwt(first.access_token).sid);

    const next = await refresh(res.body.refresh_token);
    expect(next.status).toBe(200);
    expect((await me(next.body.access_token)).status).toBe(200);
  });

  it('treats a spent token presented again as theft and revokes the whole session', async () => {
    const { signIn: go } = await newUser();
    const first = await go();
    const other = await go(); // another session of the same user
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect((await me(second.body.access_token)).status).toBe(200);

    expectRefreshRefused(await refresh(first.refresh_token));

    expectRefreshRefused(await refresh(second.body.refresh_token));
    expectUnauthenticated(await me(second.body.access_token));
    expectUnauthenticated(await me(first.access_token));

    // The other login is a different family and keeps working.
    expect((await me(other.access_token)).status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    expectRefreshRefused(await refresh('definitely-not-a-refresh-token'));
    const { access_token } = await signIn('gestor@demo.local', 'demo123');
    expectRefreshRefused(await refresh(access_token));
  });

  it('requires the token', async () => {
    const res = await app.call('POST', '/api/refresh-token', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ refresh_token: ['O campo token de atualização é obrigatório.'] });
  });

  it('refuses an expired token', async () => {
    const { signIn: go } = await newUser();
    const tokens = await go();
    await app.ctx.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256Hex(tokens.refresh_token)));
    expectRefreshRefused(await refresh(tokens.refresh_token));
  });
});

describe('session lifetime', () => {
  const HOUR = 3600_000;
  const near = (actual: Date, expectedMs: number) =>
    expect(Math.abs(actual.getTime() - expectedMs)).toBeLessThan(60_000);

  it('uses the short lifetime without remember and the long one with it, across rotations', async () => {
    const { refreshTtl, refreshTtlRemember } = app.ctx.config.tokens;
    expect(refreshTtl).toBe(8 * 3600);
    expect(refreshTtlRemember).toBe(7 * 24 * 3600);
    const { signIn: go } = await newUser();

    const short = await go();
    near((await storedRefresh(short.refresh_token)).expiresAt, Date.now() + 8 * HOUR);
    const explicitShort = await go({ remember: false });
    near((await storedRefresh(explicitShort.refresh_token)).expiresAt, Date.now() + 8 * HOUR);

    const long = await go({ remember: true });
    near((await storedRefresh(long.refresh_token)).expiresAt, Date.now() + 7 * 24 * HOUR);

    const shortRotated = await refresh(short.refresh_token);
    expect(shortRotated.status).toBe(200);
    near((await storedRefresh(shortRotated.body.refresh_token)).expiresAt, Date.now() + 8 * HOUR);

    const longRotated = await refresh(long.refresh_token);
    expect(longRotated.status).toBe(200);
    near((await storedRefresh(longRotated.body.refresh_token)).expiresAt, Date.now() + 7 * 24 * HOUR);
  });
});

describe('GET /api/logout', () => {
  it('ends only this session', async () => {
    const { signIn: go } = await newUser();
    const other = await go();
    const mine = await go();

    const res = await app.call('GET', '/api/logout', { token: mine.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Você saiu do sistema com sucesso.' });

    expectUnauthenticated(await me(mine.access_token));
    expectRefreshRefused(await refresh(mine.refresh_token));
    expectUnauthenticated(await app.call('GET', '/api/logout', { token: mine.access_token }));

    expect((await me(other.access_token)).status).toBe(200);
    const rotated = await refresh(other.refresh_token);
    expect(rotated.status).toBe(200);
    expect((await me(rotated.body.access_token)).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expectUnauthenticated(await app.call('GET', '/api/logout'));
  });
});

describe('losing access while signed in', () => {
  it('ends the sessions of a user who is disabled', async () => {
    const { user, signIn: go } = await newUser();
    const tokens = await go();
    const spare = await go({ remember: true });
    expect((await me(tokens.access_token)).status).toBe(200);

    await disableUser(app, user.id);
    expectUnauthenticated(await me(tokens.access_token));
    expectRefreshRefused(await refresh(tokens.refresh_token));
    expectRefreshRefused(await refresh(spare.refresh_token));
  });

  it('ends the sessions of a user whose company is disabled', async () => {
    const { company, signIn: go } = await newUser();
    const tokens = await go();
    const spare = await go();
    expect((await me(tokens.access_token)).status).toBe(200);

    await setCompanyStatus(app.ctx.db, company.id, false);
    expectUnauthenticated(await me(tokens.access_token));
    expectUnauthenticated(await app.call('GET', '/api/auth/permission', { token: tokens.access_token }));
    expectRefreshRefused(await refresh(spare.refresh_token));
  });
});

describe('the refresh cookie (browsers: X-Session-Cookie: 1)', () => {
  const COOKIE = 'cofre_refresh';
  const ASK = { 'x-session-cookie': '1' };

  /** The Set-Cookie line for the refresh cookie, split into its value and attributes. */
  function setCookie(res: { headers: Headers }) {
    const lines = res.headers.getSetCookie().filter((l) => l.startsWith(`${COOKIE}=`));
    expect(lines).toHaveLength(1);
    const [pair = '', ...attrs] = (lines[0] ?? '').split(';').map((p) => p.trim());
    const attributes = new Map(
      attrs.map((a) => {
        const [k = '', v = ''] = a.split('=');
        return [k.toLowerCase(), v] as const;
      }),
    );
    return { value: pair.slice(COOKIE.length + 1), attributes };
  }

  async function cookieSignIn(extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const { user } = await newUser();
    const res = await app.call('POST', '/api/login', {
      body: { email: user.email, password: user.password, ...extra },
      ip: freshIp(),
      headers: { ...ASK, ...headers },
    });
    expect(res.status, res.text).toBe(200);
    return res;
  }

  /** A browser's refresh: the cookie and the header, no body. */
  const cookieRefresh = (value: string, headers: Record<string, string> = {}) =>
    app.call<Tokens>('POST', '/api/refresh-token', {
      headers: { ...ASK, cookie: `${COOKIE}=${value}`, ...headers },
    });

  it('puts the refresh token in an HttpOnly, SameSite=Strict cookie scoped to the refresh call, not in the body', async () => {
    const res = await cookieSignIn();
    expect(res.body).toEqual({ access_token: expect.any(String), expires_in: 900, token_type: 'Bearer' });
    expect((await me(res.body.access_token)).status).toBe(200);
    const cookie = setCookie(res);
    expect(cookie.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Strict');
    expect(cookie.attributes.get('path')).toBe('/api/refresh-token');
    // Served over plain http: a Secure cookie would be dropped by the browser.
    expect(cookie.attributes.has('secure')).toBe(false);
    // Without "remember me": a session cookie, gone when the browser closes.
    expect(cookie.attributes.has('max-age')).toBe(false);
    expect((await storedRefresh(cookie.value)).expiresAt.getTime()).toBeGreaterThan(Date.now());

    // With it, the cookie lives as long as the token.
    const remembered = setCookie(await cookieSignIn({ remember: true }));
    expect(remembered.attributes.get('max-age')).toBe(String(7 * 24 * 3600));
  });

  it('renews from the cookie alone, rotates it, and treats the spent value as theft', async () => {
    const login = await cookieSignIn({ remember: true });
    const first = setCookie(login).value;

    const res = await cookieRefresh(first);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ access_token: expect.any(String), expires_in: 900, token_type: 'Bearer' });
    expect(decodeJwt(res.body.access_token).sid).toBe(decodeJwt(login.body.access_token).sid);
    expect((await me(res.body.access_token)).status).toBe(200);
    const rotated = setCookie(res);
    expect(rotated.value).not.toBe(first);
    expect(rotated.attributes.has('httponly')).toBe(true);
    expect(rotated.attributes.get('path')).toBe('/api/refresh-token');
    expect(rotated.attributes.get('max-age')).toBe(String(7 * 24 * 3600));

    // A JSON POST with an empty body reads the cookie too.
    const json = await app.call<Tokens>('POST', '/api/refresh-token', {
      body: {},
      headers: { cookie: `${COOKIE}=${rotated.value}` },
    });
    expect(json.status, json.text).toBe(200);
    expect(json.body.refresh_token).toBeUndefined();
    const latest = setCookie(json).value;

    // The spent value again: refused, the cookie cleared, and the whole session revoked.
    const replay = await cookieRefresh(first);
    expectRefreshRefused(replay);
    expect(setCookie(replay)).toMatchObject({ value: '' });
    expect(setCookie(replay).attributes.get('max-age')).toBe('0');
    expectRefreshRefused(await cookieRefresh(latest));
    expectUnauthenticated(await me(json.body.access_token));
  });

  it('ignores the cookie on a request a cross-site form could send', async () => {
    const value = setCookie(await cookieSignIn()).value;
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await app.call('POST', '/api/refresh-token', {
        body: contentType.startsWith('multipart') ? '--x--\r\n' : 'a=b',
        headers: { 'content-type': contentType, cookie: `${COOKIE}=${value}` },
      });
      expect(res.status, contentType).not.toBe(200);
      expect(res.body.access_token).toBeUndefined();
    }
    const bare = await app.call('POST', '/api/refresh-token', { headers: { cookie: `${COOKIE}=${value}` } });
    expectRefreshRefused(bare);
    // None of them spent it.
    expect((await cookieRefresh(value)).status).toBe(200);
  });

  it('answers 401 to a refresh with neither a token nor the cookie', async () => {
    expectRefreshRefused(await app.call('POST', '/api/refresh-token'));
    const browser = await app.call('POST', '/api/refresh-token', { headers: ASK });
    expectRefreshRefused(browser);
    expect(setCookie(browser).attributes.get('max-age')).toBe('0');
  });

  it('logout clears the cookie, whose token is then refused', async () => {
    const login = await cookieSignIn({ remember: true });
    const value = setCookie(login).value;
    const res = await app.call('GET', '/api/logout', { token: login.body.access_token });
    expect(res.status).toBe(200);
    const cleared = setCookie(res);
    expect(cleared.value).toBe('');
    expect(cleared.attributes.get('max-age')).toBe('0');
    expect(cleared.attributes.get('path')).toBe('/api/refresh-token');
    expectRefreshRefused(await cookieRefresh(value));
  });

  it('marks the cookie Secure when the app is reached over https', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const login = await cookieSignIn({}, https);
    const cookie = setCookie(login);
    expect(cookie.attributes.has('secure')).toBe(true);
    const renewed = await cookieRefresh(cookie.value, https);
    expect(renewed.status).toBe(200);
    expect(setCookie(renewed).attributes.has('secure')).toBe(true);
    const out = await app.call('GET', '/api/logout', { token: renewed.body.access_token, headers: https });
    expect(setCookie(out).attributes.has('secure')).toBe(true);
  });

  it('leaves API clients that do not ask with the token in the body and no cookie', async () => {
    const { signIn: go } = await newUser();
    const tokens = await go();
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const res = await refresh(tokens.refresh_token);
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).toEqual(expect.any(String));
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
