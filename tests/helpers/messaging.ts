// Messaging tests: the built-in gateway simulator's control calls (what the phone and the network do),
// a device created and scanned until open, the multipart send as the SPA makes it, polling, a reader
// of the Server-Sent Events stream, and a second API process on the same PostgreSQL database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { AppContext } from '../../server/context.js';
import { findDeviceById } from '../../server/db/queries/devices.js';
import { insertPlan, type PlanValues } from '../../server/db/queries/plans.js';
import { empresas } from '../../server/db/schema.js';
import type { CallResult, TestApp } from './app.js';
import { waitFor } from './simulator.js';

/** Limits and pauses off, a quick queue, no background reconciliation. */
export const MESSAGING_ENV = { MESSAGE_LIMITS: '0', QUEUE_POLL_MS: '50', RECONCILE_INTERVAL: '0' };

/** The subset of TestApp the helpers need (a second process on the same database has it too). */
export interface AppLike {
  url: string;
  ctx: AppContext;
  call<T = any>(
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string },
  ): Promise<CallResult<T>>;
}

export { waitFor };

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** What the simulator's control calls need: the app's address and its config (for the key). */
export type SimHost = Pick<AppLike, 'url' | 'ctx'>;

/**
 * A call to the mounted simulator's /_control API, with its global key in `apikey` (the key a user
 * reads from DATA_DIR/gateway-sim.key or sets in GATEWAY_SIM_KEY; here, from the app's config).
 */
export async function simControl<T = any>(
  app: SimHost,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${app.url}/gateway-sim/_control${path}`, {
    method,
    headers: {
      apikey: app.ctx.config.gateway.simulatorKey,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface SimSent {
  instance: string;
  number: string;
  text: string | null;
  caption: string | null;
  media: { mediatype: string; mimetype: string; fileName: string | null; media: string; size: number } | null;
  keyId: string;
  at: string;
}

/** Every message the simulator accepted, oldest first (optionally of one instance). */
export async function simSent(app: SimHost, instance?: string): Promise<SimSent[]> {
  const all = (await simControl<SimSent[]>(app, 'GET', '/sent')).body;
  return instance ? all.filter((s) => s.instance === instance) : all;
}

export interface SimInstanceInfo {
  name: string;
  state: string;
  ownerJid: string | null;
  profileName: string | null;
  qrCount: number;
  messages: number;
}

export async function simInstances(app: SimHost): Promise<SimInstanceInfo[]> {
  return (await simControl<SimInstanceInfo[]>(app, 'GET', '/instances')).body;
}

/** The gateway instance behind a device (never shown by the API). */
export async function instanceOf(app: Pick<AppLike, 'ctx'>, deviceId: number): Promise<string> {
  const row = await findDeviceById(app.ctx.db, deviceId);
  if (!row) throw new Error(`device ${deviceId} not found`);
  return row.instanceName;
}

export interface ConnectedDevice {
  /** The DeviceView once open. */
  device: any;
  instance: string;
}

/** Creates a device, scans its QR through the simulator and waits until the API says it is open. */
export async function connectDevice(
  app: AppLike,
  token: string,
  name = 'Celular de testes',
): Promise<ConnectedDevice> {
  const created = await app.call('POST', '/api/device/store', { token, body: { name } });
  if (created.status !== 201) throw new Error(`device/store → ${created.status} ${created.text}`);
  const instance = await instanceOf(app, created.body.id);
  await scan(app, instance);
  const device = await waitFor(
    async () => {
      const res = await app.call('GET', `/api/device/${created.body.id}/details`, { token });
      return res.body?.state === 'open' ? res.body : undefined;
    },
    10_000,
    `device ${created.body.id} open`,
  );
  return { device, instance };
}

/** The phone scans the instance's QR (the simulator then sends connection.update open). */
export async function scan(app: SimHost, instance: string): Promise<void> {
  const res = await simControl(app, 'POST', `/${instance}/scan`);
  if (res.status !== 200) throw new Error(`scan ${instance} → ${res.status} ${JSON.stringify(res.body)}`);
}

export interface Attachment {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/**
 * POST /api/message/send as the SPA sends it: the fields first, then the optional file part
 * `attachment`. Values that are not strings (the recipients list) go as JSON.
 */
export async function sendForm(
  app: Pick<AppLike, 'url'>,
  token: string,
  fields: Record<string, unknown>,
  attachment?: Attachment,
  path = '/api/message/send',
): Promise<CallResult> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  if (attachment)
    form.append(
      path.endsWith('/importar') ? 'file' : 'attachment',
      new Blob([attachment.bytes as Uint8Array<ArrayBuffer>], {
        type: attachment.type ?? 'application/octet-stream',
      }),
      attachment.name,
    );
  const res = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers, text };
}

/** POST /api/message/importar with one file part `file`. */
export const importSheet = (app: Pick<AppLike, 'url'>, token: string, file: Attachment) =>
  sendForm(app, token, {}, file, '/api/message/importar');

/** A campaign's recipients (current attempts), all of them. */
export async function recipients(app: AppLike, token: string, campaignId: number): Promise<any[]> {
  const res = await app.call('GET', `/api/message/${campaignId}/destinatarios?perPage=100`, { token });
  if (res.status !== 200) throw new Error(`destinatarios → ${res.status} ${res.text}`);
  return res.body.data;
}

/** Waits until the campaign has nothing queued or in flight and says it finished. */
export async function campaignDone(
  app: AppLike,
  token: string,
  id: number,
  timeoutMs = 15_000,
): Promise<any> {
  return waitFor(
    async () => {
      const res = await app.call('GET', `/api/message/${id}/detalhes`, { token });
      const c = res.body;
      return c?.finished_at && c.counts.queued === 0 && c.counts.sending === 0 ? c : undefined;
    },
    timeoutMs,
    `campaign ${id} finished`,
  );
}

/** A plan with these limits (others unlimited) given to the company. */
export async function givePlan(
  app: Pick<AppLike, 'ctx'>,
  empresaId: number,
  limits: Partial<Pick<PlanValues, 'maxDispositivos' | 'mensagensMes' | 'maxUsuarios'>>,
) {
  const plan = await insertPlan(
    app.ctx.db,
    { nome: `Plano ${empresaId}-${Date.now()}`, descricao: null, ...limits },
    { recorrencias: [], adicionais: [] },
  );
  await app.ctx.db.update(empresas).set({ planoId: plan.id }).where(eq(empresas.id, empresaId));
  return plan;
}

export interface SseEvent {
  event: string;
  data: any;
}

export interface SseReader {
  status: number;
  contentType: string | null;
  /** Every event received so far, oldest first. */
  events: SseEvent[];
  /** Comment lines (": ping", ": conectado"). */
  comments: string[];
  /** The first event named `name` (received already or later) matching `match`. */
  next(name: string, match?: (data: any) => boolean, timeoutMs?: number): Promise<any>;
  of(name: string): any[];
  /** True once the server ended the stream. */
  ended(): boolean;
  close(): void;
}

/** Opens GET /api/eventos with the token in the Authorization header and parses the stream as it comes. */
export async function sse(app: Pick<AppLike, 'url'>, token: string): Promise<SseReader> {
  const abort = new AbortController();
  const res = await fetch(`${app.url}/api/eventos`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let done = false;
  if (res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done: end } = await reader.read();
          if (end) break;
          buffer += value;
          for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, i);
            buffer = buffer.slice(i + 2);
            let name = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('event:')) name = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length) events.push({ event: name, data: JSON.parse(data.join('\n')) });
          }
        }
      } catch {
        /* aborted */
      } finally {
        done = true;
      }
    })();
  } else done = true;
  const of = (name: string) => events.filter((e) => e.event === name).map((e) => e.data);
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    comments,
    of,
    next: (name, match = () => true, timeoutMs = 10_000) =>
      waitFor(() => of(name).find(match), timeoutMs, `event "${name}"`),
    ended: () => done,
    close: () => abort.abort(),
  };
}

export interface PeerApp extends AppLike {
  close(): Promise<void>;
}

/**
 * A second API process on the first one's PostgreSQL database (same keys, no demo seed): its own
 * queue worker, its own event bus connection, its own built-in simulator.
 */
export async function startPeerApp(first: TestApp, env: Record<string, string> = {}): Promise<PeerApp> {
  const databaseUrl = first.ctx.config.databaseUrl;
  if (!databaseUrl) throw new Error('a second process needs a PostgreSQL database');
  const dataDir = mkdtempSync(join(tmpdir(), 'cofre-peer-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    APP_URL: 'http://cofre.test',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '1',
    SEED_DEMO: '0',
    APP_KEY: first.ctx.config.appKey,
    JWT_SECRET: first.ctx.config.jwtSecret,
    ...env,
  });
  const built = await buildApp(config, { distDir: join(dataDir, 'no-dist') });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  built.ctx.config.gateway.webhookBaseUrl = url;
  return {
    url,
    ctx: built.ctx,
    async call(method, path, o = {}) {
      const headers: Record<string, string> = {};
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      if (o.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(url + path, {
        method,
        headers,
        body: o.body === undefined ? undefined : JSON.stringify(o.body),
      });
      const text = await res.text();
      let body: any = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        /* not JSON */
      }
      return { status: res.status, body, headers: res.headers, text };
    },
    async close() {
      await built.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
