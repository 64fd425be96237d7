// Login throttling: per account from one client IP, and per IP with a higher ceiling, answering
// 429 with the seconds to wait.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../../server/db/schema.js';
import { pruneThrottle } from '../../server/jobs/throttlePrune.js';
import { type CallResult, freshIp, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser, uniqueEmail } from '../helpers/fixtures.js';

let app: TestApp;
/** The same application with one-second locks, to watch a lock run out. */
let quick: TestApp;
/** And with a low per-IP ceiling, to reach it without a hundred password checks. */
let ceiling: TestApp;
beforeAll(async () => {
  [app, quick, ceiling] = await Promise.all([
    startTestApp(),
    startTestApp({ LOGIN_LOCK_SECONDS: '1' }),
    startTestApp({ LOGIN_MAX_ATTEMPTS_IP: '12' }),
  ]);
  // Three applications start at once: more than the default minute on a loaded machine.
}, 180_000);
afterAll(async () => {
  await Promise.all([app?.close(), quick?.close(), ceiling?.close()]);
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

describe('per account and IP', () => {
  it('locks the account from that IP after the allowed failures, even for the right password', async () => {
    const { maxAttempts, lockSeconds } = app.ctx.config.throttle;
    expect(maxAttempts).toBe(5);
    const user = await newUser(app);
    const ip = freshIp();

    await failTimes(app, user.email, maxAttempts, ip);
    const locked = await login(app, user.email, user.password, ip);
    expectThrottled(locked, lockSeconds);
    // The e-mail spelled differently is the same account.
    expectThrottled(await login(app, `  ${user.email.toUpperCase()} `, user.password, ip), lockSeconds);
  });

  it('lets the owner in from another IP while the attacker’s IP stays locked', async () => {
    const { maxAttempts, lockSeconds } = app.ctx.config.throttle;
    const user = await newUser(app);
    const attacker = freshIp();
    await failTimes(app, user.email, maxAttempts, attacker);
    expectThrottled(await login(app, user.email, user.password, attacker), lockSeconds);

    const owner = await login(app, user.email, user.password, freshIp());
    expect(owner.status).toBe(200);
    expect(owner.body.access_token).toEqual(expect.any(String));
    // The owner's success does not lift the lock on the attacker's IP.
    expectThrottled(await login(app, user.email, user.password, attacker), lockSeconds);
  });

  it('does not lock before the limit', async () => {
    const { maxAttempts } = app.ctx.config.throttle;
    const user = await newUser(app);
    const ip = freshIp();
    await failTimes(app, user.email, maxAttempts - 1, ip);
    const res = await login(app, user.email, user.password, ip);
    expect(res.status).toBe(200);
  });

  it('leaves other accounts on the same IP alone', async () => {
    const { maxAttempts, lockSeconds } = app.ctx.config.throttle;
    const victim = await newUser(app);
    const other = await newUser(app);
    const ip = freshIp();
    await failTimes(app, victim.email, maxAttempts, ip);
    expectThrottled(await login(app, victim.email, victim.password, ip), lockSeconds);

    const res = await login(app, other.email, other.password, ip);
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
  it('has a ceiling an office behind one NAT does not reach by accident', async () => {
    const { maxAttemptsIp, maxAttempts } = app.ctx.config.throttle;
    expect(maxAttemptsIp).toBe(100);
    // Five colleagues behind the same address lock themselves out (25 failures, more than the old
    // ceiling of 20): a sixth still signs in from there.
    const office = freshIp();
    for (let i = 0; i < 5; i++) {
      const colleague = await newUser(app);
      await failTimes(app, colleague.email, maxAttempts, office);
      expect((await login(app, colleague.email, colleague.password, office)).status).toBe(429);
    }
    const sixth = await newUser(app);
    const res = await login(app, sixth.email, sixth.password, office);
    expect(res.status, res.text).toBe(200);
  });

  it('locks an address that failed for many accounts, for every account, while others still sign in', async () => {
    const { maxAttemptsIp, maxAttempts, lockSeconds } = ceiling.ctx.config.throttle;
    expect(maxAttemptsIp).toBe(12);
    const ip = freshIp();
    const user = await newUser(ceiling);
    const tried = [uniqueEmail('tentativa'), uniqueEmail('tentativa'), uniqueEmail('tentativa')];

    for (let i = 0; i < maxAttemptsIp; i++) {
      // Spread over three e-mails, never reaching any account's own limit.
      const res = await login(ceiling, tried[i % tried.length] as string, 'wrong-password', ip);
      expect(res.status, `failure #${i + 1}`).toBe(422);
    }
    expect(maxAttemptsIp / tried.length).toBeLessThan(maxAttempts);

    expectThrottled(await login(ceiling, user.email, user.password, ip), lockSeconds);
    expectThrottled(await login(ceiling, 'gestor@demo.local', 'demo123', ip), lockSeconds);

    const elsewhere = await login(ceiling, user.email, user.password, freshIp());
    expect(elsewhere.status).toBe(200);
    const gestor = await login(ceiling, 'gestor@demo.local', 'demo123', freshIp());
    expect(gestor.status).toBe(200);
  });
});

describe('when the lock runs out', () => {
  it('accepts the right password again and starts the count afresh', async () => {
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

describe('pruning the counters', () => {
  const keysOf = async (like: string) =>
    (await app.ctx.db.select({ key: loginThrottle.key }).from(loginThrottle)).filter((r) =>
      r.key.includes(like),
    );

  it('forgets counters whose window ended and that lock nothing; keeps live windows and running locks', async () => {
    const user = await newUser(app);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(app, user.email, 'errada', ip);
    expectThrottled(await login(app, user.email, user.password, ip), 60);
    const counters = await keysOf(user.email);
    expect(counters).toHaveLength(1);

    // The window started long ago but the lock still runs: kept, and the account stays locked.
    await app.ctx.db
      .update(loginThrottle)
      .set({ windowStartedAt: sql`now() - interval '2 hours'` })
      .where(eq(loginThrottle.key, counters[0]!.key));
    await pruneThrottle(app.ctx);
    expect(await keysOf(user.email)).toHaveLength(1);
    expectThrottled(await login(app, user.email, user.password, ip), 60);

    // The lock ended too: forgotten; a fresh window's counter elsewhere stays.
    await app.ctx.db
      .update(loginThrottle)
      .set({ lockedUntil: sql`now() - interval '1 minute'` })
      .where(eq(loginThrottle.key, counters[0]!.key));
    const other = await newUser(app);
    await login(app, other.email, 'errada', ip);
    const pruned = await pruneThrottle(app.ctx);
    expect(pruned).toBeGreaterThanOrEqual(1);
    expect(await keysOf(user.email)).toEqual([]);
    expect(await keysOf(other.email)).toHaveLength(1);
    expect((await login(app, user.email, user.password, ip)).status).toBe(200);
  });
});
