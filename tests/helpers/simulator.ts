// The gateway simulator mounted the way the main app mounts it (inside a Fastify app with the zod
// validator compiler, its own error and not-found handlers), plus a small HTTP peer playing the product:
// it records every webhook delivery (and can refuse some with 500) and serves files for sendMedia.

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { EvolutionGateway, WEBHOOK_EVENTS } from '../../server/adapters/gateway/evolution.js';
import { gatewaySimulator, type SimulatorOptions } from '../../server/adapters/gateway/simulator/index.js';

export const SIM_KEY = 'chave-global-DO-SIMULADOR-1234';
export const HOOK_SECRET = 'segredo-do-webhook-5678';

export interface HookHit {
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
  /** What the receiver answered (500 when told to refuse). */
  answered: number;
}

export interface FileRoute {
  status: number;
  body: Buffer;
  contentType?: string;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface SimHarness {
  /** The gateway's base URL (the simulator's prefix included). */
  baseUrl: string;
  gateway: EvolutionGateway;
  /** Where the product would receive webhooks, per test path: `${peerUrl}/hook/<name>`. */
  peerUrl: string;
  hookUrl(name: string): string;
  /** Every delivery that reached the peer, refused ones included, in arrival order. */
  hits: HookHit[];
  /** Refuse (500) the next n deliveries. */
  refuseHooks(n: number): void;
  /** Serve GET /files/<name> from the peer. */
  files: Map<string, FileRoute>;
  /** A /_control call with the global key. */
  control<T = any>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
  /** Deliveries accepted (2xx) for one instance, optionally of one event. */
  hooks(instance: string, event?: string): any[];
  close(): Promise<void>;
}

/** Polls until fn returns something truthy (or fails the test after timeoutMs). */
export async function waitFor<T>(
  fn: () => T | Promise<T>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function startPeer(h: Pick<SimHarness, 'hits' | 'files'> & { refuse: { n: number } }): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (req.method === 'GET' && path.startsWith('/files/')) {
        const file = h.files.get(path.slice('/files/'.length));
        const answer = () => {
          res.writeHead(file?.status ?? 404, {
            'content-type': file?.contentType ?? 'application/octet-stream',
          });
          res.end(file?.body ?? 'not found');
        };
        if (file?.delayMs) setTimeout(answer, file.delayMs);
        else answer();
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = Buffer.concat(chunks).toString('utf8');
      }
      const answered = h.refuse.n > 0 ? 500 : 200;
      if (answered === 500) h.refuse.n--;
      h.hits.push({ path, headers: req.headers, body, answered });
      res.writeHead(answered, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A main-app-like host: zod validator compiler and Laravel-style error/not-found answers of its own. */
async function startHost(opts: SimulatorOptions, prefix: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler((_err, _req, reply) => reply.code(500).send({ message: 'host error handler' }));
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'host not found' }));
  await app.register(gatewaySimulator, { prefix, ...opts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

export async function startSimulator(
  opts: Partial<SimulatorOptions> & { prefix?: string; timeoutMs?: number } = {},
): Promise<SimHarness> {
  const prefix = opts.prefix ?? '/gateway-sim';
  const refuse = { n: 0 };
  const hits: HookHit[] = [];
  const files = new Map<string, FileRoute>();
  const peer = await startPeer({ hits, files, refuse });
  const peerUrl = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
  const globalKey = opts.globalKey ?? SIM_KEY;
  const host = await startHost(
    {
      globalKey,
      qrIntervalMs: opts.qrIntervalMs ?? 150,
      qrFirstDelayMs: opts.qrFirstDelayMs ?? 100,
    },
    prefix,
  );
  const baseUrl = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}${prefix}`;
  return {
    baseUrl,
    gateway: new EvolutionGateway({ baseUrl, globalKey, timeoutMs: opts.timeoutMs ?? 3000 }),
    peerUrl,
    hookUrl: (name) => `${peerUrl}/hook/${name}`,
    hits,
    refuseHooks: (n) => {
      refuse.n = n;
    },
    files,
    async control(method, path, body) {
      const res = await fetch(`${baseUrl}/_control${path}`, {
        method,
        headers: {
          apikey: globalKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    hooks: (instance, event) =>
      hits
        .filter(
          (h) => h.answered < 300 && h.body?.instance === instance && (!event || h.body.event === event),
        )
        .map((h) => h.body),
    async close() {
      await host.close();
      peer.closeAllConnections();
      await new Promise((resolve) => peer.close(resolve));
    },
  };
}

/** Every event the simulator can deliver, our own sends' echo (send.message) included. */
export const ALL_EVENTS = [...WEBHOOK_EVENTS, 'SEND_MESSAGE'] as const;
