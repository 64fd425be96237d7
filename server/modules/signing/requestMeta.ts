// Who is asking, as signing records it: the owner (a vault actor with permissions and language)
// and a signer's client (IP and port, user agent, language).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { currentAuth } from '../../http/auth.js';
import { clientMeta } from '../../http/client-meta.js';
import { requestLanguage } from '../../http/language.js';
import { vaultActor } from '../vault/scope.js';
import type { SignerClient } from './acts.js';
import type { Owner } from './process.js';

export function ownerOf(req: FastifyRequest): Owner {
  return { ...vaultActor(req), permissions: currentAuth(req).permissions, lang: requestLanguage(req) };
}

/**
 * The client's port: the TCP peer's, or — behind a trusted proxy (TRUST_PROXY) — the one the
 * proxy reports in X-Real-Port (nginx: `proxy_set_header X-Real-Port $remote_port;`).
 */
function clientPort(ctx: AppContext, req: FastifyRequest): number | null {
  const header = ctx.config.trustProxy ? req.headers['x-real-port'] : undefined;
  if (typeof header === 'string' && /^\d{1,5}$/.test(header) && Number(header) <= 65535)
    return Number(header);
  return req.socket.remotePort ?? null;
}

export function signerClient(ctx: AppContext, req: FastifyRequest): SignerClient {
  const meta = clientMeta(req);
  return { ip: meta.ip, port: clientPort(ctx, req), userAgent: meta.userAgent, lang: requestLanguage(req) };
}
