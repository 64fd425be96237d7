// A platform without approved terms asks for no acceptance (issue 32): the trial sign-up and the
// completion of a pre-registration go through without accept_terms and record nothing; once a term
// is approved, its acceptance is required again and recorded.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termoAceites, termos, users } from '../../server/db/schema.js';
import { freshIp, startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { uniqueEmail } from '../helpers/fixtures.js';

const TERMS_REQUIRED = 'Para criar a conta, leia e aceite os termos de uso e a política de privacidade.';
const LINK = new RegExp(`^${TEST_APP_URL.replace(/\./g, '\\.')}/confirmar-email/([A-Za-z0-9_-]{16,})$`);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const signUp = (o: Record<string, unknown> = {}) =>
  app.call('POST', '/api/register-trial', {
    body: {
      name: 'Tina Sem Termos',
      document: generateCpf(),
      phone: '(11) 98765-4321',
      email: uniqueEmail('sem-termos'),
      password: 'segredo123',
      ...o,
    },
    ip: freshIp(),
  });

async function complete(o: Record<string, unknown> = {}) {
  const email = uniqueEmail('pre-sem-termos');
  await app.call('POST', '/api/cadastro-publico', {
    body: { name: 'Paulo Pré', email, phone: '(11) 91234-5678' },
    ip: freshIp(),
  });
  const token = LINK.exec(app.lastMailTo(email).links[0] ?? '')?.[1] ?? '';
  await app.call('GET', `/api/confirmar-email/${token}`);
  return app.call('POST', '/api/usuario/confirmar', {
    body: {
      token,
      document: generateCpf(),
      password: 'segredo123',
      password_confirmation: 'segredo123',
      ...o,
    },
    ip: freshIp(),
  });
}

const acceptances = async (token: string) => {
  const me = await app.call('GET', '/api/auth/user', { token });
  return app.ctx.db.select().from(termoAceites).where(eq(termoAceites.userId, me.body.id));
};

describe('with no approved terms', () => {
  it('the eula says there is no term to accept', async () => {
    const eula = await app.call('GET', '/api/eula');
    expect(eula.status).toBe(200);
    expect(eula.body.id).toBeNull();
  });

  it('signs up without the acceptance, recording none', async () => {
    for (const accept_terms of [undefined, false, null]) {
      const res = await signUp(accept_terms === undefined ? {} : { accept_terms });
      expect(res.status, res.text).toBe(201);
      expect(await acceptances(res.body.access_token)).toEqual([]);
    }
  });

  it('completes a pre-registration without the acceptance', async () => {
    const res = await complete();
    expect(res.status, res.text).toBe(201);
    expect(await acceptances(res.body.access_token)).toEqual([]);
  });
});

describe('once a term is approved', () => {
  it('requires its acceptance again, creating nothing without it, and records it with it', async () => {
    const [term] = await app.ctx.db
      .insert(termos)
      .values({ termoDescricao: 'Termos v1', approvedAt: new Date() })
      .returning();
    const email = uniqueEmail('com-termos');
    const refused = await signUp({ email });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ accept_terms: [TERMS_REQUIRED] });
    expect(await app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect((await complete()).body.errors).toEqual({ accept_terms: [TERMS_REQUIRED] });

    const accepted = await signUp({ email, accept_terms: true, termo_id: term?.id });
    expect(accepted.status, accepted.text).toBe(201);
    expect((await acceptances(accepted.body.access_token)).map((a) => a.termoId)).toEqual([term?.id]);
  });
});
