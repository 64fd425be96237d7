// Messaging-gateway servers: admin-only CRUD with the API key sealed at rest and never shown, the
// generic record actions, and the connection test against a stub gateway over real HTTP.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servers } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';

const API_KEY = 'chave-global-SECRETA-123456';
const NEW_KEY = 'outra-chave-SECRETA-987654';

let app: TestApp;
let admin: string;
let gestor: string;
let gateway: Server;
let gatewayUrl: string;
/** The key the stub gateway accepts now. */
const acceptedKey = API_KEY;
/** How long the stub gateway waits before answering (ms); 0 answers at once. */
let hangMs = 0;
/** Every response text the tests saw, searched for the key at the end. */
const seen: string[] = [];

/** A stub Evolution API gateway: fetchInstances with the right key, the 401 envelope otherwise. */
function startGateway(): Promise<Server> {
  const server = createServer((req, res) => {
    const answer = () => {
      if (req.url !== '/instance/fetchInstances' || req.method !== 'GET') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 404, error: 'Not Found', response: { message: ['Not Found'] } }));
        return;
      }
      if (req.headers.apikey !== acceptedKey) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ status: 401, error: 'Unauthorized', response: { message: ['Unauthorized'] } }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify([{ id: '1', name: 'a', connectionStatus: 'open' }]));
    };
    if (hangMs > 0) {
      const timer = setTimeout(answer, hangMs);
      req.socket.once('close', () => clearTimeout(timer));
    } else answer();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function call(method: string, path: string, opts: { body?: unknown; token?: string } = {}) {
  const res = await app.call(method, path, { token: admin, ...opts });
  seen.push(res.text);
  return res;
}

const validBody = (over: Record<string, unknown> = {}) => ({
  nome: 'Gateway principal',
  base_url: `${gatewayUrl}/`,
  api_key: API_KEY,
  capacidade: 50,
  ...over,
});

beforeAll(async () => {
  gateway = await startGateway();
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  gestor = (await loginAs(app, 'gestor@demo.local')).access_token;
});
afterAll(async () => {
  gateway?.closeAllConnections();
  await new Promise((resolve) => gateway?.close(resolve));
  await app?.close();
});

describe('servers: registration and editing', () => {
  let id: number;

  it('registers a server, trims the trailing slash and never returns the key', async () => {
    const res = await call('POST', '/api/server/cadastrar', { body: validBody() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Servidor cadastrado com sucesso.');
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      nome: 'Gateway principal',
      base_url: gatewayUrl,
      capacidade: 50,
      status: true,
      has_api_key: true,
      created_at: expect.any(String),
      updated_at: null,
      deleted_at: null,
    });
    expect(res.text).not.toContain(API_KEY);
    id = res.body.data.id;
  });

  it('stores the key sealed: the column does not hold it, opening it gives it back', async () => {
    const [row] = await app.ctx.db.select().from(servers).where(eq(servers.id, id));
    expect(row?.apiKeySealed).toBeTruthy();
    expect(row?.apiKeySealed).not.toContain(API_KEY);
    expect(app.ctx.secrets.open(row!.apiKeySealed)).toBe(API_KEY);
  });

  it('shows the details with has_api_key and without the key', async () => {
    const res = await call('GET', `/api/server/${id}/detalhes`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      nome: 'Gateway principal',
      base_url: gatewayUrl,
      capacidade: 50,
    });
    expect(res.body.data.has_api_key).toBe(true);
    expect(res.body.data).not.toHaveProperty('api_key');
    expect(res.body.data).not.toHaveProperty('api_key_sealed');
  });

  it('edits without api_key and keeps the stored key (the connection test still passes)', async () => {
    const res = await call('PUT', `/api/server/${id}/editar`, {
      body: { nome: 'Gateway renomeado', base_url: gatewayUrl, capacidade: 80 },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Servidor atualizado com sucesso.');
    expect(res.body.data).toMatchObject({ nome: 'Gateway renomeado', capacidade: 80, status: true });
    expect(res.body.data.updated_at).toEqual(expect.any(String));
    const blank = await call('PUT', `/api/server/${id}/editar`, {
      body: { nome: 'Gateway renomeado', base_url: gatewayUrl, capacidade: 80, api_key: '' },
    });
    expect(blank.status).toBe(200);
    const [row] = await app.ctx.db.select().from(servers).where(eq(servers.id, id));
    expect(app.ctx.secrets.open(row!.apiKeySealed)).toBe(API_KEY);
    const test = await call('POST', `/api/server/${id}/testar`);
    expect(test.body.ok).toBe(true);
  });

  it('edits with a new api_key and seals it', async () => {
    const res = await call('PUT', `/api/server/${id}/editar`, {
      body: {
        nome: 'Gateway renomeado',
        base_url: gatewayUrl,
        capacidade: 80,
        api_key: NEW_KEY,
        status: false,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(false);
    const [row] = await app.ctx.db.select().from(servers).where(eq(servers.id, id));
    expect(row?.apiKeySealed).not.toContain(NEW_KEY);
    expect(app.ctx.secrets.open(row!.apiKeySealed)).toBe(NEW_KEY);
    // Back to the first key for the tests below.
    await call('PUT', `/api/server/${id}/editar`, {
      body: {
        nome: 'Gateway renomeado',
        base_url: gatewayUrl,
        capacidade: 80,
        api_key: API_KEY,
        status: true,
      },
    });
  });

  it('refuses a bad URL, capacity 0, a missing or short key with 422 on the field', async () => {
    for (const base_url of ['ftp://gateway.local', 'gateway.local', 'http://user:pw@gateway.local', '']) {
      const res = await call('POST', '/api/server/cadastrar', { body: validBody({ base_url }) });
      expect(res.status, base_url).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['base_url']);
    }
    const bad = await call('POST', '/api/server/cadastrar', {
      body: validBody({ base_url: 'ftp://x.local' }),
    });
    expect(bad.body.errors.base_url[0]).toBe('O campo URL base deve ser uma URL http ou https válida.');

    const capacity = await call('POST', '/api/server/cadastrar', { body: validBody({ capacidade: 0 }) });
    expect(capacity.status).toBe(422);
    expect(capacity.body.errors.capacidade[0]).toBe('O campo capacidade deve ser pelo menos 1.');
    const fraction = await call('POST', '/api/server/cadastrar', { body: validBody({ capacidade: 1.5 }) });
    expect(fraction.status).toBe(422);
    expect(fraction.body.errors).toHaveProperty('capacidade');

    const { api_key: _, ...noKey } = validBody();
    const missing = await call('POST', '/api/server/cadastrar', { body: noKey });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.api_key[0]).toBe('O campo chave de API é obrigatório.');
    const short = await call('POST', '/api/server/cadastrar', { body: validBody({ api_key: 'curta' }) });
    expect(short.status).toBe(422);
    expect(short.body.errors.api_key[0]).toBe('O campo chave de API deve ter pelo menos 8 caracteres.');
    const shortEdit = await call('PUT', `/api/server/${id}/editar`, {
      body: { nome: 'Gateway renomeado', base_url: gatewayUrl, capacidade: 80, api_key: 'curta' },
    });
    expect(shortEdit.status).toBe(422);
    expect(shortEdit.body.errors.api_key[0]).toBe('O campo chave de API deve ter pelo menos 8 caracteres.');

    const noName = await call('PUT', `/api/server/${id}/editar`, {
      body: { base_url: gatewayUrl, capacidade: 5 },
    });
    expect(noName.status).toBe(422);
    expect(noName.body.errors.nome[0]).toBe('O campo nome é obrigatório.');
  });

  it('answers 404 for an unknown id on every server call', async () => {
    const unknown = id + 10_000;
    expect((await call('GET', `/api/server/${unknown}/detalhes`)).status).toBe(404);
    expect((await call('PUT', `/api/server/${unknown}/editar`, { body: validBody() })).status).toBe(404);
    expect((await call('POST', `/api/server/${unknown}/testar`)).status).toBe(404);
    expect((await call('PUT', `/api/server/${unknown}/status`)).status).toBe(404);
    expect((await call('DELETE', `/api/server/${unknown}/deletar`)).status).toBe(404);
  });
});

describe('servers: who may call', () => {
  it('answers 401 to anonymous callers', async () => {
    for (const [method, path] of [
      ['GET', '/api/servers'],
      ['POST', '/api/server/cadastrar'],
      ['GET', '/api/server/1/detalhes'],
      ['POST', '/api/server/1/testar'],
    ] as const) {
      const res = await app.call(method, path, method === 'POST' ? { body: validBody() } : {});
      expect(res.status, path).toBe(401);
    }
  });

  it('answers 403 to a company manager, even with every permission', async () => {
    const created = await call('POST', '/api/server/cadastrar', { body: validBody({ nome: 'Proibido' }) });
    const id = created.body.data.id as number;
    for (const [method, path, body] of [
      ['GET', '/api/servers', undefined],
      ['POST', '/api/server/cadastrar', validBody()],
      ['PUT', `/api/server/${id}/editar`, validBody()],
      ['GET', `/api/server/${id}/detalhes`, undefined],
      ['POST', `/api/server/${id}/testar`, undefined],
      ['PUT', `/api/server/${id}/status`, undefined],
      ['DELETE', `/api/server/${id}/deletar`, undefined],
      ['PUT', `/api/server/${id}/recuperar`, undefined],
    ] as const) {
      const res = await call(method, path, { token: gestor, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const [row] = await app.ctx.db.select().from(servers).where(eq(servers.id, id));
    expect(row).toMatchObject({ nome: 'Proibido', status: true, deletedAt: null });
  });
});

describe('servers: list, status, delete, restore', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const nome of ['Zeta gateway', 'Alfa gateway', 'Beta reserva']) {
      const res = await call('POST', '/api/server/cadastrar', { body: validBody({ nome, capacidade: 3 }) });
      ids[nome] = res.body.data.id;
    }
  });

  it('lists live servers sorted, paged and searched, without keys', async () => {
    const res = await call('GET', '/api/servers?sort=nome&order=asc&q=gateway&perPage=2&page=1');
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    expect(res.body.data.map((s: { nome: string }) => s.nome)).toEqual(['Alfa gateway', 'Gateway renomeado']);
    const desc = await call('GET', '/api/servers?sort=created_at&order=desc&q=gateway');
    expect(desc.body.data[0].nome).toBe('Alfa gateway');
    const beta = await call('GET', '/api/servers?q=reserva');
    expect(beta.body).toEqual({
      data: [expect.objectContaining({ nome: 'Beta reserva', has_api_key: true })],
      total: 1,
    });
    for (const s of desc.body.data) expect(s).not.toHaveProperty('api_key');
  });

  it('refuses a search of 3 characters or fewer', async () => {
    const res = await call('GET', '/api/servers?q=alf');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('O Filtro deve ser maior que 3.');
  });

  it('toggles the status and filters by it', async () => {
    const id = ids['Zeta gateway']!;
    const res = await call('PUT', `/api/server/${id}/status`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: false, has_api_key: true });
    const inactive = await call('GET', '/api/servers?status=false');
    expect(inactive.body.data.map((s: { id: number }) => s.id)).toEqual([id]);
    const active = await call('GET', '/api/servers?status=true');
    expect(active.body.data.map((s: { id: number }) => s.id)).not.toContain(id);
  });

  it('soft-deletes, lists deleted servers apart, and restores', async () => {
    const id = ids['Beta reserva']!;
    const del = await call('DELETE', `/api/server/${id}/deletar`);
    expect(del.status).toBe(200);
    const live = await call('GET', '/api/servers?perPage=100');
    expect(live.body.data.map((s: { id: number }) => s.id)).not.toContain(id);
    const deleted = await call('GET', '/api/servers?deleted=true');
    expect(deleted.body.data.map((s: { id: number }) => s.id)).toEqual([id]);
    expect(deleted.body.data[0].deleted_at).toEqual(expect.any(String));
    // A deleted server still shows its details, but cannot be edited or tested.
    expect((await call('GET', `/api/server/${id}/detalhes`)).body.data.deleted_at).toEqual(
      expect.any(String),
    );
    expect((await call('PUT', `/api/server/${id}/editar`, { body: validBody() })).status).toBe(404);
    expect((await call('POST', `/api/server/${id}/testar`)).status).toBe(404);

    const restored = await call('PUT', `/api/server/${id}/recuperar`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id, deleted_at: null });
    expect((await call('GET', '/api/servers?deleted=true')).body.data).toEqual([]);
  });
});

describe('servers: connection test', () => {
  const make = async (over: Record<string, unknown>) =>
    (await call('POST', '/api/server/cadastrar', { body: validBody(over) })).body.data.id as number;

  it('answers ok with the latency and the number of instances', async () => {
    const id = await make({ nome: 'Teste ok' });
    const res = await call('POST', `/api/server/${id}/testar`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      status: 200,
      latency_ms: expect.any(Number),
      instances: 1,
      message: `Servidor respondeu em ${res.body.latency_ms} ms.`,
    });
  });

  it('reports a refused key as 401 without revealing it', async () => {
    const id = await make({ nome: 'Teste chave errada', api_key: 'chave-ERRADA-000000' });
    const res = await call('POST', `/api/server/${id}/testar`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: false,
      status: 401,
      instances: null,
      message: 'Chave de API recusada pelo servidor (401).',
    });
    expect(res.text).not.toContain('chave-ERRADA-000000');
  });

  it('reports a port where nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const id = await make({ nome: 'Teste porta fechada', base_url: `http://127.0.0.1:${port}` });
    const res = await call('POST', `/api/server/${id}/testar`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, status: null, instances: null });
    expect(res.body.message).toMatch(/^Não foi possível conectar: .+/);
    expect(res.body.message).toContain('ECONNREFUSED');
  });

  it('gives up after 5 s when the gateway hangs', { timeout: 8000 }, async () => {
    const id = await make({ nome: 'Teste lento' });
    hangMs = 6000;
    try {
      const started = performance.now();
      const res = await call('POST', `/api/server/${id}/testar`);
      const took = performance.now() - started;
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ok: false,
        status: null,
        instances: null,
        message: 'Servidor não respondeu em 5 s.',
      });
      expect(res.body.latency_ms).toBeGreaterThanOrEqual(4900);
      expect(took).toBeLessThan(7000);
    } finally {
      hangMs = 0;
      gateway.closeAllConnections();
    }
  });

  it('never shows the key in any response of this file', () => {
    expect(seen.length).toBeGreaterThan(20);
    for (const text of seen) {
      expect(text).not.toContain(API_KEY);
      expect(text).not.toContain(NEW_KEY);
    }
  });
});
