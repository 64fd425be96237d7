import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from '../modules/auth/sessions.js';

/** Who is calling: the IP (honouring TRUST_PROXY) and the user agent, for sessions and evidence. */
export const clientMeta = (req: FastifyRequest): ClientMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
});
