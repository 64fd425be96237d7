// Limits on the requests that send e-mail: per target address (and purpose), per client IP for
// anonymous requests and per signed-in user otherwise. Past a limit: 429 with the seconds to wait
// (body and Retry-After), nothing mailed and nothing written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, passwordResets, preCadastros } from '../../server/db/schema.js';
import {
  type CallResult,
  freshIp,
  loginAs,
  startTestApp,
  TEST_APP_URL,
  type TestApp,
} from '../helpers/app.js';
import { makeCompany, makeUser, uniqueEmail } from '../helpers/fixtures.js';
import {
  ago,
  askCode,
  companyWithOwner,
  external,
  inviteMailsTo,
  linkToken,
  type Member,
  mailsTo,
  sendForSignature,
  setSignatory,
  viewByLink,
} from '../helpers/signing.js';

const SENT = 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.';
const THROTTLED = /^Muitas tentativas\. Tente novamente em (\d+) segundos\.$/;
const CONFIRM_LINK = new RegExp(`^${TEST_APP_URL.replace(/[.]/g, '\\.')}/confirmar-email/([A-Za-z0-9_-]+)$`);

let app: TestApp;
/** Low sender limits (3 per IP, 3 per user), to reach them in a few calls. */
let tight: TestApp;
let admin: string;
beforeAll(async () => {
  [app, tight] = await Promise.all([
    startTestApp(),
    startTestApp({ MAIL_LIMIT_IP: '3', MAIL_LIMIT_USER: '3' }),
  ]);
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  // Two applications start at once: more than the default minute on a loaded machine.
}, 180_000);
afterAll(async () => {
  await Promise.all([app?.close(), tight?.close()]);
});

/** Checks a 429 the way a client reads it (optionally with the message on a field); answers the seconds. */
function expectThrottled(res: CallResult, field?: string): number {
  expect(res.status, res.text).toBe(429);
  expect(res.body.code).toBe('THROTTLED');
  const match = THROTTLED.exec(res.body.message);
  expect(match, res.body.message).not.toBeNull();
  const seconds = Number(match![1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(900);
  expect(res.body.retry_after).toBe(seconds);
  expect(res.headers.get('retry-after')).toBe(String(seconds));
  if (field) expect(res.body.errors[field]).toEqual([res.body.message]);
  return seconds;
}

const recover = (a: TestApp, email: string, ip = freshIp(), headers?: Record<string, string>) =>
  a.call('POST', '/api/password/email', { body: { email }, ip, headers });

const preRegister = (a: TestApp, email: string, ip = freshIp()) =>
  a.call('POST', '/api/cadastro-publico', {
    body: { name: 'Paula Limite', email, phone: '(11) 91234-5678' },
    ip,
  });

describe('the defaults', () => {
  it('are 3 per address, 20 per IP and 50 per user in 15 minutes', () => {
    expect(app.ctx.config.mailLimits).toEqual({ perAddress: 3, perIp: 20, perUser: 50, windowSeconds: 900 });
  });
});

describe('POST /api/password/email', () => {
  it('takes three requests per address, from any IP, then 429 whether or not the account exists', async () => {
    const user = await makeUser(app, { companies: [(await makeCompany(app)).id] });
    const unknown = uniqueEmail('ninguem');
    for (let i = 1; i <= 3; i++) {
      for (const email of [user.email, unknown]) {
        const res = await recover(app, email);
        expect(res.status, `#${i} ${email}`).toBe(200);
        expect(res.body.message).toBe(SENT);
      }
    }
    expect(mailsTo(app, user.email)).toHaveLength(3);

    const known = await recover(app, user.email);
    const missing = await recover(app, unknown);
    expectThrottled(known, 'email');
    expectThrottled(missing, 'email');
    // Nothing tells the two apart.
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(missing.body).sort());

    // Refused: nothing mailed, no new reset link.
    expect(mailsTo(app, user.email)).toHaveLength(3);
    const resets = await app.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(resets).toHaveLength(3);

    // Another address is not held.
    expect((await recover(app, uniqueEmail('outra'))).status).toBe(200);
  });

  it('answers the limit in English when asked', async () => {
    const email = uniqueEmail('english');
    for (let i = 0; i < 3; i++) expect((await recover(app, email)).status).toBe(200);
    const res = await recover(app, email, freshIp(), { 'accept-language': 'en' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });

  it('limits one IP across addresses, while other IPs go on', async () => {
    expect(tight.ctx.config.mailLimits.perIp).toBe(3);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await recover(tight, uniqueEmail('ip'), ip)).status).toBe(200);
    expectThrottled(await recover(tight, uniqueEmail('ip'), ip), 'email');
    expect((await recover(tight, uniqueEmail('ip'), freshIp())).status).toBe(200);
  });
});

describe('POST /api/cadastro-publico', () => {
  it('takes three per address, then 429 with no row and no e-mail', async () => {
    const email = uniqueEmail('pre-limite');
    for (let i = 0; i < 3; i++) expect((await preRegister(app, email)).status).toBe(201);
    expectThrottled(await preRegister(app, email), 'email');
    const rows = await app.ctx.db.select().from(preCadastros).where(eq(preCadastros.email, email));
    expect(rows).toHaveLength(3);
    expect(mailsTo(app, email)).toHaveLength(3);
  });

  it('limits one IP across addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await preRegister(tight, uniqueEmail('pre-ip'), ip)).status).toBe(201);
    const email = uniqueEmail('pre-ip');
    expectThrottled(await preRegister(tight, email, ip), 'email');
    expect(await tight.ctx.db.select().from(preCadastros).where(eq(preCadastros.email, email))).toHaveLength(
      0,
    );
  });
});

describe('POST /api/pre-cadastro/{id}/reenviar-email', () => {
  it("shares the address's confirmation count with the public form; refused, the last link keeps working", async () => {
    const email = uniqueEmail('reenvio');
    const created = await preRegister(app, email);
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const resend = () => app.call('POST', `/api/pre-cadastro/${id}/reenviar-email`, { token: admin });
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const lastToken = CONFIRM_LINK.exec(app.lastMailTo(email).links[0] ?? '')?.[1];
    expect(lastToken).toBeTruthy();

    expectThrottled(await resend());
    expect(mailsTo(app, email)).toHaveLength(3);
    const confirmed = await app.call('GET', `/api/confirmar-email/${lastToken}`);
    expect(confirmed.status, confirmed.text).toBe(200);
  });
});

describe('POST /api/convites', () => {
  const invite = (a: TestApp, token: string, email: string, empresaId: number, ip?: string) =>
    a.call('POST', '/api/convites', {
      token,
      body: { email, empresa_id: empresaId, permissions: [], signer_only: true },
      ip,
    });

  it('takes three invites of one address per window, then 429 with no invite and no e-mail', async () => {
    const email = uniqueEmail('convite-limite');
    for (let i = 0; i < 3; i++)
      expect((await invite(app, admin, email, (await makeCompany(app)).id)).status).toBe(201);
    const company = await makeCompany(app);
    expectThrottled(await invite(app, admin, email, company.id), 'email');
    expect(await app.ctx.db.select().from(invites).where(eq(invites.empresaId, company.id))).toHaveLength(0);
    expect(mailsTo(app, email)).toHaveLength(3);
  });

  it('limits the signed-in user, whatever IP they call from', async () => {
    expect(tight.ctx.config.mailLimits.perUser).toBe(3);
    const token = (await loginAs(tight, 'admin@cofre.local')).access_token;
    const company = await makeCompany(tight);
    for (let i = 0; i < 3; i++)
      expect((await invite(tight, token, uniqueEmail('u'), company.id, freshIp())).status).toBe(201);
    const email = uniqueEmail('u');
    expectThrottled(await invite(tight, token, email, company.id, freshIp()), 'email');
    expect(mailsTo(tight, email)).toHaveLength(0);
  });
});

describe('signing e-mails', () => {
  let owner: Member;
  beforeAll(async () => {
    owner = (await companyWithOwner(app)).owner;
  });

  const remind = (fileId: number, sid: number) =>
    app.call('POST', `/api/arquivo/${fileId}/assinatura/${sid}/lembrete`, { token: owner.token });

  it('takes three reminders per signatory and document, then 429; another document is not held', async () => {
    const person = external();
    const { file, process } = await sendForSignature(app, owner.token, { signatarios: [person] });
    const sid = process.signatarios[0]?.id as number;
    for (let i = 1; i <= 3; i++) {
      // Past the one-minute wait between links, so only the e-mail limit can refuse.
      await setSignatory(app, sid, { enviadoEm: ago(120), lembradoEm: ago(120) });
      expect((await remind(file.id, sid)).status, `reminder #${i}`).toBe(200);
    }
    const lastLink = linkToken(app, person.email);
    const sent = inviteMailsTo(app, person.email).length;

    await setSignatory(app, sid, { enviadoEm: ago(120), lembradoEm: ago(120) });
    expectThrottled(await remind(file.id, sid));
    expect(inviteMailsTo(app, person.email)).toHaveLength(sent);
    // Refused, the link sent last still works.
    expect((await viewByLink(app, lastLink)).status).toBe(200);

    const other = await sendForSignature(app, owner.token, { signatarios: [{ ...person }] });
    const otherSid = other.process.signatarios[0]?.id as number;
    await setSignatory(app, otherSid, { enviadoEm: ago(120) });
    expect((await remind(other.file.id, otherSid)).status).toBe(200);
  });

  it('takes three one-time codes per window by link, then 429', async () => {
    const person = external({ exige_codigo: true });
    const { process } = await sendForSignature(app, owner.token, { signatarios: [person, external()] });
    const sid = process.signatarios[0]?.id as number;
    const token = linkToken(app, person.email);
    for (let i = 1; i <= 3; i++) {
      await setSignatory(app, sid, { codigoEnviadoEm: ago(61) });
      expect((await askCode(app, token)).status, `code #${i}`).toBe(200);
    }
    const sent = mailsTo(app, person.email).length;
    await setSignatory(app, sid, { codigoEnviadoEm: ago(61) });
    expectThrottled(await askCode(app, token));
    expect(mailsTo(app, person.email)).toHaveLength(sent);
  });
});
