// Security headers as a browser receives them: the SPA's pages carry a Content-Security-Policy that
// runs only this server's scripts (no inline ones) plus the CEP/CNPJ JSONP services, and frames
// nothing; API answers carry one that allows nothing; every answer — JSON, page, file download, event
// stream — has nosniff, X-Frame-Options and Referrer-Policy: no-referrer (the token pages above
// all); HSTS only when the request came over https.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf, uploadFile } from '../helpers/files.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

let dist: string;
let app: TestApp;
let token: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cofre-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SPA de teste</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1);');
  app = await startTestApp({}, { distDir: dist });
  const empresaId = (await makeCompany(app)).id;
  const user = await makeUser(app, { companies: [empresaId], selected: empresaId });
  token = (await loginAs(app, user.email, user.password)).access_token;
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The policy's directives by name: 'script-src' → ["'self'", …]. */
function directives(header: string | null): Map<string, string[]> {
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

const csp = (res: { headers: Headers }) => directives(res.headers.get('content-security-policy'));

const TOKEN_PAGES = [
  '/assinar/abc123',
  '/cadastrar-usuario/abc123',
  '/usuario/registrar/abc123',
  '/usuario/cadastrar/abc123',
  '/api/password/reset/abc123',
  '/confirmar-email/abc123',
];

describe('the SPA pages', () => {
  it("carry a CSP whose scripts are this server's and the CEP/CNPJ look-ups', never inline", async () => {
    const res = await app.call('GET', '/login');
    expect(res.status).toBe(200);
    expect(res.text).toContain('SPA de teste');
    const policy = csp(res);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).toContain('https://viacep.com.br/ws/');
    expect(scripts).toContain('https://www.receitaws.com.br/v1/cnpj/');
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
  });

  it('send no Referer from the pages whose URL carries a token, and carry the page policy', async () => {
    for (const path of TOKEN_PAGES) {
      const res = await app.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('SPA de teste');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      // The reset form is a page despite its /api path: the page policy, not the API's.
      expect(csp(res).get('script-src'), path).toContain('https://viacep.com.br/ws/');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it("serves the SPA's scripts with nosniff and the same policy (pdf.js's worker runs under it)", async () => {
    const res = await fetch(`${app.url}/assets/app-1a2b.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(directives(res.headers.get('content-security-policy')).get('worker-src')).toEqual(["'self'"]);
  });
});

describe('API answers', () => {
  it('carry nosniff, no Referer and a policy that allows nothing', async () => {
    for (const path of ['/api/init/client', '/api/nao-existe']) {
      const res = await app.call('GET', path);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      const policy = csp(res);
      expect(policy.get('default-src'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    }
    const failed = await app.call('POST', '/api/login', {
      body: { email: 'x@example.com', password: 'errada' },
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a signed download keeps its own type and disposition, with nosniff and no framing', async () => {
    const bytes = minimalPdf('Cabeçalhos de segurança');
    const up = await uploadFile(app, token, { name: 'cabecalhos.pdf', bytes });
    expect(up.status).toBe(201);
    const link = await app.call('GET', `/api/file/${up.body.data.id}/url?disposition=inline`, { token });
    expect(link.status).toBe(200);
    const blob = await fetch(app.url + link.body.url);
    expect(blob.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await blob.arrayBuffer()), bytes)).toBe(0);
    expect(blob.headers.get('content-type')).toBe('application/pdf');
    expect(blob.headers.get('content-disposition')).toMatch(/^inline; filename="cabecalhos.pdf"/);
    expect(blob.headers.get('x-content-type-options')).toBe('nosniff');
    expect(blob.headers.get('x-frame-options')).toBe('DENY');
    expect(blob.headers.get('referrer-policy')).toBe('no-referrer');
    expect(blob.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // No CSP on the file itself: it would break the browsers' own PDF viewers, and nothing in it runs.
    expect(blob.headers.get('content-security-policy')).toBeNull();
  });

  it('the live event stream (written by hand) still carries nosniff and the API policy', async () => {
    const abort = new AbortController();
    const res = await fetch(`${app.url}/api/eventos`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(directives(res.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
    } finally {
      abort.abort();
    }
  });
});

describe('HSTS', () => {
  it('is absent over plain http and present when the request came over https through the proxy', async () => {
    for (const path of ['/login', '/api/init/client']) {
      const plain = await app.call('GET', path);
      expect(plain.headers.get('strict-transport-security'), path).toBeNull();
      const viaTls = await app.call('GET', path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(viaTls.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d{7,}/);
    }
  });
});

describe('a configured deployment', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await startTestApp(
      {
        APP_URL: 'https://cofre.example.com',
        TRUST_PROXY: '0',
        CEP_LOOKUP_URL: 'https://cep.example.net:8443/api/v2/{cep}?formato=jsonp',
        CNPJ_LOOKUP_URL: 'https://cnpj.example.org/consulta/cnpj-{cnpj}/',
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_SECRET: 'secret',
        APP_LOGO_URL: 'https://cdn.example.com/marcas/logo.svg',
        SEED_DEMO: '0',
      },
      { distDir: dist },
    );
  });
  afterAll(async () => {
    await other?.close();
  });

  it('allows its own look-up services, reCAPTCHA and logo host, and sends HSTS for its https URL', async () => {
    const res = await other.call('GET', '/sign-up');
    const policy = csp(res);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain('https://cep.example.net:8443/api/v2/');
    expect(scripts).toContain('https://cnpj.example.org/consulta/');
    expect(scripts).not.toContain('https://viacep.com.br/ws/');
    expect(scripts).toContain('https://www.google.com/recaptcha/');
    expect(scripts).toContain('https://www.gstatic.com/recaptcha/');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(policy.get('frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(policy.get('img-src')).toContain('https://cdn.example.com');
    // No X-Forwarded-Proto (nor a trusted proxy): the https APP_URL tells that TLS ends in front.
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });
});
