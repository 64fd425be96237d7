import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termos } from '../../server/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { testDbKind } from '../helpers/database.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('health, client settings and terms', () => {
  it('reports healthy with the database kind and the mailer in use', async () => {
    const res = await app.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: testDbKind(), mailer: 'capture' });
  });

  it('serves the client settings on both init/client paths', async () => {
    for (const path of ['/api/init/client', '/init/client']) {
      const res = await app.call('GET', path);
      expect(res.status).toBe(200);
      expect(res.body.app_name).toBe('Cofre');
      expect(res.body.default_language).toBe('pt_BR');
      expect(res.body.skins).toHaveLength(12);
      expect(res.body.skins).toContain('skin-blue-light');
      // The vault's upload limits, so the browser can refuse what the API would refuse.
      expect(res.body.upload.max_bytes).toBe(100 * 1024 * 1024);
      // A message's files: photos, audio and video up to 16 MiB, documents up to 100 MiB.
      expect(res.body.messaging).toEqual({
        media_max_bytes: 16 * 1024 * 1024,
        document_max_bytes: 100 * 1024 * 1024,
      });
      expect(res.body.upload.allowed_types).toContain('pdf');
      expect(res.body.upload.extensions).toEqual(expect.arrayContaining(['pdf', 'jpg', 'jpeg', 'docx']));
      // The CEP and CNPJ services the browser asks by JSONP (defaults: ViaCEP and ReceitaWS).
      expect(res.body.lookups).toEqual({
        cep_url: 'https://viacep.com.br/ws/{cep}/json/',
        cnpj_url: 'https://www.receitaws.com.br/v1/cnpj/{cnpj}',
      });
      // No support contact configured: the SPA shows no support widget.
      expect(res.body.support).toEqual({ whatsapp: null, email: null });
    }
  });

  it('answers the default terms until one is approved, then the newest approved one', async () => {
    const before = await app.call('GET', '/api/eula');
    expect(before.status).toBe(200);
    expect(before.body.id).toBeNull();
    expect(before.body.termo_descricao).toContain('Cofre');

    await app.ctx.db
      .insert(termos)
      .values([
        { termoDescricao: 'Rascunho não aprovado' },
        { termoDescricao: 'Termo aprovado v1', approvedAt: new Date('2026-01-01T00:00:00Z') },
        { termoDescricao: 'Termo aprovado v2', approvedAt: new Date('2026-06-01T00:00:00Z') },
      ]);
    const after = await app.call('GET', '/api/eula');
    expect(after.body.termo_descricao).toBe('Termo aprovado v2');
  });
});

describe('routing and errors', () => {
  it('answers unknown API routes with a JSON 404 in pt-BR', async () => {
    const res = await app.call('GET', '/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Rota não encontrada.' });
  });

  it('answers English when the client asks for it', async () => {
    const res = await app.call('GET', '/api/nao-existe', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(res.body).toEqual({ message: 'Route not found.' });
  });

  it('hands every other GET to the SPA, the reset form under /api included', async () => {
    for (const path of [
      '/home/dashboard',
      '/qualquer/caminho',
      '/api/password/reset/abc123?email=a%40b.com',
    ]) {
      const res = await app.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('refuses malformed JSON without leaking internals', async () => {
    const res = await app.call('POST', '/api/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
    expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('describes every route in the OpenAPI document', async () => {
    const res = await app.call('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/api/login',
      '/api/refresh-token',
      '/api/logout',
      '/api/auth/user',
      '/api/auth/permission',
      '/api/auth/otp',
      '/api/auth/change-two-factory',
      '/api/init/client',
      '/api/eula',
      '/api/register-trial',
      '/api/cadastro-publico',
      '/api/confirmar-email/{tokenId}',
      '/api/usuario/confirmar',
      '/api/password/email',
      '/api/password/reset',
      '/api/cadastro-usuario/{token}',
      '/api/usuario/cadastrar',
      '/api/username/{email}',
    ])
      expect(paths).toContain(p);
  });

  it('gives every operation its answers: a success and the error shape, with the API key scheme', async () => {
    const doc = (await app.call('GET', '/api/docs', { headers: { accept: 'application/json' } })).body;
    type Op = {
      responses?: Record<string, { content?: Record<string, { schema?: { required?: string[] } }> }>;
    };
    const ops = Object.entries(doc.paths as Record<string, Record<string, Op>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(ops.length).toBeGreaterThan(150);
    const lacking = ops.filter(
      ({ op }) => !Object.keys(op.responses ?? {}).some((c) => c.startsWith('2')) || !op.responses?.['500'],
    );
    expect(lacking.map((o) => o.at)).toEqual([]);
    const created = doc.paths['/api/webhook/cadastrar'].post.responses;
    expect(Object.keys(created)).toEqual(expect.arrayContaining(['200', '401', '403', '422', '429', '500']));
    expect(created['422'].content['application/json'].schema.required).toEqual(['message']);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('sends a browser to the browsable reference', async () => {
    const res = await fetch(`${app.url}/api/docs`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/api/docs/ui/');
    const page = await fetch(`${app.url}/api/docs/ui/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('swagger-ui-bundle.js');
  });
});
