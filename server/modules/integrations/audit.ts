// The company's audit trail of acts outside the file chains: team and company changes (recorded
// when their answer goes out), API keys and webhooks (inside their own transaction), and every
// other write made with an API key.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditEntryView } from '../../../common/schemas/integrations.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { type AuditRow, insertAudit, listAudit } from '../../db/queries/audit.js';
import { routeOf } from '../../http/apiKeyScope.js';
import type { AuthContext } from '../../http/auth.js';
import { clientMeta } from '../../http/client-meta.js';

export interface AuditAct {
  acao: string;
  /** What was acted on, e.g. 'usuario:12', 'webhook:3'. */
  alvo?: string | null;
  dados?: Record<string, unknown>;
}

/** Appends one act of `auth` (in `db`'s transaction, if any). Company-less sessions leave none. */
export async function recordAudit(
  db: Db,
  auth: AuthContext,
  req: FastifyRequest,
  act: AuditAct,
): Promise<void> {
  if (auth.empresaId === null) return;
  await insertAudit(db, {
    empresaId: auth.empresaId,
    userId: auth.user.id,
    apiKeyId: auth.apiKey?.id ?? null,
    ator: {
      nome: auth.user.nome,
      email: auth.user.email,
      ...(auth.apiKey ? { chave: auth.apiKey.nome } : {}),
    },
    acao: act.acao,
    alvo: act.alvo ?? null,
    dados: act.dados ?? {},
    ip: clientMeta(req).ip.slice(0, 64),
  });
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The company's own team and data, as the trail names them (method and route → act), with the
 * request body's fields worth keeping (never a password or a file).
 */
const NAMED_ACTS: Record<
  string,
  { acao: string; alvo: (p: Record<string, unknown>) => string; keep: string[] }
> = {
  'POST /api/convites': {
    acao: 'team.invited',
    alvo: () => 'convite',
    keep: ['email', 'nome', 'permissions'],
  },
  'POST /api/invite/:id/reenviar': { acao: 'team.invite_resent', alvo: (p) => `convite:${p.id}`, keep: [] },
  'DELETE /api/invite/:id/cancelar': {
    acao: 'team.invite_revoked',
    alvo: (p) => `convite:${p.id}`,
    keep: [],
  },
  'PUT /api/usuario/:id/permission': {
    acao: 'team.permissions_changed',
    alvo: (p) => `usuario:${p.id}`,
    keep: ['permissions'],
  },
  'PUT /api/usuario/:id/disable': {
    acao: 'team.access_switched',
    alvo: (p) => `usuario:${p.id}`,
    keep: [],
  },
  'PUT /api/usuario/:id/status': {
    acao: 'team.access_switched',
    alvo: (p) => `usuario:${p.id}`,
    keep: [],
  },
  'PUT /api/empresa/:id/owner': {
    acao: 'company.owner_transferred',
    alvo: (p) => `empresa:${p.id}`,
    keep: ['user_id'],
  },
  'PUT /api/empresa/:id/editar': {
    acao: 'company.updated',
    alvo: (p) => `empresa:${p.id}`,
    keep: ['razao_social', 'nome_fantasia', 'email', 'telefone', 'cep', 'cidade', 'uf'],
  },
  'PUT /api/empresa/:id/logo': { acao: 'company.logo_changed', alvo: (p) => `empresa:${p.id}`, keep: [] },
  'DELETE /api/empresa/:id/logo': { acao: 'company.logo_removed', alvo: (p) => `empresa:${p.id}`, keep: [] },
};

const picked = (body: unknown, keep: string[]) => {
  const out: Record<string, unknown> = {};
  if (body && typeof body === 'object')
    for (const k of keep) if (k in body) out[k] = (body as Record<string, unknown>)[k];
  return out;
};

/**
 * When an answer goes out: a company member's (or key's) successful change to the team or the
 * company lands in the trail under its name, and every other write made with an API key under
 * `api.request`, with its route, answer and ids.
 */
export function auditWrites(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onResponse', async (req, reply) => {
    const auth = req.auth;
    if (!auth || auth.empresaId === null || !WRITES.has(req.method)) return;
    const route = `${req.method} ${routeOf(req)}`;
    const params = (req.params ?? {}) as Record<string, unknown>;
    const named = NAMED_ACTS[route];
    let act: AuditAct | undefined;
    if (named && reply.statusCode < 400)
      act = { acao: named.acao, alvo: named.alvo(params), dados: picked(req.body, named.keep) };
    else if (auth.apiKey)
      act = { acao: 'api.request', alvo: route.slice(0, 120), dados: { status: reply.statusCode, params } };
    if (!act) return;
    await recordAudit(ctx.db, auth, req, act).catch((err) =>
      req.log.warn({ err }, 'recording an audit entry failed'),
    );
  });
}

export function auditView(row: AuditRow & { chaveNome: string | null }): AuditEntryView {
  return {
    id: row.id,
    acao: row.acao,
    alvo: row.alvo,
    ator: row.ator ? { id: row.userId, nome: row.ator.nome, email: row.ator.email } : null,
    chave: row.apiKeyId !== null ? { id: row.apiKeyId, nome: row.chaveNome ?? row.ator?.chave ?? '' } : null,
    dados: row.dados,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}

export async function auditTrail(
  ctx: AppContext,
  empresaId: number,
  q: { page: number; perPage: number; api_key_id?: number },
) {
  const { rows, total } = await listAudit(ctx.db, empresaId, { ...q, apiKeyId: q.api_key_id });
  return { data: rows.map(auditView), total };
}
