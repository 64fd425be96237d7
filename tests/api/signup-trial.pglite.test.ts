// The trial sign-up of issue 16: the person's and the company's names apart, the current terms
// accepted and recorded with the account, and the owner's e-mail confirmed (the mailed link)
// before the first signing request or campaign goes out; the link can be asked again, within the
// mail limits.
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresas, termoAceites, termos, users } from '../../server/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { uniqueEmail } from '../helpers/fixtures.js';
import { connectDevice, MESSAGING_ENV, sendForm, waitFor } from '../helpers/messaging.js';
import { external, requestSigning, upload } from '../helpers/signing.js';

const TERMS_REQUIRED = 'Para criar a conta, leia e aceite os termos de uso e a política de privacidade.';
const unverified = (email: string) =>
  'Confirme seu e-mail antes de enviar documentos para assinatura ou campanhas. ' +
  `Use o link que enviamos para ${email} ou peça um novo.`;

const signUp = (o: Record<string, unknown> = {}) => ({
  name: 'Ana Pessoa',
  company_name: 'Ana Comércio de Tecidos Ltda',
  trade_name: 'Tecidos da Ana',
  document: generateCnpj(),
  phone: '(11) 98765-4321',
  email: uniqueEmail('signup'),
  password: 'segredo123',
  accept_terms: true,
  ...o,
});

/** The /confirmar-email/ link of the newest mail to this address. */
function confirmationToken(address: string): string {
  const link = app.lastMailTo(address).links.find((l) => l.includes('/confirmar-email/'));
  if (!link) throw new Error(`no confirmation link mailed to ${address}`);
  return decodeURIComponent(link.split('/confirmar-email/')[1] ?? '');
}

let app: TestApp;
let termId: number;
beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  const [term] = await app.ctx.db
    .insert(termos)
    .values({ termoDescricao: 'Termos de uso e política de privacidade v1', approvedAt: new Date() })
    .returning();
  termId = term?.id ?? 0;
});
afterAll(() => app?.close());

describe('POST /api/register-trial: names and terms', () => {
  it("stores the person's name on the user and the company's names on the company", async () => {
    const body = signUp();
    const res = await app.call('POST', '/api/register-trial', { body });
    expect(res.status, res.text).toBe(201);
    const me = await app.call('GET', '/api/auth/user', { token: res.body.access_token });
    expect(me.body.nome).toBe('Ana Pessoa');
    expect(me.body.empresa.razao_social).toBe('Ana Comércio de Tecidos Ltda');
    const [company] = await app.ctx.db.select().from(empresas).where(eq(empresas.id, me.body.empresa.id));
    expect(company).toMatchObject({
      razaoSocial: 'Ana Comércio de Tecidos Ltda',
      nomeFantasia: 'Tecidos da Ana',
    });
  });

  it('refuses a sign-up without the terms accepted, creating nothing', async () => {
    for (const accept_terms of [undefined, false, null]) {
      const body = signUp({ accept_terms });
      const res = await app.call('POST', '/api/register-trial', { body });
      expect(res.status, String(accept_terms)).toBe(422);
      expect(res.body.errors.accept_terms).toEqual([TERMS_REQUIRED]);
      expect(res.body.message).toBe(TERMS_REQUIRED);
      expect(await app.ctx.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    }
  });

  it('records the acceptance of the current term with the account (no 451 afterwards)', async () => {
    const body = signUp({ termo_id: termId });
    const res = await app.call('POST', '/api/register-trial', {
      body,
      headers: { 'user-agent': 'Teste/1.0' },
    });
    expect(res.status, res.text).toBe(201);
    const [user] = await app.ctx.db.select().from(users).where(eq(users.email, body.email));
    const accepted = await app.ctx.db
      .select()
      .from(termoAceites)
      .where(eq(termoAceites.userId, user?.id ?? 0));
    expect(accepted).toEqual([expect.objectContaining({ termoId: termId, userAgent: 'Teste/1.0' })]);
    expect(accepted[0]?.ip).toEqual(expect.any(String));
    const pending = await app.call('GET', '/api/termos/pendentes', { token: res.body.access_token });
    expect(pending.status, pending.text).toBe(200);
    expect(pending.body.data).toEqual([]);
    expect((await app.call('GET', '/api/messages', { token: res.body.access_token })).status).toBe(200);
  });

  it('refuses an acceptance of a term that is no longer the current one', async () => {
    const body = signUp({ termo_id: termId + 1000 });
    const res = await app.call('POST', '/api/register-trial', { body });
    expect(res.status).toBe(422);
    expect(res.body.errors.accept_terms).toEqual([
      'Os termos de uso e a política de privacidade foram atualizados. Leia a versão atual e aceite novamente.',
    ]);
  });
});

describe("the trial owner's e-mail", () => {
  it('blocks signing requests and campaigns until the mailed link is opened, then lets both through', async () => {
    const body = signUp();
    const res = await app.call('POST', '/api/register-trial', { body });
    expect(res.status, res.text).toBe(201);
    const token = res.body.access_token as string;
    const [owner] = await app.ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(owner?.emailVerifiedAt).toBeNull();
    expect((await app.call('GET', '/api/auth/user', { token })).body.email_verified).toBe(false);

    const file = await upload(app, token);
    const signing = { signatarios: [external()] };
    const refused = await requestSigning(app, token, file.id, signing);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: unverified(body.email), code: 'EMAIL_UNVERIFIED' });

    const { device } = await connectDevice(app, token);
    const campaign = { device: device.uuid, number: '11 99999-0071', message: 'Olá' };
    const blocked = await sendForm(app, token, campaign);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(unverified(body.email));
    expect((await app.call('GET', '/api/messages', { token })).body.total).toBe(0);

    const confirmed = await app.call('GET', `/api/confirmar-email/${confirmationToken(body.email)}`);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({
      message: 'E-mail confirmado com sucesso!',
      data: { email: body.email, confirmed: true, completed: true, account: true },
    });
    expect((await app.call('GET', '/api/auth/user', { token })).body.email_verified).toBe(true);

    const sent = await requestSigning(app, token, file.id, signing);
    expect(sent.status, sent.text).toBe(201);
    const queued = await sendForm(app, token, campaign);
    expect(queued.status, queued.text).toBe(201);
    await waitFor(async () =>
      (await app.call('GET', '/api/messages', { token })).body.total === 1 ? true : undefined,
    );
  });

  it('refuses a forged, expired or foreign confirmation link', async () => {
    const body = signUp();
    expect((await app.call('POST', '/api/register-trial', { body })).status).toBe(201);
    const [id, expires, sig] = confirmationToken(body.email).split('.');
    const other = Number(id) + 1;
    for (const bad of [
      `${id}.${Number(expires) + 1}.${sig}`,
      `${other}.${expires}.${sig}`,
      `${id}.1.${sig}`,
    ]) {
      const res = await app.call('GET', `/api/confirmar-email/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.body.message).toBe('Link de confirmação inválido ou expirado.');
    }
    const [owner] = await app.ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(owner?.emailVerifiedAt).toBeNull();
  });

  it('mails a new link on request, within the mail limits, and not once confirmed', async () => {
    const body = signUp();
    const res = await app.call('POST', '/api/register-trial', { body });
    const token = res.body.access_token as string;
    const mailsTo = () => app.mails().filter((m) => m.to === body.email).length;
    expect(mailsTo()).toBe(1);

    for (let i = 0; i < 3; i++) {
      const again = await app.call('POST', '/api/usuario/reenviar-confirmacao', { token });
      expect(again.status, again.text).toBe(200);
      expect(again.body.message).toBe(`Enviamos um novo link de confirmação para ${body.email}.`);
    }
    expect(mailsTo()).toBe(4);
    const throttled = await app.call('POST', '/api/usuario/reenviar-confirmacao', { token });
    expect(throttled.status).toBe(429);
    expect(mailsTo()).toBe(4);

    // Any of the links confirms; afterwards there is nothing to resend.
    expect((await app.call('GET', `/api/confirmar-email/${confirmationToken(body.email)}`)).status).toBe(200);
    const done = await app.call('POST', '/api/usuario/reenviar-confirmacao', { token });
    expect(done.status).toBe(422);
    expect(done.body.message).toBe('Seu e-mail já está confirmado.');
  });

  it('leaves invited, pre-registered and seeded users as they are (verified)', async () => {
    const [seeded] = await app.ctx.db.select().from(users).where(eq(users.email, 'gestor@demo.local'));
    expect(seeded?.emailVerifiedAt).not.toBeNull();
    const login = await app.call('POST', '/api/login', {
      body: { email: 'gestor@demo.local', password: 'demo123' },
    });
    const token = login.body.access_token as string;
    await app.call('PUT', '/api/termos/aceitar', { token, body: { termos: [termId] } });
    const done = await app.call('POST', '/api/usuario/reenviar-confirmacao', { token });
    expect(done.status, done.text).toBe(422);
  });

  it('asks for a signed-in caller', async () => {
    expect((await app.call('POST', '/api/usuario/reenviar-confirmacao')).status).toBe(401);
  });
});
