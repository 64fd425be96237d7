// The API and the gateway simulator as real child processes (`node --import tsx …`), for what needs a
// process boundary: an API killed with SIGKILL and started again on the same database, a simulator
// that outlives it, a bench whose load generator does not share the server's event loop.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Lines of output kept per process, shown when it fails to start. */
const KEPT_LINES = 80;

/** A TCP port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });
}

export interface ChildHandle {
  name: string;
  pid: number;
  url: string;
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** True while the process has not exited. */
  running(): boolean;
  /** Sends the signal (SIGTERM by default) and resolves once the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Freezes the process (SIGSTOP): what reaches its sockets waits in the kernel until resume(). */
  pause(): void;
  /** Lets a paused process run again (SIGCONT). */
  resume(): void;
}

export interface JsonResult<T = any> {
  status: number;
  body: T;
  text: string;
}

/** Children still running: killed when this process exits, however it exits. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<JsonResult<T>> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: body as T, text };
}

/**
 * Starts `node --import tsx <script>` from the repository root with `env` over this process's
 * environment, and waits until GET `${url}${readyPath}` answers 2xx (or the process dies).
 */
export async function spawnNode(o: {
  name: string;
  script: string;
  env: Record<string, string>;
  url: string;
  readyPath: string;
  /** Headers of the readiness request (e.g. the key a protected path needs). */
  readyHeaders?: Record<string, string>;
  timeoutMs?: number;
  /** Options for node itself, e.g. --cpu-prof. */
  nodeArgs?: string[];
}): Promise<ChildHandle> {
  const env: Record<string, string | undefined> = { ...process.env, ...o.env };
  // Vitest's loader options are not for the child.
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, [...(o.nodeArgs ?? []), '--import', 'tsx', o.script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
      live.delete(child);
      resolve();
    });
  });
  const output = () => lines.join('\n');
  const handle: ChildHandle = {
    name: o.name,
    pid: child.pid ?? 0,
    url: o.url,
    output,
    running: () => exitCode === undefined,
    async kill(signal = 'SIGTERM') {
      if (exitCode !== undefined) return;
      child.kill(signal);
      // A paused process acts on SIGTERM only once it runs again.
      if (signal !== 'SIGKILL') child.kill('SIGCONT');
      await exited;
    },
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
  };

  const deadline = Date.now() + (o.timeoutMs ?? 30_000);
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`${o.name} exited (${exitCode}) before it was ready:\n${output()}`);
    try {
      const res = await fetch(`${o.url}${o.readyPath}`, {
        headers: o.readyHeaders ?? {},
        signal: AbortSignal.timeout(1000),
      });
      await res.arrayBuffer();
      if (res.ok) return handle;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await handle.kill('SIGKILL');
      throw new Error(`${o.name} was not ready within ${o.timeoutMs ?? 30_000} ms:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface SimulatorProcess extends ChildHandle {
  /** The global API key (what a server registered for this gateway holds). */
  key: string;
  /** A /_control call, with the global key in `apikey`. */
  control<T = any>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<JsonResult<T>>;
}

/** The standalone gateway simulator (server/gateway-sim.ts) on a free port. */
export async function startSimulatorProcess(
  o: { key?: string; env?: Record<string, string> } = {},
): Promise<SimulatorProcess> {
  const port = await freePort();
  const key = o.key ?? 'chave-do-simulador-a-parte';
  const url = `http://127.0.0.1:${port}`;
  const child = await spawnNode({
    name: 'gateway simulator',
    script: 'server/gateway-sim.ts',
    env: {
      GATEWAY_SIM_PORT: String(port),
      GATEWAY_SIM_KEY: key,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...o.env,
    },
    url,
    readyPath: '/_control/instances',
    readyHeaders: { apikey: key },
  });
  return {
    ...child,
    key,
    control: (method, path, body) =>
      fetchJson(`${url}/_control${path}`, {
        method,
        headers: { apikey: key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

export interface ApiProcess extends ChildHandle {
  /** The environment it was started with (start it again with the same). */
  env: Record<string, string>;
  call<T = any>(
    method: string,
    path: string,
    o?: { token?: string; body?: unknown | FormData },
  ): Promise<JsonResult<T>>;
}

/**
 * The environment of an API process listening on `port`, on PostgreSQL at `databaseUrl` (PGlite in
 * its DATA_DIR when undefined), with the demo seeded, quiet logs, and `over` on top. DATA_DIR is a
 * fresh temporary folder unless `over` names one.
 */
export function apiEnv(
  databaseUrl: string | undefined,
  port: number,
  over: Record<string, string> = {},
): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  return {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: over.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'cofre-api-')),
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    GATEWAY_WEBHOOK_URL: url,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    ...over,
  };
}

/** A queue that sends as fast as it can to a gateway of its own (the standalone simulator). */
export const FAST_QUEUE_ENV = { GATEWAY_SIMULATOR: '0', MESSAGE_LIMITS: '0', QUEUE_POLL_MS: '50' };

/** The API (server/main.ts, what `npm start` runs) with `env`, which must hold PORT and the rest it needs. */
export async function startApiProcess(
  env: Record<string, string>,
  o: { timeoutMs?: number; nodeArgs?: string[] } = {},
): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${env.PORT}`;
  const child = await spawnNode({
    name: 'API',
    script: 'server/main.ts',
    env,
    url,
    readyPath: '/api/health',
    timeoutMs: o.timeoutMs ?? 60_000,
    ...(o.nodeArgs ? { nodeArgs: o.nodeArgs } : {}),
  });
  return {
    ...child,
    env,
    call(method, path, o = {}) {
      const headers: Record<string, string> = {};
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      let body: string | FormData | undefined;
      if (o.body instanceof FormData) body = o.body;
      else if (o.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(o.body);
      }
      return fetchJson(url + path, { method, headers, body });
    },
  };
}

/** Signs in on an API process; fails loudly when refused. */
export async function loginOn(api: ApiProcess, email: string, password = 'demo123'): Promise<string> {
  const res = await api.call<{ access_token: string }>('POST', '/api/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} → ${res.status} ${res.text}`);
  return res.body.access_token;
}

/** Polls until fn gives something truthy; fails after timeoutMs saying what it waited for. */
export async function pollUntil<T>(
  fn: () => T | Promise<T>,
  what: string,
  timeoutMs = 10_000,
  everyMs = 20,
): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Registers the simulator as a messaging server through the admin API; returns its id. */
export async function registerGateway(
  api: ApiProcess,
  sim: SimulatorProcess,
  capacity = 100,
): Promise<number> {
  const admin = await loginOn(api, 'admin@cofre.local');
  const res = await api.call<{ data: { id: number } }>('POST', '/api/server/cadastrar', {
    token: admin,
    body: { nome: 'Simulador à parte', base_url: sim.url, capacidade: capacity, api_key: sim.key },
  });
  if (res.status !== 201) throw new Error(`POST /api/server/cadastrar → ${res.status} ${res.text}`);
  return res.body.data.id;
}

/**
 * Creates a device through the API, has the simulator's phone scan its QR and waits until the API
 * sees it open (the connection.update webhook); returns the device's id and instance name.
 */
export async function openDevice(
  api: ApiProcess,
  sim: SimulatorProcess,
  token: string,
  name: string,
): Promise<{ id: number; instance: string }> {
  const instances = async () =>
    (await sim.control<{ name: string }[]>('GET', '/instances')).body.map((i) => i.name);
  const before = new Set(await instances());
  const created = await api.call<{ id: number }>('POST', '/api/device/store', { token, body: { name } });
  if (created.status !== 201) throw new Error(`POST /api/device/store → ${created.status} ${created.text}`);
  const instance = (await instances()).find((n) => !before.has(n));
  if (!instance) throw new Error('the device has no instance on the simulator');
  // The first QR may take a moment to exist (the {count:0} quirk): scanning answers 409 until then.
  await pollUntil(
    async () => (await sim.control('POST', `/${instance}/scan`)).status === 200,
    `a QR to scan on ${instance}`,
  );
  const id = created.body.id;
  await pollUntil(
    async () => (await api.call('GET', `/api/device/${id}/status`, { token })).body?.state === 'open',
    `device ${id} open`,
  );
  return { id, instance };
}

/** A multipart POST /api/message/send body: one message to many recipients. */
export function campaignForm(device: number, message: string, recipients: unknown[]): FormData {
  const form = new FormData();
  form.append('device', String(device));
  form.append('message', message);
  form.append('recipients', JSON.stringify(recipients));
  return form;
}
