// Public pre-registration: POST /api/cadastro-publico mails a confirmation link, GET
// /api/confirmar-email/<token> confirms it, POST /api/usuario/confirmar turns it into a trial account,
// the current terms accepted and recorded with it as in the trial sign-up.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import { preCadastros, termoAceites, termos, users } from '../../server/db/schema.js';
import { startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { uniqueEmail } from '../helpers/fixtures.js';

const freshCpf = () => generateCpf().replace(/\D/g, '');
const LINK = new RegExp(`^${TEST_APP_URL.replace(/\./g, '\\.')}/confirmar-email/([A-Za-z0-9_-]{16,})$`);
const CONFIRM_INVALID = 'Link de confirmação inválido ou expirado.';
const TERMS_REQUIRED = 'Para criar a conta, leia e aceite os termos de uso e a política de privacidade.';
const TERMS_CHANGED =
  'Os termos de uso e a política de privacidade foram atualizados. Leia a versão atual e aceite novamente.';

let app: TestApp;
let termId: number;
beforeAll(async () => {
  app = await startTestApp();
  const [term] = await app.ctx.db
    .insert(termos)
    .values({ termoDescricao: 'Termos de uso e política de privacidade v1', approvedAt: new Date() })
    .returning();
  termId = term?.id ?? 0;
});
afterAll(() => app?.close());

const rowFor = async (email: string) => {
  const rows = await app.ctx.db.select().from(preCadastros).where(eq(preCadastros.email, email));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

/** Pre-registers and returns the token carried by the e-mailed link. */
async function preRegister(o: { name?: string; email?: string; phone?: string } = {}) {
  const email = o.email ?? uniqueEmail('pre');
  const res = await app.call('POST', '/api/cadastro-publico', {
    body: { name: o.name ?? 'Paula Pré', email, phone: o.phone ?? '(11) 91234-5678' },
  });
  expect(res.status, res.text).toBe(201);
  const mail = app.lastMailTo(email.trim().toLowerCase());
  const link = mail.links[0] ?? '';
  const match = LINK.exec(link);
  expect(match, link).not.toBeNull();
  return { res, email: email.trim().toLowerCase(), mail, link, token: match![1]! };
}

const complete = (token: string, o: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  app.call('POST', '/api/usuario/confirmar', {
    body: {
      token,
      document: freshCpf(),
      password: 'segredo123',
      password_confirmation: 'segredo123',
      accept_terms: true,
      ...o,
    },
    headers,
  });

/** A pre-registration whose e-mail was confirmed: its token and address. */
async function confirmed() {
  const pre = await preRegister();
  expect((await app.call('GET', `/api/confirmar-email/${pre.token}`)).status).toBe(200);
  return pre;
}

describe('POST /api/cadastro-publico', () => {
  it('stores an unconfirmed pre-registration and mails the confirmation link', async () => {
    const { res, email, mail, link } = await preRegister({
      name: 'Paula Pré',
      email: 'Paula.Pre@Example.com',
    });
    expect(res.body.message).toBe('Cadastro recebido! Enviamos um link de confirmação para o seu e-mail.');
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      name: 'Paula Pré',
      email: 'paula.pre@example.com',
      phone: '11912345678',
      confirmed: false,
    });
    const row = await rowFor(email);
    expect(row.confirmed).toBe(false);
    expect(row.confirmedAt).toBeNull();
    expect(row.userId).toBeNull();
    // Only a hash of the token is kept.
    expect(row.tokenHash).not.toBe(LINK.exec(link)![1]);

    expect(mail.to).toBe('paula.pre@example.com');
    expect(mail.subject).toBe('Confirme seu e-mail no Cofre');
    expect(mail.text).toContain('Olá, Paula Pré!');
    expect(mail.text).toContain(link);
  });

  it('refuses an e-mail an account already uses, and mails nothing', async () => {
    const before = app.mails().length;
    const res = await app.call('POST', '/api/cadastro-publico', {
      body: { name: 'Outro Gestor', email: 'Gestor@Demo.Local', phone: '11912345678' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['Este e-mail já está em uso.']);
    expect(app.mails()).toHaveLength(before);
    const rows = await app.ctx.db
      .select()
      .from(preCadastros)
      .where(eq(preCadastros.email, 'gestor@demo.local'));
    expect(rows).toHaveLength(0);
  });

  it('validates name, e-mail and phone', async () => {
    const res = await app.call('POST', '/api/cadastro-publico', {
      body: { name: 'A', email: 'nope', phone: '123' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['O campo nome deve ter pelo menos 2 caracteres.'],
      email: ['O campo e-mail deve ser um endereço de e-mail válido.'],
      phone: ['O campo telefone deve ser um telefone válido com DDD.'],
    });
  });
});

describe('GET /api/confirmar-email/:token', () => {
  it('confirms the e-mail, and a second click still answers 200', async () => {
    const { email, token } = await preRegister();
    const first = await app.call('GET', `/api/confirmar-email/${token}`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.message).toBe('E-mail confirmado com sucesso!');
    expect(first.body.data).toMatchObject({ email, confirmed: true, completed: false });
    const row = await rowFor(email);
    expect(row.confirmed).toBe(true);
    expect(row.confirmedAt).toBeInstanceOf(Date);

    const second = await app.call('GET', `/api/confirmar-email/${token}`);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ email, confirmed: true, completed: false });
    // The first confirmation time is kept.
    expect((await rowFor(email)).confirmedAt).toEqual(row.confirmedAt);
  });

  it('answers 404 for an unknown token', async () => {
    const res = await app.call('GET', '/api/confirmar-email/nao-existe-este-token');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: CONFIRM_INVALID });
  });

  it('answers 404 for an expired, unconfirmed link and does not confirm it', async () => {
    const { email, token } = await preRegister();
    await app.ctx.db
      .update(preCadastros)
      .set({ tokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(preCadastros.email, email));
    const res = await app.call('GET', `/api/confirmar-email/${token}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(CONFIRM_INVALID);
    expect((await rowFor(email)).confirmed).toBe(false);
  });
});

describe('POST /api/usuario/confirmar', () => {
  it('refuses to complete before the e-mail is confirmed', async () => {
    const { email, token } = await preRegister();
    const res = await complete(token);
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toEqual(['Confirme seu e-mail antes de concluir o cadastro.']);
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses an unknown token', async () => {
    const res = await complete('token-que-nao-existe');
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toEqual([CONFIRM_INVALID]);
  });

  it('refuses a confirmation that does not match the password', async () => {
    const { token } = await preRegister();
    await app.call('GET', `/api/confirmar-email/${token}`);
    const res = await complete(token, { password: 'segredo123', password_confirmation: 'segredo124' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['password_confirmation']);
    expect(res.body.errors.password_confirmation[0]).toMatch(/não confere/);
  });

  it('refuses an invalid document and a short password', async () => {
    const { token } = await preRegister();
    await app.call('GET', `/api/confirmar-email/${token}`);
    const res = await complete(token, {
      document: '111.111.111-11',
      password: '123',
      password_confirmation: '123',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.document).toEqual(['O campo documento deve ser um CPF ou CNPJ válido.']);
    expect(res.body.errors.password).toEqual(['Senha tem que ter 6 dígitos']);
  });

  it('turns a confirmed pre-registration into a trial account, once', async () => {
    const { email, token } = await preRegister({ name: 'Carla Completa', phone: '+55 21 99876-5432' });
    expect((await app.call('GET', `/api/confirmar-email/${token}`)).status).toBe(200);
    const cpf = freshCpf();
    const res = await complete(token, { document: cpf });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      token_type: 'Bearer',
      message: 'Cadastro realizado com sucesso! Seu período de avaliação começou.',
    });

    const me = await app.call('GET', '/api/auth/user', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ nome: 'Carla Completa', email, phone: '21998765432', documento: cpf });
    expect(me.body.empresa).toMatchObject({ razao_social: 'Carla Completa', documento: cpf });
    const trialEnd = Date.parse(me.body.empresa.trial_ends_at);
    expect(Math.abs(trialEnd - (Date.now() + 14 * 86_400_000))).toBeLessThan(120_000);
    expect([...me.body.permissions].sort()).toEqual([...PERMISSIONS].sort());

    // The person owns the company they opened.
    const company = await app.call('GET', `/api/empresa/${me.body.empresa.id}/detalhes`, {
      token: res.body.access_token,
    });
    expect(company.body.data.owner).toEqual({ id: me.body.id, nome: 'Carla Completa', email });

    // The account's e-mail counts as verified and the pre-registration points at it.
    const [user] = await app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await rowFor(email)).userId).toBe(user!.id);

    // The chosen password signs in.
    const login = await app.call('POST', '/api/login', { body: { email, password: 'segredo123' } });
    expect(login.status, login.text).toBe(200);

    // A second completion is refused and creates nothing.
    const again = await complete(token);
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([
      'Este cadastro já foi concluído. Entre com seu e-mail e senha.',
    ]);
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);

    // The confirmation link still answers, now saying the sign-up is complete.
    const click = await app.call('GET', `/api/confirmar-email/${token}`);
    expect(click.status).toBe(200);
    expect(click.body.data).toMatchObject({ confirmed: true, completed: true });
  });

  it('refuses a completion without the terms accepted, creating nothing', async () => {
    const { email, token } = await confirmed();
    for (const accept_terms of [undefined, false, null]) {
      const res = await complete(token, { accept_terms });
      expect(res.status, String(accept_terms)).toBe(422);
      expect(res.body.errors.accept_terms).toEqual([TERMS_REQUIRED]);
      expect(res.body.message).toBe(TERMS_REQUIRED);
    }
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect((await rowFor(email)).userId).toBeNull();
  });

  it('records the acceptance of the current term with the account (no 451 afterwards)', async () => {
    const { email, token } = await confirmed();
    const res = await complete(token, { termo_id: termId }, { 'user-agent': 'Teste/1.0' });
    expect(res.status, res.text).toBe(201);
    const [user] = await app.ctx.db.select().from(users).where(eq(users.email, email));
    const accepted = await app.ctx.db
      .select()
      .from(termoAceites)
      .where(eq(termoAceites.userId, user?.id ?? 0));
    expect(accepted).toEqual([expect.objectContaining({ termoId: termId, userAgent: 'Teste/1.0' })]);
    expect(accepted[0]?.ip).toEqual(expect.any(String));
    const pending = await app.call('GET', '/api/termos/pendentes', { token: res.body.access_token });
    expect(pending.status, pending.text).toBe(200);
    expect(pending.body.data).toEqual([]);
  });

  it('refuses the acceptance of a term that is no longer the current one, leaving it open', async () => {
    const { email, token } = await confirmed();
    const res = await complete(token, { termo_id: termId + 1000 });
    expect(res.status).toBe(422);
    expect(res.body.errors.accept_terms).toEqual([TERMS_CHANGED]);
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect((await rowFor(email)).userId).toBeNull();
    expect((await complete(token, { termo_id: termId })).status).toBe(201);
  });

  it('refuses a document a company already holds, leaving the pre-registration open', async () => {
    const { email, token } = await preRegister();
    await app.call('GET', `/api/confirmar-email/${token}`);
    const res = await complete(token, { document: '11.222.333/0001-81' });
    expect(res.status).toBe(422);
    expect(res.body.errors.document).toEqual(['Este documento já está cadastrado.']);
    expect((await rowFor(email)).userId).toBeNull();
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    // It can still be completed with another document.
    expect((await complete(token)).status).toBe(201);
  });

  it('refuses the second of two pre-registrations of one e-mail once the first became an account', async () => {
    const email = uniqueEmail('twice');
    const first = await preRegister({ email });
    const second = await app.call('POST', '/api/cadastro-publico', {
      body: { name: 'Paula Pré', email, phone: '11912345678' },
    });
    expect(second.status).toBe(201);
    const secondToken = LINK.exec(app.lastMailTo(email).links[0] ?? '')![1]!;
    expect(secondToken).not.toBe(first.token);
    await app.call('GET', `/api/confirmar-email/${first.token}`);
    await app.call('GET', `/api/confirmar-email/${secondToken}`);

    expect((await complete(first.token)).status).toBe(201);
    const res = await complete(secondToken);
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['Este e-mail já está em uso.']);
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
