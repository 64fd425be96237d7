// The local PKI's tests check its output with OpenSSL, an independent implementation of RFC 3161,
// RFC 6960 and RFC 5280: a scratch folder of files, the openssl command run in it, and the trust
// routes on a bare Fastify app listening on loopback.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { trustPlugin } from '../../server/modules/trust/routes.js';
import type { LocalPki } from '../../server/modules/trust/types.js';

/** A scratch folder removed by `remove()`. */
export function scratch(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    path: (name: string) => join(dir, name),
    write: (name: string, data: string | Uint8Array) => {
      writeFileSync(join(dir, name), data);
      return join(dir, name);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Runs openssl in `cwd`; stdout and stderr together (OpenSSL splits its verdicts between them).
 * Asynchronous: `openssl ocsp -url` talks to a server in this very process.
 */
export function openssl(args: string[], cwd: string): Promise<{ out: string; status: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn('openssl', args, { cwd });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('close', (status) => resolve({ out, status }));
  });
}

/** The trust routes under /pki on 127.0.0.1, serving whatever PKI `pki()` returns at each request. */
export async function trustApp(pki: () => LocalPki): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  await app.register(trustPlugin, { prefix: '/pki', pki });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url };
}
