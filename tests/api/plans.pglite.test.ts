// Plans: admin-only registration and editing (prices by periodicity in reais, add-ons, limits),
// the list, the generic record actions (delete refused while companies subscribe, status,
// restore) and the plans on sale to any signed-in user.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresas, planoAdicionais, planoRecorrencias, planos } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

let app: TestApp;
let admin: string;
let gestor: string;

const limits = {
  usuarios: 5,
  dispositivos: 2,
  armazenamento_mb: 1024,
  mensagens_mes: null,
  assinaturas_mes: 100,
};

const planBody = (over: Record<string, unknown> = {}) => ({
  nome: 'Plano Básico',
  descricao: 'Para começar',
  limites: limits,
  recorrencias: [
    { periodicidade: 'monthly', valor: 49.9 },
    { periodicidade: 'yearly', valor: 1234.56 },
  ],
  adicionais: [{ nome: '+5 usuários', modulo: 'users', quantidade: 5, valor: 19.9 }],
  ...over,
});

const asAdmin = (method: string, path: string, body?: unknown) =>
  app.call(method, path, { token: admin, ...(body === undefined ? {} : { body }) });

async function createPlan(over: Record<string, unknown> = {}) {
  const res = await asAdmin('POST', '/api/plano/cadastrar', planBody(over));
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: number; nome: string; [k: string]: unknown };
}

const subscribe = async (planoId: number | null, empresaId: number) =>
  app.ctx.db.update(empresas).set({ planoId }).where(eq(empresas.id, empresaId));

beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
});
afterAll(async () => {
  await app?.close();
});

describe('plans: registration', () => {
  it('registers a plan with limits, prices in reais (stored in cents) and add-ons', async () => {
    const res = await asAdmin('POST', '/api/plano/cadastrar', planBody());
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Plano cadastrado com sucesso.');
    const plan = res.body.data;
    expect(plan).toMatchObject({
      nome: 'Plano Básico',
      descricao: 'Para começar',
      status: true,
      limites: limits,
      recorrencias: [
        { periodicidade: 'monthly', valor: 49.9 },
        { periodicidade: 'yearly', valor: 1234.56 },
      ],
      adicionais: [{ nome: '+5 usuários', modulo: 'users', quantidade: 5, valor: 19.9 }],
      empresas: 0,
      updated_at: null,
      deleted_at: null,
    });
    expect(typeof plan.id).toBe('number');
    expect(typeof plan.recorrencias[0].id).toBe('number');
    expect(Number.isNaN(Date.parse(plan.created_at))).toBe(false);

    const cents = await app.ctx.db
      .select({ p: planoRecorrencias.periodicidade, c: planoRecorrencias.valorCentavos })
      .from(planoRecorrencias)
      .where(eq(planoRecorrencias.planoId, plan.id));
    expect(cents.sort((a, b) => a.c - b.c)).toEqual([
      { p: 'monthly', c: 4990 },
      { p: 'yearly', c: 123456 },
    ]);
    const [addon] = await app.ctx.db
      .select()
      .from(planoAdicionais)
      .where(eq(planoAdicionais.planoId, plan.id));
    expect(addon?.valorCentavos).toBe(1990);
  });

  it('orders recurrences by periodicity, keeps an inactive status, treats absent limits as unlimited', async () => {
    const res = await asAdmin(
      'POST',
      '/api/plano/cadastrar',
      planBody({
        nome: 'Plano Ordem',
        descricao: '',
        status: false,
        limites: { usuarios: 0 },
        recorrencias: [
          { periodicidade: 'yearly', valor: 100 },
          { periodicidade: 'weekly', valor: 3 },
          { periodicidade: 'fortnightly', valor: 5.5 },
        ],
        adicionais: undefined,
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({
      descricao: null,
      status: false,
      limites: {
        usuarios: 0,
        dispositivos: null,
        armazenamento_mb: null,
        mensagens_mes: null,
        assinaturas_mes: null,
      },
      adicionais: [],
    });
    expect(res.body.data.recorrencias.map((r: { periodicidade: string }) => r.periodicidade)).toEqual([
      'weekly',
      'fortnightly',
      'yearly',
    ]);
  });

  it('refuses a missing name', async () => {
    const res = await asAdmin('POST', '/api/plano/cadastrar', planBody({ nome: undefined }));
    expect(res.status).toBe(422);
    expect(res.body.errors.nome).toEqual(['O campo nome é obrigatório.']);
    const blank = await asAdmin('POST', '/api/plano/cadastrar', planBody({ nome: '   ' }));
    expect(blank.status).toBe(422);
    expect(blank.body.errors.nome).toEqual(['O campo nome é obrigatório.']);
  });

  it('refuses a name another live plan has, whatever its case', async () => {
    await createPlan({ nome: 'Plano Ouro' });
    const res = await asAdmin('POST', '/api/plano/cadastrar', planBody({ nome: '  plano OURO ' }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Já existe um plano com este nome.');
    expect(res.body.errors.nome).toEqual(['Já existe um plano com este nome.']);
  });

  it('refuses a zero, negative or over-precise value, on the field that holds it', async () => {
    const zero = await asAdmin(
      'POST',
      '/api/plano/cadastrar',
      planBody({
        nome: 'Plano Zero',
        recorrencias: [
          { periodicidade: 'monthly', valor: 10 },
          { periodicidade: 'yearly', valor: 0 },
        ],
      }),
    );
    expect(zero.status).toBe(422);
    expect(zero.body.message).toBe('O valor não pode ser zero.');
    expect(zero.body.errors).toEqual({ 'recorrencias.1.valor': ['O valor não pode ser zero.'] });

    const negative = await asAdmin(
      'POST',
      '/api/plano/cadastrar',
      planBody({
        nome: 'Plano Negativo',
        adicionais: [{ nome: 'Extra', modulo: 'devices', quantidade: 1, valor: -5 }],
      }),
    );
    expect(negative.status).toBe(422);
    expect(negative.body.errors).toEqual({ 'adicionais.0.valor': ['O valor não pode ser negativo.'] });

    const precise = await asAdmin(
      'POST',
      '/api/plano/cadastrar',
      planBody({ nome: 'Plano Preciso', recorrencias: [{ periodicidade: 'monthly', valor: 10.005 }] }),
    );
    expect(precise.status).toBe(422);
    expect(precise.body.errors['recorrencias.0.valor']).toEqual([
      'O valor deve ter no máximo 2 casas decimais.',
    ]);

    const text = await asAdmin(
      'POST',
      '/api/plano/cadastrar',
      planBody({ nome: 'Plano Texto', recorrencias: [{ periodicidade: 'monthly', valor: '10,00' }] }),
    );
    expect(text.status).toBe(422);
    expect(text.body.errors['recorrencias.0.valor']).toEqual(['O campo valor deve ser um número.']);
  });

  it('refuses a periodicity given twice, or one it does not know', async () => {
    const repeated = await asAdmin(
      'POST',
      '/api/plano/cadastrar',
      planBody({
        nome: 'Plano Repetido',
        recorrencias: [
          { periodicidade: 'monthly', valor: 10 },
          { periodicidade: 'monthly', valor: 12 },
        ],
      }),
    );
    expect(repeated.status).toBe(422);
    expect(repeated.body.errors).toEqual({
      'recorrencias.1.periodicidade': ['Esta periodicidade já foi informada neste plano.'],
    });

    const bad = await asAdmin(
      'POST',
      '/api/plano/cadastrar',
      planBody({ nome: 'Plano Diário', recorrencias: [{ periodicidade: 'daily', valor: 1 }] }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors['recorrencias.0.periodicidade']).toEqual([
      'Escolha a periodicidade: semanal, quinzenal, mensal ou anual.',
    ]);
  });

  it('refuses a plan without any recurrence', async () => {
    const empty = await asAdmin(
      'POST',
      '/api/plano/cadastrar',
      planBody({ nome: 'Sem Preço', recorrencias: [] }),
    );
    expect(empty.status).toBe(422);
    expect(empty.body.errors.recorrencias).toEqual(['Informe pelo menos uma recorrência com o seu valor.']);
    const missing = await asAdmin(
      'POST',
      '/api/plano/cadastrar',
      planBody({ nome: 'Sem Preço', recorrencias: undefined }),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.recorrencias).toEqual(['O campo recorrências é obrigatório.']);
  });

  it('refuses a negative or fractional limit and an unknown add-on module', async () => {
    const negative = await asAdmin(
      'POST',
      '/api/plano/cadastrar',
      planBody({ nome: 'Plano Limite', limites: { ...limits, usuarios: -1 } }),
    );
    expect(negative.status).toBe(422);
    expect(negative.body.errors).toEqual({ 'limites.usuarios': ['O campo usuários deve ser pelo menos 0.'] });

    const fractional = await asAdmin(
      'POST',
      '/api/plano/cadastrar',
      planBody({ nome: 'Plano Limite', limites: { ...limits, armazenamento_mb: 1.5 } }),
    );
    expect(fractional.status).toBe(422);
    expect(fractional.body.errors['limites.armazenamento_mb']).toEqual([
      'O campo armazenamento (MB) deve ser um número inteiro.',
    ]);

    const noLimits = await asAdmin(
      'POST',
      '/api/plano/cadastrar',
      planBody({ nome: 'Plano Limite', limites: undefined }),
    );
    expect(noLimits.status).toBe(422);
    expect(noLimits.body.errors.limites).toEqual(['O campo limites é obrigatório.']);

    const module = await asAdmin(
      'POST',
      '/api/plano/cadastrar',
      planBody({
        nome: 'Plano Módulo',
        adicionais: [{ nome: 'Extra', modulo: 'printers', quantidade: 0, valor: 1 }],
      }),
    );
    expect(module.status).toBe(422);
    expect(module.body.errors).toEqual({
      'adicionais.0.modulo': [
        'Escolha o módulo: usuários, dispositivos, armazenamento, mensagens ou assinaturas.',
      ],
      'adicionais.0.quantidade': ['O campo quantidade deve ser pelo menos 1.'],
    });
    const [row] = await app.ctx.db.select().from(planos).where(eq(planos.nome, 'Plano Limite'));
    expect(row).toBeUndefined();
  });

  it("answers in the administrator's language", async () => {
    const other = await makeUser(app, { ambient: 'A' });
    const token = (await loginAs(app, other.email, other.password)).access_token;
    expect((await app.call('PUT', '/api/usuario/change-language/en', { token })).status).toBe(200);
    const res = await app.call('POST', '/api/plano/cadastrar', {
      token,
      body: planBody({ nome: 'Plan EN', recorrencias: [{ periodicidade: 'monthly', valor: 0 }] }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['recorrencias.0.valor']).toEqual(['The value cannot be zero.']);
  });
});

describe('plans: editing and details', () => {
  it('replaces recurrences and add-ons and updates the plan', async () => {
    const plan = await createPlan({ nome: 'Plano Edição' });
    const res = await asAdmin(
      'PUT',
      `/api/plano/${plan.id}/editar`,
      planBody({
        nome: 'Plano Edição 2',
        descricao: null,
        status: false,
        limites: { ...limits, usuarios: null },
        recorrencias: [{ periodicidade: 'weekly', valor: 9.99 }],
        adicionais: [
          { nome: 'Mais armazenamento', modulo: 'storage', quantidade: 2048, valor: 15 },
          { nome: 'Mais assinaturas', modulo: 'signatures', quantidade: 50, valor: 25.5 },
        ],
      }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Plano atualizado com sucesso.');
    expect(res.body.data).toMatchObject({
      id: plan.id,
      nome: 'Plano Edição 2',
      descricao: null,
      status: false,
      limites: { ...limits, usuarios: null },
      recorrencias: [{ periodicidade: 'weekly', valor: 9.99 }],
      adicionais: [
        { nome: 'Mais armazenamento', modulo: 'storage', quantidade: 2048, valor: 15 },
        { nome: 'Mais assinaturas', modulo: 'signatures', quantidade: 50, valor: 25.5 },
      ],
    });
    expect(res.body.data.updated_at).not.toBeNull();

    const details = await asAdmin('GET', `/api/plano/${plan.id}/detalhes`);
    expect(details.status).toBe(200);
    expect(details.body.data).toEqual(res.body.data);
    const recurrences = await app.ctx.db
      .select()
      .from(planoRecorrencias)
      .where(eq(planoRecorrencias.planoId, plan.id));
    expect(recurrences.map((r) => [r.periodicidade, r.valorCentavos])).toEqual([['weekly', 999]]);
    const addons = await app.ctx.db
      .select()
      .from(planoAdicionais)
      .where(eq(planoAdicionais.planoId, plan.id));
    expect(addons).toHaveLength(2);
  });

  it('keeps the status when the body leaves it out, and its own name in another case', async () => {
    const plan = await createPlan({ nome: 'Plano Mantido', status: false });
    const res = await asAdmin('PUT', `/api/plano/${plan.id}/editar`, planBody({ nome: 'PLANO MANTIDO' }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ nome: 'PLANO MANTIDO', status: false });
  });

  it("refuses another plan's name and an invalid body, changing nothing", async () => {
    await createPlan({ nome: 'Plano Prata' });
    const plan = await createPlan({ nome: 'Plano Bronze' });
    const taken = await asAdmin('PUT', `/api/plano/${plan.id}/editar`, planBody({ nome: 'plano prata' }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.nome).toEqual(['Já existe um plano com este nome.']);
    const invalid = await asAdmin(
      'PUT',
      `/api/plano/${plan.id}/editar`,
      planBody({ nome: 'Plano Bronze', recorrencias: [{ periodicidade: 'monthly', valor: 0 }] }),
    );
    expect(invalid.status).toBe(422);
    const details = await asAdmin('GET', `/api/plano/${plan.id}/detalhes`);
    expect(details.body.data).toMatchObject({
      nome: 'Plano Bronze',
      recorrencias: [
        { periodicidade: 'monthly', valor: 49.9 },
        { periodicidade: 'yearly', valor: 1234.56 },
      ],
      adicionais: [{ modulo: 'users' }],
    });
  });

  it('answers 404 for an unknown plan', async () => {
    expect((await asAdmin('GET', '/api/plano/999999/detalhes')).status).toBe(404);
    expect((await asAdmin('PUT', '/api/plano/999999/editar', planBody({ nome: 'Fantasma' }))).status).toBe(
      404,
    );
    expect((await asAdmin('DELETE', '/api/plano/999999/deletar')).status).toBe(404);
    expect((await asAdmin('PUT', '/api/plano/999999/status')).status).toBe(404);
    expect((await asAdmin('PUT', '/api/plano/999999/recuperar')).status).toBe(404);
    const res = await asAdmin('GET', '/api/plano/999999/detalhes');
    expect(res.body.message).toBe('Conteúdo não encontrado, verifique mais tarde.');
  });
});

describe('plans: deleting, restoring, status', () => {
  it('refuses to delete a plan companies subscribe to', async () => {
    const plan = await createPlan({ nome: 'Plano Assinado' });
    const company = await makeCompany(app);
    await subscribe(plan.id, company.id);

    const details = await asAdmin('GET', `/api/plano/${plan.id}/detalhes`);
    expect(details.body.data.empresas).toBe(1);
    const res = await asAdmin('DELETE', `/api/plano/${plan.id}/deletar`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Este plano não pode ser excluído porque há empresas que o assinam.');
    const [row] = await app.ctx.db.select().from(planos).where(eq(planos.id, plan.id));
    expect(row?.deletedAt).toBeNull();

    // Once no company subscribes, it goes.
    await subscribe(null, company.id);
    expect((await asAdmin('DELETE', `/api/plano/${plan.id}/deletar`)).status).toBe(200);
  });

  it('deletes to the deleted list, editing it answers 404, and restores it', async () => {
    const plan = await createPlan({ nome: 'Plano Lixeira' });
    const del = await asAdmin('DELETE', `/api/plano/${plan.id}/deletar`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Registro excluído. Ele pode ser recuperado na lista de excluídos.');

    const live = await asAdmin('GET', '/api/planos?q=Lixeira');
    expect(live.body).toEqual({ data: [], total: 0 });
    const deleted = await asAdmin('GET', '/api/planos?q=Lixeira&deleted=true');
    expect(deleted.body.total).toBe(1);
    expect(deleted.body.data[0]).toMatchObject({ id: plan.id, nome: 'Plano Lixeira' });
    expect(deleted.body.data[0].deleted_at).not.toBeNull();
    expect((await asAdmin('GET', `/api/plano/${plan.id}/detalhes`)).body.data.deleted_at).not.toBeNull();
    expect(
      (await asAdmin('PUT', `/api/plano/${plan.id}/editar`, planBody({ nome: 'Plano Lixeira' }))).status,
    ).toBe(404);
    expect((await asAdmin('DELETE', `/api/plano/${plan.id}/deletar`)).status).toBe(404);

    // A deleted plan frees its name.
    const twin = await createPlan({ nome: 'Plano Lixeira' });
    const blocked = await asAdmin('PUT', `/api/plano/${plan.id}/recuperar`);
    expect(blocked.status).toBe(422);
    expect(blocked.body.errors.nome).toEqual([
      'Já existe um plano com o nome deste. Renomeie o outro plano antes de recuperar este.',
    ]);
    await asAdmin('PUT', `/api/plano/${twin.id}/editar`, planBody({ nome: 'Plano Lixeira Novo' }));

    const restored = await asAdmin('PUT', `/api/plano/${plan.id}/recuperar`);
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe('Registro recuperado.');
    expect(restored.body.data).toMatchObject({ id: plan.id, deleted_at: null, recorrencias: [{}, {}] });
    const back = await asAdmin('GET', '/api/planos?q=Lixeira');
    expect(back.body.data.map((p: { id: number }) => p.id).sort()).toEqual([plan.id, twin.id].sort());
    // Restoring a live plan finds nothing to restore.
    expect((await asAdmin('PUT', `/api/plano/${plan.id}/recuperar`)).status).toBe(404);
  });

  it('switches the status on and off', async () => {
    const plan = await createPlan({ nome: 'Plano Chave' });
    const off = await asAdmin('PUT', `/api/plano/${plan.id}/status`);
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Situação alterada.');
    expect(off.body.data).toMatchObject({ id: plan.id, status: false, recorrencias: [{}, {}] });
    const inactive = await asAdmin('GET', '/api/planos?q=Chave&status=false');
    expect(inactive.body.data.map((p: { id: number }) => p.id)).toEqual([plan.id]);
    const on = await asAdmin('PUT', `/api/plano/${plan.id}/status`);
    expect(on.body.data.status).toBe(true);
    expect((await asAdmin('GET', '/api/planos?q=Chave&status=false')).body.total).toBe(0);
  });
});

describe('plans: the list', () => {
  beforeAll(async () => {
    for (const [nome, valor] of [
      ['Lista Delta', 40],
      ['lista alfa', 10],
      ['Lista Charlie', 30],
      ['Lista Bravo', 20],
    ] as const)
      await createPlan({ nome, descricao: null, recorrencias: [{ periodicidade: 'monthly', valor }] });
    await createPlan({ nome: 'Outro plano', descricao: 'Também na lista de preços' });
  });

  const names = (body: { data: { nome: string }[] }) => body.data.map((p) => p.nome);

  it('searches names and descriptions, sorts by name without regard to case, and pages', async () => {
    const all = await asAdmin('GET', '/api/planos?q=lista&sort=nome&order=asc');
    expect(all.status).toBe(200);
    expect(names(all.body)).toEqual([
      'lista alfa',
      'Lista Bravo',
      'Lista Charlie',
      'Lista Delta',
      'Outro plano',
    ]);
    expect(all.body.total).toBe(5);
    const first = all.body.data[0];
    expect(first).toMatchObject({
      recorrencias: [{ periodicidade: 'monthly', valor: 10 }],
      adicionais: [{ modulo: 'users' }],
      empresas: 0,
    });

    const desc = await asAdmin('GET', '/api/planos?q=Lista&sort=nome&order=DESC');
    expect(names(desc.body)).toEqual([
      'Outro plano',
      'Lista Delta',
      'Lista Charlie',
      'Lista Bravo',
      'lista alfa',
    ]);

    const page = await asAdmin('GET', '/api/planos?q=Lista&sort=nome&order=asc&page=2&perPage=2');
    expect(page.body.total).toBe(5);
    expect(names(page.body)).toEqual(['Lista Charlie', 'Lista Delta']);
    const last = await asAdmin('GET', '/api/planos?q=Lista&sort=nome&page=3&perPage=2');
    expect(names(last.body)).toEqual(['Outro plano']);
  });

  it('sorts by creation', async () => {
    const asc = await asAdmin('GET', '/api/planos?q=Lista&sort=created_at&order=asc');
    expect(names(asc.body)).toEqual([
      'Lista Delta',
      'lista alfa',
      'Lista Charlie',
      'Lista Bravo',
      'Outro plano',
    ]);
    const desc = await asAdmin('GET', '/api/planos?q=Lista&sort=created_at&order=desc');
    expect(names(desc.body)).toEqual([
      'Outro plano',
      'Lista Bravo',
      'Lista Charlie',
      'lista alfa',
      'Lista Delta',
    ]);
  });

  it('refuses a search of 3 characters or fewer and a bad page size', async () => {
    const short = await asAdmin('GET', '/api/planos?q=Lis');
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('O Filtro deve ser maior que 3.');
    expect((await asAdmin('GET', '/api/planos?perPage=1000')).status).toBe(422);
  });
});

describe('plans: on sale', () => {
  it('lists active, live plans by name to any signed-in user, without back-office fields', async () => {
    const active = await createPlan({ nome: 'Venda Zeta' });
    const first = await createPlan({
      nome: 'Venda Alfa',
      recorrencias: [{ periodicidade: 'monthly', valor: 5 }],
    });
    const inactive = await createPlan({ nome: 'Venda Inativa', status: false });
    const deleted = await createPlan({ nome: 'Venda Excluída' });
    expect((await asAdmin('DELETE', `/api/plano/${deleted.id}/deletar`)).status).toBe(200);

    const res = await app.call('GET', '/api/planos-disponiveis', { token: gestor });
    expect(res.status).toBe(200);
    const sale = (res.body.data as { id: number; nome: string }[]).filter((p) => p.nome.startsWith('Venda'));
    expect(sale.map((p) => p.id)).toEqual([first.id, active.id]);
    const ids = (res.body.data as { id: number }[]).map((p) => p.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(deleted.id);
    expect(sale[0]).toEqual({
      id: first.id,
      nome: 'Venda Alfa',
      descricao: 'Para começar',
      limites: limits,
      recorrencias: [{ id: expect.any(Number), periodicidade: 'monthly', valor: 5 }],
      adicionais: [
        { id: expect.any(Number), nome: '+5 usuários', modulo: 'users', quantidade: 5, valor: 19.9 },
      ],
    });

    // Switched off, a plan leaves the shop window.
    await asAdmin('PUT', `/api/plano/${active.id}/status`);
    const after = await app.call('GET', '/api/planos-disponiveis', { token: admin });
    expect((after.body.data as { id: number }[]).map((p) => p.id)).not.toContain(active.id);
  });

  it('answers 401 without a session', async () => {
    expect((await app.call('GET', '/api/planos-disponiveis')).status).toBe(401);
  });
});

describe('plans: who may call', () => {
  let planId: number;
  beforeAll(async () => {
    planId = (await createPlan({ nome: 'Plano Guardado' })).id;
  });

  const adminCalls = (): [string, string, unknown?][] => [
    ['GET', '/api/planos'],
    ['POST', '/api/plano/cadastrar', planBody({ nome: 'Plano do Gestor' })],
    ['PUT', `/api/plano/${planId}/editar`, planBody({ nome: 'Plano do Gestor' })],
    ['GET', `/api/plano/${planId}/detalhes`],
    ['DELETE', `/api/plano/${planId}/deletar`],
    ['PUT', `/api/plano/${planId}/status`],
    ['PUT', `/api/plano/${planId}/recuperar`],
  ];

  it('refuses every back-office call to a company user with 403', async () => {
    for (const [method, path, body] of adminCalls()) {
      const res = await app.call(method, path, { token: gestor, ...(body === undefined ? {} : { body }) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message, `${method} ${path}`).toBe(
        'Acesso restrito aos administradores da plataforma.',
      );
    }
    const [row] = await app.ctx.db.select().from(planos).where(eq(planos.id, planId));
    expect(row).toMatchObject({ nome: 'Plano Guardado', status: true, deletedAt: null });
    const gestorPlans = await app.ctx.db
      .select()
      .from(planos)
      .where(and(eq(planos.nome, 'Plano do Gestor')));
    expect(gestorPlans).toHaveLength(0);
  });

  it('refuses every call without a session with 401', async () => {
    for (const [method, path, body] of adminCalls()) {
      const res = await app.call(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
