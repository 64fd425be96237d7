// Who acts in the vault: the signed-in user inside the company their session entered. The
// company comes from the token, never from the request; a session without one cannot use it.
import type { FastifyRequest } from 'fastify';
import { currentAuth } from '../../http/auth.js';
import { clientMeta } from '../../http/client-meta.js';
import { requireCompany } from '../../http/company.js';

export interface VaultActor {
  empresaId: number;
  userId: number;
  nome: string;
  email: string;
  ip: string;
  userAgent: string | null;
  /** The API key the request came with, if any (the user is then its creator). */
  apiKey: { id: number; nome: string } | null;
}

export function vaultActor(req: FastifyRequest): VaultActor {
  const auth = currentAuth(req);
  const empresaId = requireCompany(auth);
  const meta = clientMeta(req);
  return {
    empresaId,
    userId: auth.user.id,
    nome: auth.user.nome,
    email: auth.user.email,
    ip: meta.ip,
    userAgent: meta.userAgent,
    apiKey: auth.apiKey ? { id: auth.apiKey.id, nome: auth.apiKey.nome } : null,
  };
}
