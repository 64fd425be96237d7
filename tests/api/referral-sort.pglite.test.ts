// The back office's lists sort by CPF/CNPJ (spec 3.18: nome, documento, created_at): GET /api/usuarios
// and GET /api/empresas with sort=documento, both ways. And referrals (spec 3: the sign-up's
// company_id): the company a sign-up link named is kept as the new company's referrer, which the
// company's view names (indicada_por), the referrer counts (indicadas), and the companies list
// filters by (indicada_por=<id>).
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCompany } from '../../server/db/queries/backofficeCompanies.js';
import { insertCompany } from '../../server/db/queries/companies.js';
import { updateUser } from '../../server/db/queries/users.js';
import { freshIp, loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser, uniqueEmail } from '../helpers/fixtures.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
});
afterAll(() => app?.close());

const list = async (path: string) => {
  const res = await app.call('GET', path, { token: admin });
  expect(res.status, res.text).toBe(200);
  return res.body as { data: { id: number; documento: string | null }[]; total: number };
};
const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

describe('sorting by CPF/CNPJ', () => {
  it('orders the users list by documento, ascending and descending', async () => {
    // Three people whose CPFs sort in the opposite order of their names.
    const cpfs = ['99999999999', '55555555555', '11111111111'].map(
      (prefix) => `${prefix.slice(0, 1)}${generateCpf().replace(/\D/g, '').slice(1)}`,
    );
    const people = [];
    for (const [i, cpf] of cpfs.entries()) {
      const u = await makeUser(app);
      await updateUser(app.ctx.db, u.id, { nome: `Ordenada Cpf ${'ABC'[i]}`, documento: cpf });
      people.push(u.id);
    }
    const byName = await list('/api/usuarios?nome=Ordenada%20Cpf&sort=nome&order=asc');
    expect(ids(byName)).toEqual(people);
    const asc = await list('/api/usuarios?nome=Ordenada%20Cpf&sort=documento&order=asc');
    expect(ids(asc)).toEqual([...people].reverse());
    expect(asc.data.map((u) => u.documento)).toEqual([...cpfs].reverse());
    const desc = await list('/api/usuarios?nome=Ordenada%20Cpf&sort=documento&order=desc');
    expect(ids(desc)).toEqual(people);
  });

  it('orders the companies list by documento, ascending and descending', async () => {
    const made = [];
    for (const [i, first] of ['9', '5', '1'].entries()) {
      const cnpj = `${first}${generateCnpj().replace(/\D/g, '').slice(1)}`;
      made.push(
        (await insertCompany(app.ctx.db, { razaoSocial: `Ordenada Cnpj ${'ABC'[i]} Ltda`, documento: cnpj }))
          .id,
      );
    }
    const byName = await list('/api/empresas?q=Ordenada%20Cnpj&sort=razao_social&order=asc');
    expect(ids(byName)).toEqual(made);
    expect(ids(await list('/api/empresas?q=Ordenada%20Cnpj&sort=documento&order=asc'))).toEqual(
      [...made].reverse(),
    );
    expect(ids(await list('/api/empresas?q=Ordenada%20Cnpj&sort=documento&order=desc'))).toEqual(made);
  });
});

describe('referrals', () => {
  const signUp = (o: Record<string, unknown>) =>
    app.call('POST', '/api/register-trial', {
      body: {
        name: 'Irene Indicada',
        document: generateCnpj(),
        cpf: generateCpf(),
        phone: '(11) 98765-4321',
        email: uniqueEmail('indicada'),
        password: 'segredo123',
        accept_terms: true,
        ...o,
      },
      ip: freshIp(),
    });

  it('names the referrer on the referred company, counts it on the referrer, and filters the list', async () => {
    const referrer = await makeCompany(app, 'Indicadora Matriz Ltda');
    await updateCompany(app.ctx.db, referrer.id, {
      razaoSocial: 'Indicadora Matriz Ltda',
      nomeFantasia: 'Indicadora',
      documento: referrer.documento,
      cnpjMatriz: null,
    });
    const unrelated = await makeCompany(app, 'Sem Indicação Ltda');
    const res = await signUp({ company_name: 'Indicada Primeira Ltda', company_id: referrer.id });
    expect(res.status, res.text).toBe(201);
    const me = await app.call('GET', '/api/auth/user', { token: res.body.access_token });
    const referred = me.body.empresa.id as number;

    const filtered = await list(`/api/empresas?indicada_por=${referrer.id}`);
    expect(ids(filtered)).toEqual([referred]);
    expect(filtered.total).toBe(1);
    expect(ids(await list(`/api/empresas?indicada_por=${unrelated.id}`))).toEqual([]);

    const shown = await app.call('GET', `/api/empresa/${referred}/detalhes`, { token: admin });
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.data).toMatchObject({
      razao_social: 'Indicada Primeira Ltda',
      indicada_por: { id: referrer.id, nome: 'Indicadora' },
      indicadas: 0,
    });
    const referrerShown = await app.call('GET', `/api/empresa/${referrer.id}/detalhes`, { token: admin });
    expect(referrerShown.body.data).toMatchObject({ indicada_por: null, indicadas: 1 });
    // The list rows say it too.
    const row = (await list('/api/empresas?q=Indicada%20Primeira')).data[0];
    expect(row).toMatchObject({ id: referred, indicada_por: { id: referrer.id, nome: 'Indicadora' } });
  });

  it('refuses an unknown referrer on company_id and opens nothing', async () => {
    const email = uniqueEmail('indicada-nao');
    const res = await signUp({ company_id: 2_000_000_000, email });
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors).toEqual({ company_id: ['Empresa não encontrada.'] });
    const again = await signUp({ email });
    expect(again.status, again.text).toBe(201);
  });

  it('refuses indicada_por that is not an id', async () => {
    const res = await app.call('GET', '/api/empresas?indicada_por=abc', { token: admin });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['indicada_por']);
  });
});
