// Login throttling: per account and per client IP, answering 429 with the seconds to wait.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, freshIp, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser, uniqueEmail } from '../helpers/fixtures.js';

let app: TestApp;
/** The same application with one-second locks, to watch a lock run out. */
let quick: TestApp;
beforeAll(async () => {
  [app, quick] = await Promise.all([startTestApp(), startTestApp({ LOGIN_LOCK_SECONDS: '1' })]);
});
afterAll(async () => {
  await Promise.all([app?.close(), quick?.close()]);
});

const THROTTLE = /^Muitas tentativas de login\. Tente novamente em (\d+) segundos\.$/;

const login = (a: TestApp, email: string, password: string, ip: string) =>
  a.call('POST', '/api/login', { body: { email, password }, ip });

async function newUser(a: TestApp) {
  return makeUser(a, { companies: [(await makeCompany(a)).id] });
}

/** Checks a 429 the way a client reads it and answers the seconds to wait. */
function expectThrottled(res: CallResult, maxSeconds: number): number {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe('THROTTLED');
  expect(res.body.access_token).toBeUndefined();
  const match = THROTTLE.exec(res.body.message);
  expect(match, res.body.message).not.toBeNull();
  const seconds = Number(match![1]);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(res.body.retry_after).toBe(seconds);
  expect(res.headers.get('retry-after')).toBe(String(seconds));
  return seconds;
}

async function failTimes(a: TestApp, email: string, times: number, ip: string) {
  for (let i = 1; i <= times; i++) {
    const res = await login(a, email, 'wrong-password', ip);
    expect(res.status, `failure #${i}`).toBe(422);
    expect(res.body.code, `failure #${i}`).toBe('INVALID_CREDENTIALS');
  }
}

describe('per account', () => {
  it('locks the account after the allowed failures, even for the right password', async () => {
    const { maxAttempts, lockSeconds } = app.ctx.config.throttle;
    expect(maxAttempts).toBe(5);
    const user = await newUser(app);
    const ip = freshIp();

    await failTimes(app, user.email, maxAttempts, ip);
    const locked = await login(app, user.email, user.password, ip);
    expectThrottled(locked, lockSeconds);

    // The lock belongs to the account: another address, and the e-mail spelled differently, are held too.
    expectThrottled(await login(app, user.email, user.password, freshIp()), lockSeconds);
    expectThrottled(
      await login(app, `  ${user.email.toUpperCase()} `, user.password, freshIp()),
      lockSeconds,
    );
  });

  it('does not lock before the limit', async () => {
    const { maxAttempts } = app.ctx.config.throttle;
    const user = await newUser(app);
    const ip = freshIp();
    await failTimes(app, user.email, maxAttempts - 1, ip);
    const res = await login(app, user.email, user.password, ip);
    expect(res.status).toBe(200);
  });

  it('leaves a different account on another address alone', async () => {
    const { maxAttempts, lockSeconds } = app.ctx.config.throttle;
    const victim = await newUser(app);
    const other = await newUser(app);
    await failTimes(app, victim.email, maxAttempts, freshIp());
    expectThrottled(await login(app, victim.email, victim.password, freshIp()), lockSeconds);

    const res = await login(app, other.email, other.password, freshIp());
    expect(res.status).toBe(200);
    expect(res.body.access_token).toEqual(expect.any(String));
  });

  it('answers the lock in English when asked', async () => {
    const { maxAttempts } = app.ctx.config.throttle;
    const user = await newUser(app);
    const ip = freshIp();
    await failTimes(app, user.email, maxAttempts, ip);
    const res = await app.call('POST', '/api/login', {
      body: { email: user.email, password: user.password },
      ip,
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
  });
});

describe('per IP', () => {
  it('locks an address that failed for many accounts, for every account, while others still sign in', async () => {
    const { maxAttemptsIp, maxAttempts, lockSeconds } = app.ctx.config.throttle;
    expect(maxAttemptsIp).toBe(20);
    const ip = freshIp();
    const user = await newUser(app);

    for (let i = 1; i <= maxAttemptsIp; i++) {
      // A different e-mail each time, never reaching any account's own limit.
      const res = await login(app, uniqueEmail('tentativa'), 'wrong-password', ip);
      expect(res.status, `failure #${i}`).toBe(422);
    }
    expect(maxAttemptsIp).toBeGreaterThan(maxAttempts);

    expectThrottled(await login(app, user.email, user.password, ip), lockSeconds);
    expectThrottled(await login(app, 'gestor@demo.local', 'demo123', ip), lockSeconds);

    const elsewhere = await login(app, user.email, user.password, freshIp());
    expect(elsewhere.status).toBe(200);
    const gestor = await login(app, 'gestor@demo.local', 'demo123', freshIp());
    expect(gestor.status).toBe(200);
  });
});

describe('when the lock runs out', () => {
  it('accepts the right password again and starts the account count afresh', async () => {
    const { maxAttempts, lockSeconds } = quick.ctx.config.throttle;
    expect(lockSeconds).toBe(1);
    const user = await newUser(quick);
    const ip = freshIp();

    await failTimes(quick, user.email, maxAttempts, ip);
    expect(expectThrottled(await login(quick, user.email, user.password, ip), 1)).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1200));
    const ok = await login(quick, user.email, user.password, ip);
    expect(ok.status).toBe(200);

    // The success cleared the account's counter: it takes the full count again to lock it.
    await failTimes(quick, user.email, maxAttempts - 1, ip);
    const again = await login(quick, user.email, user.password, ip);
    expect(again.status).toBe(200);
  });
});
