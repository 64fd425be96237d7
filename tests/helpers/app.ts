// Starts the real application on a free port with a fresh database, for API tests.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { AppContext } from '../../server/context.js';
import { repointServers } from '../../server/db/queries/servers.js';
import { createTestDatabase } from './database.js';
import { copyPgliteTemplate } from './pgliteTemplate.js';

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Pretend the call comes from this client IP (the test app trusts X-Forwarded-For). */
  ip?: string;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links: string[];
}

export interface TestApp {
  url: string;
  ctx: AppContext;
  dataDir: string;
  call<T = any>(method: string, path: string, opts?: CallOptions): Promise<CallResult<T>>;
  /** Every e-mail captured so far, oldest first. */
  mails(): CapturedMail[];
  /** The newest e-mail to this address; fails the test when there is none. */
  lastMailTo(address: string): CapturedMail;
  close(): Promise<void>;
}

export const TEST_APP_URL = 'http://cofre.test';

let ipCounter = 0;
/** A distinct client address (TEST-NET-3, only ever written in a header) so throttles do not collide. */
export const freshIp = () => {
  ipCounter = (ipCounter % 250) + 1;
  return `203.0.113.${ipCounter}`;
};

export async function startTestApp(
  env: Record<string, string> = {},
  opts: { distDir?: string } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cofre-test-'));
  const database = await createTestDatabase();
  // PGlite opens a copy of an already migrated cluster instead of running initdb (3 s saved).
  if (!database.url) await copyPgliteTemplate(join(dataDir, 'pglite'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: TEST_APP_URL,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '1',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const built = await buildApp(config, { distDir: opts.distDir ?? join(dataDir, 'no-dist') });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  // Gateways (the mounted simulator) reach this app at its real address, known only now.
  built.ctx.config.gateway.webhookBaseUrl = url;
  // So is the payment simulator (and it posts its webhooks here).
  built.ctx.payments.listeningAt(url, url);
  await repointServers(built.ctx.db, TEST_APP_URL, url);
  const defaultIp = freshIp();

  const mailDir = join(dataDir, 'mail');
  const mails = (): CapturedMail[] => {
    let files: string[];
    try {
      files = readdirSync(mailDir).filter((f) => f.endsWith('.json'));
    } catch {
      return [];
    }
    return files.sort().map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as CapturedMail);
  };

  return {
    url,
    ctx: built.ctx,
    dataDir,
    async call(method, path, o = {}) {
      const headers: Record<string, string> = { 'x-forwarded-for': o.ip ?? defaultIp, ...o.headers };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      let body: string | undefined;
      if (o.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
      }
      const res = await fetch(url + path, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, body: parsed as any, headers: res.headers, text };
    },
    mails,
    lastMailTo(address) {
      const found = mails().filter((m) => m.to === address);
      const last = found[found.length - 1];
      if (!last) throw new Error(`no e-mail captured for ${address}`);
      return last;
    },
    async close() {
      // A request still in flight on this app (say, its mounted simulator's webhook arriving as the
      // file ends) would hold Fastify's close until that request's own timeout, past the hook's:
      // after 5 s the connections left are cut.
      const cut = setTimeout(() => built.app.server.closeAllConnections(), 5_000);
      try {
        await built.close();
      } finally {
        clearTimeout(cut);
      }
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in and returns the tokens; fails loudly when the login is refused. */
export async function loginAs(
  app: TestApp,
  email: string,
  password = 'demo123',
  extra: Record<string, unknown> = {},
) {
  const res = await app.call('POST', '/api/login', { body: { email, password, ...extra } });
  if (res.status !== 200) throw new Error(`login ${email} → ${res.status} ${res.text}`);
  return res.body as { access_token: string; refresh_token: string; expires_in: number };
}
