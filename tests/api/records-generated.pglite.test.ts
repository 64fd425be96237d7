// The record registry's generated routes: every registered back-office resource's list, create, edit
// and record actions are static routes in the OpenAPI document (with their tag, summary and bearer
// security), the old parametric /api/{route}/{id}/… ones are gone, and the access they declare holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';

type Operation = { tags?: string[]; summary?: string; security?: unknown[]; parameters?: { name: string }[] };
type Paths = Record<string, Record<string, Operation>>;

let app: TestApp;
let paths: Paths;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  paths = (await app.call('GET', '/api/docs', { headers: { accept: 'application/json' } })).body.paths;
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
});
afterAll(() => app?.close());

/** Each resource's generated operations: `method path`, as the OpenAPI document names them. */
const GENERATED: Record<string, string[]> = {
  servers: [
    'get /api/servers',
    'post /api/server/cadastrar',
    'put /api/server/{id}/editar',
    'get /api/server/{id}/detalhes',
    'delete /api/server/{id}/deletar',
    'put /api/server/{id}/recuperar',
    'put /api/server/{id}/status',
  ],
  plans: [
    'get /api/planos',
    'post /api/plano/cadastrar',
    'put /api/plano/{id}/editar',
    'get /api/plano/{id}/detalhes',
    'delete /api/plano/{id}/deletar',
    'put /api/plano/{id}/recuperar',
    'put /api/plano/{id}/status',
  ],
  terms: [
    'get /api/termos',
    'post /api/termo/cadastrar',
    'put /api/termo/{id}/editar',
    'get /api/termo/{id}/detalhes',
    'delete /api/termo/{id}/deletar',
    'put /api/termo/{id}/recuperar',
  ],
  companies: [
    'get /api/empresas',
    'put /api/empresa/{id}/editar',
    'get /api/empresa/{id}/detalhes',
    'delete /api/empresa/{id}/deletar',
    'put /api/empresa/{id}/recuperar',
    'put /api/empresa/{id}/status',
  ],
  preRegistrations: [
    'get /api/pre-cadastros',
    'get /api/pre-cadastro/{id}/detalhes',
    'delete /api/pre-cadastro/{id}/deletar',
    'put /api/pre-cadastro/{id}/recuperar',
  ],
  users: [
    'get /api/usuarios',
    'put /api/usuario/{id}/editar',
    'get /api/usuario/{id}/detalhes',
    'delete /api/usuario/{id}/deletar',
    'put /api/usuario/{id}/recuperar',
  ],
};

describe('the OpenAPI document', () => {
  it.each(Object.entries(GENERATED))('lists every generated route of %s, documented', (_name, operations) => {
    for (const at of operations) {
      const [method = '', path = ''] = at.split(' ');
      const op = paths[path]?.[method];
      expect(op, at).toBeDefined();
      expect(op?.summary, at).toMatch(/\w/);
      expect(op?.tags?.length, at).toBe(1);
      expect(op?.security, at).toEqual([{ bearer: [] }]);
      if (path.includes('{id}'))
        expect(
          op?.parameters?.map((p) => p.name),
          at,
        ).toContain('id');
    }
  });

  it("keeps each module's tag and its own summaries", () => {
    expect(paths['/api/server/{id}/detalhes']?.get?.tags).toEqual(['Servers']);
    expect(paths['/api/plano/cadastrar']?.post?.tags).toEqual(['Plans']);
    expect(paths['/api/termo/{id}/detalhes']?.get?.summary).toBe(
      'A term with its details and its latest 20 acceptances (who, when, IP)',
    );
    expect(paths['/api/empresa/{id}/recuperar']?.put?.summary).toBe(
      'Restores a deleted company, unless another company has taken its CNPJ meanwhile',
    );
  });

  it('has no parametric record routes and no routes for actions a resource lacks', () => {
    expect(Object.keys(paths).filter((p) => p.startsWith('/api/{route}'))).toEqual([]);
    expect(paths['/api/empresa/cadastrar']).toBeUndefined();
    expect(paths['/api/pre-cadastro/cadastrar']).toBeUndefined();
    expect(paths['/api/termo/{id}/status']).toBeUndefined();
  });
});

describe('the generated routes', () => {
  it('create, edit, show, switch, delete and restore a server, each answering as before', async () => {
    const body = {
      nome: 'Gerado',
      base_url: 'https://gw.example.test/',
      capacidade: 5,
      api_key: 'chave-secreta',
    };
    const created = await app.call('POST', '/api/server/cadastrar', { token: admin, body });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Servidor cadastrado com sucesso.');
    const { id } = created.body.data;
    expect(created.body.data).toMatchObject({
      nome: 'Gerado',
      base_url: 'https://gw.example.test',
      has_api_key: true,
    });
    expect(JSON.stringify(created.body)).not.toContain('chave-secreta');

    const edited = await app.call('PUT', `/api/server/${id}/editar`, {
      token: admin,
      body: { nome: 'Gerado 2', base_url: 'https://gw.example.test', capacidade: 6 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ nome: 'Gerado 2', capacidade: 6, has_api_key: true });

    const switched = await app.call('PUT', `/api/server/${id}/status`, { token: admin });
    expect(switched.body.data.status).toBe(false);
    expect((await app.call('DELETE', `/api/server/${id}/deletar`, { token: admin })).status).toBe(200);
    const shown = await app.call('GET', `/api/server/${id}/detalhes`, { token: admin });
    expect(shown.body.data.deleted_at).not.toBeNull();
    const restored = await app.call('PUT', `/api/server/${id}/recuperar`, { token: admin });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id, deleted_at: null });

    const listed = await app.call('GET', '/api/servers?q=Gerado', { token: admin });
    expect(listed.body.data.map((s: { id: number }) => s.id)).toContain(id);
  });

  it('refuse a company user with the admin-only message, before reading the body', async () => {
    const gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
    for (const [method, path] of [
      ['GET', '/api/servers'],
      ['POST', '/api/server/cadastrar'],
      ['PUT', '/api/plano/1/editar'],
      ['GET', '/api/termo/1/detalhes'],
      ['DELETE', '/api/pre-cadastro/1/deletar'],
      ['PUT', '/api/plano/1/recuperar'],
    ] as const) {
      const res = await app.call(method, path, { token: gestor, ...(method === 'GET' ? {} : { body: {} }) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toBe('Acesso restrito aos administradores da plataforma.');
    }
  });

  it('answer 401 without a session and 404 for an unknown record', async () => {
    expect((await app.call('GET', '/api/server/1/detalhes')).status).toBe(401);
    expect((await app.call('GET', '/api/server/987654/detalhes', { token: admin })).status).toBe(404);
    expect((await app.call('PUT', '/api/plano/987654/status', { token: admin })).status).toBe(404);
  });
});
