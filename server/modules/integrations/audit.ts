// The company's audit trail of acts outside the file chains: team and company changes, API keys
// and webhooks, and every write made with an API key (recorded when its answer goes out).
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

/** Every write made with an API key lands in the trail with its route, answer and ids. */
export function auditKeyWrites(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onResponse', async (req, reply) => {
    const auth = req.auth;
    if (!auth?.apiKey || !WRITES.has(req.method)) return;
    const params = (req.params ?? {}) as Record<string, unknown>;
    await recordAudit(ctx.db, auth, req, {
      acao: 'api.request',
      alvo: `${req.method} ${routeOf(req)}`.slice(0, 120),
      dados: { status: reply.statusCode, params },
    }).catch((err) => req.log.warn({ err }, 'recording an API key write failed'));
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
