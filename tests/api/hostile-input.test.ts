// Hostile input answers 4xx with a message and loses nothing: NUL characters and lone surrogates in
// any text, broken multipart bodies on every multipart route, uploads cut short, ids past the
// database's integer range.
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf } from '../helpers/files.js';
import { companyWithOwner, type Member, upload } from '../helpers/signing.js';

let app: TestApp;
let admin: string;
let owner: Member;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  ({ owner } = await companyWithOwner(app));
});
afterAll(() => app?.close());

const INVALID_CHARS = /caracteres inválidos/;

/** Files in the local blob store's temporary folder (what an aborted write would leave). */
const tempFiles = () => {
  try {
    return readdirSync(join(app.dataDir, 'blobs', '.tmp'));
  } catch {
    return [];
  }
};

interface RawAnswer {
  status: number;
  body: any;
}

/**
 * Sends a raw request with exactly these body bytes and this Content-Length (the default is the
 * body's length, so the request is complete as HTTP even when its multipart content is cut short).
 */
function raw(
  method: string,
  path: string,
  o: { token?: string; contentType?: string; body: Buffer; contentLength?: number },
): Promise<RawAnswer> {
  const url = new URL(app.url + path);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      'content-length': String(o.contentLength ?? o.body.length),
      'x-forwarded-for': '198.51.100.7',
    };
    if (o.contentType) headers['content-type'] = o.contentType;
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const req = httpRequest(
      { method, host: url.hostname, port: url.port, path: url.pathname + url.search, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* keep the text */
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer from ${method} ${path}`)));
    req.on('error', reject);
    req.end(o.body);
  });
}

const BOUNDARY = '----cofreBoundary7MA4YWxkTrZu0gW';

/** A one-file multipart body: optional text fields, then the file part, then the closing boundary. */
function multipart(field: string, fileName: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

const MULTIPART_ROUTES: { path: string; field: string; auth: 'owner' | 'none' }[] = [
  { path: '/api/file/upload', field: 'file', auth: 'owner' },
  { path: '/api/verificar', field: 'file', auth: 'none' },
  { path: '/api/usuario/photo', field: 'foto', auth: 'owner' },
  { path: '/api/message/send', field: 'anexo', auth: 'owner' },
  { path: '/api/message/importar', field: 'file', auth: 'owner' },
];

describe('NUL characters and lone surrogates', () => {
  it('a NUL in a public sign-up name answers 422 on that field, in pt-BR, and stores nothing', async () => {
    const email = `nul-${Date.now()}@example.com`;
    const res = await app.call('POST', '/api/cadastro-publico', {
      body: { name: 'Ana\u0000', email, phone: '11987654321' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(INVALID_CHARS);
    expect(res.body.errors.name[0]).toMatch(/nome/);
    expect(app.mails().filter((m) => m.to === email)).toEqual([]);
  });

  it('the message is in English when asked', async () => {
    const res = await app.call('POST', '/api/cadastro-publico', {
      body: { name: 'Ana\u0000', email: 'x@example.com', phone: '11987654321' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/invalid characters/);
  });

  it('NULs in nested fields, object keys and query strings are refused the same way', async () => {
    const plan = await app.call('POST', '/api/plano/cadastrar', { token: admin, body: { nome: 'P\u0000' } });
    expect(plan.status).toBe(422);
    expect(plan.body.errors.nome).toBeDefined();
    const key = await app.call('PUT', '/api/user', { token: owner.token, body: { 'no\u0000me': 'x' } });
    expect(key.status).toBe(422);
    const list = await app.call('GET', `/api/files?q=${encodeURIComponent('abcd\u0000')}`, {
      token: owner.token,
    });
    expect(list.status).toBe(422);
    expect(list.body.message).toMatch(INVALID_CHARS);
    const param = await app.call('GET', `/api/username/${encodeURIComponent('a\u0000@b.com')}`, {
      token: admin,
    });
    expect(param.status).toBe(422);
  });

  it('a lone surrogate in a file name answers 422 and the file keeps its name', async () => {
    const file = await upload(app, owner.token, { name: 'Contrato original.pdf' });
    const res = await app.call('PUT', `/api/file/${file.id}/rename`, {
      token: owner.token,
      body: { nome: 'a\ud800.pdf' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.nome[0]).toMatch(INVALID_CHARS);
    const shown = await app.call('GET', `/api/file/${file.id}/events`, { token: owner.token });
    expect(shown.status).toBe(200);
    const files = await app.call('GET', '/api/files', { token: owner.token });
    expect(files.body.data.find((f: { id: number }) => f.id === file.id).nome).toBe('Contrato original.pdf');
  });

  it('a NUL in an uploaded file name is refused and nothing is stored', async () => {
    const before = (await app.call('GET', '/api/files', { token: owner.token })).body.total;
    const res = await raw('POST', '/api/file/upload', {
      token: owner.token,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: multipart('file', 'contrato\u0000.pdf', minimalPdf()),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(INVALID_CHARS);
    expect((await app.call('GET', '/api/files', { token: owner.token })).body.total).toBe(before);
    expect(tempFiles()).toEqual([]);
  });
});

describe('broken multipart bodies', () => {
  const tokenFor = (auth: 'owner' | 'none') => (auth === 'owner' ? owner.token : undefined);

  for (const route of MULTIPART_ROUTES) {
    it(`${route.path}: no boundary, a boundary that does not match, a body cut short → 400 with a message`, async () => {
      const body = multipart(route.field, 'a.pdf', minimalPdf());
      const cases: { what: string; contentType: string; body: Buffer }[] = [
        { what: 'no boundary', contentType: 'multipart/form-data', body },
        { what: 'another boundary', contentType: 'multipart/form-data; boundary=somethingElse', body },
        {
          what: 'cut short',
          contentType: `multipart/form-data; boundary=${BOUNDARY}`,
          body: body.subarray(0, body.length - 200),
        },
        { what: 'empty', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.alloc(0) },
      ];
      for (const c of cases) {
        const res = await raw('POST', route.path, { token: tokenFor(route.auth), ...c });
        expect({ what: c.what, status: res.status }).toEqual({ what: c.what, status: expect.any(Number) });
        expect(res.status, `${route.path} ${c.what}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(res.status, `${route.path} ${c.what}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
        expect(typeof res.body.message, `${route.path} ${c.what}`).toBe('string');
      }
      expect(tempFiles()).toEqual([]);
    });
  }

  it('an upload whose body ends inside the file part answers 400 promptly and leaves nothing', async () => {
    const before = (await app.call('GET', '/api/files', { token: owner.token })).body.total;
    const body = multipart('file', 'grande.pdf', Buffer.concat([minimalPdf(), Buffer.alloc(256 * 1024, 7)]));
    const cut = body.subarray(0, 100 * 1024);
    const started = Date.now();
    const res = await raw('POST', '/api/file/upload', {
      token: owner.token,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: cut,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/incompleto|interromp/i);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await app.call('GET', '/api/files', { token: owner.token })).body.total).toBe(before);
    expect(tempFiles()).toEqual([]);
  });
});

describe('ids past the database integer range', () => {
  it('generic record routes answer 422, not 500', async () => {
    for (const [method, path] of [
      ['DELETE', '/api/empresa/99999999999/deletar'],
      ['PUT', '/api/plano/99999999999/status'],
      ['GET', '/api/plano/99999999999/detalhes'],
      ['PUT', '/api/termo/99999999999/recuperar'],
    ] as const) {
      const res = await app.call(method, path, { token: admin });
      expect({ path, status: res.status }).toEqual({ path, status: 422 });
      expect(res.body.message).toMatch(/2147483647/);
    }
  });
});
