// A platform administrator's hand on a company's subscription: giving it a plan without a charge
// (PUT /api/empresa/{id}/plano), ending the plan (DELETE …/plano), setting or extending the trial
// (PUT …/teste) and ending it (DELETE …/teste). What the company's people notice — the 402 gate
// lifting or falling, the plan in their identity — what the back office's list shows, the company's
// audit trail, the refusals (403, 404, 422), and another company left as it was.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import { empresas, financeiro, planos } from '../../server/db/schema.js';
import { brasiliaDate } from '../../server/modules/billing/dates.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { salePlan } from '../helpers/billing.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

const DAY = 86_400_000;

let app: TestApp;
let admin: string;
/** On sale monthly (R$ 99,90) and yearly, not weekly. */
let plan: Awaited<ReturnType<typeof salePlan>>['plan'];

/** Brasília's calendar day `n` days from now (YYYY-MM-DD). */
const day = (n: number) => brasiliaDate(new Date(Date.now() + n * DAY));
/** The last instant of that day, as the API writes it. */
const endOf = (d: string) => new Date(`${d}T23:59:59.999-03:00`).toISOString();
/** dd/mm/aaaa, as the messages write a day. */
const written = (d: string) => d.split('-').reverse().join('/');

/** A company whose trial ends `trialDays` from now (negative: it has ended), and its member's token. */
async function companyInTrial(trialDays: number) {
  const company = await makeCompany(app);
  await app.ctx.db
    .update(empresas)
    .set({ trialEndsAt: new Date(Date.now() + trialDays * DAY) })
    .where(eq(empresas.id, company.id));
  const user = await makeUser(app, {
    companies: [company.id],
    selected: company.id,
    permissions: [...PERMISSIONS],
  });
  const token = (await loginAs(app, user.email, user.password)).access_token;
  return { id: company.id, razao: company.razaoSocial, token };
}

const row = async (id: number) => {
  const [found] = await app.ctx.db.select().from(empresas).where(eq(empresas.id, id));
  if (!found) throw new Error(`company ${id} missing`);
  return found;
};

const assign = (id: number, body: Record<string, unknown>, token = admin) =>
  app.call('PUT', `/api/empresa/${id}/plano`, { token, body });
const setTrial = (id: number, termina_em: string, token = admin) =>
  app.call('PUT', `/api/empresa/${id}/teste`, { token, body: { termina_em } });
/** A call the plan gate decides (402 without an active plan). */
const gated = (token: string) => app.call('GET', '/api/files', { token });
/** The company as the back office's list shows it. */
async function listed(c: { id: number; razao: string }) {
  const res = await app.call('GET', `/api/empresas?q=${encodeURIComponent(c.razao)}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body.data.find((x: { id: number }) => x.id === c.id);
}

beforeAll(async () => {
  app = await startTestApp();
  const a = await makeUser(app, { ambient: 'A' });
  admin = (await loginAs(app, a.email, a.password)).access_token;
  ({ plan } = await salePlan(app, { prices: { monthly: 9990, yearly: 99_900 } }));
});
afterAll(() => app?.close());

describe('PUT /api/empresa/{id}/plano', () => {
  it('gives the plan without a charge: the 402 lifts, the identity shows it, the trial ends', async () => {
    const ended = await companyInTrial(-1);
    const other = await companyInTrial(5);
    const otherBefore = await row(other.id);
    expect((await gated(ended.token)).status).toBe(402);

    const until = day(40);
    const res = await assign(ended.id, { plano_id: plan.id, periodicidade: 'monthly', expira_em: until });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Plano ${plan.nome} atribuído até ${written(until)}.`);
    expect(res.body.data).toMatchObject({
      id: ended.id,
      plano: { id: plan.id, nome: plan.nome },
      plano_periodicidade: 'monthly',
      plano_expira_em: endOf(until),
      assinatura_ativa: true,
    });

    expect((await gated(ended.token)).status).toBe(200);
    const identity = await app.call('GET', '/api/auth/user', { token: ended.token });
    expect(identity.body.empresa).toMatchObject({
      assinatura_ativa: true,
      plano: { id: plan.id, nome: plan.nome, periodicidade: 'monthly', expira_em: endOf(until), ativo: true },
    });
    // Renewals keep the period's day of the month; no charge was made.
    const stored = await row(ended.id);
    expect(stored.planoDiaBase).toBe(Number(until.slice(8, 10)));
    const charges = await app.ctx.db.select().from(financeiro).where(eq(financeiro.empresaId, ended.id));
    expect(charges).toEqual([]);

    // The company's audit trail names the administrator's act.
    const trail = await app.call('GET', '/api/auditoria?page=1&perPage=10', { token: ended.token });
    expect(trail.status).toBe(200);
    expect(trail.body.data[0]).toMatchObject({
      acao: 'company.plan_assigned',
      alvo: `empresa:${ended.id}`,
      dados: { plano_id: plan.id, periodicidade: 'monthly', expira_em: until },
    });

    // Another company is left as it was.
    const otherAfter = await row(other.id);
    expect(otherAfter).toMatchObject({
      planoId: null,
      trialEndsAt: otherBefore.trialEndsAt,
      planoExpiraEm: null,
    });
  });

  it('ends a running trial, which then no longer counts', async () => {
    const trial = await companyInTrial(10);
    const res = await assign(trial.id, { plano_id: plan.id, periodicidade: 'yearly', expira_em: day(365) });
    expect(res.status).toBe(200);
    expect(new Date(res.body.data.teste_ate).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await listed(trial)).toMatchObject({ plano: { nome: plan.nome }, plano_periodicidade: 'yearly' });
  });

  it('refuses what it cannot give (422 on the field), an unknown company (404), and keeps the company as it was', async () => {
    const c = await companyInTrial(3);
    const before = await row(c.id);
    const [deleted] = await app.ctx.db
      .insert(planos)
      .values({ nome: `Plano excluído ${c.id}`, deletedAt: new Date() })
      .returning();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ plano_id: 999_999 }, 'plano_id', 'Plano não encontrado.'],
      [{ plano_id: deleted?.id }, 'plano_id', 'Plano não encontrado.'],
      [{ periodicidade: 'weekly' }, 'periodicidade', 'Este plano não é vendido com esta recorrência.'],
      [{ expira_em: day(-1) }, 'expira_em', 'Informe uma data a partir de hoje.'],
      [{ expira_em: '31/12/2030' }, 'expira_em', 'O campo fim do período é inválido.'],
      [{ periodicidade: 'daily' }, 'periodicidade', 'O campo periodicidade selecionado é inválido.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await assign(c.id, {
        plano_id: plan.id,
        periodicidade: 'monthly',
        expira_em: day(30),
        ...change,
      });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(change)).toEqual([message]);
    }
    const missing = await assign(999_999, {
      plano_id: plan.id,
      periodicidade: 'monthly',
      expira_em: day(30),
    });
    expect(missing.status).toBe(404);
    expect(await row(c.id)).toMatchObject({
      planoId: null,
      trialEndsAt: before.trialEndsAt,
      updatedAt: before.updatedAt,
    });
  });
});

describe('DELETE /api/empresa/{id}/plano', () => {
  it('ends the plan now: the company is gated again; a second time answers 422', async () => {
    const c = await companyInTrial(-1);
    await assign(c.id, { plano_id: plan.id, periodicidade: 'monthly', expira_em: day(30) });
    expect((await gated(c.token)).status).toBe(200);

    const res = await app.call('DELETE', `/api/empresa/${c.id}/plano`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Plano encerrado.');
    expect(res.body.data).toMatchObject({ plano: { id: plan.id }, assinatura_ativa: false });
    expect((await gated(c.token)).status).toBe(402);

    const again = await app.call('DELETE', `/api/empresa/${c.id}/plano`, { token: admin });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Esta empresa não tem um plano em vigor.');
  });
});

describe('PUT /api/empresa/{id}/teste', () => {
  it('extends the trial to the end of the day given: the list shows the new end', async () => {
    const c = await companyInTrial(2);
    const until = day(20);
    const res = await setTrial(c.id, until);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Período de teste até ${written(until)}.`);
    expect(await listed(c)).toMatchObject({ teste_ate: endOf(until), plano: null, assinatura_ativa: true });
  });

  it('reopens a company whose trial ended; today and 365 days ahead are the bounds', async () => {
    const c = await companyInTrial(-3);
    expect((await gated(c.token)).status).toBe(402);
    expect((await setTrial(c.id, day(0))).status).toBe(200);
    expect((await gated(c.token)).status).toBe(200);
    expect((await setTrial(c.id, day(365))).status).toBe(200);

    const far = await setTrial(c.id, day(366));
    expect(far.status).toBe(422);
    expect(far.body.errors.termina_em).toEqual(['O teste pode ir até 365 dias a partir de hoje.']);
    const past = await setTrial(c.id, day(-1));
    expect(past.status).toBe(422);
    expect(past.body.errors.termina_em).toEqual(['Informe uma data a partir de hoje.']);
    expect((await listed(c)).teste_ate).toBe(endOf(day(365)));
  });

  it('refuses a company on a plan: the plan decides its access', async () => {
    const c = await companyInTrial(-1);
    await assign(c.id, { plano_id: plan.id, periodicidade: 'monthly', expira_em: day(30) });
    const res = await setTrial(c.id, day(10));
    expect(res.status).toBe(422);
    expect(res.body.errors.termina_em).toEqual([
      'Esta empresa já tem um plano: para dar mais prazo, atribua o plano com uma nova data de término.',
    ]);
  });
});

describe('DELETE /api/empresa/{id}/teste', () => {
  it("ends the trial now: the company's gated call answers 402; a second time answers 422", async () => {
    const c = await companyInTrial(7);
    const other = await companyInTrial(7);
    expect((await gated(c.token)).status).toBe(200);

    const res = await app.call('DELETE', `/api/empresa/${c.id}/teste`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Período de teste encerrado.');
    expect(res.body.data.assinatura_ativa).toBe(false);
    expect((await gated(c.token)).status).toBe(402);
    expect((await listed(c)).assinatura_ativa).toBe(false);
    // Only that company.
    expect((await gated(other.token)).status).toBe(200);

    const again = await app.call('DELETE', `/api/empresa/${c.id}/teste`, { token: admin });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Esta empresa não está em período de teste.');
  });
});

describe('who may', () => {
  it("a company's own manager may not touch their company's subscription (403), nor anything change", async () => {
    const c = await companyInTrial(-1);
    const before = await row(c.id);
    const calls = [
      assign(c.id, { plano_id: plan.id, periodicidade: 'monthly', expira_em: day(30) }, c.token),
      app.call('DELETE', `/api/empresa/${c.id}/plano`, { token: c.token }),
      setTrial(c.id, day(30), c.token),
      app.call('DELETE', `/api/empresa/${c.id}/teste`, { token: c.token }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect(await row(c.id)).toEqual(before);
    expect(
      (await app.call('PUT', `/api/empresa/${c.id}/teste`, { body: { termina_em: day(3) } })).status,
    ).toBe(401);
  });
});
