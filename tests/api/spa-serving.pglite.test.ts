// The API process serves the built SPA: hashed assets long-cached and pre-compressed, index.html
// never cached, unknown non-API paths answered by index.html, unknown assets by a 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

const JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let dist: string;
let app: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cofre-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SPA de teste</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-3f9a.js'), JS);
  writeFileSync(join(dist, 'assets', 'app-3f9a.js.br'), brotliCompressSync(JS));
  writeFileSync(join(dist, 'assets', 'app-3f9a.js.gz'), gzipSync(JS));
  app = await startTestApp({}, { distDir: dist });
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

const raw = (path: string, encoding: string) =>
  fetch(app.url + path, { headers: { 'accept-encoding': encoding } }).then(async (r) => ({
    status: r.status,
    headers: r.headers,
    bytes: Buffer.from(await r.arrayBuffer()),
  }));

describe('serving the built SPA', () => {
  it('sends hashed assets pre-compressed with brotli or gzip and a year of cache', async () => {
    const br = await raw('/assets/app-3f9a.js', 'br');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toContain('max-age=31536000');
    expect(br.headers.get('cache-control')).toContain('immutable');

    const gz = await raw('/assets/app-3f9a.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    // fetch decodes the body: it must be the original script.
    const plain = await fetch(`${app.url}/assets/app-3f9a.js`).then((r) => r.text());
    expect(plain).toBe(JS);
  });

  it('answers index.html, uncached, for the SPA routes', async () => {
    for (const path of [
      '/',
      '/login',
      '/home/dashboard',
      '/confirmar-email/abc',
      '/api/password/reset/tok',
    ]) {
      const res = await app.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('SPA de teste');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers 404 for a missing asset and for unknown API paths, never index.html', async () => {
    const asset = await app.call('GET', '/assets/nao-existe-123.js');
    expect(asset.status).toBe(404);
    const api = await app.call('GET', '/api/desconhecida');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Rota não encontrada.' });
    const post = await app.call('POST', '/qualquer');
    expect(post.status).toBe(404);
  });
});
